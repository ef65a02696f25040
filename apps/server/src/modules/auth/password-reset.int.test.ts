import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, PASSWORD, type TestContext } from '../../../test/harness.ts';
import { type ReceivedMail, startTestSmtp } from '../../../test/smtp.ts';
import { withPlatform } from '../../platform/db/database.ts';
import { createLogger } from '../../platform/logging.ts';
import { MailDispatcher } from '../../platform/mail.ts';

let t: TestContext;
let a: OrgFixture;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let dispatcher: MailDispatcher;
let inbox: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  inbox = smtp.inbox;
  const smtpUrl = smtp.url;
  [t, a] = await contextWith(['Alpha'], { smtpUrl, publicUrl: 'https://care.example.org' });
  dispatcher = new MailDispatcher(t.database.db, { smtpUrl, from: 'Care <no-reply@care.example.org>', log: createLogger('silent') });
});
afterAll(async () => {
  await dispatcher.stop();
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers });

async function requestReset(email: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await post('resetpassword', { resetPassword: { email, language: 'en', ...extra } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ resetPasswordInfo: { requestSent: true } });
  inbox.length = 0;
  expect(await dispatcher.runOnce()).toBe(1);
  const mail = inbox.find((m) => m.to.includes(email));
  expect(mail, 'reset mail delivered over SMTP').toBeDefined();
  const link = /https?:\/\/[^\s"<>]+\/confirm-password\/([A-Za-z0-9_-]{43})/.exec(mail?.raw ?? '');
  expect(link?.[0].startsWith('https://care.example.org/confirm-password/')).toBe(true);
  return link?.[1] as string;
}

describe('password reset by mail (real SMTP server)', () => {
  it('mails a link to /confirm-password/{hash}; confirming sets the password and signs out everywhere', async () => {
    const email = a.emails.Nursing as string;
    const before = await login(t, email);
    const hash = await requestReset(email);

    const weak = await post('confirmpassword', { confirmPassword: { email, password: 'abcdef', hash } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ field: 'confirmPassword.password', code: 'auth.weak_password' });
    const common = await post('confirmpassword', { confirmPassword: { email, password: 'Password1', hash } });
    expect(common.json().code).toBe('auth.common_password');
    const otherEmail = await post('confirmpassword', { confirmPassword: { email: a.emails.Housekeeper, password: 'New-Secret-77', hash } });
    expect(otherEmail.json().message).toBe("Couldn't reset password. Please send another reset request.");

    const ok = await post('confirmpassword', { confirmPassword: { email, password: 'New-Secret-77', hash } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ confirmPasswordInfo: { passwordReset: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(before) })).statusCode).toBe(401);
    await expect(login(t, email, PASSWORD)).rejects.toThrow(/401/);
    expect((await login(t, email, 'New-Secret-77')).role).toBe('Nursing');

    const reuse = await post('confirmpassword', { confirmPassword: { email, password: 'Other-Secret-88', hash } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('auth.reset_failed');
  });

  it('never puts a foreign origin into the link', async () => {
    const hash = await requestReset(a.emails.Housekeeper as string, { resetUrl: 'https://evil.example.com/confirm-password/' });
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes the mail in the requested language', async () => {
    await post('resetpassword', { resetPassword: { email: a.emails.LeadHousekeeper, language: 'fr' } });
    inbox.length = 0;
    await dispatcher.runOnce();
    expect(inbox[0]?.raw).toContain('Ouvrez ce lien pour choisir un nouveau mot de passe');
  });

  it('falls back to the Accept-Language header', async () => {
    await post('resetpassword', { resetPassword: { email: a.emails.FacilityAdministrator } }, { 'accept-language': 'zh-TW,zh;q=0.9' });
    inbox.length = 0;
    await dispatcher.runOnce();
    expect(inbox[0]?.raw).toContain('我們收到了重設您帳戶密碼的請求');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await post('resetpassword', { resetPassword: { email: 'nobody@test.example' } });
    expect(res.json()).toEqual({ resetPasswordInfo: { requestSent: true } });
    expect(await dispatcher.runOnce()).toBe(0);
  });

  it('an expired link is refused', async () => {
    const email = a.emails.FacilityAssistant as string;
    const hash = await requestReset(email);
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute' where email = ${email}`);
    const res = await post('confirmpassword', { confirmPassword: { email, password: 'New-Secret-77', hash } });
    expect(res.json().code).toBe('auth.reset_failed');
  });

  it('without SMTP_URL keeps the mail in the outbox as unsent', async () => {
    const local = new MailDispatcher(t.database.db, { smtpUrl: undefined, from: 'x@y.z', log: createLogger('silent') });
    await post('resetpassword', { resetPassword: { email: a.emails.TabletRegistration } });
    expect(await local.runOnce()).toBe(1);
    const rows = await withPlatform(t.database.db, (tx) =>
      tx.execute<{ status: string; text: string }>(
        sql`select status, text from mail_outbox where ${a.emails.TabletRegistration} = any("to")`,
      ),
    );
    expect(rows.rows[0]?.status).toBe('unsent');
    expect(rows.rows[0]?.text).toContain('/confirm-password/');
    await local.stop();
  });
});
