import fs from 'node:fs';
import path from 'node:path';
import type { TCleansReportResponse, TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { type CleanTarget, cleanSave, cleanTargets } from '../../bench/lib/report-save.ts';
import { EMAIL } from '../helpers.ts';
import { allCopiesReady, api, type CopyState, clusterState, database, signInApi } from './cluster-helpers.ts';
import { baseURL, dataDir, metricsToken } from './playwright.config.ts';

// `npm run cluster` runs a streaming replica of its PostgreSQL (READ_REPLICA, on by default) and the copies
// read reports from it (DATABASE_READ_URL). Proof that they do: each copy's count of reads the replica
// answered (GET /metrics). A save read back at once by a report shows the save; with the replica stopped
// the reports still answer, from the primary.

test.describe.configure({ mode: 'serial' });

type Reads = Record<string, number>;

/** Reads meant for the replica, summed over the copies, by `answered_by/reason`. */
async function replicaReads(copies: CopyState[]): Promise<Reads> {
  const out: Reads = {};
  for (const copy of copies) {
    const res = await fetch(`${copy.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await res.text();
    for (const m of text.matchAll(/^carehome_db_replica_reads_total\{answered_by="(\w+)",reason="(\w+)"\} (\d+)$/gm)) {
      const key = `${m[1]}/${m[2]}`;
      out[key] = (out[key] ?? 0) + Number(m[3]);
    }
  }
  return out;
}
const grew = (after: Reads, before: Reads, key: string) => (after[key] ?? 0) - (before[key] ?? 0);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A housekeeper saving cleans through the balancer and a manager reading the cleans report through it. */
async function people() {
  const housekeeper = await signInApi(baseURL, EMAIL.housekeeper);
  const manager = (await signInApi(baseURL, EMAIL.manager)).token.token;
  const facilityId = housekeeper.facility?.id as string;
  const bearer = housekeeper.token.token;
  const [config, ...rooms] = await api<[THousekeepingConfig, ...TDashboardRoom[]]>(
    baseURL,
    `/api/housekeeping?facilityId=${facilityId}`,
    bearer,
  );
  const targets = cleanTargets(config, rooms);
  let n = 0;
  return {
    async save(): Promise<string> {
      const save = cleanSave(
        targets[n++ % targets.length] as CleanTarget,
        facilityId,
        housekeeper.staffMember?.id as string,
        'Replica test',
      );
      await api(baseURL, '/api/housekeeping/submitReport', bearer, { report: save });
      return save.id;
    },
    report: () => api<TCleansReportResponse>(baseURL, '/api/reporting/cleans', manager, { facilityId, from: day(-1), to: day(1) }),
    dashboard: () => api<{ facilityId: string }>(baseURL, `/api/sitedashboard?facilityId=${facilityId}&weeks=2`, manager),
  };
}

/**
 * Saves cleans one by one, each read back at once by the cleans report: its count of the period's cleans
 * has the save (the count covers the whole period; the rows stop at REPORT_MAX_ROWS, oldest first, and
 * the cluster's load tests before this one save thousands), and so do its rows while they are complete.
 */
async function saveAndReadBack(p: Awaited<ReturnType<typeof people>>, saves: number): Promise<void> {
  let counted = (await p.report()).summary.total.total;
  for (let i = 0; i < saves; i++) {
    const id = await p.save();
    const report = await p.report();
    expect(report.summary.total.total).toBe(counted + 1);
    counted = report.summary.total.total;
    if (!report.truncated) expect(report.rows.map((r) => r.reportId)).toContain(id);
  }
}

test('reports are read from the streaming replica, and a save is in the report read right after it', async () => {
  const copies = await allCopiesReady();
  const replica = clusterState().database.replica;
  expect(replica?.pid).toBeGreaterThan(0);
  // A real streaming replica: in recovery, fed by the primary's walsender.
  const creds = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8')) as { superuserPassword: string };
  const onReplica = new pg.Client({
    host: '127.0.0.1',
    port: replica?.port,
    user: 'postgres',
    password: creds.superuserPassword,
    database: 'carehome',
  });
  await onReplica.connect();
  const primary = await database();
  try {
    expect((await onReplica.query<{ r: boolean }>('select pg_is_in_recovery() r')).rows[0]?.r).toBe(true);
    const streaming = await primary.query<{ state: string }>(
      `select state from pg_stat_replication where application_name = 'carehome_replica'`,
    );
    expect(streaming.rows.map((r) => r.state)).toEqual(['streaming']);
  } finally {
    await onReplica.end();
    await primary.end();
  }

  const p = await people();
  const before = await replicaReads(copies);
  // Each save is acknowledged by one copy and at once read back by a report, through the balancer (either copy).
  await saveAndReadBack(p, 10);
  expect((await p.dashboard()).facilityId).toBeTruthy();
  const after = await replicaReads(copies);
  // The reports (and the site dashboard) were answered by the replica, none by the primary instead.
  expect(grew(after, before, 'replica/caught_up')).toBeGreaterThanOrEqual(11);
  expect(grew(after, before, 'primary/lagging') + grew(after, before, 'primary/unavailable')).toBe(0);
});

test('with the replica stopped the reports still answer, from the primary, and the cluster starts it again', async () => {
  const copies = await allCopiesReady();
  const replica = clusterState().database.replica as { pid: number; restarts: number };
  const p = await people();
  const before = await replicaReads(copies);
  process.kill(replica.pid, 'SIGINT'); // a fast shutdown, as when its server goes away
  await expect.poll(() => clusterState().database.replica?.pid ?? null, { timeout: 10_000 }).not.toBe(replica.pid);

  await saveAndReadBack(p, 6);
  const after = await replicaReads(copies);
  // A copy that read found the replica gone (said once in its log), then skipped it for the back-off.
  expect(grew(after, before, 'primary/unavailable')).toBeGreaterThanOrEqual(1);
  expect(grew(after, before, 'primary/unavailable')).toBeLessThanOrEqual(copies.length);

  // The cluster script starts the replica again (after a second), streaming from where it stopped.
  await expect.poll(() => clusterState().database.replica?.pid ?? null, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(clusterState().database.replica?.restarts).toBeGreaterThan(replica.restarts);
});
