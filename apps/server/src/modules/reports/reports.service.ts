import {
  AUDIT_RECLEAN,
  type TAuditReport,
  type TAuditSave,
  type THousekeepingReport,
  type TMarkingReport,
  type TMarkingSave,
  type TReportOperation,
  type TReportSave,
} from '@carehome/contracts';
import {
  applyAuditDefaults,
  auditMethodsForSave,
  auditReportDate,
  type CleaningErrorCode,
  type CleaningProblem,
  roleIncludes,
  savePermissionProblem,
  validateReportSave,
  withSupervisorNote,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Tx, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { recordAudit, recordClean } from '../corrective-actions/index.ts';
import { findSiteRow } from '../sites/sites.repository.ts';
import { findStaffMember } from '../staff/staff.repository.ts';
import { roomTypeRoutines } from './clean-tasks.repository.ts';
import { endTasksDoneBy, SAVE_FACT_TASK_KEYS, tasksEndedBy } from './clean-tasks.ts';
import { shownReports } from './report-history.access.ts';
import { findSaveFacts, insertNewReports, type NewReport, type SaveFacts } from './report-save.repository.ts';
import { toMarking, toOperations, toReport } from './reports.mapping.ts';
import {
  type CleanTarget,
  findCleanTarget,
  findMarking,
  findMarkingById,
  findRegisteredTablet,
  findReport,
  findReportForUpdate,
  insertMarkingOnce,
  insertReport,
  listMarkings,
  listReports,
  lockReportId,
  markMarkingAudited,
  type ReportFilter,
  type ReportRow,
  recordCompletedClean,
  updateReport,
} from './reports.repository.ts';
import { SaveBatcher } from './save-batcher.ts';

/** How the server answers each problem the domain's save rules find. */
const PROBLEM_ANSWERS: Record<CleaningErrorCode, { status: number; field?: string }> = {
  'report.no_permission': { status: 403 },
  'marking.no_permission': { status: 403 },
  'report.readonly': { status: 409 },
  'report.signature_required': { status: 400, field: 'declineSignature' },
  'report.clean_type_mismatch': { status: 400, field: 'selectedCleanType' },
};

function problemError(problem: CleaningProblem): AppError {
  const answer = PROBLEM_ANSWERS[problem.code];
  return answer.field ? fieldError(answer.field, problem.code, answer.status) : new AppError(answer.status, problem.code);
}

/** Only staff members save reports, audits and markings (spec sections 5 and 6). */
function assertStaff(auth: TenantAuth, marking: boolean): void {
  const problem = savePermissionProblem({ isStaffMember: auth.kind === 'staff', mode: marking ? 'marking' : 'normal' });
  if (problem) throw problemError(problem);
}

/**
 * The registered tablet of the caller's organization a request comes through: the session's (signed in
 * on the tablet) or the X-Device-Token's. A device of another organization, or one unregistered since,
 * counts for nothing.
 */
async function tabletOf(tx: Tx, auth: TenantAuth, device: DeviceContext | null): Promise<string | null> {
  return findRegisteredTablet(tx, auth.tenantId, deviceIdsOf(auth, device));
}

/**
 * The staff member a save is recorded for. A save queued on a tablet may arrive after another person
 * signed in there (or after the author's session ended): it keeps its author when it comes through a
 * registered tablet of the organization. Anywhere else, people save only as themselves.
 */
async function authorOf(tx: Tx, auth: TenantAuth, tabletId: string | null, authorStaffId: string) {
  if (authorStaffId !== auth.subjectId && !tabletId) throw new AppError(403, 'report.author_not_allowed');
  const author = await findStaffMember(tx, authorStaffId);
  if (!author) throw fieldError('authorStaffId', 'validation.invalid');
  return author;
}

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
 * Who signed a decline: the resident the tablet names (a shared room's residents decline for
 * themselves), else the room's first resident. A queued save whose resident has moved out since is
 * kept as signed, never refused.
 */
function declinerOf(save: TReportSave, residents: readonly { id: string }[]): string | null {
  return save.declinedBy ?? residents[0]?.id ?? null;
}

/** The stored values of a report save, but for its id and place (which a change never moves). */
function reportValues(
  auth: TenantAuth,
  save: TReportSave,
  room: CleanTarget & { routine: NonNullable<CleanTarget['routine']>; roomType: string },
  author: { id: string; firstName: string; lastName: string },
  tabletId: string | null,
) {
  const { routine, resident } = room;
  const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;
  return {
    status: save.status,
    startDate: new Date(save.startDate),
    reportDate: new Date(save.reportDate),
    selectedGroupTime: save.selectedGroupTime ? new Date(save.selectedGroupTime) : null,
    cleanType: routine.cleanType,
    routineId: routine.id,
    priority: routine.priority,
    roomNumber: room.roomNumber,
    roomTypeId: room.roomTypeId,
    roomType: room.roomType,
    residentId: resident?.id ?? null,
    residentName: resident ? nameOf(resident) : null,
    residents: room.residents.map((r) => ({ id: r.id, name: nameOf(r) })),
    staffMemberId: author.id,
    staffFirstName: author.firstName,
    staffLastName: author.lastName,
    comment: save.comment,
    residentFamilyConcern: save.residentFamilyConcern,
    maintenance: save.maintenance,
    pestControl: save.pestControl,
    operations: save.operations as unknown as Record<string, unknown>[],
    photos: save.photos as unknown as Record<string, unknown>[],
    // Only a decline carries the resident's signature.
    declineSignature: save.status === 'Declined' ? save.declineSignature : null,
    declinedByResidentId: save.status === 'Declined' ? declinerOf(save, room.residents) : null,
    markingReportId: save.markingReportId,
    submittedBy: auth.subjectId,
    deviceId: tabletId,
  };
}

/** The 'report.saved' event of a save (one per save that wrote the report); `endedTasks` are added when there are. */
function reportSavedEvent(
  auth: TenantAuth,
  meta: RequestMeta,
  report: { id: string; facilityId: string; roomId: string; status: string; cleanType: string },
  authorId: string,
) {
  return {
    ...fromRequest(meta),
    tenantId: auth.tenantId,
    facilityId: report.facilityId,
    type: 'report.saved',
    subjectType: 'housekeeping_report',
    subjectId: report.id,
    data: { roomId: report.roomId, status: report.status, cleanType: report.cleanType, author: authorId },
  };
}

/** The devices a request may come through: its session's tablet and its X-Device-Token's. */
function deviceIdsOf(auth: TenantAuth, device: DeviceContext | null): string[] {
  return [...new Set([auth.deviceId, device?.id].filter((id): id is string => Boolean(id)))];
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

/** A save of a report as the route received it. */
interface ReportSaveRequest {
  auth: TenantAuth;
  meta: RequestMeta;
  device: DeviceContext | null;
  save: TReportSave;
}

/** The first-save batcher of each app (one per database: tests run several apps in one process). */
const firstSaves = new WeakMap<AppContext['database'], SaveBatcher<ReportSaveRequest, THousekeepingReport>>();
function firstSavesOf(ctx: AppContext): SaveBatcher<ReportSaveRequest, THousekeepingReport> {
  let batcher = firstSaves.get(ctx.database);
  if (!batcher) {
    batcher = new SaveBatcher<ReportSaveRequest, THousekeepingReport>({
      keyOf: (r) => r.auth.tenantId,
      roomOf: (r) => r.save.roomId,
      run: (tenantId, requests) => saveNewReports(ctx, tenantId, requests),
      onBatchError: (err, size) => ctx.log.warn({ err, size }, 'report saves: a shared save failed, each is saved alone'),
    });
    firstSaves.set(ctx.database, batcher);
  }
  return batcher;
}

/**
 * First saves of reports of one organization, in one transaction of four round trips whatever their
 * number: what the saves need to know, then the inserts with the rooms' last cleans, the ended tasks and
 * the events. Each answer is undefined, having written nothing, when its save is not a first one (the id
 * is taken) or when a check would refuse it (the caller's way then answers a replay first, or gives the
 * error).
 */
async function saveNewReports(
  ctx: AppContext,
  tenantId: string,
  requests: ReportSaveRequest[],
): Promise<(THousekeepingReport | undefined)[]> {
  return withTenant(ctx.database.db, tenantId, async (tx) => {
    const facts = await findSaveFacts(
      tx,
      tenantId,
      requests.map(({ auth, device, save }) => ({
        facilityId: save.facilityId,
        roomId: save.roomId,
        cleanType: save.selectedCleanType,
        deviceIds: deviceIdsOf(auth, device),
        authorStaffId: save.authorStaffId,
      })),
      SAVE_FACT_TASK_KEYS,
    );
    // Two saves of one id at once (the same save from two rooms): the second goes the long way, which
    // finds the first and answers as for any id taken.
    const ids = new Set<string>();
    const planned = requests.map((request, i) => {
      const write = ids.has(request.save.id) ? undefined : newReportOf(request, facts[i]);
      if (write) ids.add(write.row.id);
      return write;
    });
    const writes = planned.filter((w): w is NewReport => w !== undefined);
    const saved = await insertNewReports(tx, writes);
    const byId = new Map(writes.map((w, i) => [w.row.id, saved[i]]));
    return planned.map((w) => {
      const one = w && byId.get(w.row.id);
      return one && toReport(one.row);
    });
  });
}

/** What a first save writes, or undefined when it is not for this way (see `saveNewReports`). */
function newReportOf({ auth, meta, save }: ReportSaveRequest, facts: SaveFacts | undefined): NewReport | undefined {
  if (!facts) return undefined;
  const { target: room, tabletId, author } = facts;
  if (save.authorStaffId !== auth.subjectId && !tabletId) return undefined;
  if (!author || !room.routine || room.roomType === null || save.markingReportId) return undefined;
  // A clean of a room with a failed audit's open re-clean goes the long way, which decides whether it did
  // the failed operations.
  if (save.status === 'Complete' && facts.openTasks.some((t) => t.taskKey === AUDIT_RECLEAN)) return undefined;
  const problems = validateReportSave(save, { isStaffMember: true, markingCleanType: null, storedStatus: null });
  if (problems.length) return undefined;
  const values = reportValues(auth, save, { ...room, routine: room.routine, roomType: room.roomType }, author, tabletId);
  const ending =
    save.status === 'Complete'
      ? tasksEndedBy(
          facts.openTasks,
          { cleanType: values.cleanType, priority: values.priority, completedAt: values.reportDate },
          facts.routines,
        )
      : [];
  const row = { id: save.id, tenantId: auth.tenantId, facilityId: save.facilityId, roomId: room.id, ...values };
  return { row, ending, event: reportSavedEvent(auth, meta, row, author.id) };
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
    endedTasks = await endTasksDoneBy(tx, room.id, { cleanType: row.cleanType, priority: row.priority, completedAt: row.reportDate });
    const clean = { ...row, completedAt: row.reportDate, reportId: row.id, staffName: `${author.firstName} ${author.lastName}` };
    const recleaned = await recordClean(tx, { ...clean, operations: toOperations(row.operations) }, await roomTypeRoutines(tx, room.id));
    if (recleaned) endedTasks.push(AUDIT_RECLEAN);
  }
  const event = reportSavedEvent(auth, meta, row, author.id);
  await recordEvent(tx, { ...event, data: { ...event.data, ...(endedTasks.length ? { endedTasks } : {}) } });
  return toReport(row);
}

/**
 * POST /housekeeping/submitReport with an audit: a supervisor records the methods used and each
 * operation's result on a saved report. Operations left without a result get the domain's default; the
 * audit report date is set when no operation is NotObserved, and kept from the first time it was.
 * With a pre-audit marking, fluorescent gel was the method of the marked spots.
 */
export async function submitAudit(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  device: DeviceContext | null,
  audit: TAuditSave,
): Promise<THousekeepingReport> {
  assertStaff(auth, false);
  if (!roleIncludes(auth.role, 'FacilityAssistant')) throw new AppError(403, 'report.not_audit_role');
  assertSiteVisible(auth, audit.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const report = await findReportForUpdate(tx, audit.reportId);
    if (!report || report.facilityId !== audit.facilityId) throw notFound();
    if (report.status !== 'Complete' && report.status !== 'Incomplete') throw new AppError(409, 'report.readonly');
    const auditor = await authorOf(tx, auth, await tabletOf(tx, auth, device), audit.authorStaffId);
    if (!roleIncludes(auditor.role as TenantAuth['role'], 'FacilityAssistant')) throw new AppError(403, 'report.not_audit_role');
    const marking = report.markingReportId ? await findMarking(tx, audit.facilityId, report.markingReportId) : undefined;
    const hasMarkingReport = Boolean(marking);
    const marked = new Set(((marking?.operations ?? []) as unknown as TReportOperation[]).filter((o) => o.isMarked).map((o) => o.id));
    const results = new Map(audit.operations.map((o) => [o.id, o.auditStatus]));
    const operations = applyAuditDefaults(
      (report.operations as unknown as TReportOperation[]).map((o) => ({
        ...o,
        isMarked: marked.has(o.id),
        auditStatus: results.get(o.id) ?? o.auditStatus,
      })),
      { mode: 'audit', hasMarkingReport },
    );
    const previous = report.auditReport as unknown as TAuditReport | null;
    const completedAt = auditReportDate(operations, new Date());
    const methods = auditMethodsForSave(
      {
        directObservationMethod: audit.directObservationMethod,
        fluorescentGelMethod: audit.fluorescentGelMethod,
        atpSystemMethod: audit.atpSystemMethod,
        swabCulturesMethod: audit.swabCulturesMethod,
        agarSlideCulturesMethod: audit.agarSlideCulturesMethod,
      },
      hasMarkingReport,
    );
    const auditReport: TAuditReport = {
      auditorId: auditor.id,
      auditor: `${auditor.firstName} ${auditor.lastName}`,
      markingDate: (marking?.markingDate ?? marking?.startDate)?.toISOString() ?? null,
      startDate: previous?.startDate ?? audit.startDate,
      reportDate: completedAt === null ? null : (previous?.reportDate ?? completedAt),
      comment: audit.comment,
      photos: audit.photos,
      ...methods,
    };
    const row = await updateReport(tx, report.id, {
      operations: operations as unknown as Record<string, unknown>[],
      auditReport: auditReport as unknown as Record<string, unknown>,
    });
    if (marking) await markMarkingAudited(tx, marking.id, report.id);
    const reclean = await recordAudit(
      tx,
      {
        tenantId: auth.tenantId,
        facilityId: report.facilityId,
        roomId: report.roomId,
        roomNumber: report.roomNumber,
        reportId: report.id,
        cleanType: report.cleanType,
        reportDate: report.reportDate,
        operations,
        audit: auditReport,
      },
      new Date(),
    );
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: audit.facilityId,
      type: 'report.audited',
      subjectType: 'housekeeping_report',
      subjectId: report.id,
      data: { roomId: report.roomId, complete: completedAt !== null, auditor: auditor.id, ...(reclean ? { reclean } : {}) },
    });
    return toReport(row);
  });
}

