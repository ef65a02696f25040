import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { type Database, type Db, type Executor, type Tx, withTenant } from './database.ts';

// The read replica (DATABASE_READ_URL): a streaming replica of the primary that takes the heavy reads
// which tolerate lag (reports, exports, the site dashboard, the organization benchmark), through
// `withTenantRead`. Decision 0052: a replica read never shows a state older than what the primary had
// when the read began (so a user's own save is always in it), and the replica failing or lagging only
// sends the reads back to the primary, never an error to the user.

/** After the replica failed or lagged past the wait, reads go to the primary this long before it is tried again. */
export const REPLICA_BACKOFF_MS = 30_000;

/** Where reads meant for the replica were answered: by the replica, or by the primary and why. */
export interface ReplicaReadCounts {
  /** By the replica, once it had replayed what the primary had at the read's start. */
  replica: number;
  /** By the primary: the replica had not replayed that far within the wait. */
  lagging: number;
  /** By the primary: the replica could not be reached or its query failed. */
  unavailable: number;
  /** By the primary: the replica was being skipped after one of those. */
  skipped: number;
}

class Lagging extends Error {}

/** SQLSTATE classes of a server that is gone, refusing, out of resources, misconfigured, or a query cancelled by recovery. */
const REPLICA_SQLSTATE = /^(08|28|3D|53|57|58)|^40001$/;
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const CONNECTION_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The replica failed, as opposed to the read (a "not found" of the service, a bug in its SQL): the read
 * is then run again on the primary. Drizzle wraps a driver error as the `cause` of its own.
 */
export function isReplicaFailure(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (e instanceof pg.DatabaseError) return typeof code === 'string' && REPLICA_SQLSTATE.test(code);
    if ((typeof code === 'string' && CONNECTION_CODES.has(code)) || CONNECTION_MESSAGE.test(e.message)) return true;
  }
  return false;
}

export interface ReadReplicaOptions {
  /** The replica as the app role (row security applies as on the primary). */
  url: string;
  poolSize: number;
  log: Logger;
  /** How long a read waits for the replica to catch up before going to the primary (READ_REPLICA_WAIT_MS). */
  waitMs: number;
  backoffMs?: number;
}

/** The replica's pool and what it has done; one per app process. */
export class ReadReplica {
  readonly pool: pg.Pool;
  readonly db: Db;
  readonly counts: ReplicaReadCounts = { replica: 0, lagging: 0, unavailable: 0, skipped: 0 };
  private skipUntil = 0;
  private down = false;

