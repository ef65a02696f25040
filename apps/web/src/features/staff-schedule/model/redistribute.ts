import type { TRedistributePlan } from '@carehome/contracts';
import { HOUSEKEEPING_ROLES } from '@carehome/domain';
import type { StaffRow } from './schedule-view.ts';

// The sick-call flow: who may take an absent person's rooms (the housekeeping staff present; other roles
// only when the lead asks for them), who is ticked at first (as the server's default: those with a list
// of their own that day) and what the plan gives each.

export interface Candidate {
  staffMemberId: string;
  name: string;
  /** Has rooms of their own that day (the server's default recipients). */
  hasList: boolean;
}

/**
 * Staff present on `date` (active, not absent), other than the absent person, of the housekeeping roles
 * unless `allRoles`: those with a list first, by name.
 */
export function redistributeCandidates(rows: readonly StaffRow[], date: string, absentId: string, allRoles = false): Candidate[] {
  const out: Candidate[] = [];
  for (const row of rows) {
    const m = row.member;
    if (!m || m.id === absentId || m.isArchived || row.absentDates.has(date)) continue;
    if (!allRoles && !HOUSEKEEPING_ROLES.includes(m.role)) continue;
    out.push({ staffMemberId: m.id, name: m.name, hasList: (row.cells[date] ?? []).length > 0 });
  }
  // Those with a list of their own (the ones ticked at first) come first.
  return out.sort((a, b) => Number(b.hasList) - Number(a.hasList));
}

/**
 * How many of an absent person's rooms of `date` are on no present person's list (0 once they were
 * redistributed, or when others cover them anyway).
 */
export function roomsLeftUncovered(rows: readonly StaffRow[], date: string, absentId: string): number {
  const covered = new Set<string>();
  let mine: string[] = [];
  for (const row of rows) {
    const ids = (row.cells[date] ?? []).flatMap((item) => item.day?.roomIds ?? []);
    if (row.member?.id === absentId) mine = ids;
    else if (row.member && !row.absentDates.has(date)) for (const id of ids) covered.add(id);
  }
  return new Set(mine.filter((id) => !covered.has(id))).size;
}

/** Who is ticked when the dialog opens: those with a list, or everyone present when nobody has one. */
export function initialRecipients(candidates: readonly Candidate[]): string[] {
  const withList = candidates.filter((c) => c.hasList);
  return (withList.length > 0 ? withList : candidates).map((c) => c.staffMemberId);
}

export type PlanLine = TRedistributePlan['moves'][number];

/** The plan's line of each ticked person (none: they get no room). */
export function planLines(plan: TRedistributePlan | undefined, ticked: readonly string[]): Map<string, PlanLine> {
  const out = new Map<string, PlanLine>();
  for (const m of plan?.moves ?? []) if (ticked.includes(m.staffMemberId)) out.set(m.staffMemberId, m);
  return out;
}

/** Every room the plan moves. */
export function plannedRoomCount(plan: TRedistributePlan | undefined): number {
  return (plan?.moves ?? []).reduce((n, m) => n + m.roomIds.length, 0);
}

export function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}
