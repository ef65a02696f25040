import { sql } from 'drizzle-orm';
import type { Executor } from './db/database.ts';

/** Work waiting in the database: mail not sent yet, and the care-records sync's webhook messages to process or retry. */
export async function outboxDepths(tx: Executor): Promise<{ mail: number; sync: number }> {
  const mail = await tx.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status = 'pending'`);
  const sync = await tx.execute<{ n: number }>(sql`select count(*)::int as n from sync_messages where status in ('received', 'retrying')`);
  return { mail: mail.rows[0]?.n ?? 0, sync: sync.rows[0]?.n ?? 0 };
}
