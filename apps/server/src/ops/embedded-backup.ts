import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type CopyStats, copyCluster as copyFolder, TablespaceError } from '../platform/db/cluster-folder.ts';
import { type Credentials, formatBytes, type Manifest, OpsError, runningPostmaster, say } from './shared.ts';

/** The cluster's folder copied (see cluster-folder.ts), a tablespace said as npm run backup says errors. */
async function copyCluster(src: string, dst: string, online: boolean, stats: CopyStats): Promise<void> {
  try {
    await copyFolder(src, dst, online, stats);
  } catch (err) {
    if (err instanceof TablespaceError)
      throw new OpsError(`${err.at} is a link (a tablespace?): tablespaces are not supported by npm run backup.`);
    throw err;
  }
}

/**
 * A copy of the embedded cluster (DATA_DIR/postgres) that PostgreSQL can start from.
 *
 * The embedded package ships only initdb, pg_ctl and postgres (no pg_dump or pg_basebackup), and
 * Debian's pg_dump 15 refuses a 17 server, so a running server is copied with PostgreSQL's low-level
 * base backup API (non-exclusive): pg_backup_start, copy the folder, pg_backup_stop, then add the
 * backup_label it returns and the WAL written meanwhile. At the next start PostgreSQL sees backup_label,
 * replays that WAL from the backup's checkpoint and reaches a consistent state: the copy is as of the
 * end of the backup, whatever the app wrote while files were being copied. A stopped server's folder is
 * already consistent and is copied as it is.
 */

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export async function backupEmbedded(
  dataDir: string,
  staging: string,
  creds: Credentials,
  appRunning: number | undefined,
): Promise<Pick<Manifest, 'postgres'>> {
  const pgDir = path.join(dataDir, 'postgres');
  const major = Number.parseInt(fs.readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8').trim(), 10);
  const dst = path.join(staging, 'postgres');
  const stats: CopyStats = { files: 0, bytes: 0 };
  const postmaster = runningPostmaster(pgDir);

  if (!postmaster) {
    // The app holds DATA_DIR but its PostgreSQL is down: it is restarting it, and would do so under our copy.
    if (appRunning) {
      throw new OpsError(
        `The app (pid ${appRunning}) runs on ${dataDir} but its PostgreSQL is not running (restarting?). Try again in a minute; see ${path.join(dataDir, 'postgres.log')}.`,
      );
    }
    say(`PostgreSQL is stopped: copying ${pgDir} as it is`);
    await copyCluster(pgDir, dst, false, stats);
    say(`  copied ${stats.files} files (${formatBytes(stats.bytes)})`);
    return { postgres: { major, version: String(major), method: 'stopped' } };
  }

  const client = new pg.Client({
    host: postmaster.host,
    port: postmaster.port,
    user: 'postgres',
    password: creds.superuserPassword,
    database: 'postgres',
    application_name: 'carehome-backup',
  });
  // pg_backup_stop notices that WAL archiving is off: we copy the WAL ourselves, below.
  client.on('notice', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(
      `PostgreSQL (pid ${postmaster.pid}) runs on port ${postmaster.port} but does not accept the backup's connection: ${(err as Error).message}`,
    );
  }
  try {
    const version = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? String(major);
    say(`PostgreSQL ${version} is running (pid ${postmaster.pid}, port ${postmaster.port}): online base backup`);
    // Without WAL archiving nothing stops a checkpoint during the copy from recycling the WAL the copy
    // needs. A temporary physical slot, reserved now, keeps every segment from here on until this
    // session ends (pg_basebackup does the same). It disappears with the connection, also on a crash.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`carehome_backup_${process.pid}`]);
    // On this one connection, held until pg_backup_stop (closing it aborts the backup). Fast: an
    // immediate checkpoint instead of a spread one, so the backup starts at once.
    await client.query('select pg_backup_start($1, true)', [`carehome ${new Date().toISOString()}`]);
    await copyCluster(pgDir, dst, true, stats);
    const stop = (
      await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
        'select lsn::text, labelfile, spcmapfile from pg_backup_stop(false)',
      )
    ).rows[0];
    if (!stop) throw new OpsError('pg_backup_stop returned nothing');
    if (stop.spcmapfile?.trim()) throw new OpsError('The cluster has tablespaces, which npm run backup does not support.');
    fs.writeFileSync(path.join(dst, 'backup_label'), stop.labelfile, { mode: 0o600 });
    say(`  copied ${stats.files} files (${formatBytes(stats.bytes)}); the backup ends at WAL ${stop.lsn}`);

    // The WAL from the backup's start to now. pg_backup_stop switched to a new segment, so every record up
    // to the backup's end is in a finished one; the current segment is copied too (its half-written end
    // is where the replay stops, as after a crash).
    const startWal = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1];
    if (!startWal) throw new OpsError(`Unexpected backup_label:\n${stop.labelfile}`);
    const endWal = (await client.query<{ f: string }>('select pg_walfile_name(pg_current_wal_lsn()) as f')).rows[0]?.f ?? startWal;
    const walSrc = path.join(pgDir, 'pg_wal');
    const walDst = path.join(dst, 'pg_wal');
    fs.mkdirSync(path.join(walDst, 'archive_status'), { recursive: true, mode: 0o700 });
    fs.mkdirSync(path.join(walDst, 'summaries'), { recursive: true, mode: 0o700 });
    const segments = fs
      .readdirSync(walSrc)
      .filter((f) => (WAL_SEGMENT.test(f) && f >= startWal && f <= endWal) || f.endsWith('.history'))
      .sort();
    if (!segments.includes(startWal)) throw new OpsError(`WAL segment ${startWal} is missing from ${walSrc}`);
    for (const f of segments) fs.copyFileSync(path.join(walSrc, f), path.join(walDst, f));
    say(`  copied ${segments.length} WAL file(s) from ${startWal} on`);
    return { postgres: { major, version, method: 'online', startWal, stopLsn: stop.lsn } };
  } finally {
    // Ends the session: aborts a backup still in progress and drops the temporary slot.
    await client.end().catch(() => undefined);
  }
}
