import type { AppContext } from './app-context.ts';
import { assertSiteVisible, type TenantAuth } from './auth/tenant-access.ts';
import { type Tx, withTenant } from './db/database.ts';

/**
 * Runs `fn` in the organization's transaction for one site the account sees. The visibility check comes
 * first and throws before any connection is taken, so another site's id is "not found" without a query.
 */
export function withVisibleSite<T>(
  ctx: Pick<AppContext, 'database'>,
  auth: TenantAuth,
  facilityId: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, fn);
}
