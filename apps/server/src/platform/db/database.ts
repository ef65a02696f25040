import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';

// bigint (counts, event ids) as numbers: they stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = NodePgDatabase;
type NoSchema = Record<string, never>;
export type Tx = PgTransaction<NodePgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Anything repositories can run on: the pool-level db or a transaction. */
export type Executor = Db | Tx;

export interface Database {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/** Opens the runtime pool as the app role (not owner, not superuser: RLS applies). */
export function openDatabase(appUrl: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: appUrl, max: poolSize, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client lost its connection (server restart); the pool replaces it on next use.
  });
  // pg-pool listens for errors only on idle clients: a client checked out (a transaction between two
  // statements) whose connection is lost would emit 'error' with no listener and end the process. Its
  // next statement fails instead, and the pool drops it on release (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool);
  return {
    pool,
    db,
    close: () => pool.end(),
  };
}

/**
 * Runs `fn` in a transaction scoped to one organization. Row-level security then shows and accepts
 * only that organization's rows, whatever the SQL inside says.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}

/**
 * Runs `fn` in a transaction that may read and write across organizations on the tables whose policy
 * allows platform access (organizations, sites, events, mail outbox). Only for system-user features
 * and background dispatchers; every use is deliberate and reviewed.
 */
export async function withPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.platform', 'on', true)`);
    return fn(tx);
  });
}

/** A transaction with no tenant: sees auth tables only (and zero rows of any tenant table). */
export async function withoutTenant<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
