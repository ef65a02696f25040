import type { Logger } from 'pino';
import { forgetOldSources } from './auth/known-sources.repository.ts';
import type { Db } from './db/database.ts';
import { purgeExpiredAuthRows } from './maintenance.repository.ts';

/** Hourly clean-up of expired auth rows; returns its stop function. */
export function startMaintenance(db: Db, log: Logger, intervalMs = 3_600_000): () => Promise<void> {
  const run = async () => {
    await purgeExpiredAuthRows(db);
    await forgetOldSources(db);
  };
  const timer = setInterval(() => void run().catch((err) => log.warn({ err }, 'maintenance failed')), intervalMs);
  timer.unref();
  return async () => clearInterval(timer);
}
