import { createHash } from 'node:crypto';
import { BulkReadDedupe, logBulkRead } from '../../platform/access-log.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import type { RequestMeta } from '../../platform/events.ts';
import type { DashboardSnapshot } from './dashboard.service.ts';

// The room dashboard names every resident of the site (names, flags, notes): a 200 answer is a bulk read
// of them. It is polled and refetched after every change by every open tablet, so the access log gets
// one row per sign-in and set of residents (BulkReadDedupe), never one per refresh, and none for a 304
// (the tablet already had what it was shown). The write is one insert, only when recorded.

const dedupes = new WeakMap<AppContext, BulkReadDedupe>();
/** The set of residents a snapshot names, as one short string (worked out once per snapshot). */
const signatures = new WeakMap<DashboardSnapshot, string>();

function signatureOf(snapshot: DashboardSnapshot): string {
  let s = signatures.get(snapshot);
  if (s === undefined) {
    s = createHash('sha1')
      .update([...snapshot.residentIds].sort().join(','))
      .digest('base64url');
    signatures.set(snapshot, s);
  }
  return s;
}

/** Records that this request was sent the snapshot's residents, unless the same viewer was just recorded seeing them. */
export async function logDashboardRead(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  snapshot: DashboardSnapshot,
): Promise<void> {
  if (!snapshot.residentIds.length) return;
  let dedupe = dedupes.get(ctx);
  if (!dedupe) {
    dedupe = new BulkReadDedupe();
    dedupes.set(ctx, dedupe);
  }
  const viewer = `${auth.tenantId}:${facilityId}:${meta.sessionId ?? meta.deviceId ?? auth.subjectId}`;
  if (!dedupe.shouldRecord(viewer, signatureOf(snapshot))) return;
  try {
    await withTenant(ctx.database.db, auth.tenantId, (tx) =>
      logBulkRead(tx, auth, meta, { facilityId, kind: 'dashboard', route: '/housekeeping', residentIds: snapshot.residentIds }),
    );
  } catch (err) {
    dedupe.forget(viewer);
    throw err;
  }
}
