import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type Tx, withPlatform, withTenant } from './database.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrateDatabase } from './migrate.ts';
import { freePort } from './postgres-host.ts';
import { ReadReplica, withTenantRead } from './read-replica.ts';
import { launchReplica, makeReplica, type RunningReplica } from './read-replica-start.ts';

// A real streaming replica of a primary of the test's own (the shared test server's folder is not the
// test's to copy): the embedded PostgreSQL, migrated, and a replica made from it as `npm run cluster`
// makes one. Replay is paused and the replica stopped on purpose.

const WAIT_MS = 300;
const BACKOFF_MS = 1_000;
const A = crypto.randomUUID();
const B = crypto.randomUUID();

let dir: string;
let primary: EmbeddedPostgres;
let running: RunningReplica;
let database: Database;
let replica: ReadReplica;
let replicaAdmin: pg.Client;
const logLines: Array<{ level: number; msg: string }> = [];

const at = (url: string, port: number, db = 'carehome') => {
  const u = new URL(url);
  u.port = String(port);
  u.pathname = `/${db}`;
  return u.toString();
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-replica-test-'));
  const silent = pino({ level: 'silent' });
  primary = await startEmbeddedPostgres({ dataDir: dir, log: silent });
  await migrateDatabase(primary.ownerUrl);
  await makeReplica({
    primarySuperuserUrl: primary.superuserUrl,
    primaryDir: path.join(dir, 'postgres'),
    dir: path.join(dir, 'replica'),
    slot: 'test_replica',
  });
  running = await launchReplica({
    dir: path.join(dir, 'replica'),
    port: await freePort(),
    logFile: path.join(dir, 'replica.log'),
    superuserUrl: primary.superuserUrl,
  });
  database = openDatabase(primary.appUrl, 4);
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  replica = new ReadReplica({ url: at(primary.appUrl, running.port), poolSize: 4, log, waitMs: WAIT_MS, backoffMs: BACKOFF_MS });
  replicaAdmin = new pg.Client({ connectionString: at(primary.superuserUrl, running.port, 'postgres') });
  await replicaAdmin.connect();
  await withPlatform(database.db, (tx) =>
    tx.execute(sql`insert into organizations (id, name) values (${A}, ${`Replica A ${A}`}), (${B}, ${`Replica B ${B}`})`),
  );
}, 120_000);

