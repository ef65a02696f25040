import {
  DEFAULT_TURNAROUND_TARGETS,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TSaveTurnaroundTargets,
  type TTurnaroundKind,
  type TTurnaroundKpis,
  type TTurnaroundOverdue,
  type TTurnaroundQuery,
  type TTurnaroundTargets,
  type TTurnaroundTask,
  TURNAROUND_PERIOD_MAX_DAYS,
  TURNAROUND_TASK_ROWS_MAX,
} from '@carehome/contracts';
import {
  areaPaths,
  daysBetween,
  type MeasuredTask,
  measureTask,
  missedTargets,
  siteDaysSpan,
  summarizeTurnaround,
  turnaroundKind,
} from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { listAreas } from '../sites/index.ts';
import {
  findLatestCleanedTask,
  findTargets,
  type LoggedTaskRow,
  listLoggedTasks,
  listOpenLoggedTasks,
  listTransfers,
  saveTargets,
  type TargetsRow,
} from './turnaround.repository.ts';

// Turnaround of the tasks residents' moves, room states and failed audits give rooms: the site's
// targets, its measures over a period by kind and by area, and the open tasks already past a target.

/** A move's task and the transfer that asked it are written in one transaction, hours apart at most. */
const TRANSFER_WINDOW_MS = 12 * 3_600_000;

export function targetsOf(facilityId: string, row: TargetsRow | undefined): TTurnaroundTargets {
  if (!row) return { facilityId, ...DEFAULT_TURNAROUND_TARGETS, isDefault: true };
  return {
    facilityId,
    responseMinutes: row.response_minutes,
    cleanMinutes: row.clean_minutes,
    turnaroundMinutes: row.turnaround_minutes,
    isDefault: false,
  };
}

/** The site, visible to the caller, with its time zone; 404 otherwise. */
export async function visibleSite(tx: Executor, auth: TenantAuth, facilityId: string) {
  assertSiteVisible(auth, facilityId);
  const site = await findSite(tx, facilityId);
  if (!site) throw notFound();
  return site;
}

export async function getTurnaroundTargets(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TTurnaroundTargets> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, facilityId);
    return targetsOf(facilityId, await findTargets(tx, facilityId));
  });
}

export async function saveTurnaroundTargets(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveTurnaroundTargets,
): Promise<TTurnaroundTargets> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, input.facilityId);
    const values = { response: input.responseMinutes, clean: input.cleanMinutes, turnaround: input.turnaroundMinutes };
    await saveTargets(tx, { tenantId: auth.tenantId, facilityId: input.facilityId, updatedBy: auth.subjectId, ...values });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'site.turnaround_targets_saved',
      subjectType: 'facility',
      subjectId: input.facilityId,
      data: values,
    });
    return targetsOf(input.facilityId, await findTargets(tx, input.facilityId));
  });
}

interface Layout {
  paths: Map<string, string[]>;
  /** Each area with the areas inside it. */
  within: (areaId: string) => string[];
}

async function layoutOf(tx: Executor, facilityId: string): Promise<Layout> {
  const areas = (await listAreas(tx, facilityId)).map((a) => ({ id: a.id, name: a.name, parentId: a.parentId }));
  const paths = areaPaths(areas);
  const within = (areaId: string) => areas.filter((a) => isInside(areas, a.id, areaId)).map((a) => a.id);
  return { paths, within };
}

function isInside(areas: readonly { id: string; parentId: string | null }[], id: string, ancestor: string): boolean {
  const byId = new Map(areas.map((a) => [a.id, a]));
  const seen = new Set<string>();
  for (let at: string | null = id; at && !seen.has(at); at = byId.get(at)?.parentId ?? null) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

type Transfers = Awaited<ReturnType<typeof listTransfers>>;

/** A departure or arrival is a transfer's when a transfer left or entered its room about when it was asked. */
function kindOf(row: LoggedTaskRow, transfers: Transfers): TTurnaroundKind | null {
  const move = row.task_key === RESIDENT_DEPARTURE_TASK || row.task_key === RESIDENT_ARRIVAL_TASK;
  const byTransfer =
    move &&
    transfers.some(
      (t) =>
        (row.task_key === RESIDENT_DEPARTURE_TASK ? t.from_room_id : t.to_room_id) === row.room_id &&
        Math.abs(t.created_at.getTime() - row.created_at.getTime()) <= TRANSFER_WINDOW_MS,
    );
  return turnaroundKind(row.task_key, byTransfer);
}

type Measured = { task: TTurnaroundTask; measured: MeasuredTask };

function measured(row: LoggedTaskRow, kind: TTurnaroundKind, targets: TTurnaroundTargets, layout: Layout, now: Date): Measured {
  const m = measureTask(
    { createdAt: row.created_at, startedAt: row.started_at, completedAt: row.completed_at, endedAt: row.ended_at },
    targets,
    now,
  );
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    measured: m,
    task: {
      id: row.id,
      roomId: row.room_id,
      roomNumber: row.room_number,
      areaId: row.area_id,
      areaPath: row.area_id ? (layout.paths.get(row.area_id) ?? []) : [],
      kind,
      cleanType: row.clean_type,
      createdAt: row.created_at.toISOString(),
      startedAt: iso(row.started_at),
      completedAt: iso(row.completed_at),
      endedAt: iso(row.ended_at),
      withdrawn: m.withdrawn,
      responseMinutes: m.minutes.response,
      cleanMinutes: m.minutes.clean,
      turnaroundMinutes: m.minutes.turnaround,
      response: m.status.response,
      clean: m.status.clean,
      turnaround: m.status.turnaround,
    },
  };
}

