import { createHash } from 'node:crypto';
import { type ExtractTablesWithRelations, is, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTransaction } from 'drizzle-orm/pg-core';
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

/** The SQL drizzle(pool) generates: no casing option, as `openDatabase` opens it. */
const dialect = new PgDialect();
/** The connection of each transaction `transactionOpenedWith` runs (for `preparedStatement`). */
const clients = new WeakMap<Tx, pg.PoolClient>();
const queryBuilder: Db = drizzle.mock();

/** A parameter of a compiled statement given its placeholders' values (null stays null, unmapped: drizzle's `fillPlaceholders` maps it). */
function parameterValue(param: unknown, values: Record<string, unknown>): unknown {
  const placeholder = is(param, Placeholder) ? param : is(param, Param) && is(param.value, Placeholder) ? param.value : undefined;
  if (!placeholder) return param;
  if (!(placeholder.name in values)) throw new Error(`No value for placeholder "${placeholder.name}"`);
  const value = values[placeholder.name];
  return is(param, Param) && value !== null && value !== undefined ? param.encoder.mapToDriverValue(value) : (value ?? null);
}

/**
 * A statement built once, with `sql.placeholder(name)` where its values go, and run as a named prepared
 * statement of each connection: PostgreSQL parses it once per connection and, once a generic plan does
 * as well, stops planning it on each call (for a statement of many joins, most of its cost); the server
 * builds its text once instead of on each call. The name comes from the text. Placeholders bound to a
 * column (insert values) are mapped as drizzle maps that column (jsonb, timestamps); others are passed to
 * node-postgres as they are (an array becomes a PostgreSQL array). Rows come as node-postgres parses
 * them (timestamps as Date, json parsed), not through drizzle's mapping. It runs only inside a
 * transaction of `withTenant` or `withPlatform`. `build` gets a query builder without a connection.
 */
export function preparedStatement<R extends Record<string, unknown>>(build: (qb: Db) => SQL) {
  let compiled: { name: string; text: string; params: unknown[] } | undefined;
  return async (tx: Executor, values: Record<string, unknown>): Promise<R[]> => {
    const client = clients.get(tx as Tx);
    if (!client) throw new Error('preparedStatement runs only in a transaction of withTenant or withPlatform');
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(build(queryBuilder));
      compiled = { name: `p_${createHash('sha1').update(text).digest('base64url')}`, text, params };
    }
    const { name, text, params } = compiled;
    return (await client.query({ name, text, values: params.map((param) => parameterValue(param, values)) })).rows as R[];
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * drizzle's `db.transaction` on a pooled client, except that it opens with `begin` (a simple-query string
 * of one or more statements, without parameters) of the caller's: `begin` and the transaction's settings
 * travel in one round trip instead of two (every request's transaction starts so). Commit, rollback
 * (the error of `fn` is the one thrown), savepoints (`tx.transaction`) and `tx.rollback()` as drizzle's.
 */
async function transactionOpenedWith<T>(db: Db, begin: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    try {
      await client.query(begin);
    } catch (err) {
      broken = err as Error;
      throw err;
    }
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Tx;
    clients.set(tx, client);
    try {
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (err) {
      // A connection that cannot even roll back is dropped from the pool, not handed to the next request.
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw err;
    }
  } finally {
    client.release(broken);
  }
}

/**
 * Runs `fn` in a transaction scoped to one organization. Row-level security then shows and accepts
 * only that organization's rows, whatever the SQL inside says. The tenant is set by the statement that
 * opens the transaction (`begin; select set_config(…)`, one round trip): the id is checked to be a UUID
 * before it is written into that text; anything else is set as a parameter in a statement of its own.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
      return fn(tx);
    });
  }
  return transactionOpenedWith(db, `begin; select set_config('app.tenant_id', '${tenantId}', true)`, fn);
}

/**
 * Runs `fn` in a transaction that may read and write across organizations on the tables whose policy
 * allows platform access (organizations, sites, events, mail outbox). Only for system-user features
 * and background dispatchers; every use is deliberate and reviewed.
 */
export async function withPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionOpenedWith(db, `begin; select set_config('app.platform', 'on', true)`, fn);
}

/** A transaction with no tenant: sees auth tables only (and zero rows of any tenant table). */
export async function withoutTenant<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
