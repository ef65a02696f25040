import { DASHBOARD_DELTA_MAX_VERSIONS } from '@carehome/contracts';
import { nextLocalMidnight, planDelta } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { dashboardVersion, siteChangesBetween } from './dashboard.repository.ts';
import { loadRoomData } from './room-data.ts';
import { buildRoom, type RoomEntry } from './room-view.ts';
import { loadSiteFacts, type SiteFacts } from './site-facts.ts';

// The dashboard's cache: one entry per site, shared by every viewer, patched room by room as the site's
// dashboard version moves and computed again when the site-wide facts stop holding.

/** A site is recomputed at least this often, whatever the schedules say. */
const MAX_SNAPSHOT_MS = 5 * 60_000;

/** Above this many changed rooms since the kept entry, the whole site is computed again. */
const MAX_PATCH_ROOMS = 100;

/** A site's dashboard: site-wide facts and every room, kept between requests and patched room by room. */
export interface SiteEntry {
  /** The site's dashboard version the entry is at. */
  version: number;
  /** This copy's count of refreshes of the site (the ETag changes with it). */
  generation: number;
  /** When the entry was last brought up to date (epoch ms): every room is as it is at that time. */
  computedAt: number;
  /** The whole site is computed again after this (bucket ranges, midnight, the 5-minute cap). */
  refreshAt: number;
  facts: SiteFacts;
  configJson: string;
  order: string[];
  rooms: Map<string, RoomEntry>;
  /** Answers built from this entry, by kind (shared by every viewer while it is current). */
  answers: Map<string, unknown>;
  /** The rooms the logged changes from `version` to this entry's named, when it was patched from that version. */
  patchedFrom: { version: number; rooms: ReadonlySet<string> } | null;
}

const sites = new WeakMap<AppContext, Map<string, SiteEntry>>();
const inflight = new WeakMap<AppContext, Map<string, Promise<SiteEntry>>>();
function mapOf<V>(store: WeakMap<AppContext, Map<string, V>>, ctx: AppContext): Map<string, V> {
  let m = store.get(ctx);
  if (!m) {
    m = new Map();
    store.set(ctx, m);
  }
  return m;
}

/**
 * When the site-wide facts stop holding: bucket ranges of the room types, the cap, and the site's next
 * midnight (today's assignments are by site-local day, and the filters read them): the domain's instant,
 * so a zone whose offset is not whole hours or whose midnight a DST change moves is refreshed on time.
 */
function refreshAtOf(facts: SiteFacts, now: Date): number {
  let at = Math.min(now.getTime() + MAX_SNAPSHOT_MS, nextLocalMidnight(facts.timeZone, now.getTime()));
  for (const b of facts.buckets.values()) if (b.until) at = Math.min(at, b.until.getTime());
  return at;
}

/** The answer's first item: the configuration, and the outbreaks running when there are any. */
function headJson(facts: SiteFacts): string {
  const outbreaks = facts.outbreaks.length ? { outbreaks: facts.outbreaks } : {};
  return JSON.stringify({ facilityId: facts.facilityId, version: facts.configVersion, ...facts.config, ...outbreaks });
}

/**
 * Brings a site's dashboard up to `version`: the rooms that changed since the kept one (by the logged
 * changes or by time) are recomputed alone; anything else (configuration, layout, a new day, too many
 * rooms) computes the site again. The database is read in one short transaction; the status engine runs
 * after it. Rooms that come out unchanged keep the time they changed.
 */
