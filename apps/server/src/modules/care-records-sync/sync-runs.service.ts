import type { TExternalPatient, TImportResidents, TSyncDataSourceRef, TSyncRun, TSyncRunList } from '@carehome/contracts';
import { quotaWaitMs } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { siteHasArea } from '../sites/index.ts';
import { SyncFailureError } from './care-records.client.ts';
import { findDataSourceById, setDataSourceState } from './data-sources.repository.ts';
import { loadVisibleDataSource } from './data-sources.service.ts';
import {
  activeRun,
  allDataSources,
  findRun,
  insertRun,
  listRuns,
  overdueRuns,
  syncedResidents,
  toSyncRun,
  updateRun,
} from './sync.repository.ts';
import { clientFor, failureOf, keepQuota } from './sync-client.ts';
import { syncPatient } from './sync-patient.ts';
import { loadSiteContext, type SiteContext } from './sync-site.ts';

// Imports and reconciliations run as jobs. A run goes patient by patient, each in its own transaction, and
// keeps its place: when the quota is spent it waits for the reset (the job is sent again to start then),
// and a run whose job was lost is picked up by the sweep.

export const SYNC_RUN_JOB = 'care-records-sync-run';
export const SYNC_DAILY_JOB = 'care-records-sync-daily';

/**
 * Starts a run of the data source; `prepare` (the reconciliation's decisions) is made in the same
 * transaction, after the check that no other run is under way.
 */
export async function startRun(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  ref: TSyncDataSourceRef,
  kind: 'import' | 'reconcile',
  input: { patientIds: string[] | null; areaId: string | null },
  prepare?: (tx: Executor) => Promise<void>,
): Promise<TSyncRun> {
  const run = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const ds = await loadVisibleDataSource(tx, auth, ref);
    // One run at a time per data source: a lock on its row, then the check.
    await findDataSourceById(tx, ds.id, true);
    if (await activeRun(tx, ds.id)) throw new AppError(409, 'sync.run_active');
    await prepare?.(tx);
    if (input.areaId) {
      if (!(await siteHasArea(tx, ds.facilityId, input.areaId))) throw fieldError('areaId', 'validation.invalid');
      await setDataSourceState(tx, ds.id, { importAreaId: input.areaId });
    }
    const row = await insertRun(tx, {
      tenantId: ds.tenantId,
      facilityId: ds.facilityId,
      dataSourceId: ds.id,
      kind,
      status: 'queued',
      patientIds: input.patientIds,
      areaId: input.areaId,
      total: input.patientIds?.length ?? 0,
      byName: auth.displayName,
    });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: ds.tenantId,
      facilityId: ds.facilityId,
      type: kind === 'import' ? 'sync.import_started' : 'sync.reconcile_started',
      data: { runId: row.id, dataSourceId: ds.id, residents: input.patientIds?.length ?? null },
    });
    return row;
  });
  await sendRun(ctx, run.tenantId, run.id);
  return toSyncRun(run);
}

async function sendRun(ctx: AppContext, tenantId: string, runId: string, startAfterSeconds?: number): Promise<void> {
  await ctx.queue?.send(SYNC_RUN_JOB, { tenantId, runId }, startAfterSeconds ? { startAfterSeconds } : {});
}

/** POST /sync/importresidents: the chosen residents imported as a job. */
export function startImport(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TImportResidents): Promise<TSyncRun> {
  return startRun(ctx, auth, meta, input, 'import', { patientIds: [...new Set(input.patientIds)], areaId: input.areaId });
}

/** POST /sync/reconcile: every imported resident brought up to date with the external system, as a job. */
export function startReconcile(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, ref: TSyncDataSourceRef): Promise<TSyncRun> {
  return startRun(ctx, auth, meta, ref, 'reconcile', { patientIds: null, areaId: null });
}

export async function getRuns(ctx: AppContext, auth: TenantAuth, ref: TSyncDataSourceRef): Promise<TSyncRunList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const ds = await loadVisibleDataSource(tx, auth, ref);
    return { runs: (await listRuns(tx, ds.id)).map(toSyncRun) };
  });
}

export async function getRun(ctx: AppContext, auth: TenantAuth, facilityId: string, id: string): Promise<TSyncRun> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const run = await findRun(tx, id);
    if (!run || run.facilityId !== facilityId) throw notFound();
    return toSyncRun(run);
  });
}

const RUN_FAILS = new Set([
  'sync.auth_failed',
  'sync.facility_not_found',
  'sync.credentials_unreadable',
  'sync.invalid_answer',
  // An address refused or a redirect fails every patient alike.
  'sync.address_refused',
  'sync.redirect_refused',
]);

/**
 * The job of a run: goes on from where it stopped. A spent quota pauses it until the reset; a failure of
 * the whole connection ends it (the screen says why); one resident's failure is a problem of the run.
 */
