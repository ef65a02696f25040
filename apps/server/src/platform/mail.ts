import { buffer } from 'node:stream/consumers';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { type Db, type Executor, withPlatform } from './db/database.ts';
import type { FileStore } from './file-store.ts';
import {
  claimDueMails,
  insertMail,
  type MailAttachment,
  markMailAttemptFailed,
  markMailSent,
  markMailUnsent,
  type OutgoingMail,
  type QueuedMail,
} from './mail.repository.ts';

export type { MailAttachment, OutgoingMail };

/** Queues a mail in the caller's transaction: it is sent only if the change that caused it commits. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await insertMail(tx, mail);
}

const RETRY_MINUTES = [1, 5, 15, 60, 180, 360];
const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;

/**
 * Delivers the mail outbox over SMTP_URL. Without SMTP_URL each mail is written to the log and
 * left in the outbox as 'unsent', so a reset link is usable on a developer machine. Attachments are
 * read from `files` (the organization's file store) at sending time; a file deleted since the mail was
 * queued is left out (and logged) rather than holding the mail back.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly transport: nodemailer.Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl: string | undefined; from: string; log: Logger; intervalMs?: number; files?: FileStore },
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
      const due = await claimDueMails(tx);
      for (const mail of due) {
        await this.deliver(tx, mail);
      }
      return due.length;
    });
  }

  private async deliver(tx: Executor, mail: QueuedMail): Promise<void> {
    if (!this.transport) {
      this.opts.log.warn(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'SMTP_URL is not set: mail kept in mail_outbox, not sent',
      );
      await markMailUnsent(tx, mail.id);
      return;
    }
    try {
      const attachments = await this.attachmentsOf(mail);
      await this.transport.sendMail({
        from: this.opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
      await markMailSent(tx, mail.id);
    } catch (err) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_MINUTES[Math.min(attempts - 1, RETRY_MINUTES.length - 1)] ?? 60;
      this.opts.log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed');
      await markMailAttemptFailed(tx, mail.id, {
        attempts,
        error: String((err as Error).message).slice(0, 500),
        failed,
        delayMinutes: delay,
      });
    }
  }

  /** The mail's files, read from the file store. A missing file is skipped; any other read error fails the attempt (retried). */
  private async attachmentsOf(mail: QueuedMail): Promise<{ filename: string; content: Buffer; cid?: string }[]> {
    if (!mail.attachments.length) return [];
    const files = this.opts.files;
    if (!files || !mail.tenant_id) throw new Error('mail has attachments but the dispatcher has no file store');
    const tenantId = mail.tenant_id;
    const out: { filename: string; content: Buffer; cid?: string }[] = [];
    for (const a of mail.attachments) {
      if (!(await files.exists(tenantId, a.fileName))) {
        this.opts.log.warn({ mailId: mail.id, fileName: a.fileName }, 'mail attachment no longer in the file store: sent without it');
        continue;
      }
      const content = await buffer(files.read(tenantId, a.fileName));
      out.push({ filename: a.filename, content, ...(a.cid ? { cid: a.cid } : {}) });
    }
    return out;
  }
}
