import type { TAccountInfo } from '@carehome/contracts';
import { api } from '../../../lib/api-client.ts';
import { needsRefresh, session } from '../../../lib/session.ts';

let inFlight: Promise<void> | undefined;

/** POST auth/refresh when less than 150 minutes remain (spec section 4); one call at a time. */
export function refreshIfDue(now = Date.now()): Promise<void> {
  const { account } = session.get();
  if (!account || !needsRefresh(account, now)) return Promise.resolve();
  inFlight ??= api<TAccountInfo>('auth/refresh', { body: { refresh: {} } })
    .then((next) => session.setAccount(next))
    .catch(() => undefined) // offline: try again on the next tick; a 401 has already signed out
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
