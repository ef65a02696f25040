import type { TReportSave } from '@carehome/contracts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { fromRequestIn, type RequestMeta } from '../../platform/events.ts';
import type { CleanTarget } from './cleaning.repository.ts';

/**
 * Who signed a decline: the resident the tablet names (a shared room's residents decline for
 * themselves), else the room's first resident. A queued save whose resident has moved out since is
 * kept as signed, never refused.
 */
function declinerOf(save: TReportSave, residents: readonly { id: string }[]): string | null {
  return save.declinedBy ?? residents[0]?.id ?? null;
}

/** The stored values of a report save, but for its id and place (which a change never moves). */
export function reportValues(
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
export function reportSavedEvent(
  auth: TenantAuth,
  meta: RequestMeta,
  report: { id: string; facilityId: string; roomId: string; status: string; cleanType: string },
  authorId: string,
) {
  return {
    ...fromRequestIn(meta, auth),
    facilityId: report.facilityId,
    type: 'report.saved' as const,
    subjectType: 'housekeeping_report',
    subjectId: report.id,
    data: { roomId: report.roomId, status: report.status, cleanType: report.cleanType, author: authorId },
  };
}
