import type { TDashboardRoom, THistoryEntry, THousekeepingConfig, TOutstandingTask, TRoomStatusView } from '@carehome/contracts';
import {
  type HistoryEntry,
  nextChangeAt,
  type RoomStatus,
  type RoutineBuckets,
  roomStatus,
  routineBuckets,
  windowStart,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { type ConfigDocument, findConfig, insertConfig } from '../housekeeping/config.repository.ts';
import { starterConfiguration } from '../housekeeping/starter-config.ts';
import { type AreaRow, findSiteRow, listAreas, listRooms } from '../sites/sites.repository.ts';
import { assertSiteVisible, type TenantAuth } from '../sites/sites.service.ts';
import {
  type HistoryRow,
  latestSiteEvent,
  loadAssignments,
  loadHistory,
  loadLastCleans,
  loadLatestMarkings,
  loadResidents,
  loadTasks,
} from './dashboard.repository.ts';

/** Rooms keep their last five reports in the dashboard payload; the history popup pages the rest. */
const HISTORY_IN_PAYLOAD = 5;
/** A snapshot is recomputed at least this often, whatever the schedules say. */
const MAX_SNAPSHOT_MS = 5 * 60_000;

export interface DashboardSnapshot {
  etag: string;
  config: THousekeepingConfig;
  rooms: TDashboardRoom[];
}

interface CacheEntry {
  eventId: number;
  validUntil: number;
  snapshot: DashboardSnapshot;
}
const caches = new WeakMap<AppContext, Map<string, CacheEntry>>();

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const bucketView = (b: { start: Date; due: Date; end: Date | null } | null) =>
  b ? { start: b.start.toISOString(), due: b.due.toISOString(), end: iso(b.end) } : null;

function localDay(timeZone: string, at: Date): { date: string; isoWeekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, isoWeekday: weekday };
}

function areaChain(areas: Map<string, AreaRow>, areaId: string | null): AreaRow[] {
  const chain: AreaRow[] = [];
  const seen = new Set<string>();
  for (let id = areaId; id && !seen.has(id); ) {
    seen.add(id);
    const a = areas.get(id);
    if (!a) break;
    chain.unshift(a);
    id = a.parentId;
  }
  return chain;
}

function toHistory(r: HistoryRow): THistoryEntry {
  return {
    reportId: r.id,
    cleanType: r.clean_type,
    status: r.status,
    dateComplete: r.status === 'Initial' ? null : iso(r.report_date),
    startDate: r.start_date.toISOString(),
    priority: r.priority,
    staffMember: `${r.staff_first_name} ${r.staff_last_name}`.trim() || null,
    comment: r.comment,
    hasPhotos: r.has_photos,
    audit: r.audit_started ? { complete: r.audit_complete, reportDate: r.audit_report_date } : null,
  };
}

function toEngine(r: HistoryRow): HistoryEntry {
  return {
    reportId: r.id,
    cleanType: r.clean_type,
    status: r.status,
    startDate: r.start_date,
    completedAt: r.status === 'Initial' ? null : r.report_date,
    priority: r.priority,
    hasAuditReport: r.audit_started,
    auditComplete: r.audit_complete,
  };
}

function statusView(s: RoomStatus, todoIfPlanned: boolean): TRoomStatusView {
  return {
    label: s.label,
    needsCleaning: s.needsCleaning,
    dueSoon: s.dueSoon,
    incomplete: s.incomplete,
    missed: s.missed,
    declined: s.declined,
    banner: s.banner ? { kind: s.banner.kind, text: s.banner.kind === 'state' ? s.banner.text : null } : null,
    color: s.color,
    textColor: s.textColor,
    border: s.border,
    currentCleanType: s.current?.cleanType ?? null,
    lastIncomplete: s.filters.incomplete,
    todoIfPlanned,
    tooltip: { ...s.tooltip, bucket: bucketView(s.tooltip.bucket), previousBucket: bucketView(s.tooltip.previousBucket) },
  };
}

/**
 * Builds the dashboard of one site at `now`: every room with its resident, state, tasks, recent history
 * and status. Buckets are computed once per room type; each room's history is read from its own window.
 */
