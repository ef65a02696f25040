import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { processAlive } from '../platform/db/postgres-host.ts';

/**
 * What `npm run backup` and `npm run restore` share: the archive's layout and manifest, the checks that
 * the app is (not) running on a DATA_DIR, the lock, and running `tar`, `pg_dump` and `pg_restore`.
 */

/** Bumped when the archive's layout changes; restore refuses formats it does not know. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
/** Archive entries, relative to its root. */
export const ENTRY = {
  cluster: 'postgres',
  credentials: 'postgres-credentials.json',
  files: 'files',
  dump: 'database.dump',
} as const;

export interface Manifest {
  format: number;
  kind: 'embedded' | 'external';
  createdAt: string;
  appVersion: string;
  postgres: {
    /** Major version of the server the data came from (the cluster's PG_VERSION, or the dumped server's). */
    major: number;
    version: string;
    /** online: base backup of a running server (replays its WAL at the next start); stopped: a copy of a stopped cluster; pg_dump. */
    method: 'online' | 'stopped' | 'pg_dump';
    startWal?: string;
    stopLsn?: string;
    pgDumpMajor?: number;
  };
  files: { count: number; bytes: number };
}

/** A failure the operator can act on: printed as is, without a stack. */
export class OpsError extends Error {}

export function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Runs a command's main and turns its failure into a message and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof OpsError) console.error(`\n${err.message}`);
      else console.error(err);
      process.exit(1);
    },
  );
}

/** 20260123T101500Z: sorts by time and is valid in every file system. */
export function utcStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A path the user typed. npm runs scripts from the repository root; INIT_CWD is where the user was,
 * so `npm run restore -- ../x.tar.gz` means what it says.
 */
