import type {
  TAddAssignment,
  TAssignmentDay,
  TAssignmentFields,
  TAssignmentSaved,
  TCopyAssignments,
  TCopyResult,
  TRedistribute,
  TRedistributePlan,
  TStaffSchedule,
  TStaffScheduleRequest,
  TUpdateAssignment,
} from '@carehome/contracts';
import { STAFF_SCHEDULE_MAX_DAYS } from '@carehome/contracts';
import {
  addDays,
  assignmentProblems,
  coveredDates,
  coversDay,
  coversRoom,
  datesBetween,
  daysBetween,
  isStartedBy,
  planAssignmentDelete,
  planAssignmentUpdate,
  planCopy,
  type ReportFact,
  redistributeRooms,
  type StoredAssignment,
  spanEndDate,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { fieldsOf, loadSitePlan, ruleContext, type SitePlan, toAssignment } from './site-plan.ts';
import {
  type AssignmentRow,
  deleteAssignmentRow,
  insertAssignmentRow,
  listAbsences,
  listAssignmentRows,
  lockAssignmentRow,
  markStarted,
  reportFacts,
  setAbsent,
  setStaffRestriction,
  updateAssignmentFields,
  updateAssignmentRow,
} from './staff-schedule.repository.ts';
import { listTemplateSummaries } from './templates.repository.ts';

// The staff schedule of a site (issue 11): assignments with the rules of packages/domain staff-schedule,
// their progress from the day's reports, coverage gaps, absences and redistribution.

type Site = { ctx: AppContext; auth: TenantAuth; meta: RequestMeta; facilityId: string };
/** Who writes in which site: a request, or a job (a site schedule's run) with a system actor. */
export type SiteWriter = { auth: { tenantId: string }; meta: RequestMeta; facilityId: string };

async function inSite<T>(s: Site, fn: (tx: Executor, plan: SitePlan) => Promise<T>): Promise<T> {
  assertSiteVisible(s.auth, s.facilityId);
  return withTenant(s.ctx.database.db, s.auth.tenantId, async (tx) => fn(tx, await loadSitePlan(tx, s.facilityId)));
}

async function changed(tx: Executor, s: SiteWriter, type: string, subjectId: string | null, data?: Record<string, unknown>) {
  await recordEvent(tx, {
    ...fromRequest(s.meta),
    tenantId: s.auth.tenantId,
    facilityId: s.facilityId,
    type,
    subjectType: 'assignment',
    subjectId,
    ...(data ? { data } : {}),
  });
}

/** A staff member of the site; another site's or organization's is "not found", like any foreign id. */
function requireStaff(plan: SitePlan, id: string) {
  const member = plan.staffById.get(id);
  if (!member) throw notFound();
  return member;
}

/** The request's field errors, beside `assignment.<field>`. */
function refuse(problems: ReturnType<typeof assignmentProblems>): never {
  const first = problems[0];
  if (!first) throw new Error('refuse() needs a problem');
  const status = first.code === 'assignment.completed' ? 409 : 400;
  const errors = problems.map((p) => {
    const e = fieldError(`assignment.${p.field}`, p.code, status, p.params ?? {});
    return e.errors[0] as NonNullable<(typeof e.errors)[0]>;
  });
  throw new AppError(status, first.code, errors, first.params ?? {});
}

const stored = (row: AssignmentRow): StoredAssignment => ({ ...fieldsOf(row), id: row.id, started: row.started, completed: row.completed });

/** Marks started the assignments (of `rows`) that reports show work under; returns the rows as they are now. */
async function withStartedFlags(tx: Executor, plan: SitePlan, rows: AssignmentRow[]): Promise<AssignmentRow[]> {
  const open = rows.filter((r) => !r.started && !r.completed && r.startDate <= plan.today);
  if (open.length === 0) return rows;
  const from = open.reduce((min, r) => (r.startDate < min ? r.startDate : min), plan.today);
  const facts: ReportFact[] = (await reportFacts(tx, plan.facilityId, plan.timeZone, from, plan.today)).map((r) => ({
    roomNumber: r.room_number,
    date: r.day,
    cleanType: r.clean_type,
    status: r.status as ReportFact['status'],
  }));
  const started = new Set(open.filter((r) => isStartedBy(stored(r), facts, plan.roomsByNumber, plan.today)).map((r) => r.id));
  await markStarted(tx, [...started]);
  return rows.map((r) => (started.has(r.id) ? { ...r, started: true } : r));
}

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
    const covered = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const date of coveredDates(row, req.from, req.to)) {
        const rooms = plan.rooms.filter((room) => coversRoom(row, room));
        if (!(row.staffMemberId && absent.has(`${row.staffMemberId}|${date}`))) {
          const set = covered.get(date) ?? new Set<string>();
          for (const room of rooms) set.add(room.id);
          covered.set(date, set);
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
          expectedMinutes: rooms.reduce((sum, r) => sum + r.expectedMinutes, 0),
        });
      }
    }
    const shownStaff = new Set(rows.flatMap((r) => (r.staffMemberId ? [r.staffMemberId] : [])));
    return {
      facilityId: plan.facilityId,
      from: req.from,
      to: req.to,
      today: plan.today,
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
      absences: absences.map((a) => ({ staffMemberId: a.staffMemberId, date: a.date })),
      templates: await listTemplateSummaries(tx, plan.facilityId),
    };
  });
}