async function compute(tx: Executor, facilityId: string, timeZone: string, config: ConfigDocument, showAuditBanners: boolean, now: Date) {
  const [roomRows, areaRows, residentRows, taskRows, markingRows, lastCleanRows] = [
    (await listRooms(tx, facilityId)).filter((r) => !r.isArchived),
    await listAreas(tx, facilityId),
    await loadResidents(tx, facilityId),
    await loadTasks(tx, facilityId),
    await loadLatestMarkings(tx, facilityId),
    await loadLastCleans(tx, facilityId),
  ];
  const today = localDay(timeZone, now);
  const assignments = await loadAssignments(tx, facilityId, today.date, today.isoWeekday);
  const areas = new Map(areaRows.map((a) => [a.id, a]));
  const types = new Map(config.roomTypes.map((t) => [t.id, t]));
  const states = new Map(config.roomStates.map((s) => [s.id, s]));
  const buckets = new Map<string, RoutineBuckets>(config.roomTypes.map((t) => [t.id, routineBuckets(t.routines, timeZone, now)]));
  const residentOf = new Map(residentRows.filter((r) => r.roomId).map((r) => [r.roomId as string, r]));
  const markingOf = new Map(markingRows.map((m) => [m.room_id, m]));
  const tasksOf = new Map<string, typeof taskRows>();
  for (const t of taskRows) tasksOf.set(t.roomId, [...(tasksOf.get(t.roomId) ?? []), t]);
  const lastCleansOf = new Map<string, { priority: number; completedAt: Date }[]>();
  for (const c of lastCleanRows)
    lastCleansOf.set(c.room_id, [...(lastCleansOf.get(c.room_id) ?? []), { priority: c.priority, completedAt: c.completed_at }]);

  const stateOf = (r: (typeof roomRows)[number]) => {
    const state = r.roomStateId ? states.get(r.roomStateId) : undefined;
    return state && r.stateSetAt
      ? {
          stateName: state.stateName,
          cleanType: r.stateCleanType,
          setAt: r.stateSetAt,
          color: state.color,
          borderColor: state.borderColor,
          style: state.style,
        }
      : null;
  };
  const windows = roomRows.map((r) => {
    const type = types.get(r.roomTypeId ?? '');
    const since = type
      ? windowStart(
          type.routines,
          timeZone,
          now,
          { roomState: stateOf(r), lastCompletedByPriority: lastCleansOf.get(r.id) },
          buckets.get(type.id),
        )
      : now;
    return { roomId: r.id, since };
  });
  const historyRows = await loadHistory(tx, windows, HISTORY_IN_PAYLOAD);
  const historyOf = new Map<string, HistoryRow[]>();
  for (const h of historyRows) historyOf.set(h.room_id, [...(historyOf.get(h.room_id) ?? []), h]);

  let validUntil = now.getTime() + MAX_SNAPSHOT_MS;
  const rooms = roomRows.map((r): TDashboardRoom => {
    const type = types.get(r.roomTypeId ?? '');
    const history = historyOf.get(r.id) ?? [];
    const marking = markingOf.get(r.id);
    const resident = residentOf.get(r.id);
    const chain = areaChain(areas, r.areaId);
    const chainIds = new Set(chain.map((a) => a.id));
    const assignees = assignments
      .filter(
        (a) =>
          a.room_numbers.includes(r.roomNumber) ||
          (a.room_type_id !== null && a.room_type_id === r.roomTypeId && !a.room_numbers.length && !a.facility_areas.length) ||
          a.facility_areas.some((id) => chainIds.has(id)),
      )
      .map((a) => a.staff_member_id);
    const input = {
      now,
      timeZone,
      routines: type?.routines ?? [],
      history: history.map(toEngine),
      lastCompletedByPriority: lastCleansOf.get(r.id),
      roomState: stateOf(r),
      lastMarkingReport: marking ? { startDate: marking.start_date, cleanType: marking.clean_type } : null,
      todaysPlan: true,
    };
    const typeBuckets = type ? buckets.get(type.id) : undefined;
    const status = roomStatus(input, { showAuditBanners }, typeBuckets);
    if (type) {
      const change = nextChangeAt(type.routines, timeZone, now, input, typeBuckets);
      if (change) validUntil = Math.min(validUntil, change.getTime());
    }
    const latest = history[0];
    return {
      id: r.id,
      roomNumber: r.roomNumber,
      roomTypeId: r.roomTypeId,
      roomType: type?.roomType ?? null,
      qrCode: r.qrCode,
      areaId: r.areaId,
      areaIds: chain.map((a) => a.id),
      facilityArea: chain.map((a) => a.name),
      description: r.description,
      roomState:
        r.roomStateId && states.get(r.roomStateId) ? { id: r.roomStateId, stateName: states.get(r.roomStateId)?.stateName ?? '' } : null,
      stateCleanType: r.stateCleanType,
      outstandingTasks: (tasksOf.get(r.id) ?? []).map(
        (t): TOutstandingTask => ({
          id: t.taskKey,
          taskType: 'Clean',
          description: t.description,
          cleanType: t.cleanType,
          startDate: t.startDate.toISOString(),
          endDate: iso(t.endDate),
        }),
      ),
      housekeepingHistory: history.slice(0, HISTORY_IN_PAYLOAD).map(toHistory),
      lastMarkingReport: marking
        ? { id: marking.id, startDate: marking.start_date.toISOString(), cleanType: marking.clean_type, auditor: marking.auditor_name }
        : null,
      resident: resident
        ? {
            id: resident.id,
            residentId: resident.residentRef,
            displayName: `${resident.nickName ? `${resident.firstName} “${resident.nickName}”` : resident.firstName} ${resident.lastName}`,
            namePrefix: resident.namePrefix,
            firstName: resident.firstName,
            lastName: resident.lastName,
            nickName: resident.nickName,
            photo: resident.photo,
            fallRisk: resident.fallRisk,
            exitSeeking: resident.exitSeeking,
            sexuallyAbusive: resident.sexuallyAbusive,
            verballyAbusive: resident.verballyAbusive,
            physicallyAggressive: resident.physicallyAggressive,
            preCleanNotes: resident.notes.filter((n) => n.type === 'PreClean').map((n) => n.text),
            postCleanNotes: resident.notes.filter((n) => n.type === 'PostClean').map((n) => n.text),
          }
        : null,
      latest: { hasComments: Boolean(latest?.has_comments), hasPhotos: Boolean(latest?.has_photos) },
      assignees,
      isArchived: false,
      status: statusView(status, status.filters.todo),
    };
  });
  return { rooms, validUntil };
}

