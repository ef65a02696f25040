import type { TUndo } from '@carehome/contracts';
import type { UndoAssignmentState } from '../../db/schema/schedules.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { restoreLastRun } from './facility-schedules.repository.ts';
import { changed, inSite, type SiteWriter, withStartedFlags } from './schedule-site.ts';
import { fieldsOf, type SitePlan } from './site-plan.ts';
import {
  type AssignmentRow,
  deleteAssignmentRow,
  listAssignmentRowsById,
  setAbsent,
  updateAssignmentRow,
} from './staff-schedule.repository.ts';
import { insertUndo, lockUndo, markUndone } from './undo.repository.ts';

// Undo of the schedule changes that ask first ('Run now' of a site schedule, copy, span,
// redistribution): for UNDO_MINUTES the change can be taken back exactly — the assignments it made are
// deleted, those it changed get their fields and states back, the absence it set is lifted. Work
// recorded meanwhile under an assignment it made ends the undo (that history is kept). A run by hand
// undone also puts the site schedule's last run back.

export const UNDO_MINUTES = 30;

export const stateOf = (row: AssignmentRow): UndoAssignmentState => ({
  id: row.id,
  fields: fieldsOf(row),
  started: row.started,
  completed: row.completed,
  coversStaffMemberId: row.coversStaffMemberId,
  updatedAt: row.updatedAt.toISOString(),
});

/** Records what a change made and replaced; the answer the client offers the undo with. */
export async function recordUndo(
  tx: Executor,
  s: SiteWriter,
  kind: string,
  change: {
    createdIds: string[];
    before?: UndoAssignmentState[];
    absences?: { staffMemberId: string; date: string }[];
    siteSchedule?: { id: string; lastRun: string | null; lastResult: string | null };
  },
): Promise<TUndo> {
  const row = await insertUndo(tx, {
    tenantId: s.auth.tenantId,
    facilityId: s.facilityId,
    kind,
    createdIds: change.createdIds,
    before: change.before ?? [],
    absences: change.absences ?? [],
    siteSchedule: change.siteSchedule ?? null,
    minutes: UNDO_MINUTES,
  });
  return { id: row.id, until: row.expiresAt.toISOString() };
}

async function undoIn(tx: Executor, plan: SitePlan, id: string) {
  const undo = await lockUndo(tx, plan.facilityId, id);
  if (!undo) throw notFound();
  if (!undo.open) throw fieldError('id', 'assignment.undo_expired', 409);
  const made = await withStartedFlags(tx, plan, await listAssignmentRowsById(tx, plan.facilityId, undo.createdIds));
  if (made.some((r) => r.started)) throw fieldError('id', 'assignment.undo_started', 409);
  for (const r of made) await deleteAssignmentRow(tx, r.id);
  for (const b of undo.before) {
    await updateAssignmentRow(tx, b.id, { ...b.fields, started: b.started, completed: b.completed });
  }
  for (const a of undo.absences) await setAbsent(tx, undo.tenantId, plan.facilityId, a.staffMemberId, a.date, false);
  const run = undo.siteSchedule;
  if (run) await restoreLastRun(tx, run.id, run.lastRun ? new Date(run.lastRun) : null, run.lastResult);
  await markUndone(tx, undo.id);
  return { removed: made.length, restored: undo.before.length };
}

export async function undoChange(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: { facilityId: string; id: string }) {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    const result = await undoIn(tx, plan, input.id);
    await changed(tx, s, 'assignment.updated', null, { undo: input.id, ...result });
    return { ok: true as const, ...result };
  });
}
