import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database.ts';

// The rows of the attempt limits (`auth_failures`: one row per attempt that took a place, by scope and
// key) and the advisory locks that make count-then-insert atomic across requests and app copies.

/** A limit as its queries need it: the scope its rows are counted under, how many, over how long. */
interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Takes a transaction-long advisory lock per key, in one order, so two callers cannot deadlock. */
export async function lockThrottleKeys(tx: Executor, keys: string[]): Promise<void> {
  const values = keys.map((k) => sql`(${k})`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(h) from (select distinct hashtextextended(k, 7272003) as h from (values ${sql.join(values, sql`, `)}) as v(k) order by h) as locks`,
  );
}

/** Records attempts that took a place; answers their ids, to give the places back. */
export async function insertFailures(tx: Executor, rows: { scope: string; key: string }[]): Promise<number[]> {
  const res = await tx.execute<{ id: number }>(
    sql`insert into auth_failures (scope, key) values ${sql.join(
      rows.map((r) => sql`(${r.scope}, ${r.key})`),
      sql`, `,
    )} returning id`,
  );
  return res.rows.map((r) => r.id);
}

export async function deleteFailures(db: Db, ids: number[]): Promise<void> {
  await db.execute(
    sql`delete from auth_failures where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * Seconds until `key` has a free place again: 0 when fewer than `max` attempts are in the window,
 * else until the attempt that makes it full leaves the window.
 */
export async function secondsUntilFree(tx: Executor, rule: Limit, key: string): Promise<number> {
  const res = await tx.execute<{ wait: number | null }>(sql`
    select ceil(extract(epoch from (at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as wait
    from (
      select at, count(*) over () as n, row_number() over (order by at desc) as newest
      from auth_failures
      where scope = ${rule.scope} and key = ${key} and at > now() - make_interval(secs => ${rule.windowSeconds})
    ) recent
    where n >= ${rule.max} and newest = ${rule.max}`);
  const wait = res.rows[0]?.wait;
  return wait ? Math.max(1, wait) : 0;
}

/**
 * What the site's PIN budget needs: the site's attempts in the window (`n`), seconds until the site is
 * under budget (`siteWait`) and until this tablet's own last attempt leaves the window (`ownWait`, null
 * when it has none). Site rows are keyed `<site>|<tablet>`.
 */
export async function sitePinWaits(
  tx: Executor,
  rule: Limit,
  site: string,
  tabletId: string,
): Promise<{ n: number; siteWait: number | null; ownWait: number | null } | undefined> {
  const { scope, max, windowSeconds } = rule;
  const res = await tx.execute<{ n: number; site_wait: number | null; own_wait: number | null }>(sql`
    with recent as (
      select key, at from auth_failures
      where scope = ${scope} and key like ${`${site}|%`} and at > now() - make_interval(secs => ${windowSeconds})
    ), ranked as (select at, row_number() over (order by at desc) as newest from recent)
    select
      (select count(*) from recent)::int as n,
      (select ceil(extract(epoch from (at + make_interval(secs => ${windowSeconds}) - now())))::int from ranked where newest = ${max}) as site_wait,
      (select ceil(extract(epoch from (max(at) + make_interval(secs => ${windowSeconds}) - now())))::int from recent where key = ${`${site}|${tabletId}`}) as own_wait`);
  const row = res.rows[0];
  return row ? { n: row.n, siteWait: row.site_wait, ownWait: row.own_wait } : undefined;
}
