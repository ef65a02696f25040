import { sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';

/** Forgets sign-in failures after a day, and sessions and password reset links a week after they expired. */
export async function purgeExpiredAuthRows(db: Db): Promise<void> {
  await db.execute(sql`delete from auth_failures where at < now() - interval '1 day'`);
  await db.execute(sql`delete from sessions where expires_at < now() - interval '7 days'`);
  await db.execute(sql`delete from password_resets where expires_at < now() - interval '7 days'`);
}
