import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { deleteFailures, insertFailures, lockThrottleKeys, secondsUntilFree } from './throttle.repository.ts';

export interface ThrottleRule {
  /** The `auth_failures.scope` the attempts are counted under. */
  scope: string;
  max: number;
  windowSeconds: number;
}

/**
 * Multiplies every limit (default 1). Only the browser test suite sets it (e2e/playwright.config.ts): it
 * signs in, registers tablets and enters wrong passwords from one address for a whole suite in minutes,
 * and a retried test would push it over limits meant for an hour of real use. The limits themselves are
 * tested at their real values by the integration tests. Never set it in production (docs/OPERATIONS.md).
 */
export const THROTTLE_SCALE = Math.max(1, Math.floor(Number(process.env.THROTTLE_SCALE ?? '1')) || 1);

function scaled<T extends Record<string, ThrottleRule>>(rules: T): T {
  return Object.fromEntries(Object.entries(rules).map(([k, r]) => [k, { ...r, max: r.max * THROTTLE_SCALE }])) as T;
}

/**
 * Every limit of the app (docs/decisions/0007-throttling.md). Sign-in limits count failures (a
 * successful attempt gives its place back); the others count every request.
 */
export const RULES = scaled({
  /** Wrong passwords for one account from one context (a registered tablet, else an address). */
  loginPair: { scope: 'login-pair', max: 10, windowSeconds: 900 },
  /** Wrong passwords from one address, whatever the account: high, a care home shares one address. */
  loginAddress: { scope: 'address', max: 1000, windowSeconds: 3600 },
  /** Wrong passwords for one account from anywhere: a slow-down that known sign-in sources skip. */
  loginAccount: { scope: 'account', max: 50, windowSeconds: 3600 },
  /** Wrong PINs on one tablet. */
  pinDevice: { scope: 'device', max: 10, windowSeconds: 900 },
  /**
   * Wrong PINs on all the tablets of one site together; when full it refuses only the tablets that
   * failed themselves (platform/auth/pin-throttle.ts), so a clean tablet still signs in.
   */
  pinSite: { scope: 'pin-site', max: 30, windowSeconds: 900 },
  /** Password reset requests for one email from one address. */
  resetPair: { scope: 'reset-pair', max: 5, windowSeconds: 3600 },
  /** Password reset requests from one address. */
  resetAddress: { scope: 'reset-address', max: 30, windowSeconds: 3600 },
  /** Password reset requests for one email from anywhere; the owner's known addresses skip it. */
  resetEmail: { scope: 'reset-email', max: 50, windowSeconds: 3600 },
  /** Tablet registrations per site. */
  deviceRegistration: { scope: 'device-registration', max: 20, windowSeconds: 3600 },
  /** Staff saves that set a PIN, per person saving: a duplicate-PIN answer would otherwise be an oracle. */
  pinProbe: { scope: 'pin-probe', max: 10, windowSeconds: 3600 },
  /** Generated PINs per person asking. */
  pinGenerate: { scope: 'pin-generate', max: 30, windowSeconds: 3600 },
  /** Report and audit mails per person sending. */
  reportEmail: { scope: 'report-email', max: 30, windowSeconds: 3600 },
} as const satisfies Record<string, ThrottleRule>);

export interface Attempt {
  rule: ThrottleRule;
  key: string;
}

/** Places taken by `reserve`; `release` gives them back (an attempt that turned out not to count). */
export interface Reservation {
  release(): Promise<void>;
}

export type ReserveResult = ({ ok: true } & Reservation) | { ok: false; rule: ThrottleRule; retryAfterSeconds: number };

/**
 * Takes one place under every rule of `attempts`, or none when any of them is full. Atomic across
 * requests and app copies: one transaction takes a PostgreSQL advisory lock per (scope, key), in one
 * order (so two callers cannot deadlock), then counts and inserts. The next holder of a lock starts
 * after this transaction committed, and its count (a new statement, so a new snapshot under READ
 * COMMITTED) sees these rows: N concurrent attempts against a limit of 10 get exactly the free places.
 *
 * Callers reserve *before* they evaluate (verify a password, look a PIN up) and release only when the
 * attempt must not count (a right password). A crash between the two leaves the place taken, which
 * errs on the side of the limit. Refused attempts take no place, so hammering a full limit does not
 * push its end further away.
 */
export async function reserve(db: Db, attempts: Attempt[]): Promise<ReserveResult> {
  if (!attempts.length) return { ok: true, release: async () => undefined };
  const ids = await db.transaction(async (tx) => {
    await lockThrottleKeys(
      tx,
      attempts.map((a) => `${a.rule.scope}|${a.key}`),
    );
    for (const a of attempts) {
      const wait = await secondsUntilFree(tx, a.rule, a.key);
      if (wait > 0) return { rule: a.rule, retryAfterSeconds: wait };
    }
    return insertFailures(
      tx,
      attempts.map((a) => ({ scope: a.rule.scope, key: a.key })),
    );
  });
  if (!Array.isArray(ids)) return { ok: false, ...ids };
  return {
    ok: true,
    release: () => deleteFailures(db, ids),
  };
}

/** `reserve` for limits that answer a plain 429 `rate_limited` (with retry-after) when full. */
export async function consume(db: Db, rule: ThrottleRule, key: string): Promise<Reservation> {
  const result = await reserve(db, [{ rule, key }]);
  if (!result.ok) throw new AppError(429, 'rate_limited', [], {}, result.retryAfterSeconds);
  return result;
}

/**
 * Runs `fn` under one place of `rule` for `key` (429 `rate_limited` when full). A request that fails
 * (refused, invalid) gives its place back: only what was done counts.
 */
export async function withinLimit<T>(db: Db, rule: ThrottleRule, key: string, fn: () => Promise<T>): Promise<T> {
  const place = await consume(db, rule, key);
  try {
    return await fn();
  } catch (err) {
    await place.release();
    throw err;
  }
}
