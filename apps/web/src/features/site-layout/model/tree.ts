import type { TRoom, TRoomArea } from '@carehome/contracts';

export interface AreaNode {
  area: TRoomArea;
  depth: number;
  path: string[];
  children: AreaNode[];
}

const byOrderThenName = (a: TRoomArea, b: TRoomArea) => a.order - b.order || a.name.localeCompare(b.name, undefined, { numeric: true });

/** The areas as a tree, siblings by order then name (numbers sorted naturally). */
export function buildAreaTree(areas: readonly TRoomArea[]): AreaNode[] {
  const children = new Map<string | null, TRoomArea[]>();
  for (const a of areas) children.set(a.parentId, [...(children.get(a.parentId) ?? []), a]);
  const build = (parentId: string | null, depth: number, path: string[], seen: Set<string>): AreaNode[] =>
    (children.get(parentId) ?? [])
      .filter((a) => !seen.has(a.id))
      .sort(byOrderThenName)
      .map((area) => {
        const next = new Set(seen).add(area.id);
        return { area, depth, path: [...path, area.name], children: build(area.id, depth + 1, [...path, area.name], next) };
      });
  return build(null, 0, [], new Set());
}

/** Depth-first list of the tree (for selects and for keyboard order). */
export function flattenTree(nodes: readonly AreaNode[]): AreaNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}

/** The ids of an area and of every area below it. */
export function descendantIds(areas: readonly TRoomArea[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const a of areas) {
      if (a.parentId && out.has(a.parentId) && !out.has(a.id)) {
        out.add(a.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Rooms directly in an area (areaId null: rooms at the top of the site), or also in its sub-areas. */
export function roomsIn(rooms: readonly TRoom[], areas: readonly TRoomArea[], areaId: string | null, withSubAreas: boolean): TRoom[] {
  if (areaId === null) return withSubAreas ? [...rooms] : rooms.filter((r) => r.areaId === null);
  const ids = withSubAreas ? descendantIds(areas, areaId) : new Set([areaId]);
  return rooms.filter((r) => r.areaId !== null && ids.has(r.areaId));
}

/** A CSV template with the columns the import understands, from the site's own areas and room types. */
export function csvTemplate(roomTypes: readonly string[], sampleArea: string[]): string {
  const area = sampleArea.length ? sampleArea.join(' > ') : 'West Wing > Floor 1';
  const type = roomTypes[0] ?? 'Resident Room';
  return ['Area,Room,Room type,QR code,Description', `${area},101,${type},,`, `${area},102,${type},,Window side`].join('\r\n');
}
