import {
  AUDIT_RECLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TDashboardResident,
  type TDashboardRoom,
  type THistoryEntry,
  type TOutstandingTask,
  type TRoomStatusView,
} from '@carehome/contracts';
import {
  coversRoom,
  type HistoryEntry,
  nextChangeAt,
  type RoomStatus,
  type RoutineBuckets,
  residentDisplayName,
  roomStatus,
  routineBuckets,
  windowStart,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { type CorrectiveRow, listActive, toCorrectiveAction } from '../corrective-actions/index.ts';
import { type ConfigDocument, findConfig, insertConfig } from '../housekeeping/config.repository.ts';
import { starterConfiguration } from '../housekeeping/starter-config.ts';
import { type AreaRow, findSiteRow, listAreas, type RoomRow } from '../sites/sites.repository.ts';
import {
  type HistoryRow,
  latestSiteEvent,
  loadAssignments,
  loadHistory,
  loadLastCleans,
  loadLatestMarkings,
  loadResidents,
  loadRooms,
  loadTasks,
  siteEventsBetween,
} from './dashboard.repository.ts';

/** Rooms keep their last three reports in the dashboard payload; the history popup pages the rest. */
const HISTORY_IN_PAYLOAD = 3;
/** A snapshot is recomputed at least this often, whatever the schedules say. */
const MAX_SNAPSHOT_MS = 5 * 60_000;

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
    audit: r.audit_started ? { complete: r.audit_complete, reportDate: r.audit_report_date, failed: r.audit_failed } : null,
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
    auditFailed: r.audit_failed,
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
    currentCleanType: s.current?.cleanType ?? s.outstanding?.cleanType ?? null,
    outstanding: s.outstanding
      ? {
          kind: s.outstanding.kind,
          reportId: s.outstanding.reportId,
          cleanType: s.outstanding.cleanType,
          startDate: s.outstanding.startDate.toISOString(),
        }
      : null,
    lastIncomplete: s.filters.incomplete,
    todoIfPlanned,
    tooltip: { ...s.tooltip, bucket: bucketView(s.tooltip.bucket), previousBucket: bucketView(s.tooltip.previousBucket) },
  };
}

type Variant = 'audit' | 'plain';
const VARIANTS: Variant[] = ['audit', 'plain'];
/** Above this many changed rooms since the last snapshot, the whole site is computed again. */
const MAX_PATCH_ROOMS = 100;

/** What one request gets: the bytes' identity and the parts of the body, pre-serialized. */
export interface DashboardSnapshot {
  etag: string;
  /** `[config, ...rooms]` as JSON text. */
  json: string;
  /** Every resident the body names (the access log records who was shown whom). */
  residentIds: string[];
}

interface RoomEntry {
  /** Serialized room for each variant. */
  json: Record<Variant, string>;
  room: Record<Variant, TDashboardRoom>;
  /** When this room's status can change by time alone (epoch ms). */
  validUntil: number;
}

/** A site's dashboard: site-wide facts and every room, kept between requests and patched room by room. */
interface SiteEntry {
  eventId: number;
  version: number;
  computedAt: number;
  /** The whole site is computed again after this (bucket ranges, midnight, the 5-minute cap). */
  refreshAt: number;
  facts: SiteFacts;
  configJson: string;
  order: string[];
  rooms: Map<string, RoomEntry>;
  snapshots: Partial<Record<Variant, DashboardSnapshot>>;
}

interface SiteFacts {
  facilityId: string;
  timeZone: string;
  config: ConfigDocument;
  configVersion: number;
  areas: Map<string, AreaRow>;
  types: Map<string, ConfigDocument['roomTypes'][number]>;
  states: Map<string, ConfigDocument['roomStates'][number]>;
  buckets: Map<string, RoutineBuckets>;
  assignments: Awaited<ReturnType<typeof loadAssignments>>;
}

