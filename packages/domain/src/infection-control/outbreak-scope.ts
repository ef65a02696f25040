// Which rooms an outbreak covers: one declared for an area covers the rooms of that area and of every area
// nested in it; one declared for the site (no area) covers every room. The dashboard, the status engine,
// the audit suggestions and the outbreak report all ask this one rule.

import { type AreaLink, areaChain } from '../sites/area-path.ts';

export interface OutbreakScope {
  id: string;
  areaId: string | null;
}

/** The outbreaks covering a room in area `areaId` (null: a room in no area), given the site's areas. */
export function outbreaksCoveringRoom<T extends OutbreakScope>(
  areaId: string | null,
  areas: readonly AreaLink[],
  outbreaks: readonly T[],
): T[] {
  if (!outbreaks.length) return [];
  const chain = new Set(areaChain(new Map(areas.map((a) => [a.id, a])), areaId).map((a) => a.id));
  return outbreaks.filter((o) => o.areaId === null || chain.has(o.areaId));
}

/** Each room's covering outbreaks, for the rooms that have any. */
export function outbreaksByRoom<T extends OutbreakScope>(
  rooms: readonly { id: string; areaId: string | null }[],
  areas: readonly AreaLink[],
  outbreaks: readonly T[],
): Map<string, T[]> {
  const byRoom = new Map<string, T[]>();
  if (!outbreaks.length) return byRoom;
  for (const room of rooms) {
    const covering = outbreaksCoveringRoom(room.areaId, areas, outbreaks);
    if (covering.length) byRoom.set(room.id, covering);
  }
  return byRoom;
}
