import type {
  TAuditReport,
  TAuditSave,
  TAuditStatus,
  THousekeepingReport,
  TMarkingReport,
  TMarkingSave,
  TReportOperation,
  TReportPhoto,
  TReportSave,
} from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { type Tx, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { findConfig } from '../housekeeping/config.repository.ts';
import { findRoom, findSiteRow } from '../sites/sites.repository.ts';
import { assertSiteVisible, type TenantAuth } from '../sites/sites.service.ts';
import { findStaffMember } from '../staff/staff.repository.ts';
import {
  currentResident,
  findMarking,
  findReport,
  findReportForUpdate,
  insertMarkingOnce,
  insertReport,
  listMarkings,
  listReports,
  type MarkingRow,
  markMarkingAudited,
  type ReportFilter,
  type ReportRow,
  recordCompletedClean,
  updateReport,
} from './reports.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toReport(r: ReportRow): THousekeepingReport {
  return {
    id: r.id,
    facilityId: r.facilityId,
    status: r.status,
    startDate: r.startDate.toISOString(),
    reportDate: iso(r.reportDate),
    room: { id: r.roomId, number: r.roomNumber },
    roomTypeId: r.roomTypeId,
    roomType: r.roomType,
    resident: r.residentId ? { id: r.residentId, name: r.residentName ?? '' } : null,
    staffMember: r.staffMemberId ? { id: r.staffMemberId, firstName: r.staffFirstName, lastName: r.staffLastName } : null,
    selectedCleanType: r.cleanType,
    priority: r.priority,
    selectedGroupTime: iso(r.selectedGroupTime),
    comment: r.comment,
    residentFamilyConcern: r.residentFamilyConcern,
    maintenance: r.maintenance,
    pestControl: r.pestControl,
    operations: r.operations as unknown as TReportOperation[],
    photos: r.photos as unknown as TReportPhoto[],
    supervisorNote: r.supervisorNote,
    declineSignature: r.declineSignature,
    auditReport: (r.auditReport as unknown as TAuditReport | null) ?? null,
    markingReportId: r.markingReportId,
  };
}

export function toMarking(m: MarkingRow, roomNumber: string): TMarkingReport {
  return {
    id: m.id,
    facilityId: m.facilityId,
    room: { id: m.roomId, number: roomNumber },
    roomType: m.roomType,
    cleanType: m.cleanType,
    auditor: m.auditorId ? { id: m.auditorId, name: m.auditorName ?? '' } : null,
    startDate: m.startDate.toISOString(),
    markingDate: iso(m.markingDate),
    operations: m.operations as unknown as TReportOperation[],
    auditedReportId: m.auditedReportId,
  };
}

/** Only staff members save reports (spec sections 5 and 6). */
function assertStaff(auth: TenantAuth, marking: boolean): void {
  if (auth.kind !== 'staff') throw new AppError(403, marking ? 'marking.no_permission' : 'report.no_permission');
}

/**
 * The staff member a save is recorded for. A save queued on a tablet may arrive after another person
 * signed in there (or after the author's session ended): it keeps its author when it comes through a
 * registered tablet of the organization. Anywhere else, people save only as themselves.
 */
async function authorOf(tx: Tx, auth: TenantAuth, meta: RequestMeta, authorStaffId: string) {
  if (authorStaffId !== auth.subjectId && !meta.deviceId) throw new AppError(403, 'report.author_not_allowed');
  const author = await findStaffMember(tx, authorStaffId);
  if (!author) throw fieldError('authorStaffId', 'validation.invalid');
  return author;
}

/**
 * POST /housekeeping/submitReport: saves a cleaning report. The id comes from the tablet, so a save
 * replayed from its outbox finds the report it already made: the same save answers the saved report
 * again; an older save of a report continued since is ignored; a finished (Complete or Declined)
 * report is read-only.
 */