const sites = new WeakMap<AppContext, Map<string, SiteEntry>>();
const inflight = new WeakMap<AppContext, Map<string, Promise<SiteEntry>>>();
function mapOf<V>(store: WeakMap<AppContext, Map<string, V>>, ctx: AppContext): Map<string, V> {
  let m = store.get(ctx);
  if (!m) {
    m = new Map();
    store.set(ctx, m);
  }
  return m;
}

/** Rows read for a set of rooms (all of a site, or the few a patch recomputes). */
interface RoomData {
  roomRows: RoomRow[];
  residentOf: Map<string, Awaited<ReturnType<typeof loadResidents>>>;
  tasksOf: Map<string, Awaited<ReturnType<typeof loadTasks>>>;
  markingOf: Map<string, Awaited<ReturnType<typeof loadLatestMarkings>>[number]>;
  lastCleansOf: Map<string, { priority: number; completedAt: Date }[]>;
  historyOf: Map<string, HistoryRow[]>;
  /** The failed audit's loop under way in the room (re-clean open or re-audit due). */
  actionOf?: Map<string, CorrectiveRow>;
}

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/** The re-clean a failed audit asks for, while its task is open. */
function recleanOf(tasks: Awaited<ReturnType<typeof loadTasks>> | undefined) {
  const task = tasks?.find((t) => t.taskKey === AUDIT_RECLEAN);
  return task?.cleanType ? { cleanType: task.cleanType, since: task.startDate } : null;
}

/** A resident as tiles and the Pre-Clean Summary show them. */
function toDashboardResident(resident: Awaited<ReturnType<typeof loadResidents>>[number]): TDashboardResident {
  return {
    id: resident.id,
    residentId: resident.residentRef,
    displayName: residentDisplayName(resident),
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
  };
}

/** The cleans resident moves ask for ('Resident Arrival', 'Resident Departure'), while their tasks are open. */
function residentTasksOf(tasks: Awaited<ReturnType<typeof loadTasks>> | undefined) {
  return (tasks ?? [])
    .filter((t) => (t.taskKey === RESIDENT_ARRIVAL_TASK || t.taskKey === RESIDENT_DEPARTURE_TASK) && t.cleanType)
    .map((t) => ({ key: t.taskKey, cleanType: t.cleanType as string, since: t.startDate }));
}

function stateOf(facts: SiteFacts, r: RoomRow) {
  const state = r.roomStateId ? facts.states.get(r.roomStateId) : undefined;
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
}

async function loadSiteFacts(tx: Executor, auth: TenantAuth, facilityId: string, now: Date): Promise<SiteFacts> {
  const site = await findSiteRow(tx, facilityId);
  if (!site) throw notFound();
  // A site created before configurations existed gets the starter one.
  let config = await findConfig(tx, facilityId);
  if (!config) {
    await insertConfig(tx, auth.tenantId, facilityId, starterConfiguration(), auth.subjectId);
    config = (await findConfig(tx, facilityId)) as NonNullable<typeof config>;
  }
  const today = localDay(site.timeZone, now);
  const document = config.document;
  return {
    facilityId,
    timeZone: site.timeZone,
    config: document,
    configVersion: config.version,
    areas: new Map((await listAreas(tx, facilityId)).map((a) => [a.id, a])),
    types: new Map(document.roomTypes.map((t) => [t.id, t])),
    states: new Map(document.roomStates.map((s) => [s.id, s])),
    buckets: new Map(document.roomTypes.map((t) => [t.id, routineBuckets(t.routines, site.timeZone, now)])),
    assignments: await loadAssignments(tx, facilityId, today.date, today.isoWeekday),
  };
}

