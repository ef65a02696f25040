import type { TResidentAccessEntry } from '@carehome/contracts';
import { bulkReadsOf } from '../../platform/access-log.repository.ts';
import { BULK_READ_ACTIONS, type BulkReadKind } from '../../platform/access-log.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { deviceNames, findResidentRow, insertAccessLog, listAccessLog } from './residents.repository.ts';

// The access log of a resident's record: every read of one resident (detail screen, photo) and every
// change, with who, when, what and from which device; the bulk reads that carried the resident (lists,
// the dashboard, report history) are kept one row per answer (platform/access-log.ts) and merged in here.
// Written in the transaction of the read or change; the app role cannot update it. Field names only,
// never values.

const LOG_LIMIT = 500;

export async function logResidentAccess(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  entry: { residentId: string; facilityId: string; action: TResidentAccessEntry['action']; fields: string[] },
): Promise<void> {
  await insertAccessLog(tx, [
    {
      tenantId: auth.tenantId,
      facilityId: entry.facilityId,
      residentId: entry.residentId,
      action: entry.action,
      fields: entry.fields,
      actorKind: auth.kind,
      actorId: auth.subjectId,
      actorName: auth.displayName,
      actorRole: auth.role,
      deviceId: meta.deviceId,
      ip: meta.ip,
      userAgent: meta.userAgent ? meta.userAgent.slice(0, 300) : null,
    },
  ]);
}

/** A short name of the browser a request came from ('Chrome on Windows'), from its user agent. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPad|iPhone/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return [browser, os].filter(Boolean).join(' · ') || 'Browser';
}

/** GET /resident/:id/accesslog (FacilityAdministrator and above), newest first. */
export async function residentAccessLog(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  id: string,
): Promise<TResidentAccessEntry[]> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const row = await findResidentRow(tx, id);
    // A deleted resident's log stays readable by id; a resident of another site is not found.
    if (row && row.facilityId !== facilityId) throw notFound();
    const single = await listAccessLog(tx, id, LOG_LIMIT);
    if (!row && (!single.length || single.some((e) => e.facilityId !== facilityId))) throw notFound();
    // Bulk reads (lists, the dashboard, report history) that carried this resident, merged in by time.
    const bulk = (await bulkReadsOf(tx, id, LOG_LIMIT)).map((b) => ({
      ...b,
      action: BULK_READ_ACTIONS[b.kind as BulkReadKind] as string,
      fields: [] as string[],
    }));
    const entries = [...single, ...bulk].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, LOG_LIMIT);
    const deviceIds = [...new Set(entries.flatMap((e) => (e.deviceId ? [e.deviceId] : [])))];
    const deviceName = await deviceNames(tx, auth.tenantId, deviceIds);
    return entries.map((e) => ({
      at: e.at.toISOString(),
      action: e.action as TResidentAccessEntry['action'],
      by: e.actorName,
      role: e.actorRole,
      device:
        (e.deviceId ? deviceName.get(e.deviceId) : undefined) ?? ([browserName(e.userAgent), e.ip].filter(Boolean).join(' · ') || null),
      fields: e.fields,
    }));
  });
}
