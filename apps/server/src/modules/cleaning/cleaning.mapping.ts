import {
  AUDIT_STATUSES,
  type TAuditReport,
  type THousekeepingReport,
  type TMarkingReport,
  type TReportOperation,
  type TReportPhoto,
  ZAtpReading,
  ZIsoDateTime,
  ZReportOperation,
  ZReportPhoto,
} from '@carehome/contracts';
import type { MarkingRow, ReportRow } from './cleaning.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type Stored = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isoOrNull = (v: unknown): string | null => (typeof v === 'string' && ZIsoDateTime.safeParse(v).success ? v : null);

/**
 * Operations as stored (JSON written by older versions, imports or seeds may lack fields) in the shape
 * the API answers: missing fields get safe defaults (an operation without `checked` is not done, never
 * "not required"), entries that cannot be an operation (no id) are left out. A read never fails on a
 * stored row. An explicit null (not required) is kept.
 */
export function toOperations(stored: unknown): TReportOperation[] {
  if (!Array.isArray(stored)) return [];
  const out: TReportOperation[] = [];
  stored.forEach((raw: unknown, i) => {
    if (!raw || typeof raw !== 'object') return;
    const o = raw as Stored;
    const op: TReportOperation = {
      id: text(o.id),
      group: text(o.group),
      item: text(o.item),
      optional: o.optional === true,
      icon: typeof o.icon === 'string' ? o.icon : null,
      index: typeof o.index === 'number' && Number.isFinite(o.index) ? o.index : i,
      checked: o.checked === true ? true : o.checked === null ? null : false,
      skipped: o.skipped === true,
      timeStamp: isoOrNull(o.timeStamp),
      auditStatus: AUDIT_STATUSES.includes(o.auditStatus as never) ? (o.auditStatus as TReportOperation['auditStatus']) : null,
      isMarked: o.isMarked === true,
    };
    // An ATP reading only where an audit took one: reports saved before readings read as none.
    const atp = ZAtpReading.safeParse(o.atp);
    if (atp.success) op.atp = atp.data;
    if (ZReportOperation.safeParse(op).success) out.push(op);
  });
  return out;
}

/** Photos as stored, in the API's shape; entries that cannot be a photo are left out. */
function toPhotos(stored: unknown): TReportPhoto[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((p): p is TReportPhoto => ZReportPhoto.safeParse(p).success);
}

/** Every resident the report names; a report saved before shared rooms were recorded names its one resident. */
function residentsOf(r: ReportRow): { id: string; name: string }[] {
  if (r.residents.length) return r.residents;
  return r.residentId ? [{ id: r.residentId, name: r.residentName ?? '' }] : [];
}

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
    residents: residentsOf(r),
    staffMember: r.staffMemberId ? { id: r.staffMemberId, firstName: r.staffFirstName, lastName: r.staffLastName } : null,
    selectedCleanType: r.cleanType,
    priority: r.priority,
    selectedGroupTime: iso(r.selectedGroupTime),
    comment: r.comment,
    residentFamilyConcern: r.residentFamilyConcern,
    maintenance: r.maintenance,
    pestControl: r.pestControl,
    operations: toOperations(r.operations),
    photos: toPhotos(r.photos),
    supervisorNote: r.supervisorNote,
    declineSignature: r.declineSignature,
    declinedBy: r.declinedByResidentId ? (residentsOf(r).find((x) => x.id === r.declinedByResidentId) ?? null) : null,
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
    operations: toOperations(m.operations),
    auditedReportId: m.auditedReportId,
  };
}