/** Reads what the status of these rooms (null: every room) needs; each room's history from its own window. */
async function loadRoomData(tx: Executor, facts: SiteFacts, roomIds: string[] | null, now: Date): Promise<RoomData> {
  const { facilityId } = facts;
  const roomRows = (await loadRooms(tx, facilityId, roomIds)).filter((r) => !r.isArchived);
  const ids = roomIds ? roomRows.map((r) => r.id) : null;
  if (ids && !ids.length) {
    return { roomRows, residentOf: new Map(), tasksOf: new Map(), markingOf: new Map(), lastCleansOf: new Map(), historyOf: new Map() };
  }
  const residents = await loadResidents(tx, facilityId, ids);
  const tasks = await loadTasks(tx, facilityId, ids);
  const markings = await loadLatestMarkings(tx, facilityId, ids);
  const lastCleans = await loadLastCleans(tx, facilityId, ids);
  const actions = await listActive(tx, ids ?? roomRows.map((r) => r.id));
  const tasksOf = group(tasks, (t) => t.roomId);
  const lastCleansOf = new Map(
    [...group(lastCleans, (c) => c.room_id)].map(([k, v]) => [k, v.map((c) => ({ priority: c.priority, completedAt: c.completed_at }))]),
  );
  const windows = roomRows.map((r) => {
    const type = facts.types.get(r.roomTypeId ?? '');
    const since = type
      ? windowStart(
          type.routines,
          facts.timeZone,
          now,
          {
            roomState: stateOf(facts, r),
            lastCompletedByPriority: lastCleansOf.get(r.id),
            reclean: recleanOf(tasksOf.get(r.id)),
            tasks: residentTasksOf(tasksOf.get(r.id)),
          },
          facts.buckets.get(type.id),
        )
      : now;
    return { roomId: r.id, since };
  });
  return {
    roomRows,
    residentOf: group(
      residents.filter((r) => r.roomId),
      (r) => r.roomId as string,
    ),
    tasksOf,
    markingOf: new Map(markings.map((m) => [m.room_id, m])),
    lastCleansOf,
    historyOf: group(await loadHistory(tx, windows, HISTORY_IN_PAYLOAD), (h) => h.room_id),
    actionOf: new Map(actions.map((a) => [a.roomId, a])),
  };
}

