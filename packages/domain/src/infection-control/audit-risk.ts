// Which rooms to audit first: each room's audit priority from weighted risk factors, each factor named
// as a reason a supervisor can read.
//
// Why these factors:
// - A room in a state that asks for a state clean (Isolation, Discharged) or covered by a running outbreak
//   is where an unremoved contamination does the most harm; an outbreak outweighs all other factors
//   together, so the outbreak's rooms always come first (the sampling rises where the outbreak is).
// - Residents with dementia-related or responsive behaviours (exit seeking, physically aggressive, verbally
//   abusive): rooms of residents with Alzheimer's disease and related dementias failed UV-marker removal
//   more often (odds ratio 1.68, 95% CI 1.04-2.71; Hsi JB et al., "Impact of Alzheimer's disease and related
//   dementias (ADRD) on the quality of room cleaning in nursing homes", Infect Control Hosp Epidemiol 2023,
//   doi:10.1017/ice.2023.7). The product holds no diagnosis, so these flags stand for it. A shared room
//   counts each resident's flags.
// - A recent discharge or transfer: where visual audits scored above 90%, only 19% of 88 discharge cleans
//   removed every fluorescent mark (De Marco C, Hobbs L, Marshall C, "Fluorescent audits - a shining example
//   of objective assessment of compliance with cleaning standards", ACIPC conference 2016, Melbourne Health).
// - Past failures (decaying with age) and time since the last audit (never-audited rooms high), so every
//   room is reached in turn.

import type { TAuditReason, TAuditReasonCode } from '@carehome/contracts';

const DAY_MS = 86_400_000;

/** The points each factor can add. Every factor but the outbreak together stays below the outbreak. */
export const AUDIT_WEIGHTS = {
  outbreak: 200,
  roomState: 40,
  /** Per flagged resident; the residents' flags together are capped. */
  exitSeeking: 15,
  dementiaBehaviour: 10,
  residentsCap: 45,
  recentMove: 25,
  /** A failed audit today; halves every `failureHalfLifeDays`; all failures together are capped. */
  failure: 20,
  failureHalfLifeDays: 30,
  failuresCap: 40,
  /** One point per day since the last audit, up to the cap; a never-audited room gets the cap. */
  sinceLastAuditCap: 35,
} as const;

/** A move this recent (days) raises the room. */
export const RECENT_MOVE_DAYS = 7;
/** Failed audits this recent (days) count. */
export const FAILURE_WINDOW_DAYS = 90;

export interface AuditRiskResident {
  name: string;
  exitSeeking: boolean;
  physicallyAggressive: boolean;
  verballyAbusive: boolean;
}

export interface AuditRiskRoom {
  id: string;
  roomNumber: string;
  /** The room state's name as written, when the state asks for a state clean; else null. */
  stateName: string | null;
  /** The area paths of the outbreaks covering the room (null: a whole-site outbreak); empty: none. */
  outbreaks: readonly (string | null)[];
  /** The room's current residents, by arrival. */
  residents: readonly AuditRiskResident[];
  /** The room's latest resident move (arrival or departure task) in the last RECENT_MOVE_DAYS, if any. */
  lastMove: { kind: 'arrival' | 'departure'; at: Date } | null;
  /** When the room's failed audits were done (last FAILURE_WINDOW_DAYS). */
  failedAuditsAt: readonly Date[];
  lastAuditAt: Date | null;
}

export interface AuditPriority {
  roomId: string;
  roomNumber: string;
  score: number;
  /** Strongest first. */
  reasons: TAuditReason[];
}

const reason = (code: TAuditReasonCode, points: number, extra: Partial<TAuditReason> = {}): TAuditReason => ({
  code,
  points: Math.round(points),
  names: [],
  count: null,
  days: null,
  move: null,
  ...extra,
});

const daysBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

function residentReasons(residents: readonly AuditRiskResident[]): TAuditReason[] {
  const exit = residents.filter((r) => r.exitSeeking).map((r) => r.name);
  const behaviour = residents.filter((r) => r.physicallyAggressive || r.verballyAbusive).map((r) => r.name);
  let left: number = AUDIT_WEIGHTS.residentsCap;
  const out: TAuditReason[] = [];
  for (const [code, names, each] of [
    ['exitSeeking', exit, AUDIT_WEIGHTS.exitSeeking],
    ['dementiaBehaviour', behaviour, AUDIT_WEIGHTS.dementiaBehaviour],
  ] as const) {
    if (!names.length) continue;
    const points = Math.min(left, names.length * each);
    left -= points;
    out.push(reason(code, points, { names: [...names] }));
  }
  return out;
}

function failureReason(failedAt: readonly Date[], now: Date): TAuditReason | null {
  const recent = failedAt.filter((at) => daysBetween(at, now) <= FAILURE_WINDOW_DAYS);
  if (!recent.length) return null;
  const decayed = recent.reduce(
    (sum, at) => sum + AUDIT_WEIGHTS.failure * 0.5 ** (daysBetween(at, now) / AUDIT_WEIGHTS.failureHalfLifeDays),
    0,
  );
  return reason('pastFailures', Math.max(1, Math.min(AUDIT_WEIGHTS.failuresCap, decayed)), { count: recent.length });
}

/** The factors raising one room, strongest first (ties in the order of AUDIT_REASON_CODES). */
export function auditReasons(room: AuditRiskRoom, now: Date): TAuditReason[] {
  const out: TAuditReason[] = [];
  if (room.outbreaks.length) {
    const names = room.outbreaks.filter((p): p is string => p !== null);
    out.push(reason('outbreak', AUDIT_WEIGHTS.outbreak, { names }));
  }
  if (room.stateName) out.push(reason('roomState', AUDIT_WEIGHTS.roomState, { names: [room.stateName] }));
  out.push(...residentReasons(room.residents));
  if (room.lastMove && daysBetween(room.lastMove.at, now) <= RECENT_MOVE_DAYS)
    out.push(reason('recentMove', AUDIT_WEIGHTS.recentMove, { days: daysBetween(room.lastMove.at, now), move: room.lastMove.kind }));
  const failures = failureReason(room.failedAuditsAt, now);
  if (failures) out.push(failures);
  if (!room.lastAuditAt) out.push(reason('neverAudited', AUDIT_WEIGHTS.sinceLastAuditCap));
  else {
    const days = daysBetween(room.lastAuditAt, now);
    if (days > 0) out.push(reason('sinceLastAudit', Math.min(AUDIT_WEIGHTS.sinceLastAuditCap, days), { days }));
  }
  return out.sort((a, b) => b.points - a.points);
}

const byRoomNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Every room's audit priority, highest first; equal scores by room number (numbers in numeric order),
 * then id, so the same facts always give the same list. Linear in the rooms and their failed audits.
 */
export function auditPriorities(rooms: readonly AuditRiskRoom[], now: Date): AuditPriority[] {
  return rooms
    .map((room) => {
      const reasons = auditReasons(room, now);
      return { roomId: room.id, roomNumber: room.roomNumber, score: reasons.reduce((s, r) => s + r.points, 0), reasons };
    })
    .sort(
      (a, b) =>
        b.score - a.score || byRoomNumber.compare(a.roomNumber, b.roomNumber) || (a.roomId < b.roomId ? -1 : a.roomId > b.roomId ? 1 : 0),
    );
}
