import type { TLanguage } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { isKnownSource } from '../../platform/auth/known-sources.repository.ts';
import { signInSources } from '../../platform/auth/known-sources.ts';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords.ts';
import { revokeSessionsOf } from '../../platform/auth/sessions.repository.ts';
import { RULES, reserve } from '../../platform/auth/throttle.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { passwordResetMail } from './auth.mail.ts';
import {
  findDirectoryEntry,
  findUsablePasswordReset,
  insertPasswordReset,
  markPasswordResetsUsed,
  setStaffPassword,
  setSystemUserPassword,
} from './auth.repository.ts';
import { loadSubject, normalizeEmail, recordAuthEvent } from './subjects.ts';

const RESET_TTL_MINUTES = 60;

/** Only links to our own origin go into mail: a reset link pointing elsewhere would leak the token. */
function resetLinkBase(app: AppContext, requested: string | undefined): string {
  const fallback = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested);
    const allowed = app.config.publicUrl
      ? url.origin === new URL(app.config.publicUrl).origin
      : ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return allowed ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

/** POST auth/resetpassword: mails a one-time link to /confirm-password/{hash}; never says whether the email exists. */
export async function requestPasswordReset(
  app: AppContext,
  meta: RequestMeta,
  input: { email: string; language?: TLanguage | undefined; resetUrl?: string | undefined },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const { db } = app.database;
  const entry = await findDirectoryEntry(db, email);
  // Every request counts. Per email and address, per address, and per email from anywhere only at a
  // high bound that the owner's known addresses skip: strangers cannot use up the owner's resets.
  const known = entry
    ? await isKnownSource(db, entry.subjectId, signInSources(app.secrets.pinPepper, { ip: meta.ip, deviceId: null }))
    : false;
  const requested = await reserve(db, [
    { rule: RULES.resetPair, key: `${email}|${meta.ip ?? 'unknown'}` },
    ...(meta.ip ? [{ rule: RULES.resetAddress, key: meta.ip }] : []),
    ...(known ? [] : [{ rule: RULES.resetEmail, key: email }]),
  ]);
  if (!requested.ok) throw new AppError(429, 'rate_limited', [], {}, requested.retryAfterSeconds);

  const subject = await loadSubject(app, entry);
  const tenantId = entry?.tenantId ?? null;
  await recordAuthEvent(app, tenantId, async (tx) => {
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId,
      type: 'auth.password_reset.requested',
      subjectType: 'account',
      subjectId: subject?.id ?? null,
      data: { email, known: Boolean(subject && !subject.archived) },
    });
    if (!subject || subject.archived) return;
    const token = newToken();
    await insertPasswordReset(tx, {
      tokenHash: hashToken(token),
      email,
      kind: subject.kind,
      subjectId: subject.id,
      tenantId,
      expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
    });
    const link = `${resetLinkBase(app, input.resetUrl)}/confirm-password/${token}`;
    await enqueueMail(tx, { tenantId, to: [subject.email], ...passwordResetMail(input.language ?? 'en', link) });
  });
}

/** POST auth/confirmpassword: sets the password from a valid link; signs the person out everywhere. */
export async function confirmPasswordReset(
  app: AppContext,
  meta: RequestMeta,
  input: { email: string; password: string; hash: string },
): Promise<void> {
  const { db } = app.database;
  const reset = await findUsablePasswordReset(db, hashToken(input.hash));
  if (!reset || reset.email !== normalizeEmail(input.email)) throw new AppError(400, 'auth.reset_failed');
  assertAcceptablePassword(input.password, 'confirmPassword.password');
  const passwordHash = await hashPassword(input.password);
  const write = async (tx: Executor) => {
    if (reset.kind === 'system') await setSystemUserPassword(tx, reset.subjectId, passwordHash);
    else await setStaffPassword(tx, reset.subjectId, passwordHash);
    await markPasswordResetsUsed(tx, reset.subjectId);
    await revokeSessionsOf(tx, reset.subjectId, 'password-changed');
    await recordEvent(tx, {
      ...fromRequest(meta),
      actorKind: reset.kind,
      actorId: reset.subjectId,
      tenantId: reset.tenantId,
      type: 'auth.password_reset.completed',
      subjectType: 'account',
      subjectId: reset.subjectId,
    });
  };
  if (reset.tenantId) await withTenant(db, reset.tenantId, write);
  else await db.transaction(write);
}
