import type { TSiteDashboard, TSiteDashboardBreakdown, TSiteDashboardQuery, TSiteMeasures } from '@carehome/contracts';
import { ATP_BANDS, AUDIT_METHODS, SITE_DASHBOARD_WEEKS_DEFAULT } from '@carehome/contracts';
import {
  areaChain,
  areaLabel,
  type BucketFact,
  bucketsBetween,
  classifyBuckets,
  type DashboardFacts,
  type DashboardPeriod,
  emptyFacts,
  factsOfRooms,
  lastWeeks,
  markedObjects,
  measuresOf,
  methodResultsOf,
  splitFacts,
  type TBucket,
  tallyBuckets,
  weeklyMeasures,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { withTenantRead } from '../../platform/db/read-replica.ts';
import { notFound } from '../../platform/errors.ts';
import { loopMeasures } from '../corrective-actions/index.ts';
import { findConfig } from '../housekeeping/index.ts';
import {
  completionsByRoom,
  findSite,
  listAreas,
  listAudits,
  listMarkings,
  listRooms,
  type OpJson,
  type SiteRow,
  sumCleans,
  sumCleanTotals,
} from './site-dashboard.repository.ts';

/** The band of an operation's stored ATP reading, when it is one of the three. */
const atpBandOf = (o: OpJson) =>
  (ATP_BANDS as readonly unknown[]).includes(o.atp?.band) ? (o.atp?.band as (typeof ATP_BANDS)[number]) : null;

// Site dashboard (/facilitydashboard): the site's facts over the last weeks, turned into
// numbers only by the domain (reporting metrics through `measuresOf` / `weeklyMeasures`).

const WEEK_MS = 7 * 86_400_000;
const opLabel = (op: Pick<OpJson, 'group' | 'item'>) => [op.group, op.item].filter(Boolean).join(' / ');

interface Room {
  id: string;
  roomTypeId: string | null;
  /** When the room was added: nothing was due in it before. */
  createdMs: number;
}

interface Layout {
  /** Area ids from the top down to the room's area. */
  roomPaths: Map<string, string[]>;
  areaNames: Map<string, string>;
  areaPaths: Map<string, string[]>;
}

const toRoom = (r: { id: string; room_type_id: string | null; created_ms: number }): Room => ({
  id: r.id,
  roomTypeId: r.room_type_id,
  createdMs: r.created_ms,
});

async function loadLayout(tx: Executor, facilityId: string): Promise<Layout & { rooms: Room[] }> {
  const areas = await listAreas(tx, facilityId);
  const byId = new Map(areas.map((a) => [a.id, { id: a.id, name: a.name, parentId: a.parent_id }]));
  const areaNames = new Map(areas.map((a) => [a.id, a.name]));
  const pathOf = (areaId: string | null): string[] => areaChain(byId, areaId).map((a) => a.id);
  const areaPaths = new Map(areas.map((a) => [a.id, pathOf(a.id)]));
  const rooms = await listRooms(tx, facilityId);
  return {
    rooms: rooms.map(toRoom),
    roomPaths: new Map(rooms.map((r) => [r.id, pathOf(r.area_id)])),
    areaNames,
    areaPaths,
  };
}

/**
 * Every fact of the site in the period (rooms in use only, for the scheduled cleans). With `totalsOnly`
 * (the organization's benchmark, which shows a site's totals and nothing per room, area or week) the
 * cleans and the scheduled cleans come already counted per status and outcome.
 */
async function loadFacts(tx: Executor, site: SiteRow, period: DashboardPeriod, rooms: Room[], totalsOnly = false) {
  const { start, end } = period;
  const facts: DashboardFacts = emptyFacts();
  for (const m of await listMarkings(tx, site.id, start, end)) {
    const clean = m.clean_operations
      ? { audited: Boolean(m.clean_audited), operations: m.clean_operations.map((o) => ({ id: o.id, auditStatus: o.auditStatus ?? null })) }
      : null;
    const labels = new Map(m.marked.map((o) => [o.id, opLabel(o)]));
    const objects = markedObjects({ operations: m.marked.map((o) => ({ id: o.id, isMarked: true })) }, clean);
    for (const o of objects) {
      facts.marks.push({ at: new Date(m.start_ms), roomId: m.room_id, operation: labels.get(o.operationId) ?? '', outcome: o.outcome });
    }
  }
  for (const a of await listAudits(tx, site.id, start, end)) {
    facts.audits.push({
      at: new Date(a.audit_ms),
      roomId: a.room_id,
      operations: a.operations.map((o) => ({
        operation: opLabel(o),
        auditStatus: o.auditStatus ?? null,
        atpBand: atpBandOf(o),
        atpBrand: typeof o.atp?.brand === 'string' ? o.atp.brand : null,
      })),
      methods: AUDIT_METHODS.filter((m) => a.header?.[m] === true),
    });
  }
  if (totalsOnly) {
    for (const c of await sumCleanTotals(tx, site.id, start, end)) facts.cleans.push({ at: start, roomId: '', ...c });
  } else {
    for (const c of await sumCleans(tx, site.id, site.time_zone, start, end)) {
      facts.cleans.push({ at: new Date(c.at_ms), roomId: c.room_id, status: c.status, count: c.count, minutes: c.minutes, timed: c.timed });
    }
  }
  facts.buckets = await scheduledCleans(tx, site, period, rooms, totalsOnly);
  return facts;
}

/**
 * Each scheduled clean due in the period (every time bucket, due in [start, now), of the Cron and Absolute
 * routines of each room in use, from when the room was added) with its outcome from the completed cleans of equal or higher priority
 * (domain `classifyBuckets`). Relative schedules count from the last clean and have no fixed buckets.
 */
async function scheduledCleans(
  tx: Executor,
  site: SiteRow,
  period: DashboardPeriod,
  rooms: Room[],
  tallied: boolean,
): Promise<BucketFact[]> {
  const config = await findConfig(tx, site.id);
  if (!config) return [];
  const { start, end } = period;
  const routinesOf = new Map(
    config.document.roomTypes.map((rt) => [
      rt.id,
      // An outbreak routine is due only while an outbreak runs: it is not a routine the home runs every day.
      rt.routines.filter((r) => r.schedule && r.schedule.type !== 'Relative' && !r.stateClean && !r.outbreakOnly),
    ]),
  );
  // One list of buckets per routine (rooms of a type share it), built a week at a time to stay under the
  // domain's per-call limit.
  const bucketsOf = new Map<string, TBucket[]>();
  const routineBuckets = (routine: {
    id: string;
    schedule: NonNullable<(typeof config.document.roomTypes)[number]['routines'][number]['schedule']>;
  }) => {
    let list = bucketsOf.get(routine.id);
    if (list) return list;
    list = [];
    for (let from = start.getTime(); from < end.getTime(); from += WEEK_MS) {
      const to = Math.min(from + WEEK_MS, end.getTime());
      for (const b of bucketsBetween(routine.schedule, site.time_zone, new Date(from), new Date(to))) {
        const due = b.due.getTime();
        if (due >= from && due < to) list.push(b);
      }
    }
    // By due time: a room added during the period skips the buckets due before it (below).
    list.sort((x, y) => x.due.getTime() - y.due.getTime());
    bucketsOf.set(routine.id, list);
    return list;
  };
  // Completions from a week before the period: a bucket due in the period may have started before it.
  const done = new Map<string, { priority: number; at: number[] }[]>();
  for (const row of await completionsByRoom(tx, site.id, new Date(start.getTime() - WEEK_MS), end)) {
    const list = done.get(row.room_id) ?? [];
    list.push({ priority: row.priority, at: row.done.split(',').map(Number) });
    done.set(row.room_id, list);
  }
  const out: BucketFact[] = [];
  const tally = { onTime: 0, late: 0, missed: 0, open: 0 };
  for (const room of rooms) {
    for (const routine of routinesOf.get(room.roomTypeId ?? '') ?? []) {
      if (!routine.schedule) continue;
      const all = routineBuckets({ id: routine.id, schedule: routine.schedule });
      // Nothing was due in the room before it was added (the list is by due time: most rooms keep all of it).
      const buckets = (all[0]?.due.getTime() ?? 0) >= room.createdMs ? all : all.filter((b) => b.due.getTime() >= room.createdMs);
      if (!buckets.length) continue;
      const completions = (done.get(room.id) ?? [])
        .filter((d) => d.priority >= routine.priority)
        .flatMap((d) => d.at)
        .sort((x, y) => x - y);
      if (tallied) {
        tallyBuckets(buckets, completions, end, tally);
        continue;
      }
      classifyBuckets(buckets, completions, end).forEach((r, i) => {
        out.push({ at: (buckets[i] as TBucket).due, roomId: room.id, outcome: r.outcome });
      });
    }
  }
  if (tallied) {
    for (const outcome of ['onTime', 'late', 'missed', 'open'] as const) {
      if (tally[outcome]) out.push({ at: start, roomId: '', outcome, count: tally[outcome] });
    }
  }
  return out;
}

async function loadSite(tx: Executor, auth: TenantAuth, facilityId: string): Promise<SiteRow> {
  assertSiteVisible(auth, facilityId);
  const site = await findSite(tx, facilityId);
  if (!site) throw notFound();
  return site;
}

/**
 * GET /sitedashboard: the site's weeks, totals and drill-down rows, for an area and/or an operation. Read
 * on the read replica when there is one (charts of weeks tolerate its lag; never older than the request).
 */
export async function getSiteDashboard(
  ctx: AppContext,
  auth: TenantAuth,
  q: TSiteDashboardQuery,
  now = new Date(),
): Promise<TSiteDashboard> {
  return withTenantRead(ctx, auth.tenantId, async (tx) => {
    const site = await loadSite(tx, auth, q.facilityId);
    const layout = await loadLayout(tx, site.id);
    if (q.areaId && !layout.areaNames.has(q.areaId)) throw notFound();
    const areaId = q.areaId ?? null;
    const operation = q.operation ?? null;
    const period = lastWeeks(now, site.time_zone, q.weeks ?? SITE_DASHBOARD_WEEKS_DEFAULT);
    const inArea = layout.rooms.filter((r) => !areaId || layout.roomPaths.get(r.id)?.includes(areaId));
    const facts = factsOfRooms(await loadFacts(tx, site, period, inArea), new Set(inArea.map((r) => r.id)));
    const label = (id: string) => areaLabel((layout.areaPaths.get(id) ?? []).map((a) => layout.areaNames.get(a) ?? ''));

    // Drill-down by area: the top areas, or the areas just inside the chosen one (its own rooms under its name).
    const byArea = splitFacts(facts, (f) => {
      const path = layout.roomPaths.get(f.roomId) ?? [];
      if (!areaId) return path[0] ?? null;
      const i = path.indexOf(areaId);
      return i < 0 ? null : (path[i + 1] ?? areaId);
    });
    const areas: TSiteDashboardBreakdown[] = [...byArea.entries()]
      .map(([key, f]) => ({ key, label: label(key), ...measuresOf(f, operation) }))
      .sort((x, y) => x.label.localeCompare(y.label, 'en', { numeric: true }));
    // Drill-down by operation: TDC and audits of each marked or audited operation.
    const names = new Set([...facts.marks.map((m) => m.operation), ...facts.audits.flatMap((a) => a.operations.map((o) => o.operation))]);
    const operations = [...names]
      .filter(Boolean)
      .sort((x, y) => x.localeCompare(y, 'en', { numeric: true }))
      .map((op) => ({ key: op, label: op, ...measuresOf({ ...facts, buckets: [], cleans: [] }, op) }))
      .filter((r) => r.marked > 0 || r.auditsPassed + r.auditsFailed > 0);

    const totals = measuresOf(facts, operation);
    return {
      facilityId: site.id,
      facilityName: site.name,
      timeZone: site.time_zone,
      from: period.from,
      to: period.to,
      generatedAt: now.toISOString(),
      areaId,
      operation,
      weeks: weeklyMeasures(facts, period, site.time_zone, operation),
      totals,
      areas,
      operations,
      byMethod: methodResultsOf(facts.audits, operation),
      areaChoices: [...layout.areaPaths.keys()]
        .map((id) => ({ id, label: label(id) }))
        .sort((x, y) => x.label.localeCompare(y.label, 'en', { numeric: true })),
      // Right first time needs the site's audit count: not known with an area or operation chosen.
      correctiveLoop: await loopMeasures(tx, site.id, period, areaId || operation ? null : totals.auditsPassed + totals.auditsFailed),
    };
  });
}

/**
 * One site's measures over the last `weeks` weeks as the organization's benchmark shows them (totals only:
 * nothing per room, area or week), with the site-local day the period ends on.
 */
export async function siteTotals(
  tx: Executor,
  site: SiteRow,
  weeks: number,
  now: Date,
): Promise<{ periodTo: string; measures: TSiteMeasures }> {
  const period = lastWeeks(now, site.time_zone, weeks);
  const rooms = (await listRooms(tx, site.id)).map(toRoom);
  return { periodTo: period.to, measures: measuresOf(await loadFacts(tx, site, period, rooms, true)) };
}