export async function runSyncJob(ctx: AppContext, data: { tenantId: string; runId: string }): Promise<void> {
  const db = ctx.database.db;
  const claimed = await withTenant(db, data.tenantId, async (tx) => {
    const run = await findRun(tx, data.runId, true);
    if (!run || run.status === 'completed' || run.status === 'failed') return null;
    if (run.status === 'waitingForQuota' && run.resumesAt && run.resumesAt.getTime() > Date.now() + 1000) return null;
    // Another worker has it (its progress keeps updatedAt fresh); a run silent for two minutes was lost.
    if (run.status === 'running' && run.updatedAt.getTime() > Date.now() - 120_000) return null;
    const ds = await findDataSourceById(tx, run.dataSourceId);
    if (!ds) {
      await updateRun(tx, run.id, {
        status: 'failed',
        failure: { code: 'sync.external_error', status: null, detail: 'data source deleted' },
        finishedAt: new Date(),
      });
      return null;
    }
    await updateRun(tx, run.id, { status: 'running', resumesAt: null });
    return { run, ds };
  });
  if (!claimed) return;
  const { run, ds } = claimed;
  const client = clientFor(ctx, ds);
  const counts = {
    done: run.done,
    created: run.created,
    updated: run.updated,
    unchanged: run.unchanged,
    roomsCreated: run.roomsCreated,
    roomsMatched: run.roomsMatched,
  };
  const problems = [...run.problems];
  const save = (changes: Parameters<typeof updateRun>[2]) =>
    withTenant(db, data.tenantId, (tx) => updateRun(tx, run.id, { ...counts, problems, ...changes }));
  try {
    let todo: (() => Promise<TExternalPatient>)[];
    let ids: string[];
    if (run.kind === 'import') {
      ids = (run.patientIds ?? []).slice(counts.done);
      todo = ids.map((id) => () => client.patient(id));
    } else {
      // A reconciliation reads the whole facility (a few pages) and goes through the residents imported.
      const patients = new Map((await client.allPatients()).map((p) => [p.patientId, p]));
      const ours = await withTenant(db, data.tenantId, (tx) => syncedResidents(tx, ds.facilityId, ds.externalFacilityId));
      ids = [...ours.keys()].sort().slice(counts.done);
      if (counts.done === 0) await save({ total: ours.size });
      todo = ids.map((id) => async () => {
        const p = patients.get(id);
        if (!p) throw new SyncFailureError({ code: 'sync.patient_not_found', status: 404, detail: id });
        return p;
      });
    }
    for (let i = 0; i < todo.length; i++) {
      const patientId = ids[i] as string;
      let patient: TExternalPatient | null = null;
      try {
        patient = await (todo[i] as () => Promise<TExternalPatient>)();
        const p = patient;
        const outcome = await withTenant(db, data.tenantId, async (tx) => {
          const s: SiteContext = await loadSiteContext(tx, ds);
          return syncPatient(tx, s, p, run.areaId ?? ds.importAreaId);
        });
        counts[outcome.result] += 1;
        if (outcome.room === 'created') counts.roomsCreated += 1;
        if (outcome.room === 'matched') counts.roomsMatched += 1;
      } catch (err) {
        if (err instanceof SyncFailureError && (err.failure.code === 'sync.quota_exhausted' || RUN_FAILS.has(err.failure.code))) throw err;
        const failure = failureOf(err);
        problems.push({ patientId, name: patient ? `${patient.firstName} ${patient.lastName}`.trim() : patientId, failure });
      }
      counts.done += 1;
      await save({});
    }
    await save({ status: 'completed', finishedAt: new Date() });
    if (run.kind === 'reconcile') {
      await withTenant(db, data.tenantId, (tx) => setDataSourceState(tx, ds.id, { lastReconciledAt: new Date() }));
    }
  } catch (err) {
    if (err instanceof SyncFailureError && err.failure.code === 'sync.quota_exhausted') {
      const waitMs = err.quota ? quotaWaitMs(err.quota) : 60_000;
      const resumesAt = new Date(Date.now() + waitMs);
      await save({ status: 'waitingForQuota', resumesAt });
      await sendRun(ctx, data.tenantId, run.id, waitMs / 1000);
    } else {
      await save({ status: 'failed', failure: failureOf(err), finishedAt: new Date() });
    }
  } finally {
    await keepQuota(ctx, ds, client).catch(() => undefined);
  }
}

/** The minute's sweep: runs whose job was lost are sent again. */
export async function sweepRuns(ctx: AppContext): Promise<void> {
  const lost = await withPlatform(ctx.database.db, (tx) => overdueRuns(tx, 120));
  for (const r of lost) await sendRun(ctx, r.tenantId, r.id);
}

/** The daily reconciliation of every data source (runs already under way are left alone). */
export async function reconcileAll(ctx: AppContext): Promise<number> {
  const sources = await withPlatform(ctx.database.db, (tx) => allDataSources(tx));
  let started = 0;
  for (const s of sources) {
    const run = await withTenant(ctx.database.db, s.tenantId, async (tx) => {
      if (await activeRun(tx, s.id)) return null;
      return insertRun(tx, {
        tenantId: s.tenantId,
        facilityId: s.facilityId,
        dataSourceId: s.id,
        kind: 'reconcile',
        status: 'queued',
        byName: null,
      });
    });
    if (run) {
      started += 1;
      await sendRun(ctx, s.tenantId, run.id);
    }
  }
  return started;
}