export function userPath(arg: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

export function appVersion(): string {
  const pkg = path.resolve(import.meta.dirname, '../../../../package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isFinite(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The app holding DATA_DIR (its `server.pid`, written by the embedded server's start), if alive. */
export function runningApp(dataDir: string): number | undefined {
  const pid = readPid(path.join(dataDir, 'server.pid'));
  return pid !== undefined && pid !== process.pid && processAlive(pid) ? pid : undefined;
}

/** The live postmaster of DATA_DIR/postgres and where it listens (postmaster.pid lines 1, 4 and 6). */
export function runningPostmaster(pgDir: string): { pid: number; port: number; host: string } | undefined {
  const file = path.join(pgDir, 'postmaster.pid');
  const pid = readPid(file);
  if (pid === undefined || !processAlive(pid)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const port = Number.parseInt(lines[3] ?? '', 10);
  const listen = (lines[5] ?? '').trim();
  return { pid, port, host: listen && listen !== '*' ? listen : '127.0.0.1' };
}

/**
 * Holds DATA_DIR the way the app does (`server.pid` with our pid), so an app started meanwhile refuses
 * to start ("Another server … is running") instead of starting PostgreSQL under a copy or a restore.
 */
export function holdDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already released (the restore's check start released it)
    }
  };
}

export interface Credentials {
  superuserPassword: string;
  ownerPassword: string;
  appPassword: string;
}

export function readCredentials(file: string): Credentials {
  let parsed: Partial<Credentials>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Credentials>;
  } catch (err) {
    throw new OpsError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  if (!parsed.superuserPassword || !parsed.ownerPassword || !parsed.appPassword) throw new OpsError(`${file} lacks a password`);
  return parsed as Credentials;
}

/**
 * Runs a command to its end; rejects with its exit code and the end of its stderr. `okCodes` lists
 * other exit codes that are not failures.
 */
export function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; okCodes?: number[] } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      err = (err + c).slice(-8000);
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new OpsError(`${cmd} was not found on PATH.`) : new OpsError(`${cmd} failed: ${e.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0 || (code !== null && opts.okCodes?.includes(code))) resolve(out);
      else reject(new OpsError(`${cmd} ${args[0] ?? ''} failed (${signal ?? `exit code ${code}`}):\n${err.trim()}`));
    });
  });
}

/** The major version of a PostgreSQL client program on PATH (`pg_dump (PostgreSQL) 15.18 …` → 15), or undefined when absent. */
export async function clientMajor(cmd: 'pg_dump' | 'pg_restore'): Promise<{ major: number; version: string } | undefined> {
  try {
    const out = await run(cmd, ['--version']);
    const m = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(out);
    if (!m) throw new OpsError(`Cannot read the version of ${cmd}: ${out.trim()}`);
    return { major: Number(m[1]), version: out.trim() };
  } catch (err) {
    if (err instanceof OpsError && err.message.includes('not found')) return undefined;
    throw err;
  }
}

/** Counts the regular files and their bytes under a folder (absent: 0). */
export function measure(dir: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        count++;
        bytes += fs.statSync(p).size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { count, bytes };
}

/**
 * The archive: a gzipped tar made by the system's `tar`. `parts` are [folder, names in it]; uploads are
 * written under a temporary name and renamed, so `*.tmp` is left out, and a file deleted while tar runs
 * is skipped (--ignore-failed-read) rather than failing the backup.
 */
export async function createArchive(out: string, parts: Array<[string, string[]]>): Promise<void> {
  const args = ['--create', '--gzip', '--file', out, '--exclude=*.tmp', '--ignore-failed-read', '--warning=no-file-removed'];
  for (const [dir, names] of parts) args.push('-C', dir, ...names);
  await run('tar', args);
}

/**
 * Unpacks an archive into `dest` after checking every member: only folders and regular files, only under
 * the names an archive of ours has, never an absolute path or `..`. An archive from elsewhere cannot
 * write outside `dest` or plant a link.
 */
export async function extractArchive(archive: string, dest: string): Promise<void> {
  const listing = await run('tar', ['--list', '--verbose', '--gzip', '--file', archive]);
  const allowed = new Set<string>([MANIFEST, ...Object.values(ENTRY)]);
  for (const line of listing.split('\n')) {
    if (!line.trim()) continue;
    const type = line[0];
    // `tar -tv` lines: mode owner/group size date time name.
    const name = line.split(/\s+/).slice(5).join(' ');
    const top = name.replace(/^\.\//, '').split('/')[0] ?? '';
    if ((type !== '-' && type !== 'd') || name.startsWith('/') || name.split('/').includes('..') || !(top === '' || allowed.has(top))) {
      throw new OpsError(`${archive} is not a backup of this app: unexpected entry ${JSON.stringify(line)}`);
    }
  }
  fs.mkdirSync(dest, { recursive: true, mode: 0o700 });
  await run('tar', ['--extract', '--gzip', '--file', archive, '--directory', dest, '--no-same-owner']);
}

export function readManifest(dir: string, archive: string): Manifest {
  let m: Manifest;
  try {
    m = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new OpsError(`${archive} has no readable ${MANIFEST}: it is not an archive made by npm run backup.`);
  }
  if (m.format !== ARCHIVE_FORMAT)
    throw new OpsError(`${archive} has archive format ${m.format}; this version reads format ${ARCHIVE_FORMAT}.`);
  return m;
}

/**
 * libpq settings for pg_dump/pg_restore from a URL, with the password in PGPASSWORD rather than on the
 * command line, where every user of the machine could read it in the process list.
 */
export function libpqTarget(url: string): { conninfo: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { conninfo: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The server's major version and whether the role may read past row-level security. */
export async function describeServer(client: {
  query: (q: string) => Promise<{ rows: Array<Record<string, unknown>> }>;
}): Promise<{ major: number; version: string; bypassesRls: boolean; role: string; database: string }> {
  const { rows } = await client.query(
    `select current_setting('server_version_num')::int / 10000 as major, current_setting('server_version') as version,
            r.rolsuper or r.rolbypassrls as bypasses, current_user as role, current_database() as database
       from pg_roles r where r.rolname = current_user`,
  );
  const row = rows[0] as { major: number; version: string; bypasses: boolean; role: string; database: string };
  return { major: row.major, version: row.version, bypassesRls: row.bypasses, role: row.role, database: row.database };
}