/** Creates assignments after the rules; used by add, copy, templates and redistribution. */
export async function createAssignments(
  tx: Executor,
  s: SiteWriter,
  plan: SitePlan,
  list: TAssignmentFields[],
  type = 'assignment.created',
) {
  const created: AssignmentRow[] = [];
  for (const [i, fields] of list.entries()) {
    if (fields.staffMemberId) requireStaff(plan, fields.staffMemberId);
    const problems = assignmentProblems(fields, ruleContext(plan));
    if (problems.length) {
      if (list.length === 1) refuse(problems);
      const p = problems[0] as NonNullable<(typeof problems)[0]>;
      throw fieldError(`assignments.${i}.${p.field}`, p.code, 400, p.params ?? {});
    }
    created.push(await insertAssignmentRow(tx, s.auth.tenantId, plan.facilityId, fields));
  }
  if (created.length) await changed(tx, s, type, created.length === 1 ? (created[0] as AssignmentRow).id : null, { count: created.length });
  return created;
}

export async function addAssignment(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TAddAssignment,
): Promise<TAssignmentSaved> {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    const [row] = await createAssignments(tx, s, plan, [input.assignment]);
    return { assignment: toAssignment(row as AssignmentRow, plan.today), completedOriginal: null };
  });
}

async function lockedStored(tx: Executor, plan: SitePlan, id: string): Promise<AssignmentRow> {
  const row = await lockAssignmentRow(tx, plan.facilityId, id);
  if (!row) throw notFound();
  const [fresh] = await withStartedFlags(tx, plan, [row]);
  return fresh as AssignmentRow;
}

/** Saves a change: in place, or (a started assignment) as a new one with the original completed yesterday. */
async function saveChange(tx: Executor, s: Site, plan: SitePlan, row: AssignmentRow, next: TAssignmentFields): Promise<TAssignmentSaved> {
  const original = stored(row);
  if (next.staffMemberId) requireStaff(plan, next.staffMemberId);
  const problems = assignmentProblems(next, ruleContext(plan), original);
  if (problems.length) refuse(problems);
  const change = planAssignmentUpdate(original, next, plan.today);
  if (change.kind === 'unchanged') return { assignment: toAssignment(row, plan.today), completedOriginal: null };
  if (change.kind === 'update') {
    const saved = await updateAssignmentFields(tx, row.id, change.fields);
    await changed(tx, s, 'assignment.updated', row.id);
    return { assignment: toAssignment(saved, plan.today), completedOriginal: null };
  }
  const closed = await updateAssignmentRow(tx, row.id, { endDate: change.originalEndDate, completed: true });
  const created = await insertAssignmentRow(tx, s.auth.tenantId, plan.facilityId, change.created);
  await changed(tx, s, 'assignment.split', created.id, { original: row.id });
  return { assignment: toAssignment(created, plan.today), completedOriginal: toAssignment(closed, plan.today) };
}

export async function updateAssignment(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TUpdateAssignment,
): Promise<TAssignmentSaved> {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    const { id, ...next } = input.assignment;
    const row = await lockedStored(tx, plan, id);
    if (input.updatedAt && row.updatedAt.toISOString() !== input.updatedAt) throw fieldError('assignment.id', 'assignment.changed', 409);
    return saveChange(tx, s, plan, row, next);
  });
}

export async function deleteAssignment(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string, id: string) {
  const s = { ctx, auth, meta, facilityId };
  return inSite(s, async (tx, plan) => {
    const row = await lockedStored(tx, plan, id);
    const decision = planAssignmentDelete(stored(row), plan.today);
    if (decision === 'refuse') throw fieldError('id', 'assignment.completed', 409);
    if (decision === 'close') {
      await updateAssignmentRow(tx, id, { endDate: addDays(plan.today, -1), completed: true });
    } else {
      await setStaffRestrictionFor(tx, plan, id);
      await deleteAssignmentRow(tx, id);
    }
    await changed(tx, s, 'assignment.deleted', id);
    return { ok: true as const, closed: decision === 'close' };
  });
}