/**
 * The dashboard of a site: the configuration first, then the rooms (GET /housekeeping). A snapshot is
 * shared by every viewer of the site until the site changes (a new event) or the engine's next change
 * by time; only the audit banners differ by role, so there are two variants.
 */
export async function getDashboard(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  showAuditBanners: boolean,
): Promise<DashboardSnapshot> {
  assertSiteVisible(auth, facilityId);
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  // Keyed by tenant too: an entry only exists after the site was found under that tenant's row security.
  const key = `${auth.tenantId}:${facilityId}:${showAuditBanners}`;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const eventId = await latestSiteEvent(tx, auth.tenantId, facilityId);
    const now = new Date();
    const hit = cache.get(key);
    if (hit && hit.eventId === eventId && now.getTime() < hit.validUntil) return hit.snapshot;
    const site = await findSiteRow(tx, facilityId);
    if (!site) throw notFound();
    // A site created before configurations existed gets the starter one.
    let config = await findConfig(tx, facilityId);
    if (!config) {
      await insertConfig(tx, auth.tenantId, facilityId, starterConfiguration(), auth.subjectId);
      config = (await findConfig(tx, facilityId)) as NonNullable<typeof config>;
    }
    const { rooms, validUntil } = await compute(tx, facilityId, site.timeZone, config.document, showAuditBanners, now);
    const snapshot = {
      etag: `"${facilityId.slice(0, 8)}-${eventId}-${now.getTime().toString(36)}-${showAuditBanners ? 'a' : 'n'}"`,
      config: { facilityId, version: config.version, ...config.document },
      rooms,
    };
    cache.set(key, { eventId, validUntil, snapshot });
    return snapshot;
  });
}