export async function submitReport(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, save: TReportSave): Promise<THousekeepingReport> {
  assertStaff(auth, false);
  assertSiteVisible(auth, save.facilityId);
  if (save.status === 'Declined' && !save.declineSignature) throw fieldError('declineSignature', 'report.signature_required');
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const room = await findRoom(tx, save.facilityId, save.roomId);
    if (!room) throw notFound();
    const author = await authorOf(tx, auth, meta, save.authorStaffId);
    const config = await findConfig(tx, save.facilityId);
    const roomType = config?.document.roomTypes.find((t) => t.id === room.roomTypeId);
    const routine = roomType?.routines.find((r) => r.cleanType === save.selectedCleanType);
    if (!roomType || !routine) throw fieldError('selectedCleanType', 'report.unknown_clean_type');
    if (save.markingReportId) {
      const marking = await findMarking(tx, save.facilityId, save.markingReportId);
      if (!marking || marking.roomId !== room.id) throw fieldError('markingReportId', 'validation.invalid');
      if (marking.cleanType !== save.selectedCleanType) throw fieldError('selectedCleanType', 'report.clean_type_mismatch');
    }

    const existing = await findReportForUpdate(tx, save.id);
    if (existing) {
      if (existing.tenantId !== auth.tenantId || existing.roomId !== room.id) throw new AppError(409, 'duplicate.id');
      const sameSave = existing.status === save.status && existing.reportDate?.getTime() === Date.parse(save.reportDate);
      if (existing.status !== 'Incomplete' && existing.status !== 'Initial') {
        if (sameSave) return toReport(existing);
        throw new AppError(409, 'report.readonly');
      }
      // A save older than what the server has (a replay after the report was continued) changes nothing.
      if (existing.reportDate && Date.parse(save.reportDate) < existing.reportDate.getTime()) return toReport(existing);
    }

    const resident = await currentResident(tx, room.id);
    const values = {
      status: save.status,
      startDate: new Date(save.startDate),
      reportDate: new Date(save.reportDate),
      selectedGroupTime: save.selectedGroupTime ? new Date(save.selectedGroupTime) : null,
      cleanType: save.selectedCleanType,
      routineId: routine.id,
      priority: routine.priority,
      roomNumber: room.roomNumber,
      roomTypeId: roomType.id,
      roomType: roomType.roomType,
      residentId: resident?.id ?? null,
      residentName: resident ? `${resident.firstName} ${resident.lastName}` : null,
      staffMemberId: author.id,
      staffFirstName: author.firstName,
      staffLastName: author.lastName,
      comment: save.comment,
      residentFamilyConcern: save.residentFamilyConcern,
      maintenance: save.maintenance,
      pestControl: save.pestControl,
      operations: save.operations as unknown as Record<string, unknown>[],
      photos: save.photos as unknown as Record<string, unknown>[],
      declineSignature: save.declineSignature,
      markingReportId: save.markingReportId,
      submittedBy: auth.subjectId,
      deviceId: meta.deviceId,
    };
    const row = existing
      ? await updateReport(tx, save.id, values)
      : await insertReport(tx, { id: save.id, tenantId: auth.tenantId, facilityId: save.facilityId, roomId: room.id, ...values });
    if (row.status === 'Complete' && row.reportDate) {
      await recordCompletedClean(tx, auth.tenantId, room.id, row.priority, row.reportDate, row.id);
    }
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: save.facilityId,
      type: 'report.saved',
      subjectType: 'housekeeping_report',
      subjectId: row.id,
      data: { roomId: room.id, status: row.status, cleanType: row.cleanType, author: author.id },
    });
    return toReport(row);
  });
}

/** The audit status an operation gets when the auditor left it without one (spec section 4). */
export function defaultAuditStatus(opts: { marking: boolean; hasMarkingReport: boolean; isMarked: boolean }): TAuditStatus {
  return opts.marking || (opts.hasMarkingReport && !opts.isMarked) ? 'NotObserved' : 'CleanedPass';
}

/**
 * POST /housekeeping/submitReport with an audit: a supervisor records the methods used and each
 * operation's result on a saved report. The audit is complete (its report date set) once no operation
 * is NotObserved. With a pre-audit marking, fluorescent gel was the method of the marked spots.
 */
