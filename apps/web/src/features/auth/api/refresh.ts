import type { TAccountInfo } from '@carehome/contracts';
import { api } from '../../../lib/api-client.ts';
import { needsRefresh, session } from '../../../lib/session.ts';

let inFlight: Promise<void> | undefined;

/** Runs `fn` while no other tab of the app runs its own (Web Locks), or at once without them. */
async function acrossTabs(fn: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('carehome-refresh', fn);
  else await fn();
}

/**
 * POST auth/refresh when less than 150 minutes remain; one call at a time, across
 * tabs too: the server revokes a whole sign-in when a token it already refreshed is refreshed again
 * (refresh-family reuse), so a second tab must use the token the first one got. Inside the lock the
 * session is read again (the other tab's new token arrives through storage), and refreshed only if still due.
 */
export function refreshIfDue(now = Date.now()): Promise<void> {
  const { account } = session.get();
  if (!account || !needsRefresh(account, now)) return Promise.resolve();
  inFlight ??= acrossTabs(async () => {
    const current = session.reload().account;
    if (!current || !needsRefresh(current, Date.now())) return;
    session.setAccount(await api<TAccountInfo>('auth/refresh', { body: { refresh: {} } }));
  })
    .catch(() => undefined) // offline: try again on the next tick; a 401 has already signed out
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
