import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database.ts';
import { type ReserveResult, RULES, secondsUntilFree } from './throttle.ts';

export interface PinTablet {
  id: string;
  tenantId: string;
  facilityId: string;
}

/**
 * Takes a place for one PIN attempt on a tablet, or refuses it. Two limits, so that a stranger at one
 * tablet cannot stop sign-in at the others:
 * - the tablet's own (`device`, 10 wrong PINs in 15 minutes);
 * - the site's (`pin-site`, 30 wrong PINs in 15 minutes over all its tablets), which refuses only the
 *   tablets that failed themselves in the window. A tablet without a wrong PIN still evaluates a PIN
 *   while the site is over its budget; one wrong PIN there and it is refused too. Refused attempts take
 *   no place, so the tablets that filled the budget cannot keep it full: it empties within 15 minutes
 *   unless wrong PINs keep coming from tablets that had none, one each.
 * Site rows are keyed by site and tablet so the second rule can tell them apart; both rules count under
 * advisory locks on the tablet and the site, like `reserve` (atomic across requests and app copies).
 */
export async function reservePinAttempt(db: Db, tablet: PinTablet): Promise<ReserveResult> {
  const site = `${tablet.tenantId}|${tablet.facilityId}`;
  const siteKey = `${site}|${tablet.id}`;
  const { pinDevice, pinSite } = RULES;
  const ids = await db.transaction(async (tx) => {
    const locks = [`${pinDevice.scope}|${tablet.id}`, `${pinSite.scope}|${site}`].map((k) => sql`(${k})`);
    await tx.execute(
      sql`select pg_advisory_xact_lock(h) from (select distinct hashtextextended(k, 7272003) as h from (values ${sql.join(locks, sql`, `)}) as v(k) order by h) as locks`,
    );
    const own = await secondsUntilFree(tx, pinDevice, tablet.id);
    if (own > 0) return { rule: pinDevice, retryAfterSeconds: own };
    const siteWait = await siteLockFor(tx, site, tablet.id);
    if (siteWait > 0) return { rule: pinSite, retryAfterSeconds: siteWait };
    const rows = await tx.execute<{ id: number }>(
      sql`insert into auth_failures (scope, key) values (${pinDevice.scope}, ${tablet.id}), (${pinSite.scope}, ${siteKey}) returning id`,
    );
    return rows.rows.map((r) => r.id);
  });
  if (!Array.isArray(ids)) return { ok: false, ...ids };
  return {
    ok: true,
    async release() {
      await db.execute(
        sql`delete from auth_failures where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    },
  };
}

/**
 * Seconds this tablet must wait under the site's budget: 0 while the site has fewer than `max` wrong
 * PINs in the window, or when this tablet has none of them; else until the site is under budget or
 * this tablet's own last wrong PIN leaves the window, whichever comes first.
 */
async function siteLockFor(tx: Executor, site: string, tabletId: string): Promise<number> {
  const { scope, max, windowSeconds } = RULES.pinSite;
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
  if (!row || row.n < max || row.own_wait === null || row.site_wait === null) return 0;
  return Math.max(1, Math.min(row.site_wait, row.own_wait));
}
