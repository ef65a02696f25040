import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

export type ThrottleScope = 'account' | 'address' | 'device' | 'reset-email' | 'reset-address';

export interface ThrottleRule {
  scope: ThrottleScope;
  max: number;
  windowSeconds: number;
}

/** Spec and issue limits: 100 failed sign-ins an hour per account; 10 wrong PINs in 15 min per device. */
export const RULES = {
  account: { scope: 'account', max: 100, windowSeconds: 3600 },
  address: { scope: 'address', max: 300, windowSeconds: 3600 },
  device: { scope: 'device', max: 10, windowSeconds: 900 },
  resetEmail: { scope: 'reset-email', max: 5, windowSeconds: 3600 },
  resetAddress: { scope: 'reset-address', max: 30, windowSeconds: 3600 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Seconds until `key` may try again, or 0 when it is under the limit. Counted in PostgreSQL so the
 * limit holds across every app copy.
 */
export async function lockedForSeconds(db: Executor, rule: ThrottleRule, key: string): Promise<number> {
  const res = await db.execute<{ n: number; oldest: string | null }>(sql`
    select count(*)::int as n, min(at)::text as oldest
    from auth_failures
    where scope = ${rule.scope} and key = ${key} and at > now() - make_interval(secs => ${rule.windowSeconds})`);
  const row = res.rows[0];
  if (!row || row.n < rule.max || !row.oldest) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - Date.now()) / 1000));
}

export async function recordFailure(db: Executor, scope: ThrottleScope, key: string): Promise<void> {
  await db.execute(sql`insert into auth_failures (scope, key) values (${scope}, ${key})`);
}

export async function clearFailures(db: Executor, scope: ThrottleScope, key: string): Promise<void> {
  await db.execute(sql`delete from auth_failures where scope = ${scope} and key = ${key}`);
}
