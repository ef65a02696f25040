import { sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/platform.ts';
import type { Executor } from './db/database.ts';

/** A file of the organization's file store sent with a mail: its stored name, the name the recipient sees. */
export interface MailAttachment {
  fileName: string;
  filename: string;
  /** Content id, for an image the HTML shows inline (`<img src="cid:...">`). */
  cid?: string;
}

export interface OutgoingMail {
  tenantId: string | null;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Files of `tenantId`'s file store; read when the mail is sent, so the outbox row stays small. */
  attachments?: MailAttachment[];
}

/** A mail of the outbox as the sender reads it. */
export type QueuedMail = {
  id: string;
  tenant_id: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  attempts: number;
};

export async function insertMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    tenantId: mail.tenantId,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
  });
}

/** Up to 20 mails due now, oldest first, locked for this sender: other app copies skip them. */
export async function claimDueMails(tx: Executor): Promise<QueuedMail[]> {
  const res = await tx.execute<QueuedMail>(sql`
    select id, tenant_id, "to", subject, text, html, attachments, attempts from ${mailOutbox}
    where status = 'pending' and next_attempt_at <= now()
    order by created_at limit 20 for update skip locked`);
  return res.rows;
}

/** Without SMTP the mail stays in the outbox, readable by administrators, and is not retried. */
export async function markMailUnsent(tx: Executor, id: string): Promise<void> {
  await tx.execute(sql`update ${mailOutbox} set status = 'unsent', last_error = 'SMTP_URL not set' where id = ${id}`);
}

export async function markMailSent(tx: Executor, id: string): Promise<void> {
  await tx.execute(sql`update ${mailOutbox} set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ${id}`);
}

/** A failed attempt: retried after `delayMinutes`, or failed for good when `failed`. */
export async function markMailAttemptFailed(
  tx: Executor,
  id: string,
  a: { attempts: number; error: string; failed: boolean; delayMinutes: number },
): Promise<void> {
  await tx.execute(sql`
    update ${mailOutbox}
    set attempts = ${a.attempts}, last_error = ${a.error},
        status = ${a.failed ? 'failed' : 'pending'},
        next_attempt_at = now() + make_interval(mins => ${a.delayMinutes})
    where id = ${id}`);
}
