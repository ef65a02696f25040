import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * Signs out: revokes the token on the server when reachable, then forgets the account and every
 * cached read on this device whatever the server said.
 */
export async function signOut(): Promise<void> {
  try {
    await api('auth/logout', { body: { logout: {} }, authFailureIsAnswer: true });
  } catch {
    // offline or already expired: the local sign-out still happens
  }
  session.clearAccount({ byUser: true });
  queryClient.clear();
  await navigator.credentials?.preventSilentAccess?.().catch(() => undefined);
}
