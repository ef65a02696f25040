import type { TAccountInfo } from '@carehome/contracts';
import { api } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST auth/login {user:{email,password}}: signs in and keeps the account info. */
export async function login(input: LoginInput): Promise<TAccountInfo> {
  const account = await api<TAccountInfo>('auth/login', { body: { user: input }, authFailureIsAnswer: true });
  session.setAccount(account);
  return account;
}
