import type { TAuditReport, THousekeepingReport, TMarkingReport, TReportOperation, TReportPhoto } from '@carehome/contracts';
import type { MarkingRow, ReportRow } from './reports.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A stored report as the API answers it. */
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

/** A stored pre-audit marking as the API answers it. */
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
