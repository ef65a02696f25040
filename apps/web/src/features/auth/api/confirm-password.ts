import { api } from '../../../lib/api-client.ts';

/** POST auth/confirmpassword {email, password, hash}. */
export function confirmPassword(input: { email: string; password: string; hash: string }) {
  return api<{ confirmPasswordInfo: { passwordReset: boolean } }>('auth/confirmpassword', {
    body: { confirmPassword: input },
    authFailureIsAnswer: true,
  });
}
