import {
  AUDIT_RECLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  STATE_ROOM_CLEAN,
  type TReportOperation,
} from '@carehome/contracts';
import { auditHasFailure, cleanEndsTask } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { deleteTask, listCleanTasks, roomTypeRoutines, upsertTask } from './clean-tasks.repository.ts';

// The outstanding clean tasks a report save starts or ends (issue 9): a room state's 'State Room Clean'
// a failed audit's 'Audit Re-clean' and a resident move's 'Resident Arrival' / 'Resident Departure' are ended by the completed clean that satisfies them (the
// domain's `cleanEndsTask`, the rule the dashboard engine applies too); a failed audit asks for a
// re-clean of the audited report's clean type.

/** The keys of the tasks a completed clean may end. */
export const CLEAN_TASK_KEYS = [STATE_ROOM_CLEAN, AUDIT_RECLEAN, RESIDENT_ARRIVAL_TASK, RESIDENT_DEPARTURE_TASK] as const;

type CompletedReport = { cleanType: string; priority: number; completedAt: Date };

/** Which of the room's open tasks a completed report ends, given its room type's routines. */
export function tasksEndedBy<T extends { cleanType: string | null; startDate: Date }>(
  tasks: readonly T[],
  report: CompletedReport,
  routines: readonly { cleanType: string; priority: number }[],
): T[] {
  return tasks.filter((t) => cleanEndsTask({ cleanType: t.cleanType, since: t.startDate }, report, routines));
}

/** The tasks a completed report ends; returns their keys. */
export async function endTasksDoneBy(tx: Executor, roomId: string, report: CompletedReport): Promise<string[]> {
  const tasks = await listCleanTasks(tx, roomId, CLEAN_TASK_KEYS);
  if (!tasks.length) return [];
  const ended = tasksEndedBy(tasks, report, await roomTypeRoutines(tx, roomId));
  for (const t of ended) await deleteTask(tx, roomId, t.taskKey);
  return ended.map((t) => t.taskKey);
}

/**
 * After an audit of a report: a failed operation asks for a re-clean of the report's clean type (from
 * now on); an audit of the same report that no longer fails withdraws the re-clean it asked for. An
 * audit of another report leaves a re-clean someone else's audit asked for alone.
 */
export async function recordAuditOutcome(
  tx: Executor,
  audited: { tenantId: string; roomId: string; reportId: string; cleanType: string },
  operations: readonly Pick<TReportOperation, 'auditStatus'>[],
): Promise<'reclean' | 'withdrawn' | null> {
  if (auditHasFailure(operations)) {
    await upsertTask(tx, {
      tenantId: audited.tenantId,
      roomId: audited.roomId,
      taskKey: AUDIT_RECLEAN,
      description: audited.cleanType,
      cleanType: audited.cleanType,
      sourceReportId: audited.reportId,
    });
    return 'reclean';
  }
  const [open] = await listCleanTasks(tx, audited.roomId, [AUDIT_RECLEAN]);
  if (open?.sourceReportId !== audited.reportId) return null;
  await deleteTask(tx, audited.roomId, AUDIT_RECLEAN);
  return 'withdrawn';
}
