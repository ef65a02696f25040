import { DASHBOARD_DELTA_MAX_VERSIONS } from '@carehome/contracts';
import { type DeltaPlan, planDelta } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, systemActor, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { siteChangesBetween } from './dashboard.repository.ts';
import { type DashboardSnapshot, residentsOf, roomsInOrder, variantOf } from './dashboard.service.ts';
import { type RoomEntry, tileJson, VARIANTS, type Variant } from './room-view.ts';
import { answerOf, currentEntry, type SiteEntry } from './site-entry.ts';

// The tablets' room board as changes: the tiles changed between a version the tablet holds and now, or the
// whole board when that is cheaper or the only correct answer (see `planDelta`).

/** The site's logged changes from `since` to `upTo`, when few enough to patch. */
async function loggedChanges(ctx: AppContext, auth: TenantAuth, facilityId: string, since: number, upTo: number) {
  if (since >= upTo || upTo - since > DASHBOARD_DELTA_MAX_VERSIONS) return [];
  return withTenant(ctx.database.db, auth.tenantId, (tx) =>
    siteChangesBetween(tx, facilityId, since, upTo, DASHBOARD_DELTA_MAX_VERSIONS + 1),
  );
}

/** The changes of a site's board since a version: the rooms to send (in board order) and those gone, or all. */
interface Changes {
  entry: SiteEntry;
  complete: boolean;
  rooms: RoomEntry[];
  removed: string[];
}

/**
 * What changed since `since`, by version and, when `at` is given, by time: rooms the clock changed after
 * the server time `at` of the tablet's copy. Without `at` (a hub message) the versions alone decide.
 */
async function changesSince(ctx: AppContext, auth: TenantAuth, facilityId: string, since: number, at: number | null): Promise<Changes> {
  const entry = await currentEntry(ctx, auth, facilityId);
  if (since === 0) return { entry, complete: true, rooms: roomsInOrder(entry), removed: [] };
  // The hub asks from the version its last burst reached, which is usually the one the entry was patched from.
  const plan: DeltaPlan =
    entry.patchedFrom?.version === since
      ? { complete: false, rooms: new Set(entry.patchedFrom.rooms) }
      : planDelta(since, entry.version, await loggedChanges(ctx, auth, facilityId, since, entry.version), DASHBOARD_DELTA_MAX_VERSIONS);
  if (plan.complete) return { entry, complete: true, rooms: roomsInOrder(entry), removed: [] };
  const rooms = entry.order
    .filter((id) => plan.rooms.has(id) || (at !== null && (entry.rooms.get(id) as RoomEntry).clockChangedAt > at))
    .map((id) => entry.rooms.get(id) as RoomEntry);
  return { entry, complete: false, rooms, removed: [...plan.rooms].filter((id) => !entry.rooms.has(id)) };
}

function deltaJson(c: Changes, facilityId: string, variant: Variant): string {
  const head = c.complete ? `"head":${c.entry.configJson},` : '';
  const rooms = c.rooms.map((room) => tileJson(room, variant)).join(',');
  return `{"facilityId":"${facilityId}","version":${c.entry.version},"at":${c.entry.computedAt},"complete":${c.complete},${head}"rooms":[${rooms}],"removed":${JSON.stringify(c.removed)}}`;
}

/**
 * GET /housekeeping?since=&at=: a `TDashboardDelta` of the tablets' board. The whole board in this form is
 * built once per kept entry and variant (every tablet's first paint) and compressed once (a snapshot); a
 * patch is built per request, from tiles serialized once. Residents of a patch are on the whole board the
 * viewer was last sent: residents only come and go by changes of the site, which answer the whole board.
 */
export async function getDashboardDelta(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  showAuditBanners: boolean,
  since: number,
  at: number | null,
): Promise<{ complete: boolean; snapshot: DashboardSnapshot }> {
  assertSiteVisible(auth, facilityId);
  const variant = variantOf(showAuditBanners);
  // Without the time of the tablet's copy, what the clock changed is unknown: the whole board.
  const changes = await changesSince(ctx, auth, facilityId, at === null ? 0 : since, at);
  const { entry } = changes;
  if (!changes.complete) return { complete: false, snapshot: { etag: '', json: deltaJson(changes, facilityId, variant), residentIds: [] } };
  const snapshot = answerOf(entry, `tiles:${variant}`, () => ({
    etag: `"${facilityId.slice(0, 8)}-${entry.version}-${entry.computedAt.toString(36)}-t${variant === 'audit' ? 'a' : 'n'}${entry.generation}"`,
    json: deltaJson(changes, facilityId, variant),
    residentIds: residentsOf(changes.rooms, variant),
  }));
  return { complete: true, snapshot };
}

/** Who reads the board for the hub, as events and logs name it. */
const LIVE_UPDATES_ACTOR = '00000000-0000-0000-0000-00000000b0a7';

/**
 * The hub's tile changes of a site from `since` to now, for each variant, serialized once for every socket
 * of the site; null when the board must be read whole (the tablets then ask `since`).
 */
export const hubTileDeltas =
  (ctx: AppContext) =>
  (tenantId: string, facilityId: string, since: number): Promise<{ version: number; at: number; text: Record<Variant, string> } | null> =>
    hubDeltaSince(ctx, systemActor({ id: LIVE_UPDATES_ACTOR, displayName: 'Live updates', tenantId, facilityId }), facilityId, since);

async function hubDeltaSince(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  since: number,
): Promise<{ version: number; at: number; text: Record<Variant, string> } | null> {
  const changes = await changesSince(ctx, auth, facilityId, since, null);
  if (changes.complete) return null;
  const text = {} as Record<Variant, string>;
  for (const variant of VARIANTS) {
    const delta = `{"previous":${since},"version":${changes.entry.version},"at":${changes.entry.computedAt},"rooms":[${changes.rooms
      .map((room) => tileJson(room, variant))
      .join(',')}],"removed":${JSON.stringify(changes.removed)}}`;
    text[variant] = delta;
  }
  return { version: changes.entry.version, at: changes.entry.computedAt, text };
}