/**
 * POST /housekeeping/submitmarkingreport: a supervisor marks operations before the clean (operations
 * without a result are NotObserved). A marking is saved once: a replay answers the first one.
 */
export async function submitMarking(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  device: DeviceContext | null,
  save: TMarkingSave,
): Promise<TMarkingReport> {
  assertStaff(auth, true);
  if (!roleIncludes(auth.role, 'FacilityAssistant')) throw new AppError(403, 'marking.no_permission');
  assertSiteVisible(auth, save.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const room = await findCleanTarget(tx, save.facilityId, save.roomId, save.cleanType);
    if (!room) throw notFound();
    const replayed = await findMarkingById(tx, save.id);
    if (replayed) {
      if (replayed.roomId !== room.id) throw new AppError(409, 'duplicate.id');
      return toMarking(replayed, room.roomNumber);
    }
    const tabletId = await tabletOf(tx, auth, device);
    const auditor = await authorOf(tx, auth, tabletId, save.authorStaffId);
    const { routine } = room;
    if (!routine || room.roomType === null) throw fieldError('cleanType', 'report.unknown_clean_type');
    const { row, inserted } = await insertMarkingOnce(tx, {
      id: save.id,
      tenantId: auth.tenantId,
      facilityId: save.facilityId,
      roomId: room.id,
      roomType: room.roomType,
      cleanType: routine.cleanType,
      auditorId: auditor.id,
      auditorName: `${auditor.firstName} ${auditor.lastName}`,
      startDate: new Date(save.startDate),
      markingDate: new Date(save.markingDate),
      operations: applyAuditDefaults(save.operations, { mode: 'marking', hasMarkingReport: false }) as unknown as Record<string, unknown>[],
      submittedBy: auth.subjectId,
      deviceId: tabletId,
    });
    if (!row || row.roomId !== room.id) throw new AppError(409, 'duplicate.id');
    if (inserted) {
      await recordEvent(tx, {
        ...fromRequest(meta),
        tenantId: auth.tenantId,
        facilityId: save.facilityId,
        type: 'marking.saved',
        subjectType: 'marking_report',
        subjectId: row.id,
        data: { roomId: room.id, cleanType: row.cleanType },
      });
    }
    return toMarking(row, room.roomNumber);
  });
}

