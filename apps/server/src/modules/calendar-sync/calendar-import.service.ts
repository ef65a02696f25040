import {
  CALENDAR_MAX_OCCURRENCES,
  CALENDAR_RANGE_MAX_DAYS,
  type TCalendarEvent,
  type TCalendarImportRequest,
  type TCalendarImportResult,
  type TCalendarReview,
  type TCalendarReviewRow,
} from '@carehome/contracts';
import {
  addDays,
  type CalendarLink,
  type CalendarSite,
  calendarEventKey,
  daysBetween,
  type EventMatch,
  planAssignmentDelete,
  planAssignmentUpdate,
  type RulesProblem,
  reviewCalendar,
  type StoredAssignment,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import {
  createAssignments,
  deleteAssignmentRow,
  fieldsOf,
  insertAssignmentRow,
  loadSitePlan,
  lockAssignmentRow,
  ruleContext,
  type SitePlan,
  setStaffRestriction,
  updateAssignmentFields,
  updateAssignmentRow,
} from '../staff-schedule/index.ts';
import { calendarPoolOf } from './calendar-pool.ts';
import { type LinkRow, listLinks, listStaffForLookup, lockSiteImports, saveLink } from './calendar-sync.repository.ts';

// The calendar import: the wizard's preview and the import itself read the same file with the
// same rules, so what the review shows is what the import does. Imported occurrences are remembered by
// (site, UID, recurrence id): a re-import skips what did not change and updates what did.

/** 400 for a pattern of the rules the engine refuses, beside its field (`rules.filters.0.pattern`, `profiles.2.filters.0.pattern`). */
export function rulesError(problem: RulesProblem, prefix = 'rules'): AppError {
  return fieldError(problem.field.replace(/^rules/, prefix), problem.code, 400, { reason: problem.reason, problem: problem.problem });
}

/** What a file gives, read in a calendar worker: its occurrences and what the rules make of each. */
interface ReadFile {
  events: TCalendarEvent[];
  matches: EventMatch[];
}

/**
 * The file's occurrences over the range and the rules' results, or a 400 naming the line that failed.
 * It runs in a worker with a time and memory budget (calendar-pool.ts), while no database connection is held.
 */
async function readFile(ctx: AppContext, input: TCalendarImportRequest, timeZone: string): Promise<ReadFile> {
  if (input.to < input.from) throw fieldError('to', 'calendar.range_order');
  if (daysBetween(input.from, input.to) >= CALENDAR_RANGE_MAX_DAYS) {
    throw fieldError('to', 'calendar.range_too_long', 400, { days: CALENDAR_RANGE_MAX_DAYS });
  }
  const pool = calendarPoolOf(ctx);
  const result = await pool
    .read({
      fileText: input.fileText,
      range: { timeZone, from: input.from, to: input.to, includeCancelled: input.includeCancelled === true },
      rules: input.rules,
    })
    .catch((err: unknown) => {
      // Operators see who sends files over the budget (a hostile file, or a budget too small for real ones).
      if (err instanceof AppError && err.code === 'calendar.too_complex') {
        ctx.log.warn(
          { facilityId: input.facilityId, chars: input.fileText.length, budgetMs: pool.options.budgetMs },
          'calendar file refused: over its reading budget',
        );
      }
      throw err;
    });
  switch (result.kind) {
    case 'ok':
      return result;
    case 'rules_problem':
      throw rulesError(result.problem);
    case 'parse_error':
      // `problem` and its values let the client word the problem in the user's language.
      throw fieldError('fileText', 'calendar.parse_error', 400, {
        ...result.params,
        ...(result.problem ? { problem: result.problem } : {}),
        line: result.line,
        reason: result.reason,
      });
    case 'too_many_events':
      throw fieldError('fileText', 'calendar.too_many_events', 400, { max: CALENDAR_MAX_OCCURRENCES });
    default:
      // The parser failed in a way it has no words for: still the file's fault, said as such.
      ctx.log.warn({ reason: result.reason }, 'calendar file failed to read');
      throw fieldError('fileText', 'calendar.import_error', 400, { reason: result.reason });
  }
}

const stored = (row: LinkRow['assignment']): StoredAssignment => ({
  ...fieldsOf(row),
  id: row.id,
  started: row.started,
  completed: row.completed,
});

async function reviewIn(tx: Executor, plan: SitePlan, input: TCalendarImportRequest, file: ReadFile) {
  const { events, matches } = file;
  const site: CalendarSite = {
    staff: await listStaffForLookup(tx, plan.facilityId),
    areas: plan.areas,
    roomTypes: plan.roomTypes,
    rules: ruleContext(plan),
  };
  const links = new Map<string, CalendarLink>(
    (
      await listLinks(
        tx,
        plan.facilityId,
        events.map((e) => e.uid),
      )
    ).map((l) => [
      calendarEventKey(l.uid, l.recurrenceId || null),
      { assignmentId: l.assignmentId, imported: l.imported, current: stored(l.assignment) },
    ]),
  );
  return reviewCalendar(events, input.rules, site, links, matches);
}

/**
 * Reads the file first (in a worker, no transaction open: the site's time zone comes from a short one of
 * its own), then runs `fn` in the site's transaction with the file's occurrences.
 */
async function inSite<T>(
  ctx: AppContext,
  auth: TenantAuth,
  input: TCalendarImportRequest,
  fn: (tx: Executor, plan: SitePlan, file: ReadFile) => Promise<T>,
) {
  const { timeZone } = await withVisibleSite(ctx, auth, input.facilityId, (tx) => loadSitePlan(tx, input.facilityId));
  const file = await readFile(ctx, input, timeZone);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => fn(tx, await loadSitePlan(tx, input.facilityId), file));
}

