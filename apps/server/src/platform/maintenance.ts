import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { forgetOldSources } from './auth/known-sources.ts';
import type { Db } from './db/database.ts';

/** Hourly clean-up of expired auth rows; returns its stop function. */
export function startMaintenance(db: Db, log: Logger, intervalMs = 3_600_000): () => Promise<void> {
  const run = async () => {
    await db.execute(sql`delete from auth_failures where at < now() - interval '1 day'`);
    await db.execute(sql`delete from sessions where expires_at < now() - interval '7 days'`);
    await db.execute(sql`delete from password_resets where expires_at < now() - interval '7 days'`);
    await forgetOldSources(db);
  };
  const timer = setInterval(() => void run().catch((err) => log.warn({ err }, 'maintenance failed')), intervalMs);
  timer.unref();
  return async () => clearInterval(timer);
}
