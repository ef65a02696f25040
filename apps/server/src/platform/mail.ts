import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { mailOutbox } from '../db/schema/platform.ts';
import { type Db, type Executor, withPlatform } from './db/database.ts';

export interface OutgoingMail {
  tenantId: string | null;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({
    tenantId: mail.tenantId,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
  });
}

const RETRY_MINUTES = [1, 5, 15, 60, 180, 360];
const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;

type Row = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
};

/**
 * Delivers the mail outbox over SMTP_URL. Without SMTP_URL each mail is written to the log and
 * left in the outbox as 'unsent', so a reset link is usable on a developer machine.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly transport: nodemailer.Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl: string | undefined; from: string; log: Logger; intervalMs?: number },
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  }

  start(): void {
    this.timer = setInterval(
      () => void this.runOnce().catch((err) => this.opts.log.error({ err }, 'mail dispatch failed')),
      this.opts.intervalMs ?? 2000,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  /** Sends what is due; returns how many mails were handled. Safe to run from several app copies. */
  runOnce(): Promise<number> {
    this.running ??= this.dispatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async dispatch(): Promise<number> {
    return withPlatform(this.db, async (tx) => {
      const res = await tx.execute<Row>(sql`
        select id, "to", subject, text, html, attempts from ${mailOutbox}
        where status = 'pending' and next_attempt_at <= now()
        order by created_at limit 20 for update skip locked`);
      for (const mail of res.rows) {
        await this.deliver(tx, mail);
      }
      return res.rows.length;
    });
  }

  private async deliver(tx: Executor, mail: Row): Promise<void> {
    if (!this.transport) {
      this.opts.log.warn(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'SMTP_URL is not set: mail kept in mail_outbox, not sent',
      );
      await tx.execute(sql`update ${mailOutbox} set status = 'unsent', last_error = 'SMTP_URL not set' where id = ${mail.id}`);
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await tx.execute(sql`update ${mailOutbox} set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ${mail.id}`);
    } catch (err) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_MINUTES[Math.min(attempts - 1, RETRY_MINUTES.length - 1)] ?? 60;
      this.opts.log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed');
      await tx.execute(sql`
        update ${mailOutbox}
        set attempts = ${attempts}, last_error = ${String((err as Error).message).slice(0, 500)},
            status = ${failed ? 'failed' : 'pending'},
            next_attempt_at = now() + make_interval(mins => ${delay})
        where id = ${mail.id}`);
    }
  }
}