/** POST /calendar/import/preview: the review rows and counts, nothing saved. */
export async function previewImport(ctx: AppContext, auth: TenantAuth, input: TCalendarImportRequest): Promise<TCalendarReview> {
  return inSite(ctx, auth, input, async (tx, plan, file) => ({ ...(await reviewIn(tx, plan, input, file)), timeZone: plan.timeZone }));
}

/** POST /calendar/import: creates and updates the valid rows in one transaction; invalid rows are left out. */
export async function importCalendar(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TCalendarImportRequest,
): Promise<TCalendarImportResult> {
  return inSite(ctx, auth, input, async (tx, plan, file) => {
    await lockSiteImports(tx, plan.facilityId);
    const { rows, counts } = await reviewIn(tx, plan, input, file);
    const writer = { auth, meta, facilityId: plan.facilityId };
    const link = (row: TCalendarReviewRow, assignmentId: string) =>
      saveLink(tx, {
        tenantId: auth.tenantId,
        facilityId: plan.facilityId,
        uid: row.event.uid,
        recurrenceId: row.event.recurrenceId ?? '',
        assignmentId,
        imported: row.assignment as NonNullable<TCalendarReviewRow['assignment']>,
      });

    const toCreate = rows.filter((r) => r.action === 'create');
    const created = await createAssignments(
      tx,
      writer,
      plan,
      toCreate.map((r) => r.assignment as NonNullable<TCalendarReviewRow['assignment']>),
      'assignment.imported',
    );
    for (const [i, row] of toCreate.entries()) await link(row, (created[i] as { id: string }).id);

    const updatedIds: string[] = [];
    for (const row of rows.filter((r) => r.action === 'update')) {
      const fields = row.assignment as NonNullable<TCalendarReviewRow['assignment']>;
      const current = await lockAssignmentRow(tx, plan.facilityId, row.assignmentId as string);
      if (!current) continue;
      const change = planAssignmentUpdate(stored(current), fields, plan.today);
      let id = current.id;
      if (change.kind === 'update') await updateAssignmentFields(tx, current.id, change.fields);
      else if (change.kind === 'split') {
        // A started assignment keeps its past: it ends yesterday and the change starts today.
        await updateAssignmentRow(tx, current.id, { endDate: change.originalEndDate, completed: true });
        id = (await insertAssignmentRow(tx, auth.tenantId, plan.facilityId, change.created)).id;
      }
      await link(row, id);
      updatedIds.push(id);
    }
    if (updatedIds.length) {
      await recordEvent(tx, {
        ...fromRequestIn(meta, auth),
        facilityId: plan.facilityId,
        type: 'assignment.updated',
        subjectType: 'assignment',
        subjectId: updatedIds.length === 1 ? (updatedIds[0] as string) : null,
        data: { count: updatedIds.length, source: 'calendar' },
      });
    }
    const removedIds = await removeCancelled(tx, writer, plan, rows);
    return { counts, createdIds: created.map((r) => r.id), updatedIds, removedIds };
  });
}

/**
 * The assignments earlier imports made of occurrences now cancelled: removed as a deletion in the schedule
 * would (a started one ends yesterday, a completed one stays), and recorded as deleted.
 */
async function removeCancelled(
  tx: Executor,
  writer: { auth: TenantAuth; meta: RequestMeta; facilityId: string },
  plan: SitePlan,
  rows: readonly TCalendarReviewRow[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const row of rows) {
    if (row.action !== 'cancelled' || !row.assignmentId) continue;
    const current = await lockAssignmentRow(tx, plan.facilityId, row.assignmentId);
    if (!current) continue;
    const decision = planAssignmentDelete(stored(current), plan.today);
    if (decision === 'refuse') continue;
    if (decision === 'close') await updateAssignmentRow(tx, current.id, { endDate: addDays(plan.today, -1), completed: true });
    else {
      for (const member of plan.staff) {
        if (member.restrictedAreaAssignmentId === current.id) {
          await setStaffRestriction(tx, plan.facilityId, member.id, { area: null, assignmentId: null });
        }
      }
      await deleteAssignmentRow(tx, current.id);
    }
    removed.push(current.id);
  }
  if (removed.length) {
    await recordEvent(tx, {
      ...fromRequestIn(writer.meta, writer.auth),
      facilityId: writer.facilityId,
      type: 'assignment.deleted',
      subjectType: 'assignment',
      subjectId: removed.length === 1 ? (removed[0] as string) : null,
      data: { count: removed.length, source: 'calendar' },
    });
  }
  return removed;
}
