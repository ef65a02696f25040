import type { TAssignmentDay, TStaffSchedule, TStaffScheduleRequest } from '@carehome/contracts';
import { STAFF_SCHEDULE_MAX_DAYS } from '@carehome/contracts';
import { coveredDates, coversRoom, datesBetween, daysBetween } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { fieldError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { inSite, withStartedFlags } from './schedule-site.ts';
import { roomMinutes, shiftOf, toAssignment } from './site-plan.ts';
import { listAbsences, listAssignmentRows, reportFacts } from './staff-schedule.repository.ts';
import { listTemplateSummaries } from './templates.repository.ts';

/** The schedule of a site over a period: assignments, each day's rooms and progress, the rooms nobody covers. */
export async function getStaffSchedule(ctx: AppContext, auth: TenantAuth, req: TStaffScheduleRequest): Promise<TStaffSchedule> {
  if (req.to < req.from) throw fieldError('to', 'validation.invalid');
  if (daysBetween(req.from, req.to) >= STAFF_SCHEDULE_MAX_DAYS) throw fieldError('to', 'validation.invalid');
  return inSite({ ctx, auth, meta: {} as RequestMeta, facilityId: req.facilityId }, async (tx, plan) => {
    const rows = await withStartedFlags(tx, plan, await listAssignmentRows(tx, plan.facilityId, req.from, req.to));
    const absences = await listAbsences(tx, plan.facilityId, req.from, req.to);
    const absent = new Set(absences.map((a) => `${a.staffMemberId}|${a.date}`));
    const lastDone = req.to < plan.today ? req.to : plan.today;
    const reports = req.from <= lastDone ? await reportFacts(tx, plan.facilityId, plan.timeZone, req.from, lastDone) : [];
    const done = new Map<string, { roomId: string; cleanType: string }[]>();
    for (const r of reports)
      if (r.status === 'Complete') done.set(r.day, [...(done.get(r.day) ?? []), { roomId: r.room_id, cleanType: r.clean_type }]);

    const days: TAssignmentDay[] = [];
    // Per date, each room with the lists of people present it is on: one list covers it; two of the same
    // clean type double it (a Deep Clean list beside the daily one is other work, not a double).
    const covered = new Map<string, Map<string, { id: string; cleanType: string | null }[]>>();
    const counts = (staffMemberId: string | null, date: string) =>
      staffMemberId !== null && plan.staffById.get(staffMemberId)?.isArchived === false && !absent.has(`${staffMemberId}|${date}`);
    for (const row of rows) {
      for (const date of coveredDates(row, req.from, req.to)) {
        const rooms = plan.rooms.filter((room) => coversRoom(row, room));
        if (counts(row.staffMemberId, date)) {
          const lists = covered.get(date) ?? new Map<string, { id: string; cleanType: string | null }[]>();
          for (const room of rooms) lists.set(room.id, [...(lists.get(room.id) ?? []), { id: row.id, cleanType: row.cleanType }]);
          covered.set(date, lists);
        }
        const doneToday = done.get(date) ?? [];
        days.push({
          assignmentId: row.id,
          date,
          roomIds: rooms.map((r) => r.id),
          doneRoomIds:
            date > plan.today
              ? null
              : rooms
                  .filter((room) => doneToday.some((d) => d.roomId === room.id && (!row.cleanType || d.cleanType === row.cleanType)))
                  .map((r) => r.id),
          expectedMinutes: rooms.reduce((sum, r) => sum + roomMinutes(plan, r, row.cleanType), 0),
        });
      }
    }
    const shownStaff = new Set(rows.flatMap((r) => (r.staffMemberId ? [r.staffMemberId] : [])));
    return {
      facilityId: plan.facilityId,
      from: req.from,
      to: req.to,
      today: plan.today,
      shiftMinutes: plan.shiftMinutes,
      staff: plan.staff
        .filter((s) => !s.isArchived || shownStaff.has(s.id))
        .map((s) => ({
          id: s.id,
          name: `${s.firstName} ${s.lastName}`.trim(),
          staffId: s.staffRefId || null,
          role: s.role,
          position: s.position,
          isArchived: s.isArchived,
          restrictedArea: s.restrictedArea,
          restrictedAreaAssignmentId: s.restrictedAreaAssignmentId,
          shiftMinutes: shiftOf(plan, s.id),
          ownShift: s.shiftMinutes !== null,
        })),
      rooms: plan.rooms.map(({ id, roomNumber, roomTypeId, areaIds, expectedMinutes }) => ({
        id,
        roomNumber,
        roomTypeId,
        areaIds,
        expectedMinutes,
      })),
      areas: plan.areas,
      roomTypes: plan.roomTypes,
      assignments: rows.map((r) => toAssignment(r, plan.today)),
      days,
      uncovered: datesBetween(req.from, req.to).map((date) => ({
        date,
        roomIds: plan.rooms.filter((r) => !covered.get(date)?.has(r.id)).map((r) => r.id),
      })),
      doubled: datesBetween(req.from, req.to).map((date) => ({
        date,
        rooms: [...(covered.get(date) ?? [])].flatMap(([roomId, lists]) => {
          const same = lists.filter((l) => lists.some((o) => o !== l && o.cleanType === l.cleanType));
          return same.length > 1 ? [{ roomId, assignmentIds: same.map((l) => l.id) }] : [];
        }),
      })),
      absences: absences.map((a) => ({ staffMemberId: a.staffMemberId, date: a.date })),
      templates: await listTemplateSummaries(tx, plan.facilityId),
    };
  });
}
