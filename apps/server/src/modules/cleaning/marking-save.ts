import type { TMarkingReport, TMarkingSave } from '@carehome/contracts';
import { applyAuditDefaults, roleIncludes } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { toMarking } from './cleaning.mapping.ts';
import { findCleanTarget, findMarkingById, insertMarkingOnce } from './cleaning.repository.ts';
import { assertStaff, authorOf, tabletOf } from './save-checks.ts';

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
  return withVisibleSite(ctx, auth, save.facilityId, async (tx) => {
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
        ...fromRequestIn(meta, auth),
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