/** Both variants of one room, with how long its status holds. Pure: runs after the transaction. */
function buildRoom(facts: SiteFacts, data: RoomData, r: RoomRow, now: Date): RoomEntry {
  const type = facts.types.get(r.roomTypeId ?? '');
  const history = data.historyOf.get(r.id) ?? [];
  const marking = data.markingOf.get(r.id);
  const residents = (data.residentOf.get(r.id) ?? []).map(toDashboardResident);
  const chain = areaChain(facts.areas, r.areaId);
  const coverable = { roomNumber: r.roomNumber, roomTypeId: r.roomTypeId, areaIds: chain.map((a) => a.id) };
  // The staff schedule's rule of which rooms an assignment covers (packages/domain staff-schedule).
  const assignees = facts.assignments
    .filter((a) =>
      coversRoom(
        { roomNumbers: a.room_numbers, roomTypeId: a.room_type_id, facilityAreas: a.facility_areas, cleanType: a.clean_type },
        coverable,
      ),
    )
    .map((a) => a.staff_member_id);
  const input = {
    now,
    timeZone: facts.timeZone,
    routines: type?.routines ?? [],
    history: history.map(toEngine),
    lastCompletedByPriority: data.lastCleansOf.get(r.id),
    roomState: stateOf(facts, r),
    reclean: recleanOf(data.tasksOf.get(r.id)),
    reauditDue: data.actionOf?.get(r.id)?.status === 'reauditDue',
    tasks: residentTasksOf(data.tasksOf.get(r.id)),
    createdAt: r.createdAt,
    lastMarkingReport: marking ? { startDate: marking.start_date, cleanType: marking.clean_type } : null,
    todaysPlan: true,
  };
  const typeBuckets = type ? facts.buckets.get(type.id) : undefined;
  const change = type ? nextChangeAt(type.routines, facts.timeZone, now, input, typeBuckets) : null;
  const latest = history[0];
  const state = r.roomStateId ? facts.states.get(r.roomStateId) : undefined;
  const action = data.actionOf?.get(r.id);
  const base: Omit<TDashboardRoom, 'status'> = {
    id: r.id,
    roomNumber: r.roomNumber,
    roomTypeId: r.roomTypeId,
    roomType: type?.roomType ?? null,
    qrCode: r.qrCode,
    areaId: r.areaId,
    areaIds: chain.map((a) => a.id),
    facilityArea: chain.map((a) => a.name),
    description: r.description,
    roomState: r.roomStateId && state ? { id: r.roomStateId, stateName: state.stateName } : null,
    stateCleanType: r.stateCleanType,
    outstandingTasks: (data.tasksOf.get(r.id) ?? []).map(
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
    resident: residents[0] ?? null,
    residents,
    latest: { hasComments: Boolean(latest?.has_comments), hasPhotos: Boolean(latest?.has_photos) },
    assignees,
    isArchived: false,
    correctiveAction: action ? toCorrectiveAction(action) : null,
  };
  const room = {} as Record<Variant, TDashboardRoom>;
  const json = {} as Record<Variant, string>;
  for (const variant of VARIANTS) {
    const status = roomStatus(input, { showAuditBanners: variant === 'audit' }, typeBuckets);
    room[variant] = { ...base, status: statusView(status, status.filters.todo) };
    json[variant] = JSON.stringify(room[variant]);
  }
  return { room, json, validUntil: change ? change.getTime() : Number.POSITIVE_INFINITY };
}

/** When the site-wide facts stop holding: bucket ranges of the room types, the site's midnight, the cap. */
function refreshAtOf(facts: SiteFacts, now: Date): number {
  let at = now.getTime() + MAX_SNAPSHOT_MS;
  for (const b of facts.buckets.values()) if (b.until) at = Math.min(at, b.until.getTime());
  const today = localDay(facts.timeZone, now).date;
  // The next local midnight: assignments are by day. Found by stepping an hour at a time (DST-proof).
  for (let t = now.getTime() + 3_600_000; t < at; t += 3_600_000) {
    if (localDay(facts.timeZone, new Date(t)).date !== today) {
      at = Math.min(at, t - (t % 3_600_000));
      break;
    }
  }
  return at;
}

function entryFrom(facts: SiteFacts, data: RoomData, eventId: number, now: Date, version: number): SiteEntry {
  const rooms = new Map(data.roomRows.map((r) => [r.id, buildRoom(facts, data, r, now)]));
  return {
    eventId,
    version,
    computedAt: now.getTime(),
    refreshAt: refreshAtOf(facts, now),
    facts,
    configJson: JSON.stringify({ facilityId: facts.facilityId, version: facts.configVersion, ...facts.config }),
    order: data.roomRows.map((r) => r.id),
    rooms,
    snapshots: {},
  };
}

/** The rooms a run of events touched, or null when one of them concerns more than rooms (config, layout…). */
function roomsTouched(events: { type: string; subject_id: string | null; room_id: string | null }[]): Set<string> | null {
  const ids = new Set<string>();
  for (const e of events) {
    const room =
      e.type === 'room.state_changed' ? e.subject_id : e.type.startsWith('report.') || e.type.startsWith('marking.') ? e.room_id : null;
    if (!room) return null;
    ids.add(room);
  }
  return ids;
}

/**
 * Brings a site's dashboard up to date: the rooms that changed since the kept one (by events or by
 * time) are recomputed alone; anything else (configuration, layout, a new day, too many rooms) computes
 * the site again. The database is read in one short transaction; the status engine runs after it.
 */
async function refresh(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  kept: SiteEntry | undefined,
  eventId: number,
): Promise<SiteEntry> {
  const now = new Date();
  const version = (kept?.version ?? 0) + 1;
  const plan = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (kept && now.getTime() < kept.refreshAt) {
      const events = await siteEventsBetween(tx, auth.tenantId, facilityId, kept.eventId, eventId, MAX_PATCH_ROOMS + 1);
      const touched = roomsTouched(events);
      if (touched && events.length <= MAX_PATCH_ROOMS) {
        for (const [id, room] of kept.rooms) if (room.validUntil <= now.getTime()) touched.add(id);
        if (touched.size <= MAX_PATCH_ROOMS) {
          return { kind: 'patch' as const, data: await loadRoomData(tx, kept.facts, [...touched], now), touched };
        }
      }
    }
    const facts = await loadSiteFacts(tx, auth, facilityId, now);
    return { kind: 'full' as const, facts, data: await loadRoomData(tx, facts, null, now) };
  });
  if (plan.kind === 'full') return entryFrom(plan.facts, plan.data, eventId, now, version);

  const facts = (kept as SiteEntry).facts;
  const rooms = new Map((kept as SiteEntry).rooms);
  const found = new Set(plan.data.roomRows.map((r) => r.id));
  for (const r of plan.data.roomRows) rooms.set(r.id, buildRoom(facts, plan.data, r, now));
  // A touched room that is gone (archived) leaves the dashboard.
  for (const id of plan.touched) if (!found.has(id)) rooms.delete(id);
  const order = (kept as SiteEntry).order.filter((id) => rooms.has(id));
  return { ...(kept as SiteEntry), eventId, version, computedAt: now.getTime(), order, rooms, snapshots: {} };
}

