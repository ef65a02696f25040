import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../platform/config.ts';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../platform/db/embedded-postgres.ts';
import { runAsForRoot } from '../platform/db/postgres-host.ts';
import { createLogger } from '../platform/logging.ts';
import { restoreExternal } from './external.ts';
import {
  ENTRY,
  extractArchive,
  formatBytes,
  holdDataDir,
  type Manifest,
  OpsError,
  readCredentials,
  readManifest,
  run,
  runMain,
  runningApp,
  runningPostmaster,
  say,
  userPath,
  utcStamp,
} from './shared.ts';

/**
 * `npm run restore -- <archive>`: puts an archive of `npm run backup` back into DATA_DIR (and, for an
 * external server, into the database of DATABASE_URL). Nothing is deleted: what was there is renamed
 * to `<name>.before-restore-<time>` next to it. With the embedded server the restored cluster is
 * started once, so PostgreSQL replays the backup's WAL now and the command can say whether it worked.
 */

function chownTree(dir: string, uid: number, gid: number): void {
  fs.lchownSync(dir, uid, gid);
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) chownTree(p, uid, gid);
    else fs.lchownSync(p, uid, gid);
  }
}

/** The major version of the embedded binaries installed here (a cluster starts only with its own major). */
async function embeddedMajor(): Promise<number | undefined> {
  try {
    const mod = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
    const m = /\(PostgreSQL\)\s+(\d+)/.exec(await run(mod.postgres, ['--version']));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

interface Moved {
  name: string;
  aside: string;
}

/** Renames what is there to `<name>.before-restore-<stamp>`; never deletes. */
function moveAside(dataDir: string, names: string[], stamp: string): Moved[] {
  const moved: Moved[] = [];
  for (const name of names) {
    const from = path.join(dataDir, name);
    if (!fs.existsSync(from)) continue;
    const aside = `${name}.before-restore-${stamp}`;
    fs.renameSync(from, path.join(dataDir, aside));
    moved.push({ name, aside });
  }
  return moved;
}

function undoLines(dataDir: string, placed: string[], moved: Moved[], stamp: string): string[] {
  const q = (p: string) => JSON.stringify(path.join(dataDir, p));
  const lines = placed.map((n) => `  mv ${q(n)} ${q(`${n}.restored-${stamp}`)}`);
  for (const m of moved) lines.push(`  mv ${q(m.aside)} ${q(m.name)}`);
  return lines;
}

/** Starts the restored cluster once: PostgreSQL replays the backup's WAL now, and we read back what it holds. */
async function checkEmbedded(dataDir: string): Promise<void> {
  const logFile = path.join(dataDir, 'postgres.log');
  const offset = fs.statSync(logFile, { throwIfNoEntry: false })?.size ?? 0;
  say('Starting the restored PostgreSQL once (an online backup’s WAL is replayed now) …');
  const server = await startEmbeddedPostgres({ dataDir, log: createLogger('warn') });
  try {
    const fd = fs.openSync(logFile, 'r');
    const buf = Buffer.alloc(fs.fstatSync(fd).size - offset);
    fs.readSync(fd, buf, 0, buf.length, offset);
    fs.closeSync(fd);
    const recovery = buf
      .toString('utf8')
      .split('\n')
      .filter((l) =>
        /backup recovery|redo (starts|done)|consistent recovery state|ready to accept connections|database system was/.test(l),
      );
    for (const l of recovery) say(`  postgres: ${l.replace(/^\S+ \S+ \S+ \[\d+\] /, '')}`);

    const url = new URL(server.superuserUrl);
    url.pathname = `/${EMBEDDED_DATABASE}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const counts = (
        await client.query<{ organizations: number; sites: number; rooms: number; files: number }>(
          `select (select count(*) from organizations)::int as organizations, (select count(*) from sites)::int as sites,
                  (select count(*) from rooms)::int as rooms, (select count(*) from files where deleted_at is null)::int as files`,
        )
      ).rows[0];
      say(
        `  database: ${counts?.organizations} organization(s), ${counts?.sites} site(s), ${counts?.rooms} room(s), ${counts?.files} file(s)`,
      );
      const named = await client.query<{ tenant_id: string; name: string }>('select tenant_id, name from files where deleted_at is null');
      const missing = named.rows.filter((r) => !fs.existsSync(path.join(dataDir, ENTRY.files, r.tenant_id, r.name)));
      if (missing.length)
        say(`  warning: ${missing.length} file(s) the database names are not in the archive (deleted while the backup ran?)`);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  say('PostgreSQL recovered the backup and stopped cleanly.');
}

async function main(): Promise<void> {
  process.umask(0o077);
  const arg = process.argv[2];
  if (!arg) throw new OpsError('Usage: npm run restore -- <archive.tar.gz>');
  const archive = userPath(arg);
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new OpsError(`${archive} is not a file.`);
  const config = loadConfig();
  const dataDir = config.dataDir;
  const kind: Manifest['kind'] = config.databaseUrl ? 'external' : 'embedded';
  const stamp = utcStamp();

  if (kind === 'embedded') {
    const app = runningApp(dataDir);
    if (app) throw new OpsError(`The app is running on ${dataDir} (pid ${app}). Stop it first, then run npm run restore again.`);
    const postmaster = runningPostmaster(path.join(dataDir, ENTRY.cluster));
    if (postmaster) {
      throw new OpsError(
        `PostgreSQL is running on ${path.join(dataDir, ENTRY.cluster)} (pid ${postmaster.pid}, port ${postmaster.port}). Stop the app (or that server) first, then run npm run restore again.`,
      );
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // Held from the checks to the end: an app started meanwhile refuses this DATA_DIR.
  const release = kind === 'embedded' ? holdDataDir(dataDir) : undefined;
  const staging = path.join(dataDir, `.restore-${stamp}`);
  try {
    say(`Unpacking ${archive} (${formatBytes(fs.statSync(archive).size)}) …`);
    await extractArchive(archive, staging);
    const manifest = readManifest(staging, archive);
    say(
      `Archive of ${manifest.createdAt}: ${manifest.kind} PostgreSQL ${manifest.postgres.version} (${manifest.postgres.method}), ${manifest.files.count} file(s), app ${manifest.appVersion}`,
    );
    if (manifest.kind !== kind) {
      throw new OpsError(
        manifest.kind === 'embedded'
          ? 'This archive holds the embedded server’s data, but DATABASE_URL is set. Unset DATABASE_URL to restore it into DATA_DIR.'
          : 'This archive holds a dump of an external server, but DATABASE_URL is not set. Set DATABASE_URL (and BACKUP_DATABASE_URL) to the database to restore into.',
      );
    }

    if (kind === 'embedded') {
      const cluster = path.join(staging, ENTRY.cluster);
      if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) throw new OpsError(`${archive} has no PostgreSQL cluster.`);
      // Without its credentials the app would take the cluster for a new one and initialise over it.
      readCredentials(path.join(staging, ENTRY.credentials));
      const installed = await embeddedMajor();
      if (installed !== undefined && installed !== manifest.postgres.major) {
        throw new OpsError(
          `The archive holds PostgreSQL ${manifest.postgres.major} data; the embedded PostgreSQL installed here is ${installed}. Restore it with an app version that ships PostgreSQL ${manifest.postgres.major}.`,
        );
      }
      if (!fs.existsSync(path.join(staging, ENTRY.files))) fs.mkdirSync(path.join(staging, ENTRY.files));
      const placed = [ENTRY.cluster, ENTRY.credentials, ENTRY.files];
      const moved = moveAside(dataDir, placed, stamp);
      for (const name of placed) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
      // PostgreSQL starts only on a folder of its own user with no access for others.
      const pgDir = path.join(dataDir, ENTRY.cluster);
      fs.chmodSync(pgDir, 0o700);
      const owner = runAsForRoot();
      if (owner) chownTree(pgDir, owner.uid, owner.gid);
      say(`Restored into ${dataDir}: ${placed.join(', ')}`);
      for (const m of moved) say(`  the earlier ${m.name} is kept as ${path.join(dataDir, m.aside)}`);
      try {
        await checkEmbedded(dataDir);
      } catch (err) {
        say('');
        say(`The restored PostgreSQL did not start: ${(err as Error).message}`);
        say('To go back to the data as it was before the restore (app stopped):');
        for (const l of undoLines(dataDir, placed, moved, stamp)) say(l);
        throw new OpsError('Restore failed.');
      }
      say('');
      say('Done. Start the app as usual (npm start); it uses the restored data.');
      if (moved.length) {
        say('To undo (app stopped):');
        for (const l of undoLines(dataDir, placed, moved, stamp)) say(l);
        say(`Once the restored data is fine, the *.before-restore-${stamp} entries may be deleted.`);
      }
      return;
    }

    const dump = path.join(staging, ENTRY.dump);
    if (!fs.existsSync(dump)) throw new OpsError(`${archive} has no ${ENTRY.dump}.`);
    await restoreExternal(config.databaseUrl as string, dump, manifest, path.join(dataDir, `database.before-restore-${stamp}.dump`));
    if (!fs.existsSync(path.join(staging, ENTRY.files))) fs.mkdirSync(path.join(staging, ENTRY.files));
    const moved = moveAside(dataDir, [ENTRY.files], stamp);
    fs.renameSync(path.join(staging, ENTRY.files), path.join(dataDir, ENTRY.files));
    say('');
    say(`Done: the database was restored and ${path.join(dataDir, ENTRY.files)} holds the archive's files.`);
    say(`The database as it was is in ${path.join(dataDir, `database.before-restore-${stamp}.dump`)}.`);
    for (const m of moved) say(`The earlier files are kept as ${path.join(dataDir, m.aside)}.`);
    say('Start the app copies again.');
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release?.();
  }
}

runMain(main);
