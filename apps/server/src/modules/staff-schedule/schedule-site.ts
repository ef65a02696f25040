import type { assignmentProblems, Duplicate, ExistingAssignment, ReportFact, StoredAssignment } from '@carehome/domain';
import { isStartedBy } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { type EventInput, fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { fieldsOf, loadSitePlan, type SitePlan } from './site-plan.ts';
import { type AssignmentRow, lockAssignmentRow, markStarted, reportFacts } from './staff-schedule.repository.ts';

// The staff schedule of a site: assignments with the rules of packages/domain staff-schedule, their
// progress from the day's reports, coverage gaps, absences and redistribution. What every schedule
// operation shares: the site's plan in a tenant transaction, the event it records, its refusals.

export type Site = { ctx: AppContext; auth: TenantAuth; meta: RequestMeta; facilityId: string };
/** Who writes in which site: a request, or a job (a site schedule's run) with a system actor. */
export type SiteWriter = { auth: { tenantId: string }; meta: RequestMeta; facilityId: string };

export async function inSite<T>(s: Site, fn: (tx: Executor, plan: SitePlan) => Promise<T>): Promise<T> {
  assertSiteVisible(s.auth, s.facilityId);
  return withTenant(s.ctx.database.db, s.auth.tenantId, async (tx) => fn(tx, await loadSitePlan(tx, s.facilityId)));
}

export async function changed(
  tx: Executor,
  s: SiteWriter,
  type: EventInput['type'],
  subjectId: string | null,
  data?: Record<string, unknown>,
) {
  await recordEvent(tx, {
    ...fromRequestIn(s.meta, s.auth),
    facilityId: s.facilityId,
    type,
    subjectType: 'assignment',
    subjectId,
    ...(data ? { data } : {}),
  });
}

/** A staff member of the site; another site's or organization's is "not found", like any foreign id. */
export function requireStaff(plan: SitePlan, id: string) {
  const member = plan.staffById.get(id);
  if (!member) throw notFound();
  return member;
}

/** The request's field errors, beside `assignment.<field>`. */
export function refuse(problems: ReturnType<typeof assignmentProblems>): never {
  const first = problems[0];
  if (!first) throw new Error('refuse() needs a problem');
  const status = first.code === 'assignment.completed' ? 409 : 400;
  const errors = problems.map((p) => {
    const e = fieldError(`assignment.${p.field}`, p.code, status, p.params ?? {});
    return e.errors[0] as NonNullable<(typeof e.errors)[0]>;
  });
  throw new AppError(status, first.code, errors, first.params ?? {});
}

export const stored = (row: AssignmentRow): StoredAssignment => ({
  ...fieldsOf(row),
  id: row.id,
  started: row.started,
  completed: row.completed,
});

/** Marks started the assignments (of `rows`) that reports show work under; returns the rows as they are now. */
export async function withStartedFlags(tx: Executor, plan: SitePlan, rows: AssignmentRow[]): Promise<AssignmentRow[]> {
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

/** The assignment `id` of the site, locked for a change, with its started flag as reports show it now. */
export async function lockedStored(tx: Executor, plan: SitePlan, id: string): Promise<AssignmentRow> {
  const row = await lockAssignmentRow(tx, plan.facilityId, id);
  if (!row) throw notFound();
  const [fresh] = await withStartedFlags(tx, plan, [row]);
  return fresh as AssignmentRow;
}

/** The refusal of an assignment that duplicates another, naming the other (its person, first shared day, rooms). */
export function duplicateError(plan: SitePlan, dup: Duplicate<ExistingAssignment>, field: string) {
  const member = dup.of.staffMemberId ? plan.staffById.get(dup.of.staffMemberId) : undefined;
  const [y, m, d] = dup.date.split('-');
  const areaNames = plan.areas.filter((a) => dup.of.facilityAreas.includes(a.id)).map((a) => a.name);
  const typeName = plan.roomTypes.find((t) => t.id === dup.of.roomTypeId)?.name;
  const rooms = [...dup.of.roomNumbers, ...areaNames, ...(typeName ? [typeName] : []), ...(dup.of.cleanType ? [dup.of.cleanType] : [])];
  return fieldError(field, 'assignment.duplicate', 409, {
    name: member ? `${member.firstName} ${member.lastName}`.trim() : '—',
    date: `${m}/${d}/${y}`,
    rooms: rooms.join(', '),
    assignmentId: dup.of.id,
  });
}
