import type { TEventType } from '@carehome/contracts';
import { nextLocalMidnight } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { latestSiteEvent, siteEventsBetween } from './dashboard.repository.ts';
import { loadRoomData, type RoomData } from './room-data.ts';
import { buildRoom, type RoomEntry, type Variant } from './room-view.ts';
import { loadSiteFacts, type SiteFacts } from './site-facts.ts';

// The dashboard's snapshot cache: one entry per site, shared by every viewer, patched room by room as
// events come and computed again when the site-wide facts stop holding.

/** A snapshot is recomputed at least this often, whatever the schedules say. */
const MAX_SNAPSHOT_MS = 5 * 60_000;

/** Above this many changed rooms since the last snapshot, the whole site is computed again. */
const MAX_PATCH_ROOMS = 100;

/** What one request gets: the bytes' identity and the parts of the body, pre-serialized. */
export interface DashboardSnapshot {
  etag: string;
  /** `[config, ...rooms]` as JSON text. */
  json: string;
  /** Every resident the body names (the access log records who was shown whom). */
  residentIds: string[];
}

/** A site's dashboard: site-wide facts and every room, kept between requests and patched room by room. */
interface SiteEntry {
  eventId: number;
  version: number;
  computedAt: number;
  /** The whole site is computed again after this (bucket ranges, midnight, the 5-minute cap). */
  refreshAt: number;
  facts: SiteFacts;
  configJson: string;
  order: string[];
  rooms: Map<string, RoomEntry>;
  snapshots: Partial<Record<Variant, DashboardSnapshot>>;
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

function entryFrom(facts: SiteFacts, data: RoomData, eventId: number, now: Date, version: number): SiteEntry {
  const rooms = new Map(data.roomRows.map((r) => [r.id, buildRoom(facts, data, r, now)]));
  return {
    eventId,
    version,
    computedAt: now.getTime(),
    refreshAt: refreshAtOf(facts, now),
    facts,
    configJson: headJson(facts),
    order: data.roomRows.map((r) => r.id),
    rooms,
    snapshots: {},
  };
}

/** The rooms a run of events touched, or null when one of them concerns more than rooms (config, layout…). */
function roomsTouched(events: { type: TEventType; subject_id: string | null; room_id: string | null }[]): Set<string> | null {
  const ids = new Set<string>();
  for (const e of events) {
    const room =
      e.type === 'room.state_changed' ? e.subject_id : e.type.startsWith('report.') || e.type.startsWith('marking.') ? e.room_id : null;
    if (!room) return null;
    ids.add(room);
  }
  return ids;
}

/**
 * Brings a site's dashboard up to date: the rooms that changed since the kept one (by events or by
 * time) are recomputed alone; anything else (configuration, layout, a new day, too many rooms) computes
 * the site again. The database is read in one short transaction; the status engine runs after it.
 */
async function refresh(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  kept: SiteEntry | undefined,
  eventId: number,
): Promise<SiteEntry> {
  const now = new Date();
  const version = (kept?.version ?? 0) + 1;
  const plan = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (kept && now.getTime() < kept.refreshAt) {
      const events = await siteEventsBetween(tx, auth.tenantId, facilityId, kept.eventId, eventId, MAX_PATCH_ROOMS + 1);
      const touched = roomsTouched(events);
      if (touched && events.length <= MAX_PATCH_ROOMS) {
        for (const [id, room] of kept.rooms) if (room.validUntil <= now.getTime()) touched.add(id);
        if (touched.size <= MAX_PATCH_ROOMS) {
          return { kind: 'patch' as const, data: await loadRoomData(tx, kept.facts, { ids: [...touched] }, now), touched };
        }
      }
    }
    const { facts, rooms } = await loadSiteFacts(tx, auth, facilityId, now);
    return { kind: 'full' as const, facts, data: await loadRoomData(tx, facts, { all: rooms }, now) };
  });
  if (plan.kind === 'full') return entryFrom(plan.facts, plan.data, eventId, now, version);

  const facts = (kept as SiteEntry).facts;
  const rooms = new Map((kept as SiteEntry).rooms);
  const found = new Set(plan.data.roomRows.map((r) => r.id));
  for (const r of plan.data.roomRows) rooms.set(r.id, buildRoom(facts, plan.data, r, now));
  // A touched room that is gone (archived) leaves the dashboard.
  for (const id of plan.touched) if (!found.has(id)) rooms.delete(id);
  const order = (kept as SiteEntry).order.filter((id) => rooms.has(id));
  return { ...(kept as SiteEntry), eventId, version, computedAt: now.getTime(), order, rooms, snapshots: {} };
}

function snapshotOf(entry: SiteEntry, variant: Variant): DashboardSnapshot {
  let snap = entry.snapshots[variant];
  if (!snap) {
    const parts = [entry.configJson];
    const residentIds: string[] = [];
    for (const id of entry.order) {
      const room = entry.rooms.get(id) as RoomEntry;
      parts.push(room.json[variant]);
      for (const r of room.room[variant].residents) residentIds.push(r.id);
    }
    snap = {
      etag: `"${entry.facts.facilityId.slice(0, 8)}-${entry.eventId}-${entry.computedAt.toString(36)}-${variant === 'audit' ? 'a' : 'n'}${entry.version}"`,
      json: `[${parts.join(',')}]`,
      residentIds,
    };
    entry.snapshots[variant] = snap;
  }
  return snap;
}

function validUntilOf(entry: SiteEntry): number {
  let at = entry.refreshAt;
  for (const room of entry.rooms.values()) if (room.validUntil < at) at = room.validUntil;
  return at;
}

/**
 * The dashboard of a site: the configuration first, then the rooms (GET /housekeeping). One copy per
 * site is kept and shared by every viewer (the audit banners make two variants of each room); a
 * request checks the site's latest event (one indexed read) and gets the kept copy while nothing
 * changed. Concurrent viewers of a site that did change wait for one shared refresh.
 */
export async function getDashboard(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  showAuditBanners: boolean,
): Promise<DashboardSnapshot> {
  assertSiteVisible(auth, facilityId);
  const variant: Variant = showAuditBanners ? 'audit' : 'plain';
  // Keyed by tenant too: an entry only exists after the site was found under that tenant's row security.
  const key = `${auth.tenantId}:${facilityId}`;
  const cache = mapOf(sites, ctx);
  const pending = mapOf(inflight, ctx);
  for (;;) {
    const eventId = await latestSiteEvent(ctx.database.db, auth.tenantId, facilityId);
    const kept = cache.get(key);
    if (kept && kept.eventId === eventId && Date.now() < validUntilOf(kept)) return snapshotOf(kept, variant);
    const running = pending.get(key);
    if (running) {
      const entry = await running;
      // It may have started before the change this request knows of: then look again.
      if (entry.eventId >= eventId) return snapshotOf(entry, variant);
      continue;
    }
    const job = refresh(ctx, auth, facilityId, kept, eventId).then((entry) => {
      cache.set(key, entry);
      return entry;
    });
    pending.set(key, job);
    try {
      return snapshotOf(await job, variant);
    } finally {
      pending.delete(key);
    }
  }
}
