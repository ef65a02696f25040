import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { copyCluster } from './cluster-folder.ts';
import { acceptsConnections, allowTraverse, processAlive, resolveBinaries, runAsForRoot, waitFor } from './postgres-host.ts';

/**
 * A streaming replica of a PostgreSQL whose data folder is on this machine (the embedded one that
 * `npm run cluster` runs, or a test's own), made and run with the same binaries.
 *
 * pg_basebackup would do it, but the embedded package ships only initdb, pg_ctl and postgres, and
 * Debian's pg_basebackup 15 refuses a 17 server ("incompatible server version"). So the base backup is
 * what pg_basebackup does by hand, as `npm run backup` does it: a physical replication slot reserved first
 * (the primary keeps every WAL segment from there on until the replica has streamed it, also while the
 * replica is down), pg_backup_start, a copy of the folder, pg_backup_stop and its backup_label. Then what
 * `pg_basebackup -R` writes: standby.signal, primary_conninfo and primary_slot_name. At its first start
 * the replica replays from the backup's checkpoint, streaming the WAL from the slot.
 */

/** A value of postgresql.auto.conf: quotes and backslashes doubled, as pg_basebackup -R writes them. */
const confValue = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** A libpq keyword value, quoted. */
const connValue = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A replica left running by a cluster script that was SIGKILLed: stopped before its folder is made again. */
export async function stopOrphanReplica(dir: string): Promise<void> {
  let pid = Number.NaN;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isFinite(pid) || !processAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !processAlive(pid), 30_000))) process.kill(pid, 'SIGKILL');
}

/** Drops the replica's slot on the primary (a slot nobody streams from would keep WAL for ever). */
export async function dropReplicationSlot(superuserUrl: string, slot: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    // A walsender still streaming to a replica that just stopped holds the slot for a moment.
    await waitFor(async () => {
      const r = await client.query<{ active: boolean }>('select active from pg_replication_slots where slot_name = $1', [slot]);
      return !r.rows[0]?.active;
    }, 10_000);
    await client.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1', [slot]);
  } finally {
    await client.end();
  }
}

export interface ReplicaBackup {
  /** The primary as a superuser (a replication connection, pg_backup_start). */
  primarySuperuserUrl: string;
  /** The primary's data folder, on this machine. */
  primaryDir: string;
  /** The replica's data folder: made again from scratch. */
  dir: string;
  /** The physical replication slot the replica streams from. */
  slot: string;
}

/** Makes `dir` a standby of the primary: a base backup and the settings `pg_basebackup -R` writes. Returns the bytes copied. */
export async function makeReplica(opts: ReplicaBackup): Promise<number> {
  await stopOrphanReplica(opts.dir);
  fs.rmSync(opts.dir, { recursive: true, force: true });
  await dropReplicationSlot(opts.primarySuperuserUrl, opts.slot);
  const client = new pg.Client({ connectionString: opts.primarySuperuserUrl, application_name: 'carehome-replica-backup' });
  client.on('notice', () => undefined); // pg_backup_stop's note that WAL archiving is off: the slot keeps the WAL instead
  await client.connect();
  let bytes = 0;
  try {
    // Reserved now, so the WAL from the backup's checkpoint on stays until the replica has it.
    await client.query('select pg_create_physical_replication_slot($1, true)', [opts.slot]);
    await client.query('select pg_backup_start($1, true)', [`carehome replica ${new Date().toISOString()}`]);
    const stats = { files: 0, bytes: 0 };
    await copyCluster(opts.primaryDir, opts.dir, true, stats);
    bytes = stats.bytes;
    const stop = (await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)')).rows[0];
    if (!stop) throw new Error('pg_backup_stop returned nothing');
    fs.writeFileSync(path.join(opts.dir, 'backup_label'), stop.labelfile, { mode: 0o600 });
  } finally {
    await client.end().catch(() => undefined);
  }
  const primary = new URL(opts.primarySuperuserUrl);
  const conninfo = [
    `host=${connValue(primary.hostname)}`,
    `port=${primary.port || '5432'}`,
    `user=${connValue(decodeURIComponent(primary.username))}`,
    `password=${connValue(decodeURIComponent(primary.password))}`,
    `application_name=${connValue(opts.slot)}`,
  ].join(' ');
  fs.appendFileSync(
    path.join(opts.dir, 'postgresql.auto.conf'),
    [
      '# A streaming replica made by the app (platform/db/read-replica-start.ts)',
      `primary_conninfo = ${confValue(conninfo)}`,
      `primary_slot_name = ${confValue(opts.slot)}`,
      // The primary keeps the rows a replica's report still reads, instead of the replica cancelling it.
      'hot_standby_feedback = on',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(opts.dir, 'standby.signal'), '');
  fs.chmodSync(opts.dir, 0o700);
  const runAs = runAsForRoot();
  if (runAs) {
    allowTraverse(path.dirname(opts.dir));
    chownTree(opts.dir, runAs.uid, runAs.gid);
  }
  return bytes;
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) chownTree(p, uid, gid);
    else fs.chownSync(p, uid, gid);
  }
}

export interface RunningReplica {
  pid: number;
  port: number;
  /** Resolves when the postmaster exits (stopped, killed or crashed). */
  exited: Promise<void>;
  /** A fast shutdown (SIGINT), then SIGKILL after 30 s. */
  stop(): Promise<void>;
}

/**
 * Starts the replica's postmaster on `port` and resolves once it accepts read connections (consistent:
 * it has replayed up to the end of its base backup). `superuserUrl` is any URL of the primary's
 * superuser: its password is the replica's too. Detached, as the embedded primary, so a Ctrl-C reaches
 * the script that runs it, which stops it in order.
 */
export async function launchReplica(opts: { dir: string; port: number; logFile: string; superuserUrl: string }): Promise<RunningReplica> {
  const bins = await resolveBinaries();
  const runAs = runAsForRoot();
  if (runAs) allowTraverse(path.dirname(bins.postgres));
  const logFd = fs.openSync(opts.logFile, 'a');
  const child = spawn(
    bins.postgres,
    // max_connections as the primary's (a hot standby refuses a lower one).
    [
      '-D',
      opts.dir,
      '-p',
      String(opts.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { detached: true, stdio: ['ignore', logFd, logFd], uid: runAs?.uid, gid: runAs?.gid, env: { ...process.env, LC_ALL: 'C' } },
  );
  fs.closeSync(logFd);
  let exitedNow = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exitedNow = true;
      resolve();
    }),
  );
  const url = new URL(opts.superuserUrl);
  url.port = String(opts.port);
  url.pathname = '/postgres';
  const ready = await waitFor(async () => {
    if (exitedNow) return true;
    return acceptsConnections(url.toString());
  }, 120_000);
  if (exitedNow || !ready) {
    if (!exitedNow) child.kill('SIGKILL');
    const tail = fs.readFileSync(opts.logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`The read replica did not start. Last log lines:\n${tail}`);
  }
  return {
    pid: child.pid as number,
    port: opts.port,
    exited,
    async stop() {
      if (exitedNow) return;
      child.kill('SIGINT');
      if (!(await waitFor(() => exitedNow, 30_000))) child.kill('SIGKILL');
      await exited;
    },
  };
}
