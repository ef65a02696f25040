import { api } from '../../../lib/api-client.ts';
import { offlineStore } from '../../../lib/offline-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';

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
  const sharedTablet = Boolean(session.get().device);
  session.clearAccount({ byUser: true });
  queryClient.clear();
  storage.clearPrivate();
  // A personal computer forgets the saved dashboards; a registered tablet keeps them for the next
  // person of its site, who may need them while the Wi-Fi is down.
  if (!sharedTablet) await offlineStore.clear();
  await navigator.credentials?.preventSilentAccess?.().catch(() => undefined);
}