  constructor(private readonly opts: ReadReplicaOptions) {
    // As openDatabase's pool, plus a connect timeout: a replica host that stops answering must cost a
    // read two seconds, not hang it until the operating system gives up on the connection.
    this.pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 2_000,
      application_name: 'carehome-read',
    });
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    this.db = drizzle(this.pool);
  }

  /**
   * `fn` on the replica once it has replayed past `target`; undefined when it is skipped, lags past the
   * wait or fails (the caller then reads on the primary). Errors of `fn` itself are thrown.
   */
  async read<T>(primary: Executor, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<{ value: T } | undefined> {
    if (Date.now() < this.skipUntil) {
      this.counts.skipped++;
      return undefined;
    }
    // Everything committed before this point, the user's own save included, is in the WAL up to here.
    const target = (await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`)).rows[0]?.lsn;
    try {
      const value = await withTenant(this.db, tenantId, async (tx) => {
        if (!(await this.caughtUp(tx, target as string))) throw new Lagging();
        return fn(tx);
      });
      this.counts.replica++;
      if (this.down) {
        this.down = false;
        this.opts.log.info('read replica in use again');
      }
      return { value };
    } catch (err) {
      if (err instanceof Lagging) this.counts.lagging++;
      else if (isReplicaFailure(err)) this.counts.unavailable++;
      else throw err;
      this.skip(err instanceof Lagging ? 'lagging' : 'unavailable', err instanceof Lagging ? undefined : err);
      return undefined;
    }
  }

  /**
   * Polls the replica's replay position (a few milliseconds apart, then every 50 ms) until it passes
   * `target`, for at most the wait. Read committed: each later statement of the transaction sees at least
   * that. A server that is not in recovery (the primary itself, a promoted replica) is current.
   */
  private async caughtUp(tx: Tx, target: string): Promise<boolean> {
    const until = Date.now() + this.opts.waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      const { rows } = await tx.execute<{ ok: boolean }>(
        sql`select coalesce(pg_last_wal_replay_lsn() >= ${target}::pg_lsn, not pg_is_in_recovery()) as ok`,
      );
      if (rows[0]?.ok) return true;
      const left = until - Date.now();
      if (left <= 0) return false;
      await new Promise((r) => setTimeout(r, Math.min(pause, left)));
    }
  }

  /** Reads go to the primary for the back-off; one log line per outage (not one per read). */
  private skip(reason: 'lagging' | 'unavailable', err: unknown): void {
    const backoffMs = this.opts.backoffMs ?? REPLICA_BACKOFF_MS;
    this.skipUntil = Date.now() + backoffMs;
    if (this.down) return;
    this.down = true;
    const message =
      reason === 'lagging'
        ? `read replica lags more than ${this.opts.waitMs} ms behind the primary; reading from the primary`
        : 'read replica unavailable; reading from the primary';
    this.opts.log.warn({ err, backoffMs }, message);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * The replica's URL as the app role: DATABASE_READ_APP_URL, or else the app role's login (a physical
 * replica has the primary's roles and passwords) on DATABASE_READ_URL's server and database.
 */
export function replicaAppUrl(config: Pick<Config, 'databaseReadUrl' | 'databaseReadAppUrl'>, primaryAppUrl: string): string | undefined {
  if (config.databaseReadAppUrl) return config.databaseReadAppUrl;
  if (!config.databaseReadUrl) return undefined;
  const read = new URL(config.databaseReadUrl);
  const app = new URL(primaryAppUrl);
  read.username = app.username;
  read.password = app.password;
  return read.toString();
}

/** The read replica the configuration names, or null: every read then goes to the primary. */
export function openReadReplica(
  config: Pick<Config, 'databaseReadUrl' | 'databaseReadAppUrl' | 'poolSize' | 'readReplicaWaitMs'>,
  database: Database,
  log: Logger,
): ReadReplica | null {
  const url = replicaAppUrl(config, String(database.pool.options.connectionString));
  return url ? new ReadReplica({ url, poolSize: config.poolSize, log, waitMs: config.readReplicaWaitMs }) : null;
}

/** What `withTenantRead` needs of the app context. */
export interface ReadContext {
  database: Database;
  readReplica?: ReadReplica | null;
}

/**
 * `withTenant` for a read that tolerates lag: on the read replica when there is one and it has replayed
 * what the primary had when the read began, on the primary otherwise (no replica, lagging past the wait,
 * failed). The tenant is set the same way; row security applies on the replica as on the primary. `fn`
 * must only read (its transaction is read-only wherever it runs): it may run twice, on the replica and
 * then on the primary if the replica fails under it. `primary`: a transaction the caller holds on the
 * primary (the benchmark's claim of a site): the primary's position is read through it and, without the
 * replica, `fn` runs in it, so the read never waits for a second connection of the primary's pool while
 * holding one.
 */
export async function withTenantRead<T>(
  ctx: ReadContext,
  tenantId: string,
  fn: (tx: Tx) => Promise<T>,
  opts: { primary?: Tx } = {},
): Promise<T> {
  const onReplica = await ctx.readReplica?.read(opts.primary ?? ctx.database.db, tenantId, fn);
  if (onReplica) return onReplica.value;
  if (opts.primary) return fn(opts.primary);
  // Read-only on the primary too, so a read that writes fails in every test and set-up, not only on a replica.
  return withTenant(ctx.database.db, tenantId, async (tx) => {
    await tx.execute(sql`set transaction read only`);
    return fn(tx);
  });
}
