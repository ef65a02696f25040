import fs from 'node:fs';
import path from 'node:path';

// Copying a PostgreSQL cluster's folder, stopped or running: what `npm run backup` and a read replica's
// start share (the embedded package ships no pg_basebackup). A running cluster's copy is a base backup
// only between pg_backup_start and pg_backup_stop, which the caller runs.

/** Folders whose contents PostgreSQL rebuilds or does not need in a base backup (the folders stay). */
const CONTENTS_LEFT_OUT = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the running server, not of the data. */
const SERVER_FILES = new Set(['postmaster.pid', 'postmaster.opts']);
/**
 * Also left out of an online copy: a backup_label there is not ours (ours comes from pg_backup_stop).
 * A stopped cluster keeps its own: it may be a restored copy that was never started.
 */
const LABEL_FILES = new Set(['backup_label', 'backup_label.old', 'tablespace_map', 'tablespace_map.old']);
export interface CopyStats {
  files: number;
  bytes: number;
}

/**
 * Copies a cluster folder file by file. In a running cluster files change, grow, shrink and disappear
 * while they are copied: the WAL replay repairs every page changed after pg_backup_start (full-page
 * writes), and a file removed meanwhile is simply not needed (the docs' "file vanished" case).
 */
export async function copyCluster(src: string, dst: string, online: boolean, stats: CopyStats, top = true): Promise<void> {
  await fs.promises.mkdir(dst, { recursive: true, mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(src, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries) {
    const from = path.join(src, e.name);
    const to = path.join(dst, e.name);
    if (e.isSymbolicLink()) {
      // pg_tblspc holds one link per tablespace; the app never creates one.
      throw new TablespaceError(from);
    }
    if (e.isDirectory()) {
      if (online && top && CONTENTS_LEFT_OUT.has(e.name)) await fs.promises.mkdir(to, { mode: 0o700 });
      else if (online && e.name.startsWith('pgsql_tmp')) continue;
      else await copyCluster(from, to, online, stats, false);
      continue;
    }
    if (!e.isFile()) continue;
    if (top && (SERVER_FILES.has(e.name) || (online && LABEL_FILES.has(e.name)))) continue;
    if (online && (e.name === 'pg_internal.init' || e.name.startsWith('pgsql_tmp'))) continue;
    try {
      await fs.promises.copyFile(from, to);
      stats.files++;
      stats.bytes += (await fs.promises.stat(to)).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** A tablespace (a link in pg_tblspc): the app never creates one, and neither copy supports it. */
export class TablespaceError extends Error {
  constructor(readonly at: string) {
    super(`${at} is a link (a tablespace?): tablespaces are not supported`);
  }
}
