import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { knownSignInSources } from '../../db/schema/auth.ts';
import type { Executor } from '../db/database.ts';
import { KNOWN_SOURCE_DAYS } from './known-sources.ts';

// The places accounts signed in from (HMACs, see signInSources), kept for KNOWN_SOURCE_DAYS.

/** True when the account signed in successfully from one of these places in the last 90 days. */
export async function isKnownSource(db: Executor, subjectId: string, sources: string[]): Promise<boolean> {
  if (!sources.length) return false;
  const [row] = await db
    .select({ subjectId: knownSignInSources.subjectId })
    .from(knownSignInSources)
    .where(
      and(
        eq(knownSignInSources.subjectId, subjectId),
        inArray(knownSignInSources.source, sources),
        gt(knownSignInSources.lastSeenAt, sql`now() - make_interval(days => ${KNOWN_SOURCE_DAYS})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Remembers (or refreshes) the places of a successful sign-in. */
export async function rememberSources(db: Executor, subjectId: string, sources: string[]): Promise<void> {
  if (!sources.length) return;
  await db
    .insert(knownSignInSources)
    .values(sources.map((source) => ({ subjectId, source })))
    .onConflictDoUpdate({ target: [knownSignInSources.subjectId, knownSignInSources.source], set: { lastSeenAt: sql`now()` } });
}

/** Forgets places not used for 90 days (run by the hourly maintenance). */
export async function forgetOldSources(db: Executor): Promise<void> {
  await db.execute(sql`delete from known_sign_in_sources where last_seen_at < now() - make_interval(days => ${KNOWN_SOURCE_DAYS})`);
}