async function refresh(ctx: AppContext, auth: TenantAuth, facilityId: string, kept: SiteEntry | undefined, version: number) {
  const now = new Date();
  const generation = (kept?.generation ?? 0) + 1;
  const plan = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (kept && now.getTime() < kept.refreshAt) {
      const changes = await siteChangesBetween(tx, facilityId, kept.version, version, MAX_PATCH_ROOMS + 1);
      const delta = planDelta(kept.version, version, changes, Math.min(MAX_PATCH_ROOMS, DASHBOARD_DELTA_MAX_VERSIONS));
      if (!delta.complete) {
        const logged = new Set(delta.rooms);
        const touched = delta.rooms;
        for (const [id, room] of kept.rooms) if (room.validUntil <= now.getTime()) touched.add(id);
        if (touched.size <= MAX_PATCH_ROOMS) {
          return { kind: 'patch' as const, data: await loadRoomData(tx, kept.facts, { ids: [...touched] }, now), touched, logged };
        }
      }
    }
    const { facts, rooms } = await loadSiteFacts(tx, auth, facilityId, now);
    return { kind: 'full' as const, facts, data: await loadRoomData(tx, facts, { all: rooms }, now) };
  });
  const base = { version, generation, computedAt: now.getTime(), answers: new Map<string, unknown>() };
  // Whether a room may have changed by the clock (else only a logged change, which a version explains).
  const byClock = (id: string) => !kept || now.getTime() >= kept.refreshAt || (kept.rooms.get(id)?.validUntil ?? 0) <= now.getTime();
  if (plan.kind === 'full') {
    const { facts, data } = plan;
    const rooms = new Map(data.roomRows.map((r) => [r.id, buildRoom(facts, data, r, now, kept?.rooms.get(r.id), byClock(r.id))]));
    const order = data.roomRows.map((r) => r.id);
    return { ...base, refreshAt: refreshAtOf(facts, now), facts, configJson: headJson(facts), order, rooms, patchedFrom: null };
  }
  const entry = kept as SiteEntry;
  const rooms = new Map(entry.rooms);
  const found = new Set(plan.data.roomRows.map((r) => r.id));
  for (const r of plan.data.roomRows) rooms.set(r.id, buildRoom(entry.facts, plan.data, r, now, entry.rooms.get(r.id), byClock(r.id)));
  // A touched room that is gone (archived) leaves the dashboard.
  for (const id of plan.touched) if (!found.has(id)) rooms.delete(id);
  const patchedFrom = { version: entry.version, rooms: plan.logged };
  return { ...entry, ...base, order: entry.order.filter((id) => rooms.has(id)), rooms, patchedFrom };
}

function validUntilOf(entry: SiteEntry): number {
  let at = entry.refreshAt;
  for (const room of entry.rooms.values()) if (room.validUntil < at) at = room.validUntil;
  return at;
}

/**
 * A site's dashboard as it is now. One copy per site is kept and shared by every viewer; a request reads
 * the site's dashboard version (one indexed read) and gets the kept copy while it is the same and no room's
 * status expired. Concurrent viewers of a site that did change wait for one shared refresh.
 */
export async function currentEntry(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<SiteEntry> {
  // Keyed by tenant too: an entry only exists after the site was found under that tenant's row security.
  const key = `${auth.tenantId}:${facilityId}`;
  const cache = mapOf(sites, ctx);
  const pending = mapOf(inflight, ctx);
  for (;;) {
    const version = await dashboardVersion(ctx.database.db, auth.tenantId, facilityId);
    const kept = cache.get(key);
    if (kept && kept.version === version && Date.now() < validUntilOf(kept)) return kept;
    const running = pending.get(key);
    if (running) {
      const entry = await running;
      // It may have started before the change this request knows of: then look again.
      if (entry.version >= version) return entry;
      continue;
    }
    const job = refresh(ctx, auth, facilityId, kept, version).then((entry) => {
      cache.set(key, entry);
      return entry;
    });
    pending.set(key, job);
    try {
      return await job;
    } finally {
      pending.delete(key);
    }
  }
}

/** An answer built once per entry and kind, shared by every viewer while the entry is current. */
export function answerOf<T>(entry: SiteEntry, kind: string, build: () => T): T {
  let answer = entry.answers.get(kind) as T | undefined;
  if (answer === undefined) {
    answer = build();
    entry.answers.set(kind, answer);
  }
  return answer;
}