afterAll(async () => {
  await replicaAdmin?.end().catch(() => undefined);
  await replica?.close();
  await database?.close();
  await running?.stop();
  await primary?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const ctx = () => ({ database, readReplica: replica });

/** Saves a site of the organization on the primary, as a user's save does. */
async function saveSite(tenantId: string, name: string): Promise<void> {
  await withTenant(database.db, tenantId, (tx) =>
    tx.execute(
      sql`insert into sites (id, tenant_id, name, time_zone) values (${crypto.randomUUID()}, ${tenantId}, ${name}, 'Europe/London')`,
    ),
  );
}

/** The organization's site names, and whether they were read on the replica (a server in recovery). */
async function readSites(tx: Tx): Promise<{ names: string[]; onReplica: boolean }> {
  const sites = await tx.execute<{ name: string }>(sql`select name from sites order by name`);
  const recovery = await tx.execute<{ r: boolean }>(sql`select pg_is_in_recovery() as r`);
  return { names: sites.rows.map((r) => r.name), onReplica: recovery.rows[0]?.r === true };
}

const warnings = () => logLines.filter((l) => l.level === 40);

describe('withTenantRead on a streaming replica', () => {
  it('reads on the replica with the organization set as on the primary, and sees a save made just before', async () => {
    await saveSite(A, 'A first');
    const seenA = await withTenantRead(ctx(), A, readSites);
    expect(seenA).toEqual({ names: ['A first'], onReplica: true });
    // Row security holds on the replica: the other organization sees none of A's sites.
    await saveSite(B, 'B first');
    expect(await withTenantRead(ctx(), B, readSites)).toEqual({ names: ['B first'], onReplica: true });
    expect(replica.counts).toEqual({ replica: 2, lagging: 0, unavailable: 0, skipped: 0 });
  });

  it('an error of the read itself is the caller’s, not a reason to leave the replica', async () => {
    const read = withTenantRead(ctx(), A, async (tx) => {
      await tx.execute(sql`select 1`);
      throw new Error('site not found');
    });
    await expect(read).rejects.toThrow('site not found');
    // A write on the replica is a bug of the caller (its read must only read): it fails, not silently moves to the primary.
    await expect(withTenantRead(ctx(), A, (tx) => tx.execute(sql`update sites set name = name`))).rejects.toThrow();
    expect(replica.counts.unavailable).toBe(0);
    expect(warnings()).toEqual([]);
  });

  it('a replica lag does not show a user a state older than their own save', async () => {
    await replicaAdmin.query('select pg_wal_replay_pause()');
    await expect
      .poll(async () => (await replicaAdmin.query<{ s: string }>('select pg_get_wal_replay_pause_state() as s')).rows[0]?.s)
      .toBe('paused');
    await saveSite(A, 'A saved while the replica is paused');
    const started = Date.now();
    const seen = await withTenantRead(ctx(), A, readSites);
    // The replica never replays the save: after the wait the read is answered by the primary, with the save.
    expect(seen).toEqual({ names: ['A first', 'A saved while the replica is paused'], onReplica: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS);
    expect(replica.counts.lagging).toBe(1);
    // The lagging replica is then skipped for the back-off, without a wait, and said once in the log.
    const quick = Date.now();
    expect((await withTenantRead(ctx(), A, readSites)).onReplica).toBe(false);
    expect(Date.now() - quick).toBeLessThan(WAIT_MS);
    expect(replica.counts.skipped).toBe(1);
    expect(warnings().map((l) => l.msg)).toEqual([
      `read replica lags more than ${WAIT_MS} ms behind the primary; reading from the primary`,
    ]);

    // Replay resumes; after the back-off the replica answers again, with the save.
    await replicaAdmin.query('select pg_wal_replay_resume()');
    await new Promise((r) => setTimeout(r, BACKOFF_MS));
    expect(await withTenantRead(ctx(), A, readSites)).toEqual({
      names: ['A first', 'A saved while the replica is paused'],
      onReplica: true,
    });
    expect(logLines.at(-1)?.msg).toBe('read replica in use again');
  });

  it('a replica connection lost under a read: the read is answered again by the primary', async () => {
    logLines.length = 0;
    let calls = 0;
    const seen = await withTenantRead(ctx(), A, async (tx) => {
      calls++;
      const before = await readSites(tx);
      if (before.onReplica) {
        const pid = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;
        await replicaAdmin.query('select pg_terminate_backend($1)', [pid]);
        await tx.execute(sql`select 1`);
      }
      return before;
    });
    expect(calls).toBe(2);
    expect(seen.onReplica).toBe(false);
    expect(seen.names).toContain('A first');
    expect(replica.counts.unavailable).toBe(1);
    expect(warnings().map((l) => l.msg)).toEqual(['read replica unavailable; reading from the primary']);
    await new Promise((r) => setTimeout(r, BACKOFF_MS));
    expect((await withTenantRead(ctx(), A, readSites)).onReplica).toBe(true);
    expect(logLines.at(-1)?.msg).toBe('read replica in use again');
  });

  it('replica stopped: reads still answer from the primary, and the replica is tried again after the back-off', async () => {
    logLines.length = 0;
    await replicaAdmin.end();
    await running.stop();
    const before = { ...replica.counts };
    for (let i = 0; i < 3; i++) expect((await withTenantRead(ctx(), A, readSites)).names).toContain('A first');
    expect(replica.counts.unavailable - before.unavailable).toBe(1);
    expect(replica.counts.skipped - before.skipped).toBe(2);
    expect(warnings()).toHaveLength(1);
    await new Promise((r) => setTimeout(r, BACKOFF_MS));
    expect((await withTenantRead(ctx(), A, readSites)).onReplica).toBe(false);
    // Still down: tried again, not said again.
    expect(replica.counts.unavailable - before.unavailable).toBe(2);
    expect(warnings()).toHaveLength(1);
  });
});
