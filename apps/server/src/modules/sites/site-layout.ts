import { areaChain } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { type ConfigDocument, findConfig } from '../housekeeping/index.ts';
import { type AreaRow, findSiteRow, listAreas, listRooms, type RoomRow, type SiteRow } from './sites.repository.ts';

/** An area of the site with the areas above it, from the top, itself last. */
export interface LayoutArea extends AreaRow {
  /** Names ('North Wing', 'Floor 1'). */
  path: string[];
  /** The ids of the same areas, in the same order. */
  pathIds: string[];
}

/** A room of the site with where it is: its area and each area above it, from the top. */
export interface LayoutRoom extends RoomRow {
  /** Names of the room's area and the areas above it ('North Wing', 'Floor 1'); empty without an area. */
  areaPath: string[];
  /** The ids of the same areas, in the same order. */
  areaIds: string[];
}

/** What every reader of a site's layout needs, read once per request. */
export interface SiteLayout {
  /** The site row: name, time zone, organization, archived flag. */
  site: SiteRow;
  /** Every area, archived ones included, in the layout's order (order, then name). */
  areas: LayoutArea[];
  areaById: Map<string, LayoutArea>;
  /** Every room, archived ones included (old history still names them), by room number. */
  rooms: LayoutRoom[];
  /** The housekeeping configuration, null for a site created before configurations existed. */
  config: ConfigDocument | null;
  configVersion: number | null;
}

/**
 * The one public read of a site's layout: the site, its areas and rooms with their area paths, and its
 * housekeeping configuration, in four queries. A site this organization does not have is not found;
 * with `activeOnly`, an archived site is not found either (sign-in, reporting and planning never serve one).
 */
export async function loadSiteLayout(tx: Executor, facilityId: string, opts: { activeOnly?: boolean } = {}): Promise<SiteLayout> {
  const site = await findSiteRow(tx, facilityId);
  if (!site || (opts.activeOnly && site.isArchived)) throw notFound();
  const areaRows = await listAreas(tx, facilityId);
  const roomRows = await listRooms(tx, facilityId);
  const config = await findConfig(tx, facilityId);
  const rowById = new Map(areaRows.map((a) => [a.id, a]));
  const areas = areaRows.map((a) => {
    const chain = areaChain(rowById, a.id);
    return { ...a, path: chain.map((x) => x.name), pathIds: chain.map((x) => x.id) };
  });
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const rooms = roomRows.map((r) => {
    const area = r.areaId ? areaById.get(r.areaId) : undefined;
    return { ...r, areaPath: area?.path ?? [], areaIds: area?.pathIds ?? [] };
  });
  return { site, areas, areaById, rooms, config: config?.document ?? null, configVersion: config?.version ?? null };
}
