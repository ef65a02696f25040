import type { TRoomArea } from '@carehome/contracts';

export interface AreaOption {
  value: string;
  /** The area's path from the top, e.g. "West Wing › Floor 1". */
  label: string;
  depth: number;
  archived: boolean;
}

export const AREA_PATH_SEPARATOR = ' › ';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The areas of a site as a list in tree order (each area after its parent, siblings by their order
 * then name), labelled with their full path. An area whose parent is missing counts as a top area;
 * a cycle in the data cannot loop and loses no area.
 */
export function areaOptions(areas: readonly TRoomArea[]): AreaOption[] {
  const ids = new Set(areas.map((a) => a.id));
  const children = new Map<string | null, TRoomArea[]>();
  for (const a of areas) {
    const parent = a.parentId && ids.has(a.parentId) && a.parentId !== a.id ? a.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), a]);
  }
  for (const list of children.values()) list.sort((x, y) => x.order - y.order || collator.compare(x.name, y.name));

  const out: AreaOption[] = [];
  const seen = new Set<string>();
  const visit = (a: TRoomArea, path: string[], archived: boolean) => {
    if (seen.has(a.id)) return;
    seen.add(a.id);
    const here = [...path, a.name];
    const isArchived = archived || a.isArchived;
    out.push({ value: a.id, label: here.join(AREA_PATH_SEPARATOR), depth: path.length, archived: isArchived });
    for (const c of children.get(a.id) ?? []) visit(c, here, isArchived);
  };
  for (const a of children.get(null) ?? []) visit(a, [], false);
  // Areas only reachable through a cycle: shown from the first one met, so none is lost.
  for (const a of areas) visit(a, [], false);
  return out;
}
