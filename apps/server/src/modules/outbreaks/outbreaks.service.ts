import {
  OUTBREAK_LIST_MAX,
  type TActiveOutbreak,
  type TEndOutbreak,
  type TLanguage,
  type TOutbreak,
  type TOutbreakList,
  type TStartOutbreak,
} from '@carehome/contracts';
import {
  areaPath,
  configCleanTypes,
  defaultTerminalCleanType,
  outbreakNotice,
  outbreaksByRoom,
  outbreaksCoveringRoom,
  siteToday,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { publishOutbreakNotice, withdrawOutbreakNotice } from '../briefings/index.ts';
import { listAreas, loadSiteLayout, type SiteLayout } from '../sites/index.ts';
import {
  countAcknowledged,
  endOutbreakRow,
  findOutbreakRow,
  insertOutbreak,
  listActiveOutbreakRows,
  listOutbreakRows,
  lockSiteOutbreaks,
  type OutbreakRow,
  upsertTerminalCleans,
} from './outbreaks.repository.ts';

// Outbreak mode of a site or an area: declaring one (who, when, why; the notice its staff confirm), ending
// it (the closing terminal cleans of every room it covered; the notice withdrawn) and the site's log.
// Every change records its event in its transaction.

/** The site's running outbreaks, each with its area's path as the site shows it. */
export async function activeOutbreaks(tx: Executor, facilityId: string): Promise<TActiveOutbreak[]> {
  const rows = await listActiveOutbreakRows(tx, facilityId);
  if (!rows.length) return [];
  const areas = new Map((await listAreas(tx, facilityId)).map((a) => [a.id, a]));
  return rows.map((o) => toActive(o, areas));
}

function toActive(o: OutbreakRow, areas: Map<string, { id: string; name: string; parentId: string | null }>): TActiveOutbreak {
  return {
    id: o.id,
    facilityId: o.facilityId,
    areaId: o.areaId,
    areaPath: o.areaId ? areaPath(areas, o.areaId).join(' / ') : null,
    reason: o.reason,
    startedAt: o.startedAt.toISOString(),
    startedByName: o.startedByName,
  };
}

/** The site's rooms in use that an outbreak covers, by room number. */
export function coveredRooms(layout: SiteLayout, o: Pick<OutbreakRow, 'id' | 'areaId'>) {
  const rooms = layout.rooms.filter((r) => !r.isArchived);
  const covered = outbreaksByRoom(rooms, layout.areas, [o]);
  return rooms.filter((r) => covered.has(r.id)).sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true }));
}

/** An outbreak as the log lists it. */
export function toOutbreak(layout: SiteLayout, o: OutbreakRow): TOutbreak {
  return {
    ...toActive(o, layout.areaById),
    endedAt: o.endedAt?.toISOString() ?? null,
    endedByName: o.endedByName,
    endNote: o.endNote,
    rooms: coveredRooms(layout, o).map((r) => r.roomNumber),
  };
}

/** Records a change of an outbreak, by the caller, in its transaction. */
function outbreakEvent(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  type: 'outbreak.started' | 'outbreak.ended',
  o: OutbreakRow,
  data: Record<string, unknown>,
) {
  return recordEvent(tx, { ...fromRequestIn(meta, auth), facilityId: o.facilityId, type, subjectType: 'outbreak', subjectId: o.id, data });
}

/** GET /outbreaks: running first, then past, newest first; and the clean types the end dialog offers. */
export function listOutbreaks(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TOutbreakList> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const layout = await loadSiteLayout(tx, facilityId);
    const rows = await listOutbreakRows(tx, facilityId, OUTBREAK_LIST_MAX);
    const cleanTypes = configCleanTypes(layout.config?.roomTypes ?? []);
    return {
      facilityId,
      outbreaks: rows.map((o) => toOutbreak(layout, o)),
      cleanTypes: cleanTypes.map((c) => c.cleanType),
      defaultTerminalCleanType: defaultTerminalCleanType(cleanTypes),
    };
  });
}

/** POST /outbreaks/start: declares an outbreak and publishes the notice the site's staff confirm. */
export function startOutbreak(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  language: TLanguage,
  body: TStartOutbreak,
): Promise<TOutbreak> {
  const areaId = body.areaId ?? null;
  return withVisibleSite(ctx, auth, body.facilityId, async (tx) => {
    const layout = await loadSiteLayout(tx, body.facilityId, { activeOnly: true });
    const area = areaId ? layout.areaById.get(areaId) : null;
    if (areaId && (!area || area.isArchived)) throw fieldError('areaId', 'not_found', 400);
    await lockSiteOutbreaks(tx, body.facilityId);
    const running = await listActiveOutbreakRows(tx, body.facilityId);
    const path = area ? area.path.join(' / ') : null;
    // An area a running outbreak covers (itself, an area above it, or the whole site) cannot be declared again.
    if (outbreaksCoveringRoom(areaId, layout.areas, running).length)
      throw fieldError('areaId', 'outbreak.area_covered', 409, { area: path ?? layout.site.name });
    const reason = String(body.reason);
    const acknowledgementId = await publishOutbreakNotice(tx, {
      tenantId: auth.tenantId,
      facilityId: body.facilityId,
      areaId,
      date: siteToday(layout.site.timeZone),
      ...outbreakNotice(path, reason, language),
    });
    const row = await insertOutbreak(tx, {
      tenantId: auth.tenantId,
      facilityId: body.facilityId,
      areaId,
      reason,
      startedBy: auth.subjectId,
      startedByName: auth.displayName,
      acknowledgementId,
    });
    await outbreakEvent(tx, auth, meta, 'outbreak.started', row, { areaId, areaPath: path, reason, acknowledgementId });
    return toOutbreak(layout, row);
  });
}

/** POST /outbreaks/end: ends it, asks every covered room for the closing terminal clean, withdraws the notice. */
export function endOutbreak(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, body: TEndOutbreak): Promise<TOutbreak> {
  return withVisibleSite(ctx, auth, body.facilityId, async (tx) => {
    const layout = await loadSiteLayout(tx, body.facilityId);
    const existing = await findOutbreakRow(tx, body.facilityId, body.id);
    if (!existing) throw notFound();
    const cleanTypes = configCleanTypes(layout.config?.roomTypes ?? []);
    const cleanType = cleanTypes.find((c) => c.cleanType.toLowerCase() === String(body.terminalCleanType).trim().toLowerCase());
    if (!cleanType) throw fieldError('terminalCleanType', 'report.unknown_clean_type', 400);
    const endedAt = new Date();
    const row = await endOutbreakRow(tx, body.id, {
      endedAt,
      endedBy: auth.subjectId,
      endedByName: auth.displayName,
      endNote: body.note?.trim() || null,
    });
    if (!row) throw new AppError(409, 'outbreak.already_ended');
    const rooms = coveredRooms(layout, row);
    await upsertTerminalCleans(
      tx,
      auth.tenantId,
      rooms.map((r) => r.id),
      { cleanType: cleanType.cleanType, description: `Outbreak ended: ${row.reason}`.slice(0, 500), startDate: endedAt },
    );
    const acknowledged = row.acknowledgementId ? await countAcknowledged(tx, row.acknowledgementId) : 0;
    if (row.acknowledgementId) await withdrawOutbreakNotice(tx, row.acknowledgementId);
    const data = { terminalCleanType: cleanType.cleanType, rooms: rooms.length, acknowledged, note: row.endNote };
    await outbreakEvent(tx, auth, meta, 'outbreak.ended', row, data);
    return toOutbreak(layout, row);
  });
}
