import type { TLanguage } from '@carehome/contracts';
import { api } from '../../../lib/api-client.ts';

/** POST auth/resetpassword: the mail links back to this app's /confirm-password/{hash}. */
export function requestPasswordReset(input: { email: string; language: TLanguage }) {
  return api<{ resetPasswordInfo: { requestSent: boolean } }>('auth/resetpassword', {
    body: { resetPassword: { ...input, resetUrl: `${window.location.origin}/confirm-password/` } },
  });
}