/** POST /housekeeping/updatereportprops: the supervisor note, saved apart from the report (read-only or not). */
export async function updateSupervisorNote(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { id: string; facilityId: string; supervisorNote: string | null },
): Promise<THousekeepingReport> {
  assertSiteVisible(auth, input.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const report = await findReport(tx, input.facilityId, input.id);
    if (!report) throw notFound();
    const { supervisorNote } = withSupervisorNote(report, input.supervisorNote);
    const row = await updateReport(tx, report.id, { supervisorNote });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: input.facilityId,
      type: 'report.note_updated',
      subjectType: 'housekeeping_report',
      subjectId: report.id,
      data: { roomId: report.roomId },
    });
    return toReport(row);
  });
}

/** POST /housekeeping/reports: reports by ids, room or period, keyed by id. */
export async function findReports(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  filter: ReportFilter,
): Promise<Record<string, THousekeepingReport>> {
  assertSiteVisible(auth, filter.facilityId);
  const reports = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return shownReports(tx, auth, meta, filter.facilityId, (await listReports(tx, filter)).map(toReport));
  });
  return Object.fromEntries(reports.map((r) => [r.id, r]));
}

/** POST /housekeeping/markingreports: pre-audit markings by ids, room or period, keyed by id. */
export async function findMarkings(ctx: AppContext, auth: TenantAuth, filter: ReportFilter): Promise<Record<string, TMarkingReport>> {
  assertSiteVisible(auth, filter.facilityId);
  const rows = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return listMarkings(tx, filter);
  });
  return Object.fromEntries(rows.map(({ marking, roomNumber }) => [marking.id, toMarking(marking, roomNumber)]));
}
