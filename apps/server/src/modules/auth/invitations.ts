import type { TLanguage } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Executor } from '../../platform/db/database.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { invitationMail } from './auth.mail.ts';
import { insertPasswordReset } from './auth.repository.ts';

/** Invitation links last a week: a new organization administrator may not read mail every day. */
const INVITATION_TTL_DAYS = 7;

/**
 * Creates a one-time link to set a password (the same /confirm-password/{hash} flow as a reset) and
 * queues the invitation mail, in the caller's transaction.
 */
export async function inviteToSetPassword(
  ctx: AppContext,
  tx: Executor,
  invitee: { kind: 'system' | 'staff'; id: string; email: string; tenantId: string | null; name: string; organization: string | null },
  language: TLanguage = 'en',
): Promise<void> {
  const token = newToken();
  await insertPasswordReset(tx, {
    tokenHash: hashToken(token),
    email: invitee.email,
    kind: invitee.kind,
    subjectId: invitee.id,
    tenantId: invitee.tenantId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  const base = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const link = `${base}/confirm-password/${token}?email=${encodeURIComponent(invitee.email)}`;
  await enqueueMail(tx, {
    tenantId: invitee.tenantId,
    to: [invitee.email],
    ...invitationMail(language, { link, name: invitee.name, organization: invitee.organization }),
  });
}
