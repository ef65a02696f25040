import type { TDashboardRoom } from '@carehome/contracts';

export interface AreaNode {
  id: string;
  name: string;
}

/** The areas that hold rooms, by parent (null: the top level), from the rooms' area chains. */
export function areaChildren(rooms: readonly Pick<TDashboardRoom, 'areaIds' | 'facilityArea'>[]): Map<string | null, AreaNode[]> {
  const seen = new Set<string>();
  const byParent = new Map<string | null, AreaNode[]>();
  for (const r of rooms) {
    r.areaIds.forEach((id, i) => {
      if (seen.has(id)) return;
      seen.add(id);
      const parent = i === 0 ? null : (r.areaIds[i - 1] ?? null);
      byParent.set(parent, [...(byParent.get(parent) ?? []), { id, name: r.facilityArea[i] ?? '' }]);
    });
  }
  for (const list of byParent.values()) list.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  return byParent;
}

/**
 * The cascade of area selects: one level per chosen area that has areas inside it. A chosen id that no
 * longer exists (the layout changed) cuts the path there.
 */
export function areaLevels(children: Map<string | null, AreaNode[]>, path: readonly string[], root: string | null = null) {
  const levels: { parent: string | null; options: AreaNode[]; value: string | null }[] = [];
  let parent = root;
  for (let i = 0; ; i++) {
    const options = children.get(parent) ?? [];
    if (!options.length) break;
    const chosen = path[i];
    const value = chosen && options.some((o) => o.id === chosen) ? chosen : null;
    levels.push({ parent, options, value });
    if (!value) break;
    parent = value;
  }
  return levels;
}
