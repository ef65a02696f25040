/** What the area rules need of an area: its id, its name and the area it sits in (null at the top). */
export interface AreaLink {
  id: string;
  name: string;
  parentId: string | null;
}

/**
 * The areas from the top down to `areaId` (that area last). Parents are set by people and imports, so a
 * loop in stored data ends the walk at the first area met twice instead of hanging; an id not in `byId`
 * (another site's, or deleted since) ends it too.
 */
export function areaChain<A extends AreaLink>(byId: ReadonlyMap<string, A>, areaId: string | null | undefined): A[] {
  const chain: A[] = [];
  const seen = new Set<string>();
  for (let id = areaId ?? null; id && !seen.has(id); ) {
    seen.add(id);
    const area = byId.get(id);
    if (!area) break;
    chain.unshift(area);
    id = area.parentId;
  }
  return chain;
}

/** The names of an area and every area above it, from the top ('North Wing', 'Floor 1'). */
export function areaPath(byId: ReadonlyMap<string, AreaLink>, areaId: string | null | undefined): string[] {
  return areaChain(byId, areaId).map((a) => a.name);
}

/** Each area of a site with its path of names, keyed by id, computed once for the whole site. */
export function areaPaths<A extends AreaLink>(areas: readonly A[]): Map<string, string[]> {
  const byId = new Map(areas.map((a) => [a.id, a]));
  return new Map(areas.map((a) => [a.id, areaPath(byId, a.id)]));
}

/**
 * Whether two areas share rooms: one is the other or sits inside it (a wing and its floor overlap; two
 * floors of a wing do not). An area not in `byId` overlaps only itself.
 */
export function areasOverlap(byId: ReadonlyMap<string, AreaLink>, a: string, b: string): boolean {
  return a === b || areaChain(byId, a).some((x) => x.id === b) || areaChain(byId, b).some((x) => x.id === a);
}
