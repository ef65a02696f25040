import crypto from 'node:crypto';
import type { TCalendarFeedKey, TCalendarFeedKeyCreated, TCreateCalendarFeedKey, TRevokeCalendarFeedKey } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/database.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { deleteFeedKey, type FeedKeyRow, insertFeedKey, listFeedKeys } from './calendar-feed-keys.repository.ts';

// A site's feed addresses: a lead housekeeper (or anyone above) gives each person's calendar app a key of its own, so the
// calendar export needs neither the organization administrator nor the site API key, and one lost phone
// is revoked without ending everyone else's subscription.

const toFeedKey = (row: FeedKeyRow): TCalendarFeedKey => ({
  id: row.id,
  label: row.label,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Records who created or revoked which address (its label, never its key). */
function recordKeyEvent(
  tx: Tx,
  by: { auth: TenantAuth; meta: RequestMeta; facilityId: string },
  type: 'calendar.feed_key_created' | 'calendar.feed_key_revoked',
  row: FeedKeyRow,
): Promise<void> {
  return recordEvent(tx, { ...fromRequestIn(by.meta, by.auth), facilityId: by.facilityId, type, data: { id: row.id, label: row.label } });
}

/** Runs `fn` for a site of the organization; another organization's site (no row under RLS) is 404. */
function withOwnSite<T>(ctx: AppContext, auth: TenantAuth, facilityId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    if (!(await siteExists(tx, facilityId))) throw notFound();
    return fn(tx);
  });
}

/** GET /facility/calendarfeedkeys. */
export async function getFeedKeys(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<{ keys: TCalendarFeedKey[] }> {
  const rows = await withOwnSite(ctx, auth, facilityId, (tx) => listFeedKeys(tx, facilityId));
  return { keys: rows.map(toFeedKey) };
}

/** POST /facility/calendarfeedkeys: the key is answered once; only its SHA-256 is kept. */
export async function createFeedKey(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TCreateCalendarFeedKey,
): Promise<TCalendarFeedKeyCreated> {
  // 240 random bits like the site API key; a prefix of its own tells the two apart in a pasted address.
  const key = `chf_${crypto.randomBytes(30).toString('base64url')}`;
  return withOwnSite(ctx, auth, input.facilityId, async (tx) => {
    const row = await insertFeedKey(tx, {
      tenantId: auth.tenantId,
      facilityId: input.facilityId,
      label: input.label,
      keyHash: hashToken(key),
      createdBy: auth.subjectId,
      createdByName: auth.displayName,
    });
    await recordKeyEvent(tx, { auth, meta, facilityId: input.facilityId }, 'calendar.feed_key_created', row);
    return { key, feedKey: toFeedKey(row) };
  });
}

/** POST /facility/revokecalendarfeedkey: the address answers 404 from now on. */
export async function revokeFeedKey(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TRevokeCalendarFeedKey,
): Promise<{ keys: TCalendarFeedKey[] }> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const row = await deleteFeedKey(tx, input.facilityId, input.id);
    if (!row) throw notFound();
    await recordKeyEvent(tx, { auth, meta, facilityId: input.facilityId }, 'calendar.feed_key_revoked', row);
    return { keys: (await listFeedKeys(tx, input.facilityId)).map(toFeedKey) };
  });
}
