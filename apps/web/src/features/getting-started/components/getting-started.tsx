import { hasRole } from '@carehome/domain';
import { Suspense } from 'react';
import { useAccount } from '../../../lib/session.ts';
import { useGettingStarted } from '../api/getting-started.ts';
import { Checklist } from './checklist.tsx';

/**
 * The site's getting-started checklist for its managers (Supervisor and above), while the server says it
 * shows (a step left, not put away, the site not yet running for a week). Nothing while it loads or fails:
 * the screen it sits on works without it.
 */
export function GettingStarted() {
  const account = useAccount();
  const manager = Boolean(account) && hasRole(account, 'FacilityAssistant');
  const query = useGettingStarted(account?.facility?.id, manager);
  if (!account || !query.data?.visible) return null;
  return (
    <Suspense fallback={null}>
      <Checklist checklist={query.data} account={account} siteName={account.facility?.name ?? ''} />
    </Suspense>
  );
}
