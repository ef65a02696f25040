import {
  CLEAN_RECORD_DEFAULT_DAYS,
  CLEAN_RECORD_MAX_DAYS,
  CLEAN_RECORD_MAX_ENTRIES,
  type TCleanRecord,
  type TCleanRecordRequest,
  type TCleanRecordRoom,
  type TRotationCoverage,
  type TSlippedClean,
} from '@carehome/contracts';
import {
  addDays,
  areaLabel,
  areaPath,
  type CompletedAtPriority,
  daysBetween,
  deepCleanRoutine,
  lastCompletedAtLeast,
  nextDue,
  outbreakSince,
  outbreaksCoveringRoom,
  reportDataDate,
  routineRotation,
  unreachedRooms,
  weekendCoverage,
} from '@carehome/domain';
import { DateTime } from 'luxon';
import { logBulkRead } from '../../platform/access-log.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { listForReports } from '../corrective-actions/index.ts';
import { activeOutbreaks } from '../outbreaks/index.ts';
import { classifyPeriod, loadReportSite, type ReportSite, reportRoom, reportWorkMem } from '../reporting/index.ts';
import { listAreas } from '../sites/index.ts';
import { timelineOf } from './clean-record.entries.ts';
import { lastCleansOf, listRecordReports, type RecordScope, roomsCreatedAt, weekendCompletions } from './clean-record.repository.ts';

// A room's or an area's clean record (POST /clean-record): the summary of each room from the status
// engine's rules, the timeline of its reports, weekend coverage, the scheduled cleans that slipped (the
// on-time classification the overdue report uses) and the rotation routines' unreached rooms. It names
// the residents of the rooms at the time: the read is an entry of the access log.

/** The period asked for, on the site's calendar: default the last 30 days; at most a year. */
export function recordPeriod(req: Pick<TCleanRecordRequest, 'from' | 'to'>, today: string): { from: string; to: string } {
  const to = req.to ?? (req.from ? addDays(req.from, CLEAN_RECORD_DEFAULT_DAYS - 1) : today);
  const from = req.from ?? addDays(to, 1 - CLEAN_RECORD_DEFAULT_DAYS);
  if (to < from) throw fieldError('to', 'calendar.range_order');
  if (daysBetween(from, to) + 1 > CLEAN_RECORD_MAX_DAYS)
    throw fieldError('to', 'calendar.range_too_long', 400, { days: CLEAN_RECORD_MAX_DAYS });
  return { from, to };
}

/** The rooms of the record and how it is titled: one room, or every room of the area and of the areas in it. */
async function subjectOf(tx: Executor, site: ReportSite, req: TCleanRecordRequest) {
  if (req.roomId && req.areaId) throw fieldError('areaId', 'validation.invalid');
  if (req.roomId) {
    const room = site.rooms.get(req.roomId);
    if (!room || room.isArchived) throw notFound();
    return { subject: { kind: 'room' as const, id: room.id, label: room.number }, roomIds: [room.id] };
  }
  if (!req.areaId) throw fieldError('roomId', 'validation.required');
  const areaId = req.areaId;
  if (!site.areaIds.has(areaId)) throw notFound();
  const areas = await listAreas(tx, site.facilityId);
  const label = areaLabel(areaPath(new Map(areas.map((a) => [a.id, a])), areaId));
  const rooms = [...site.rooms.values()].filter((r) => !r.isArchived && r.areaIds.includes(areaId));
  rooms.sort((x, y) => x.number.localeCompare(y.number, 'en', { numeric: true }));
  return { subject: { kind: 'area' as const, id: areaId, label }, roomIds: rooms.map((r) => r.id) };
}

const routinesOf = (site: ReportSite, roomId: string) => {
  const typeId = site.rooms.get(roomId)?.roomTypeId;
  return site.roomTypes.find((t) => t.id === typeId)?.routines ?? [];
};
const moment = (c: CompletedAtPriority | null, cleanType: (p: number) => string) =>
  c ? { at: c.completedAt.toISOString(), cleanType: cleanType(c.priority) } : null;

/** Each room's last clean, last deep clean and next due clean. */
function roomSummaries(
  site: ReportSite,
  roomIds: readonly string[],
  lastOf: (id: string) => CompletedAtPriority[],
  facts: { createdAt: ReadonlyMap<string, Date>; outbreakOf: (roomId: string) => Date | null },
  now: Date,
) {
  return roomIds.map((id): TCleanRecordRoom => {
    const routines = routinesOf(site, id);
    // A last clean is named by the routine of its priority (the highest at or below it): reports of a
    // priority carry the clean type of the routine they followed.
    const cleanType = (p: number) =>
      [...routines].filter((r) => r.priority <= p).sort((x, y) => y.priority - x.priority)[0]?.cleanType ?? '';
    const last = lastOf(id);
    const deep = deepCleanRoutine(routines);
    const due = nextDue(routines, site.timeZone, now, last, facts.createdAt.get(id) ?? null, facts.outbreakOf(id));
    return {
      room: reportRoom(site, id),
      lastClean: moment(lastCompletedAtLeast(last, Number.NEGATIVE_INFINITY), cleanType),
      lastDeepClean: deep ? moment(lastCompletedAtLeast(last, deep.priority), cleanType) : null,
      deepCleanType: deep?.cleanType ?? null,
      nextDue: due ? { at: due.at.toISOString(), cleanType: due.cleanType, overdue: due.overdue } : null,
    };
  });
}

