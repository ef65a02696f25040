import type { TAuditSave, TAuditStatus, TReportOperation, TReportSave, TRoutine } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';

const MIN = 60_000;

/** Every operation of a routine ticked (a Complete checklist; optional ones not required), stamped at `at`. */
export function tickedOperations(routine: Pick<TRoutine, 'operations'>, at: Date): TReportOperation[] {
  return initialOperations(routine.operations).map((op) => ({ ...op, checked: op.optional ? null : true, timeStamp: at.toISOString() }));
}

/**
 * A report save as the tablet sends it: Complete, every operation of the routine ticked, finished at
 * `at` and started 20 minutes before; `overrides` change any field.
 */
export function completeReportSave(
  target: { facilityId: string; roomId: string; authorStaffId: string; routine: Pick<TRoutine, 'cleanType' | 'operations'> },
  at: Date,
  overrides: Partial<TReportSave> = {},
): TReportSave {
  return {
    id: crypto.randomUUID(),
    facilityId: target.facilityId,
    roomId: target.roomId,
    selectedCleanType: target.routine.cleanType,
    status: 'Complete',
    startDate: new Date(at.getTime() - 20 * MIN).toISOString(),
    reportDate: at.toISOString(),
    selectedGroupTime: null,
    comment: null,
    residentFamilyConcern: null,
    maintenance: null,
    pestControl: null,
    operations: tickedOperations(target.routine, at),
    photos: [],
    declineSignature: null,
    markingReportId: null,
    authorStaffId: target.authorStaffId,
    ...overrides,
  };
}

/**
 * An audit save as the supervisor's tablet sends it: each operation's result by operation id (null: no result,
 * which the contract refuses), started now, observed directly (the other methods off); `overrides` change any field.
 */
export function auditSave(
  target: { reportId: string; facilityId: string; authorStaffId: string },
  results: Record<string, TAuditStatus | null>,
  overrides: Partial<TAuditSave> = {},
) {
  return {
    reportId: target.reportId,
    facilityId: target.facilityId,
    startDate: new Date().toISOString(),
    comment: null,
    photos: [],
    directObservationMethod: true,
    fluorescentGelMethod: false,
    atpSystemMethod: false,
    swabCulturesMethod: false,
    agarSlideCulturesMethod: false,
    operations: Object.entries(results).map(([id, auditStatus]) => ({ id, auditStatus })),
    authorStaffId: target.authorStaffId,
    ...overrides,
  };
}
