import { AUDIT_RECLEAN, type THousekeepingReport, type TReportSave } from '@carehome/contracts';
import { validateReportSave } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Tx, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { type RequestMeta, recordEvent } from '../../platform/events.ts';
import { recordClean } from '../corrective-actions/index.ts';
import { roomTypeRoutines } from './clean-tasks.repository.ts';
import { endTasksDoneBy } from './clean-tasks.ts';
import { toOperations, toReport } from './cleaning.mapping.ts';
import {
  type CleanTarget,
  findCleanTarget,
  findMarking,
  findReportForUpdate,
  insertReport,
  lockReportId,
  type ReportRow,
  recordCompletedClean,
  updateReport,
} from './cleaning.repository.ts';
import { firstSavesOf } from './report-first-saves.ts';
import { reportSavedEvent, reportValues } from './report-values.ts';
import { assertStaff, authorOf, problemError, tabletOf } from './save-checks.ts';

/**
 * How a save of a report that already exists relates to it. The tablet's outbox sends a save again,
 * unchanged, until it gets an answer, and a continued report is saved again with a later report date:
 * 'same' is a replay (answered with the stored report), 'older' a replay overtaken by a later save
 * (ignored: the stored report is the newer one), 'newer' a real change.
 */
function replayOf(existing: ReportRow, save: TReportSave): 'same' | 'older' | 'newer' {
  const saved = existing.reportDate?.getTime();
  const sent = Date.parse(save.reportDate);
  if (saved === sent && existing.status === save.status) return 'same';
  return saved !== undefined && sent < saved ? 'older' : 'newer';
}

/**
 * POST /housekeeping/submitReport: saves a cleaning report. The id comes from the tablet, so a save
 * replayed from its outbox finds the report it already made (see `replayOf`); a finished (Complete or
 * Declined) report is read-only. A Complete report moves the room's last clean at its priority.
 *
 * Most saves are of a new report: they go to `firstSaves`, which writes concurrent ones of an
 * organization together (`saveNewReports`: one read, one write). Whatever that cannot settle (the id is
 * taken, any check fails, a marking is named, the shared transaction failed) goes `saveReportAgain`'s
 * way alone, which answers a replay before any check, so a try that gave up changed nothing and decides
 * nothing.
 */
export async function submitReport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  device: DeviceContext | null,
  save: TReportSave,
): Promise<THousekeepingReport> {
  assertStaff(auth, false);
  assertSiteVisible(auth, save.facilityId);
  const saved = save.markingReportId ? undefined : await firstSavesOf(ctx).save({ auth, meta, device, save });
  if (saved) return saved;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const room = await findCleanTarget(tx, save.facilityId, save.roomId, save.selectedCleanType);
    if (!room) throw notFound();
    return saveReportAgain(tx, auth, meta, device, save, room);
  });
}

/** A save of a report that may exist already: a replay, a change, or a first save `saveNewReport` left. */
async function saveReportAgain(
  tx: Tx,
  auth: TenantAuth,
  meta: RequestMeta,
  device: DeviceContext | null,
  save: TReportSave,
  room: CleanTarget,
): Promise<THousekeepingReport> {
  await lockReportId(tx, save.id);
  const existing = await findReportForUpdate(tx, save.id);
  if (existing && existing.roomId !== room.id) throw new AppError(409, 'duplicate.id');
  // A replay is answered before any other check: rules or configuration changed since must not turn
  // a save the server already holds into an error on the tablet.
  if (existing && replayOf(existing, save) !== 'newer') return toReport(existing);

  const tabletId = await tabletOf(tx, auth, device);
  const author = await authorOf(tx, auth, tabletId, save.authorStaffId);
  const { routine, roomType } = room;
  if (!routine || roomType === null) throw fieldError('selectedCleanType', 'report.unknown_clean_type');
  const marking = save.markingReportId ? await findMarking(tx, save.facilityId, save.markingReportId) : undefined;
  if (save.markingReportId && marking?.roomId !== room.id) throw fieldError('markingReportId', 'validation.invalid');
  const [problem] = validateReportSave(save, {
    isStaffMember: true,
    markingCleanType: marking?.cleanType ?? null,
    storedStatus: existing?.status ?? null,
  });
  if (problem) throw problemError(problem);

  const values = reportValues(auth, save, { ...room, routine, roomType }, author, tabletId);
  const row = existing
    ? await updateReport(tx, save.id, values)
    : await insertReport(tx, { id: save.id, tenantId: auth.tenantId, facilityId: save.facilityId, roomId: room.id, ...values });
  // No row: the id belongs to another organization's report, which row security hides.
  if (!row) throw new AppError(409, 'duplicate.id');
  let endedTasks: string[] = [];
  if (row.status === 'Complete' && row.reportDate) {
    await recordCompletedClean(tx, auth.tenantId, room.id, row.priority, row.reportDate, row.id);
    const done = { cleanType: row.cleanType, priority: row.priority, completedAt: row.reportDate, startedAt: row.startDate };
    endedTasks = await endTasksDoneBy(tx, room.id, { ...done, reportId: row.id });
    const clean = { ...row, completedAt: row.reportDate, reportId: row.id, staffName: `${author.firstName} ${author.lastName}` };
    const recleaned = await recordClean(tx, { ...clean, operations: toOperations(row.operations) }, await roomTypeRoutines(tx, room.id));
    if (recleaned) endedTasks.push(AUDIT_RECLEAN);
  }
  const event = reportSavedEvent(auth, meta, row, author.id);
  await recordEvent(tx, { ...event, data: { ...event.data, ...(endedTasks.length ? { endedTasks } : {}) } });
  return toReport(row);
}
