import type { TRedistribute, TRedistributePlan } from '@carehome/contracts';
import { coversDay, coversRoom, HOUSEKEEPING_ROLES, redistributeRooms } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { fieldError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { createAssignments } from './assignment-writes.ts';
import { changed, inSite, requireStaff } from './schedule-site.ts';
import { type SitePlan, shiftOf, toAssignment } from './site-plan.ts';
import { type AssignmentRow, listAbsences, listAssignmentRows, setAbsent } from './staff-schedule.repository.ts';
import { recordUndo } from './undo.ts';

// A staff member's absence on a day, and the redistribution of their rooms to the others present.

export async function setAbsence(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; staffMemberId: string; date: string; absent: boolean },
) {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    requireStaff(plan, input.staffMemberId);
    if (input.date < plan.today) throw fieldError('date', 'assignment.past_date');
    await setAbsent(tx, s.auth.tenantId, plan.facilityId, input.staffMemberId, input.date, input.absent);
    await changed(tx, s, input.absent ? 'assignment.absent' : 'assignment.present', null, {
      staffMemberId: input.staffMemberId,
      date: input.date,
    });
    return { ok: true as const };
  });
}

/** The rooms each staff member has on `date` (their assignments that apply that day), with minutes. */
function listsOn(plan: SitePlan, rows: AssignmentRow[], date: string): Map<string, Set<string>> {
  const lists = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.staffMemberId || row.completed || !coversDay(row, date)) continue;
    const set = lists.get(row.staffMemberId) ?? new Set<string>();
    for (const room of plan.rooms) if (coversRoom(row, room)) set.add(room.id);
    lists.set(row.staffMemberId, set);
  }
  return lists;
}

export async function redistribute(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TRedistribute): Promise<TRedistributePlan> {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    if (input.date < plan.today) throw fieldError('date', 'assignment.past_date');
    const absentMember = requireStaff(plan, input.staffMemberId);
    const rows = await listAssignmentRows(tx, plan.facilityId, input.date, input.date);
    const absent = new Set((await listAbsences(tx, plan.facilityId, input.date, input.date)).map((a) => a.staffMemberId));
    const wasAbsent = absent.has(input.staffMemberId);
    absent.add(input.staffMemberId);
    const lists = listsOn(plan, rows, input.date);
    const theirs = lists.get(input.staffMemberId) ?? new Set<string>();
    // Rooms someone present already has stay with them.
    for (const [member, set] of lists) if (!absent.has(member)) for (const id of set) theirs.delete(id);
    if (theirs.size === 0) throw fieldError('staffMemberId', 'assignment.no_rooms');
    // By default the housekeeping staff with a list that day take the rooms; a lead may name anyone.
    const candidates = (input.toStaffMemberIds ?? [...lists.keys()]).filter((id) => {
      const m = plan.staffById.get(id);
      return m && !m.isArchived && !absent.has(id) && (input.toStaffMemberIds || HOUSEKEEPING_ROLES.includes(m.role));
    });
    for (const id of input.toStaffMemberIds ?? []) requireStaff(plan, id);
    if (input.toStaffMemberIds?.some((id) => !candidates.includes(id))) throw fieldError('toStaffMemberIds', 'assignment.unknown_staff');
    if (candidates.length === 0) throw fieldError('toStaffMemberIds', 'assignment.nobody_present');
    const minutesOf = new Map(plan.rooms.map((r) => [r.id, r.expectedMinutes]));
    const sum = (ids: Iterable<string>) => [...ids].reduce((t, id) => t + (minutesOf.get(id) ?? 0), 0);
    const { moves, unplaced } = redistributeRooms(
      [...theirs].map((id) => ({ id, minutes: minutesOf.get(id) ?? 0 })),
      candidates.map((id) => ({ staffMemberId: id, minutes: sum(lists.get(id) ?? []), shiftMinutes: shiftOf(plan, id) })),
    );
    // Rooms that fit in nobody's shift stay on nobody's list (the coverage banner shows them) and are said.
    const left = { unplaced: unplaced.map((r) => r.id), unplacedMinutes: unplaced.reduce((t, r) => t + r.minutes, 0) };
    if (input.preview) return { moves, ...left, created: [] };
    await setAbsent(tx, s.auth.tenantId, plan.facilityId, input.staffMemberId, input.date, true);
    const numberOf = new Map(plan.rooms.map((r) => [r.id, r.roomNumber]));
    const cover = `↪ ${absentMember.firstName} ${absentMember.lastName}`.trim();
    const created = await createAssignments(
      tx,
      s,
      plan,
      moves.map((m) => ({
        staffMemberId: m.staffMemberId,
        description: cover,
        task: null,
        startDate: input.date,
        endDate: input.date,
        roomNumbers: m.roomIds.map((id) => numberOf.get(id) as string),
        roomTypeId: null,
        facilityAreas: [],
        cleanType: null,
        scheduledDays: [],
        coversStaffMemberId: input.staffMemberId,
      })),
      'assignment.redistributed',
    );
    const undo = await recordUndo(tx, s, 'redistribute', {
      createdIds: created.map((r) => r.id),
      absences: wasAbsent ? [] : [{ staffMemberId: input.staffMemberId, date: input.date }],
    });
    return { moves, ...left, created: created.map((r) => toAssignment(r, plan.today)), undo };
  });
}