export async function submitAudit(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, audit: TAuditSave): Promise<THousekeepingReport> {
  assertStaff(auth, false);
  if (!roleIncludes(auth.role, 'FacilityAssistant')) throw new AppError(403, 'report.not_audit_role');
  assertSiteVisible(auth, audit.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const report = await findReportForUpdate(tx, audit.reportId);
    if (!report || report.facilityId !== audit.facilityId) throw notFound();
    if (report.status !== 'Complete' && report.status !== 'Incomplete') throw new AppError(409, 'report.readonly');
    const auditor = await authorOf(tx, auth, meta, audit.authorStaffId);
    const marking = report.markingReportId ? await findMarking(tx, audit.facilityId, report.markingReportId) : undefined;
    const marked = new Set(((marking?.operations ?? []) as unknown as TReportOperation[]).filter((o) => o.isMarked).map((o) => o.id));
    const statuses = new Map(audit.operations.map((o) => [o.id, o.auditStatus]));
    const operations = (report.operations as unknown as TReportOperation[]).map((o) => ({
      ...o,
      isMarked: marked.has(o.id),
      auditStatus:
        statuses.get(o.id) ??
        o.auditStatus ??
        defaultAuditStatus({ marking: false, hasMarkingReport: Boolean(marking), isMarked: marked.has(o.id) }),
    }));
    const previous = report.auditReport as unknown as TAuditReport | null;
    const complete = operations.every((o) => o.auditStatus !== 'NotObserved');
    const auditReport: TAuditReport = {
      auditorId: auditor.id,
      auditor: `${auditor.firstName} ${auditor.lastName}`,
      markingDate: iso(marking?.markingDate ?? marking?.startDate),
      startDate: previous?.startDate ?? audit.startDate,
      reportDate: complete ? (previous?.reportDate ?? new Date().toISOString()) : null,
      comment: audit.comment,
      photos: audit.photos,
      directObservationMethod: audit.directObservationMethod,
      // The marking is the fluorescent-gel step: with one, the method was used.
      fluorescentGelMethod: marking ? true : audit.fluorescentGelMethod,
      atpSystemMethod: audit.atpSystemMethod,
      swabCulturesMethod: audit.swabCulturesMethod,
      agarSlideCulturesMethod: audit.agarSlideCulturesMethod,
    };
    const row = await updateReport(tx, report.id, {
      operations: operations as unknown as Record<string, unknown>[],
      auditReport: auditReport as unknown as Record<string, unknown>,
    });
    if (marking) await markMarkingAudited(tx, marking.id, report.id);
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: audit.facilityId,
      type: 'report.audited',
      subjectType: 'housekeeping_report',
      subjectId: report.id,
      data: { roomId: report.roomId, complete, auditor: auditor.id },
    });
    return toReport(row);
  });
}

/** POST /housekeeping/submitmarkingreport: a supervisor marks operations before the clean. Replays make one marking. */
export async function submitMarking(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, save: TMarkingSave): Promise<TMarkingReport> {
  assertStaff(auth, true);
  if (!roleIncludes(auth.role, 'FacilityAssistant')) throw new AppError(403, 'marking.no_permission');
  assertSiteVisible(auth, save.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const room = await findRoom(tx, save.facilityId, save.roomId);
    if (!room) throw notFound();
    const auditor = await authorOf(tx, auth, meta, save.authorStaffId);
    const config = await findConfig(tx, save.facilityId);
    const roomType = config?.document.roomTypes.find((t) => t.id === room.roomTypeId);
    if (!roomType?.routines.some((r) => r.cleanType === save.cleanType)) throw fieldError('cleanType', 'report.unknown_clean_type');
    const row = await insertMarkingOnce(tx, {
      id: save.id,
      tenantId: auth.tenantId,
      facilityId: save.facilityId,
      roomId: room.id,
      roomType: roomType.roomType,
      cleanType: save.cleanType,
      auditorId: auditor.id,
      auditorName: `${auditor.firstName} ${auditor.lastName}`,
      startDate: new Date(save.startDate),
      markingDate: new Date(save.markingDate),
      operations: save.operations as unknown as Record<string, unknown>[],
      submittedBy: auth.subjectId,
      deviceId: meta.deviceId,
    });
    if (row.roomId !== room.id) throw new AppError(409, 'duplicate.id');
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: save.facilityId,
      type: 'marking.saved',
      subjectType: 'marking_report',
      subjectId: row.id,
      data: { roomId: room.id, cleanType: row.cleanType },
    });
    return toMarking(row, room.roomNumber);
  });
}

/** POST /housekeeping/updatereportprops: the supervisor note, saved apart from the report. */
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
    const row = await updateReport(tx, report.id, { supervisorNote: input.supervisorNote?.trim() || null });
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
export async function findReports(ctx: AppContext, auth: TenantAuth, filter: ReportFilter): Promise<Record<string, THousekeepingReport>> {
  assertSiteVisible(auth, filter.facilityId);
  const rows = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return listReports(tx, filter);
  });
  return Object.fromEntries(rows.map((r) => [r.id, toReport(r)]));
}

/** POST /housekeeping/markingreports: pre-audit markings by ids, room or period, keyed by id. */
export async function findMarkings(ctx: AppContext, auth: TenantAuth, filter: ReportFilter): Promise<Record<string, TMarkingReport>> {
  assertSiteVisible(auth, filter.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    const rows = await listMarkings(tx, filter);
    const numbers = new Map<string, string>();
    for (const m of rows) {
      if (!numbers.has(m.roomId)) numbers.set(m.roomId, (await findRoom(tx, filter.facilityId, m.roomId))?.roomNumber ?? '');
    }
    return Object.fromEntries(rows.map((m) => [m.id, toMarking(m, numbers.get(m.roomId) ?? '')]));
  });
}
