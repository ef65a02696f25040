import type { TDashboardResident, TDashboardRoom, THistoryEntry, TOutstandingTask, TRoomStatusView } from '@carehome/contracts';
import {
  coversRoom,
  type HistoryEntry,
  nextChangeAt,
  outbreakSince,
  type RoomStatus,
  residentDisplayName,
  roomStatus,
} from '@carehome/domain';
import type { HistoryRow, loadResidents } from './dashboard.repository.ts';
import { HISTORY_IN_PAYLOAD, type RoomData, recleanOf, residentTasksOf } from './room-data.ts';
import { type RoomRow, type SiteFacts, stateOf } from './site-facts.ts';

// A room's tile: both variants of it (with and without the audit banners) built from the rows read for
// it and the site's facts, with how long its status holds by time alone.

/** A room with the audit banners (for auditors) and without them. */
export type Variant = 'audit' | 'plain';
export const VARIANTS: Variant[] = ['audit', 'plain'];

/** One room of a kept dashboard. */
export interface RoomEntry {
  /** Serialized room for each variant. */
  json: Record<Variant, string>;
  room: Record<Variant, TDashboardRoom>;
  /** When this room's status can change by time alone (epoch ms). */
  validUntil: number;
  /**
   * When the clock last changed the room's tile, as this copy saw it (epoch ms): a board read after it has it.
   * A change a version explains is not counted: a tablet past that version has it.
   */
  clockChangedAt: number;
  /** The tile of each variant (the room with its last report only), serialized when first asked. */
  tiles?: Partial<Record<Variant, string>>;
}

/** A room as the tablets' board shows it: its last report only (the history popup reads the others). */
export function tileJson(entry: RoomEntry, variant: Variant): string {
  entry.tiles ??= {};
  let text = entry.tiles[variant];
  if (text === undefined) {
    const room = entry.room[variant];
    text = JSON.stringify({ ...room, housekeepingHistory: room.housekeepingHistory.slice(0, 1) });
    entry.tiles[variant] = text;
  }
  return text;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const bucketView = (b: { start: Date; due: Date; end: Date | null } | null) =>
  b ? { start: b.start.toISOString(), due: b.due.toISOString(), end: iso(b.end) } : null;

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

/**
 * Both variants of one room, with how long its status holds. Pure: runs after the transaction. A room that
 * comes out as it was (`previous`) keeps its tiles; one that changed by the clock (`byClock`: its status had
 * expired, or there is nothing to compare with) is marked changed now.
 */
export function buildRoom(
  facts: SiteFacts,
  data: RoomData,
  r: RoomRow,
  now: Date,
  previous: RoomEntry | undefined,
  byClock: boolean,
): RoomEntry {
  const type = facts.types.get(r.roomTypeId ?? '');
  const history = data.historyOf.get(r.id) ?? [];
  const marking = data.markingOf.get(r.id);
  const residents = (data.residentOf.get(r.id) ?? []).map(toDashboardResident);
  const area = r.areaId ? facts.areas.get(r.areaId) : undefined;
  const coverable = { roomNumber: r.roomNumber, roomTypeId: r.roomTypeId, areaIds: area?.pathIds ?? [] };
  // The staff schedule's rule of which rooms an assignment covers (packages/domain staff-schedule).
  const assignees = facts.assignments
    .filter((a) =>
      coversRoom(
        { roomNumbers: a.room_numbers, roomTypeId: a.room_type_id, facilityAreas: a.facility_areas, cleanType: a.clean_type },
        coverable,
      ),
    )
    .map((a) => a.staff_member_id);
  const outbreaks = data.outbreaksOf?.get(r.id);
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
    outbreakSince: outbreakSince(outbreaks),
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
    areaIds: area?.pathIds ?? [],
    facilityArea: area?.path ?? [],
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
    correctiveAction: action ?? null,
    ...(outbreaks ? { outbreakIds: outbreaks.map((o) => o.id) } : {}),
  };
  const room = {} as Record<Variant, TDashboardRoom>;
  const json = {} as Record<Variant, string>;
  for (const variant of VARIANTS) {
    const status = roomStatus(input, { showAuditBanners: variant === 'audit' }, typeBuckets);
    room[variant] = { ...base, status: statusView(status, status.filters.todo) };
    json[variant] = JSON.stringify(room[variant]);
  }
  const same = previous && VARIANTS.every((v) => previous.json[v] === json[v]);
  return {
    room,
    json,
    validUntil: change ? change.getTime() : Number.POSITIVE_INFINITY,
    clockChangedAt: previous && (same || !byClock) ? previous.clockChangedAt : now.getTime(),
    ...(same ? { tiles: previous.tiles } : {}),
  };
}
