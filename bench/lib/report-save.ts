import type { TDashboardRoom, THousekeepingConfig, TReportSave } from '@carehome/contracts';

type Routine = THousekeepingConfig['roomTypes'][number]['routines'][number];

/** A room and the routine a clean of it follows (its type's default, or first). */
export interface CleanTarget {
  roomId: string;
  routine: Routine;
}

/** The rooms of a dashboard answer that can be cleaned, each with its routine. */
export function cleanTargets(config: THousekeepingConfig, rooms: TDashboardRoom[]): CleanTarget[] {
  return rooms.flatMap((room) => {
    const type = config.roomTypes.find((t) => t.id === room.roomTypeId);
    const routine = type?.routines.find((r) => r.isDefault) ?? type?.routines[0];
    return routine ? [{ roomId: room.id, routine }] : [];
  });
}

/**
 * A finished clean as the cleaning screen saves it: a new client-made id, every operation of the routine
 * ticked a minute apart. Used by the report-save benchmark and the cluster test, which send many at once.
 */
export function cleanSave(target: CleanTarget, facilityId: string, authorStaffId: string, comment = 'Bench clean'): TReportSave {
  const now = Date.now();
  const ops = target.routine.operations;
  return {
    id: crypto.randomUUID(),
    facilityId,
    roomId: target.roomId,
    selectedCleanType: target.routine.cleanType,
    status: 'Complete',
    startDate: new Date(now - 20 * 60_000).toISOString(),
    reportDate: new Date(now).toISOString(),
    selectedGroupTime: null,
    comment,
    residentFamilyConcern: null,
    maintenance: null,
    pestControl: null,
    operations: ops.map((op, index) => ({
      id: op.id,
      group: op.group,
      item: op.item,
      optional: op.optional,
      icon: op.icon,
      index,
      checked: op.optional ? null : true,
      skipped: false,
      timeStamp: new Date(now - (ops.length - index) * 60_000).toISOString(),
      auditStatus: null,
      isMarked: false,
    })),
    photos: [],
    declineSignature: null,
    markingReportId: null,
    authorStaffId,
  };
}