/** A staff member restricted to the area of a deleted assignment is restricted no more. */
async function setStaffRestrictionFor(tx: Executor, plan: SitePlan, assignmentId: string) {
  for (const member of plan.staff) {
    if (member.restrictedAreaAssignmentId === assignmentId) {
      await setStaffRestriction(tx, plan.facilityId, member.id, { area: null, assignmentId: null });
    }
  }
}

export async function copyAssignments(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TCopyAssignments): Promise<TCopyResult> {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    const range =
      input.period === 'day' ? { from: input.date, to: input.date } : { from: addDays(input.date, -7), to: addDays(input.date, 7) };
    const rows = await listAssignmentRows(tx, plan.facilityId, range.from, range.to);
    const copyPlan = planCopy(
      rows.map((r) => ({ ...fieldsOf(r), id: r.id })),
      input.period,
      input.date,
    );
    if (copyPlan.created.length === 0 && copyPlan.skipped === 0) throw fieldError('date', 'assignment.nothing_to_copy');
    // An archived member's assignment is copied without the person (someone must be chosen).
    const list = copyPlan.created.map((f) =>
      f.staffMemberId && plan.staffById.get(f.staffMemberId)?.isArchived ? { ...f, staffMemberId: null } : f,
    );
    const created = await createAssignments(tx, s, plan, list, 'assignment.copied');
    return { created: created.map((r) => toAssignment(r, plan.today)), skipped: copyPlan.skipped };
  });
}

export async function spanAssignment(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
): Promise<TAssignmentSaved> {
  const s = { ctx, auth, meta, facilityId };
  return inSite(s, async (tx, plan) => {
    const row = await lockedStored(tx, plan, id);
    const end = spanEndDate(row, plan.today);
    if (end === null) return { assignment: toAssignment(row, plan.today), completedOriginal: null };
    return saveChange(tx, s, plan, row, { ...fieldsOf(row), endDate: end });
  });
}

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
    absent.add(input.staffMemberId);
    const lists = listsOn(plan, rows, input.date);
    const theirs = lists.get(input.staffMemberId) ?? new Set<string>();
    // Rooms someone present already has stay with them.
    for (const [member, set] of lists) if (!absent.has(member)) for (const id of set) theirs.delete(id);
    if (theirs.size === 0) throw fieldError('staffMemberId', 'assignment.no_rooms');
    const candidates = (input.toStaffMemberIds ?? [...lists.keys()]).filter((id) => {
      const m = plan.staffById.get(id);
      return m && !m.isArchived && !absent.has(id);
    });
    for (const id of input.toStaffMemberIds ?? []) requireStaff(plan, id);
    if (input.toStaffMemberIds?.some((id) => !candidates.includes(id))) throw fieldError('toStaffMemberIds', 'assignment.unknown_staff');
    if (candidates.length === 0) throw fieldError('toStaffMemberIds', 'assignment.nobody_present');
    const minutesOf = new Map(plan.rooms.map((r) => [r.id, r.expectedMinutes]));
    const sum = (ids: Iterable<string>) => [...ids].reduce((t, id) => t + (minutesOf.get(id) ?? 0), 0);
    const moves = redistributeRooms(
      [...theirs].map((id) => ({ id, minutes: minutesOf.get(id) ?? 0 })),
      candidates.map((id) => ({ staffMemberId: id, minutes: sum(lists.get(id) ?? []) })),
    );
    if (input.preview) return { moves, created: [] };
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
      })),
      'assignment.redistributed',
    );
    return { moves, created: created.map((r) => toAssignment(r, plan.today)) };
  });
}

/** Restricts a staff member's dashboard to the area of one of their assignments by area, or lifts it. */
export async function restrictStaff(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; staffMemberId: string; assignmentId: string | null },
) {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    requireStaff(plan, input.staffMemberId);
    let area: string | null = null;
    if (input.assignmentId) {
      const row = await lockAssignmentRow(tx, plan.facilityId, input.assignmentId);
      if (!row || row.staffMemberId !== input.staffMemberId) throw fieldError('assignmentId', 'validation.invalid');
      area = row.facilityAreas[0] ?? null;
      if (!area) throw fieldError('assignmentId', 'validation.invalid');
    }
    await setStaffRestriction(tx, plan.facilityId, input.staffMemberId, { area, assignmentId: input.assignmentId });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: plan.facilityId,
      type: 'staff.updated',
      subjectType: 'staff',
      subjectId: input.staffMemberId,
    });
    return { ok: true as const };
  });
}