/** The rotation routines of the rooms' types with the rooms each has not reached in its current cycle. */
function rotations(site: ReportSite, roomIds: readonly string[], lastOf: (id: string) => CompletedAtPriority[], now: Date) {
  const out: TRotationCoverage[] = [];
  for (const type of site.roomTypes) {
    const rooms = roomIds.filter((id) => site.rooms.get(id)?.roomTypeId === type.id).map((id) => reportRoom(site, id));
    if (!rooms.length) continue;
    for (const routine of type.routines) {
      const cycle = routineRotation(routine, site.timeZone, now);
      if (!cycle) continue;
      out.push({
        routineId: routine.id,
        roomType: type.roomType,
        cleanType: routine.cleanType,
        cycleDays: cycle.days,
        cycleStart: cycle.start.toISOString(),
        cycleEnd: cycle.end.toISOString(),
        rooms: rooms.length,
        unreached: unreachedRooms(rooms, routine.priority, cycle, lastOf),
      });
    }
  }
  return out;
}

/** When the running outbreak covering a room began (its outbreak routines are then due), by room. */
async function outbreaksOf(tx: Executor, site: ReportSite): Promise<(roomId: string) => Date | null> {
  const running = await activeOutbreaks(tx, site.facilityId);
  if (!running.length) return () => null;
  const areas = await listAreas(tx, site.facilityId);
  return (roomId) => outbreakSince(outbreaksCoveringRoom(site.rooms.get(roomId)?.areaIds.at(-1) ?? null, areas, running));
}

export async function cleanRecord(
  ctx: AppContext,
  auth: TenantAuth,
  req: TCleanRecordRequest,
  read: { meta: RequestMeta; route: string },
): Promise<TCleanRecord> {
  assertSiteVisible(auth, req.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await reportWorkMem(tx);
    const now = new Date();
    const site = await loadReportSite(tx, req.facilityId);
    const today = reportDataDate(now, site.timeZone);
    const { from, to } = recordPeriod(req, today);
    const { subject, roomIds } = await subjectOf(tx, site, req);
    const start = DateTime.fromISO(from, { zone: site.timeZone }).startOf('day').toJSDate();
    const end = DateTime.fromISO(to, { zone: site.timeZone }).plus({ days: 1 }).startOf('day').toJSDate();
    const scope: RecordScope = { tenantId: site.tenantId, facilityId: site.facilityId, roomIds, start, end };

    const reports = await listRecordReports(tx, scope, CLEAN_RECORD_MAX_ENTRIES);
    const listed = reports.slice(0, CLEAN_RECORD_MAX_ENTRIES);
    await logBulkRead(tx, auth, read.meta, {
      facilityId: site.facilityId,
      kind: 'reportHistory',
      route: read.route,
      residentIds: [...new Set(listed.flatMap((r) => r.resident_ids))],
    });
    const loops = await listForReports(
      tx,
      listed.map((r) => r.id),
    );
    const recleans = new Set(loops.flatMap((l) => (l.recleanReportId ? [l.recleanReportId] : [])));
    const entries = timelineOf(listed, recleans, (id) => reportRoom(site, id));

    const lastRows = await lastCleansOf(tx, roomIds);
    const lastByRoom = new Map<string, CompletedAtPriority[]>();
    for (const r of lastRows) {
      const list = lastByRoom.get(r.room_id) ?? [];
      list.push({ priority: r.priority, completedAt: new Date(r.completed_ms) });
      lastByRoom.set(r.room_id, list);
    }
    const lastOf = (id: string) => lastByRoom.get(id) ?? [];

    const weekendRows = await weekendCompletions(tx, scope, site.timeZone);
    const weekends = weekendCoverage(
      from,
      to,
      today,
      roomIds,
      weekendRows.map((r) => ({ roomId: r.room_id, at: new Date(r.at_ms) })),
      site.timeZone,
    );

    const slipped: TSlippedClean[] = [];
    let truncated = reports.length > CLEAN_RECORD_MAX_ENTRIES;
    await classifyPeriod(
      tx,
      site,
      { tenantId: site.tenantId, facilityId: site.facilityId, start, end, roomIds, roomTypes: null, cleanTypes: null, staffMemberId: null },
      now,
      {
        lateOrMissed: (room, routine, bucket, result) => {
          // An outbreak routine asks nothing of rooms no outbreak covers: its buckets are no slip.
          if (routine.outbreakOnly === true) return;
          if (slipped.length >= CLEAN_RECORD_MAX_ENTRIES) {
            truncated = true;
            return;
          }
          slipped.push({
            room,
            cleanType: routine.cleanType,
            due: bucket.due.toISOString(),
            outcome: result.outcome === 'late' ? 'late' : 'missed',
            completedAt: result.completedAt ? result.completedAt.toISOString() : null,
          });
        },
      },
    );
    slipped.sort((x, y) => x.due.localeCompare(y.due) || x.room.number.localeCompare(y.room.number, 'en', { numeric: true }));

    return {
      meta: {
        facilityId: site.facilityId,
        facilityName: site.name,
        timeZone: site.timeZone,
        from,
        to,
        start: start.toISOString(),
        end: end.toISOString(),
        generatedAt: now.toISOString(),
      },
      subject,
      rooms: roomSummaries(
        site,
        roomIds,
        lastOf,
        { createdAt: await roomsCreatedAt(tx, roomIds), outbreakOf: await outbreaksOf(tx, site) },
        now,
      ),
      entries,
      weekends,
      slipped,
      rotations: rotations(site, roomIds, lastOf, now),
      truncated,
    };
  });
}
