import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, its quoted-printable and base64 parts decoded as UTF-8 text. */
  raw: string;
}

/** Decodes what nodemailer sends: quoted-printable and base64 parts, as UTF-8 text. */
export function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...base64Parts].join('\n');
}

export interface TestSmtp<M> {
  url: string;
  inbox: M[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a local port (a free one by default) that keeps every message it receives in
 * `inbox`, as `keep` reads it from its recipients and the message as sent (latin1): by default decoded text.
 */
export async function startTestSmtp<M>(port: number, keep: (to: string[], raw: string) => M): Promise<TestSmtp<M>>;
export async function startTestSmtp(port?: number): Promise<TestSmtp<ReceivedMail>>;
export async function startTestSmtp<M>(
  port = 0,
  keep: (to: string[], raw: string) => M = (to, raw) => ({ to, raw: decodeMail(raw) }) as M,
): Promise<TestSmtp<M>> {
  const inbox: M[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('latin1');
      });
      stream.on('end', () => {
        inbox.push(
          keep(
            session.envelope.rcptTo.map((r) => r.address),
            raw,
          ),
        );
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    inbox,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