/** The rows measured, with transfers told apart from other moves. */
async function measureRows(
  tx: Executor,
  facilityId: string,
  rows: readonly LoggedTaskRow[],
  ctx: { targets: TTurnaroundTargets; layout: Layout; now: Date },
): Promise<Measured[]> {
  const moves = rows.filter((r) => r.task_key === RESIDENT_DEPARTURE_TASK || r.task_key === RESIDENT_ARRIVAL_TASK);
  // Folded rather than spread: a year of a large site has more moves than a call takes arguments.
  const times = moves.reduce(
    (span, r) => {
      const ms = r.created_at.getTime();
      return { first: Math.min(span.first, ms), last: Math.max(span.last, ms) };
    },
    { first: Number.POSITIVE_INFINITY, last: Number.NEGATIVE_INFINITY },
  );
  const transfers = moves.length
    ? await listTransfers(tx, facilityId, {
        start: new Date(times.first - TRANSFER_WINDOW_MS),
        end: new Date(times.last + TRANSFER_WINDOW_MS),
      })
    : [];
  return rows.flatMap((r) => {
    const kind = kindOf(r, transfers);
    return kind ? [measured(r, kind, ctx.targets, ctx.layout, ctx.now)] : [];
  });
}

function checkPeriod(from: string, to: string): void {
  if (to < from) throw fieldError('to', 'calendar.range_order');
  if (daysBetween(from, to) + 1 > TURNAROUND_PERIOD_MAX_DAYS)
    throw fieldError('to', 'calendar.range_too_long', 400, { days: TURNAROUND_PERIOD_MAX_DAYS });
}

/** The measures of a site's period, inside the caller's transaction (the side-by-side view reads each site so). */
export async function siteKpis(
  tx: Executor,
  site: { tenantId: string; facilityId: string; timeZone: string },
  period: { from: string; to: string; areaId?: string },
  now: Date,
) {
  const targets = targetsOf(site.facilityId, await findTargets(tx, site.facilityId));
  const layout = await layoutOf(tx, site.facilityId);
  const areaIds = period.areaId ? layout.within(period.areaId) : null;
  if (areaIds && !areaIds.length) throw fieldError('areaId', 'validation.invalid');
  const rows = await listLoggedTasks(tx, site, siteDaysSpan(period.from, period.to, site.timeZone), areaIds);
  const all = await measureRows(tx, site.facilityId, rows, { targets, layout, now });
  return { targets, layout, all, totals: summarizeTurnaround(all.map((m) => m.measured)) };
}

/** GET /turnaround/kpis: the site's measures for a span of its days, by kind and by area, with the tasks to drill into. */
export async function getTurnaroundKpis(
  ctx: AppContext,
  auth: TenantAuth,
  query: TTurnaroundQuery,
  now = new Date(),
): Promise<TTurnaroundKpis> {
  checkPeriod(query.from, query.to);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await visibleSite(tx, auth, query.facilityId);
    const scope = { tenantId: auth.tenantId, facilityId: site.id, timeZone: site.timeZone };
    const { targets, layout, all, totals } = await siteKpis(tx, scope, query, now);
    const summary = (items: Measured[]) => summarizeTurnaround(items.map((m) => m.measured));
    const byKind = [...new Set(all.map((m) => m.task.kind))].map((kind) => ({
      kind,
      ...summary(all.filter((m) => m.task.kind === kind)),
    }));
    const areaKeys = [...new Set(all.map((m) => m.task.areaId))];
    const byArea = areaKeys
      .map((areaId) => ({
        areaId,
        areaPath: areaId ? (layout.paths.get(areaId) ?? []) : [],
        ...summary(all.filter((m) => m.task.areaId === areaId)),
      }))
      .sort((a, b) => a.areaPath.join('/').localeCompare(b.areaPath.join('/'), 'en', { numeric: true }));
    const latest = await findLatestCleanedTask(tx, scope, RESIDENT_DEPARTURE_TASK);
    const [latestDischarge] = latest ? await measureRows(tx, site.id, [latest], { targets, layout, now }) : [];
    return {
      facilityId: site.id,
      timeZone: site.timeZone,
      from: query.from,
      to: query.to,
      generatedAt: now.toISOString(),
      targets,
      totals,
      byKind,
      byArea,
      tasks: all.slice(0, TURNAROUND_TASK_ROWS_MAX).map((m) => m.task),
      tasksTotal: all.length,
      latestDischarge: latestDischarge?.task ?? null,
    };
  });
}

/** GET /turnaround/overdue: the site's open tasks already past a target, oldest first. */
export async function getOverdueBoard(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  now = new Date(),
): Promise<TTurnaroundOverdue> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await visibleSite(tx, auth, facilityId);
    const targets = targetsOf(site.id, await findTargets(tx, site.id));
    const layout = await layoutOf(tx, site.id);
    const rows = await listOpenLoggedTasks(tx, { tenantId: auth.tenantId, facilityId: site.id });
    const tasks = (await measureRows(tx, site.id, rows, { targets, layout, now }))
      .map((m) => ({
        ...m.task,
        ageMinutes: Math.floor((now.getTime() - Date.parse(m.task.createdAt)) / 60_000),
        missed: missedTargets(m.measured),
      }))
      .filter((t) => t.missed.length > 0);
    return { facilityId: site.id, generatedAt: now.toISOString(), targets, tasks };
  });
}
