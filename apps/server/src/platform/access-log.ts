import { deleteExpiredBatch, insertBulkRead } from './access-log.repository.ts';
import type { AuthContext } from './auth/session.types.ts';
import { type Db, type Executor, withPlatform } from './db/database.ts';
import type { RequestMeta } from './events.ts';

// Reads of many residents at once go into the access log as one row per answer naming every resident it
// carried: the residents list, the room dashboard and report history would otherwise write a row per
// resident per refresh (a 1,000-room site polled by 20 tablets). Single-resident reads and changes stay
// in resident_access_log, one row each.

export type BulkReadKind = 'residentList' | 'dashboard' | 'reportHistory';

export interface BulkRead {
  facilityId: string;
  kind: BulkReadKind;
  route: string;
  residentIds: readonly string[];
}

type Reader = Pick<AuthContext, 'kind' | 'subjectId' | 'displayName' | 'role'> & { tenantId: string };

/** Records one bulk read; an answer that carried no resident records nothing. */
export async function logBulkRead(tx: Executor, auth: Reader, meta: RequestMeta, read: BulkRead): Promise<void> {
  const residentIds = [...new Set(read.residentIds)];
  if (!residentIds.length) return;
  await insertBulkRead(tx, {
    tenantId: auth.tenantId,
    facilityId: read.facilityId,
    kind: read.kind,
    route: read.route,
    residentIds,
    actorKind: auth.kind,
    actorId: auth.subjectId,
    actorName: auth.displayName,
    actorRole: auth.role,
    deviceId: meta.deviceId,
    sessionId: meta.sessionId,
    ip: meta.ip,
    userAgent: meta.userAgent ? meta.userAgent.slice(0, 300) : null,
  });
}

/**
 * The dashboard is refetched after every change of the site by every open tablet, all shift long. Its
 * entry means "from this time, this sign-in had these residents on screen": the same session shown the
 * same set of residents again adds nothing to who saw resident X and when, so it is recorded once per
 * sign-in (the window covers the longest session); a different set (an arrival, a discharge) and a new
 * sign-in are recorded at once. A changed note of the same resident is not a new entry: the change has
 * its own in the resident's log. 304 answers carry nothing and are never recorded. A 1,000-room site's
 * entry is about 50 KB (ids and their GIN entries), so one per refresh would be gigabytes a month.
 */
export const DASHBOARD_READ_WINDOW_MS = 12 * 3_600_000;
/** Above this many remembered sign-ins, expired ones are swept before adding another. */
const MAX_REMEMBERED = 50_000;

/** Per app process: who was last recorded seeing which set of residents of a site, and when. */
export class BulkReadDedupe {
  private readonly seen = new Map<string, { signature: string; at: number }>();

  constructor(private readonly windowMs = DASHBOARD_READ_WINDOW_MS) {}

  /** True when this read should be recorded (and remembers it as recorded). */
  shouldRecord(viewer: string, signature: string, now = Date.now()): boolean {
    const last = this.seen.get(viewer);
    if (last && last.signature === signature && now - last.at < this.windowMs) return false;
    if (this.seen.size >= MAX_REMEMBERED) {
      for (const [key, v] of this.seen) if (now - v.at >= this.windowMs) this.seen.delete(key);
      // Still full: the longest remembered goes (at worst it is recorded once more).
      const oldest = this.seen.keys().next();
      if (this.seen.size >= MAX_REMEMBERED && !oldest.done) this.seen.delete(oldest.value);
    }
    // Re-inserted, so the map stays in order of last record.
    this.seen.delete(viewer);
    this.seen.set(viewer, { signature, at: now });
    return true;
  }

  /** Forgets a viewer after a failed write, so the next read tries again. */
  forget(viewer: string): void {
    this.seen.delete(viewer);
  }
}

/** The retention purge's batch: old rows go a batch at a time so a first purge of years of rows holds no long lock. */
const PURGE_BATCH = 5_000;

/**
 * Deletes access-log rows (bulk reads and single-resident reads and changes) older than `retentionDays`,
 * across organizations. Returns how many rows went.
 */
export async function purgeAccessLog(db: Db, retentionDays: number): Promise<number> {
  let total = 0;
  for (const table of ['resident_bulk_reads', 'resident_access_log'] as const) {
    for (;;) {
      const deleted = await withPlatform(db, (tx) => deleteExpiredBatch(tx, table, retentionDays, PURGE_BATCH));
      total += deleted;
      if (deleted < PURGE_BATCH) break;
    }
  }
  return total;
}

export const ACCESS_LOG_PURGE_JOB = 'access-log-purge';

/** Which bulk read showed a resident, as the access log screen lists it. */
export const BULK_READ_ACTIONS: Record<BulkReadKind, 'listViewed' | 'dashboardViewed' | 'reportHistoryViewed'> = {
  residentList: 'listViewed',
  dashboard: 'dashboardViewed',
  reportHistory: 'reportHistoryViewed',
};
