import type {
  TApplyTemplate,
  TAssignmentFields,
  TAssignmentTemplate,
  TCopyResult,
  TSaveAssignmentTemplates,
  TTemplateAssignment,
} from '@carehome/contracts';
import { coversDay, datesBetween, weekDayOf, weekOf } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { createWithoutDuplicates } from './assignment-writes.ts';
import type { SiteWriter } from './schedule-site.ts';
import { loadSitePlan, toAssignment } from './site-plan.ts';
import { listAssignmentRows } from './staff-schedule.repository.ts';
import { deleteTemplatesExcept, findTemplate, insertTemplate, listTemplates, updateTemplate } from './templates.repository.ts';

// Assignment templates (id, description; POST /facility/assignmentTemplates): a reusable
// set of assignments. Applied to a day, each becomes a one-day assignment; applied to a week, each covers
// Monday to Sunday on its week days. Days before the site's today are left out.

export async function getTemplates(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TAssignmentTemplate[]> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    await loadSitePlan(tx, facilityId);
    return listTemplates(tx, facilityId);
  });
}

export async function saveTemplates(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TSaveAssignmentTemplates) {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const plan = await loadSitePlan(tx, input.facilityId);
    const keep: string[] = [];
    for (const [i, t] of input.templates.entries()) {
      for (const [j, a] of t.assignments.entries()) checkTemplateAssignment(plan.staffById, a, `templates.${i}.assignments.${j}`);
      if (t.id && (await updateTemplate(tx, input.facilityId, { ...t, id: t.id }))) keep.push(t.id);
      else keep.push(await insertTemplate(tx, auth.tenantId, input.facilityId, t));
    }
    await deleteTemplatesExcept(tx, input.facilityId, keep);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'schedule.templates_saved',
    });
    return { templates: await listTemplates(tx, input.facilityId) };
  });
}

function checkTemplateAssignment(staff: Map<string, { isArchived: boolean }>, a: TTemplateAssignment, field: string) {
  if (!(a.roomNumbers.length || a.roomTypeId || a.facilityAreas.length || a.cleanType)) {
    throw fieldError(`${field}.roomNumbers`, 'assignment.target_required');
  }
  if (a.staffMemberId && !staff.has(a.staffMemberId)) throw notFound();
}

/** Makes a template of the assignments that apply on `date` (what the lead just planned). */
export async function templateFromDay(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; date: string; description: string },
): Promise<{ template: TAssignmentTemplate }> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    await loadSitePlan(tx, input.facilityId);
    // A sick-call cover stands in for one day only; the absent person's own list is the rota.
    const rows = (await listAssignmentRows(tx, input.facilityId, input.date, input.date)).filter(
      (r) => coversDay(r, input.date) && !r.coversStaffMemberId,
    );
    if (rows.length === 0) throw fieldError('date', 'assignment.nothing_to_copy');
    const assignments: TTemplateAssignment[] = rows.map((r) => ({
      staffMemberId: r.staffMemberId,
      description: r.description,
      task: r.task,
      roomNumbers: r.roomNumbers,
      roomTypeId: r.roomTypeId,
      facilityAreas: r.facilityAreas,
      cleanType: r.cleanType,
      scheduledDays: r.scheduledDays,
    }));
    const id = await insertTemplate(tx, auth.tenantId, input.facilityId, { description: input.description, assignments });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'schedule.templates_saved',
    });
    return { template: { id, description: input.description, assignments } };
  });
}

/** The assignments a template makes for a day or a week, from the site's today at the earliest. */
export function templateAssignments(t: TAssignmentTemplate, period: 'day' | 'week', date: string, today: string): TAssignmentFields[] {
  const { monday, sunday } = weekOf(date);
  const [from, to] = period === 'day' ? [date, date] : [monday, sunday];
  const start = from < today ? today : from;
  if (start > to) return [];
  const out: TAssignmentFields[] = [];
  for (const a of t.assignments) {
    const base = { ...a, startDate: start, endDate: to };
    if (period === 'day') {
      if (a.scheduledDays.length && !a.scheduledDays.includes(weekDayOf(date))) continue;
      out.push({ ...base, scheduledDays: [] });
    } else if (datesBetween(start, to).some((d) => coversDay(base, d))) {
      out.push(base);
    }
  }
  return out;
}

/**
 * Applies a template in a transaction (a request, or a site schedule's run). What the schedule already
 * has for those days (same person and work) is not made again, so a template applied twice, or by hand
 * and by its site schedule, does not double the rota.
 */
export async function applyTemplateIn(
  tx: Executor,
  writer: SiteWriter,
  template: TAssignmentTemplate,
  period: 'day' | 'week',
  date: string,
): Promise<TCopyResult> {
  const plan = await loadSitePlan(tx, writer.facilityId);
  if ((period === 'day' ? date : weekOf(date).sunday) < plan.today) throw fieldError('date', 'assignment.past_date');
  // A person archived (or gone) since the template was made leaves the assignment open: someone must be chosen.
  const wanted = templateAssignments(template, period, date, plan.today).map((f) =>
    f.staffMemberId && plan.staffById.get(f.staffMemberId)?.isArchived !== false ? { ...f, staffMemberId: null } : f,
  );
  const { created, skipped } = await createWithoutDuplicates(tx, writer, plan, wanted, 'assignment.template_applied');
  return { created: created.map((r) => toAssignment(r, plan.today)), skipped: template.assignments.length - wanted.length + skipped };
}

export async function applyTemplate(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TApplyTemplate): Promise<TCopyResult> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    await loadSitePlan(tx, input.facilityId);
    const template = await findTemplate(tx, input.facilityId, input.templateId);
    if (!template) throw notFound();
    return applyTemplateIn(tx, { auth, meta, facilityId: input.facilityId }, template, input.period, input.date);
  });
}
