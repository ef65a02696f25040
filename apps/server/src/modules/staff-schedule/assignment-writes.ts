import type {
  TAddAssignment,
  TAssignmentFields,
  TAssignmentSaved,
  TCopyAssignments,
  TCopyResult,
  TUpdateAssignment,
} from '@carehome/contracts';
import { addDays, assignmentProblems, planAssignmentDelete, planAssignmentUpdate, planCopy, spanEndDate } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import type { EventInput, RequestMeta } from '../../platform/events.ts';
import { changed, inSite, lockedStored, refuse, requireStaff, type Site, type SiteWriter, stored } from './schedule-site.ts';
import { fieldsOf, ruleContext, type SitePlan, toAssignment } from './site-plan.ts';
import { setStaffRestrictionFor } from './staff-restriction.ts';
import {
  type AssignmentRow,
  deleteAssignmentRow,
  insertAssignmentRow,
  listAssignmentRows,
  updateAssignmentFields,
  updateAssignmentRow,
} from './staff-schedule.repository.ts';

// Adding, changing, deleting, copying and spanning assignments.

/** Creates assignments after the rules; used by add, copy, templates and redistribution. */
export async function createAssignments(
  tx: Executor,
  s: SiteWriter,
  plan: SitePlan,
  list: TAssignmentFields[],
  type: EventInput['type'] = 'assignment.created',
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
