import type {
  TAddAssignment,
  TAssignmentFields,
  TAssignmentSaved,
  TCopyAssignments,
  TCopyResult,
  TUpdateAssignment,
} from '@carehome/contracts';
import {
  addDays,
  assignmentProblems,
  type ExistingAssignment,
  findDuplicate,
  planAssignmentDelete,
  planAssignmentUpdate,
  planCopy,
  spanEndDate,
  withoutDuplicateDays,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import type { EventInput, RequestMeta } from '../../platform/events.ts';
import {
  changed,
  duplicateError,
  inSite,
  lockedStored,
  refuse,
  requireStaff,
  type Site,
  type SiteWriter,
  stored,
} from './schedule-site.ts';
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
import { recordUndo, stateOf } from './undo.ts';

// Adding, changing, deleting, copying and spanning assignments.

/** The site's assignments over the days of `list` (what a new one could duplicate). */
async function existingOver(tx: Executor, facilityId: string, list: readonly TAssignmentFields[]): Promise<ExistingAssignment[]> {
  if (list.length === 0) return [];
  const from = list.reduce((min, f) => (f.startDate < min ? f.startDate : min), (list[0] as TAssignmentFields).startDate);
  const to = list.reduce((max, f) => (f.endDate > max ? f.endDate : max), (list[0] as TAssignmentFields).endDate);
  return (await listAssignmentRows(tx, facilityId, from, to)).map((r) => ({ ...fieldsOf(r), id: r.id, completed: r.completed }));
}

/**
 * Creates assignments after the rules; used by add, copy, templates, redistribution and the calendar
 * import. One that duplicates an assignment already there (or one made just before in the list) is
 * refused naming the other.
 */
export async function createAssignments(
  tx: Executor,
  s: SiteWriter,
  plan: SitePlan,
  list: (TAssignmentFields & { coversStaffMemberId?: string })[],
  type: EventInput['type'] = 'assignment.created',
) {
  const created: AssignmentRow[] = [];
  const existing = await existingOver(tx, plan.facilityId, list);
  for (const [i, fields] of list.entries()) {
    if (fields.staffMemberId) requireStaff(plan, fields.staffMemberId);
    const problems = assignmentProblems(fields, ruleContext(plan));
    if (problems.length) {
      if (list.length === 1) refuse(problems);
      const p = problems[0] as NonNullable<(typeof problems)[0]>;
      throw fieldError(`assignments.${i}.${p.field}`, p.code, 400, p.params ?? {});
    }
    const dup = findDuplicate(fields, existing);
    if (dup) throw duplicateError(plan, dup, list.length === 1 ? 'assignment.roomNumbers' : `assignments.${i}.roomNumbers`);
    const row = await insertAssignmentRow(tx, s.auth.tenantId, plan.facilityId, fields);
    existing.push({ ...fieldsOf(row), id: row.id, completed: false });
    created.push(row);
  }
  if (created.length) await changed(tx, s, type, created.length === 1 ? (created[0] as AssignmentRow).id : null, { count: created.length });
  return created;
}

/**
 * Creates what of `list` is not planned already (copies, templates, site schedules, sick-call covers):
 * each on the days no assignment of the same work applies (see withoutDuplicateDays); `skipped` counts
 * those wholly there already.
 */
export async function createWithoutDuplicates(
  tx: Executor,
  s: SiteWriter,
  plan: SitePlan,
  list: TAssignmentFields[],
  type: EventInput['type'],
): Promise<{ created: AssignmentRow[]; skipped: number }> {
  const existing = await existingOver(tx, plan.facilityId, list);
  const pieces: TAssignmentFields[] = [];
  let skipped = 0;
  for (const fields of list) {
    const rest = withoutDuplicateDays(fields, existing);
    if (rest.length === 0) skipped++;
    pieces.push(...rest);
    existing.push(...rest.map((f, i) => ({ ...f, id: `new-${pieces.length}-${i}`, completed: false })));
  }
  return { created: await createAssignments(tx, s, plan, pieces, type), skipped };
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
  const dup = findDuplicate(
    change.kind === 'split' ? change.created : change.fields,
    await existingOver(tx, plan.facilityId, [next]),
    row.id,
  );
  if (dup) throw duplicateError(plan, dup, 'assignment.roomNumbers');
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
    // A copy that would duplicate an assignment already on its day (a span or another copy) is not made.
    const { created, skipped } = await createWithoutDuplicates(tx, s, plan, list, 'assignment.copied');
    const undo = await recordUndo(tx, s, 'copy', { createdIds: created.map((r) => r.id) });
    return { created: created.map((r) => toAssignment(r, plan.today)), skipped: copyPlan.skipped + skipped, undo };
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
    const saved = await saveChange(tx, s, plan, row, { ...fieldsOf(row), endDate: end });
    // Undone: the original as it was, and the new assignment of a split removed.
    const createdIds = saved.completedOriginal ? [saved.assignment.id] : [];
    return { ...saved, undo: await recordUndo(tx, s, 'span', { createdIds, before: [stateOf(row)] }) };
  });
}