function snapshotOf(entry: SiteEntry, variant: Variant): DashboardSnapshot {
  let snap = entry.snapshots[variant];
  if (!snap) {
    const parts = [entry.configJson];
    const residentIds: string[] = [];
    for (const id of entry.order) {
      const room = entry.rooms.get(id) as RoomEntry;
      parts.push(room.json[variant]);
      for (const r of room.room[variant].residents) residentIds.push(r.id);
    }
    snap = {
      etag: `"${entry.facts.facilityId.slice(0, 8)}-${entry.eventId}-${entry.computedAt.toString(36)}-${variant === 'audit' ? 'a' : 'n'}${entry.version}"`,
      json: `[${parts.join(',')}]`,
      residentIds,
    };
    entry.snapshots[variant] = snap;
  }
  return snap;
}

function validUntilOf(entry: SiteEntry): number {
  let at = entry.refreshAt;
  for (const room of entry.rooms.values()) if (room.validUntil < at) at = room.validUntil;
  return at;
}

/**
 * The dashboard of a site: the configuration first, then the rooms (GET /housekeeping). One copy per
 * site is kept and shared by every viewer (the audit banners make two variants of each room); a
 * request checks the site's latest event (one indexed read) and gets the kept copy while nothing
 * changed. Concurrent viewers of a site that did change wait for one shared refresh.
 */
export async function getDashboard(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  showAuditBanners: boolean,
): Promise<DashboardSnapshot> {
  assertSiteVisible(auth, facilityId);
  const variant: Variant = showAuditBanners ? 'audit' : 'plain';
  // Keyed by tenant too: an entry only exists after the site was found under that tenant's row security.
  const key = `${auth.tenantId}:${facilityId}`;
  const cache = mapOf(sites, ctx);
  const pending = mapOf(inflight, ctx);
  for (;;) {
    const eventId = await latestSiteEvent(ctx.database.db, auth.tenantId, facilityId);
    const kept = cache.get(key);
    if (kept && kept.eventId === eventId && Date.now() < validUntilOf(kept)) return snapshotOf(kept, variant);
    const running = pending.get(key);
    if (running) {
      const entry = await running;
      // It may have started before the change this request knows of: then look again.
      if (entry.eventId >= eventId) return snapshotOf(entry, variant);
      continue;
    }
    const job = refresh(ctx, auth, facilityId, kept, eventId).then((entry) => {
      cache.set(key, entry);
      return entry;
    });
    pending.set(key, job);
    try {
      return snapshotOf(await job, variant);
    } finally {
      pending.delete(key);
    }
  }
}
