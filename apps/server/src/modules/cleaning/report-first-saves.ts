import { AUDIT_RECLEAN, type THousekeepingReport, type TReportSave } from '@carehome/contracts';
import { validateReportSave } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { SAVE_FACT_TASK_KEYS, tasksEndedBy } from './clean-tasks.ts';
import { toReport } from './cleaning.mapping.ts';
import { findSaveFacts, insertNewReports, type NewReport, type SaveFacts } from './report-save.repository.ts';
import { reportSavedEvent, reportValues } from './report-values.ts';
import { SaveBatcher } from './save-batcher.ts';
import { deviceIdsOf } from './save-checks.ts';

/** A save of a report as the route received it. */
interface ReportSaveRequest {
  auth: TenantAuth;
  meta: RequestMeta;
  device: DeviceContext | null;
  save: TReportSave;
}

/** The first-save batcher of each app (one per database: tests run several apps in one process). */
const firstSaves = new WeakMap<AppContext['database'], SaveBatcher<ReportSaveRequest, THousekeepingReport>>();
export function firstSavesOf(ctx: AppContext): SaveBatcher<ReportSaveRequest, THousekeepingReport> {
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
