import {
  AUDIT_METHODS,
  REPORT_MAX_ROWS,
  type TAuditReportResponse,
  type TAuditRow,
  type TAuditStatus,
  type TCleanCountsRow,
  type TCleanRow,
  type TCleanSummaryResponse,
  type TCleansReportResponse,
  type TEnhancedReportResponse,
  type TEnhancedRow,
  type TMarkingReportResponse,
  type TMarkingRow,
  type TOnTimeRow,
  type TOverdueReportResponse,
  type TOverdueRow,
  type TReportingRequest,
  type TReportKind,
  type TReportMeta,
  type TReportRoom,
  type TRoutine,
  type TSavedStaffReport,
  type TSaveStaffReport,
  type TStaffDayRow,
  type TStaffReportResponse,
} from '@carehome/contracts';
import {
  auditOutcome,
  auditPassRate,
  type BucketOutcome,
  type BucketResult,
  bucketsBetween,
  type CleanCountsPart,
  classifyBuckets,
  cleanCounts,
  combineCleanCounts,
  coveredDates,
  durationMinutes,
  enhancedCleanKind,
  groupBy,
  type MarkedObject,
  markedObjects,
  medianMinutes,
  onTimeFromTally,
  operationPassRate,
  passRateBy,
  periodKey,
  type TBucket,
  tdcBy,
  thoroughness,
} from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { logBulkRead } from '../../platform/access-log.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { closedLoopsBetween, listForReports, toAuditLoop } from '../corrective-actions/index.ts';
import { listSiteStaff } from '../staff-schedule/staff-schedule.repository.ts';
import {
  type AuditJson,
  auditStatuses,
  type CleanSum,
  completionsByRoom,
  listAssignments,
  listAudits,
  listCleans,
  listMarkings,
  listStaffDayReports,
  markingStatuses,
  readSignature,
  type Scope,
  staffDays,
  sumCleans,
  upsertStaffDayReport,
} from './reporting.repository.ts';
import { areaKeysOf, loadReportSite, type ReportSite, reportRoom, scopeOf } from './reporting.site.ts';

// The reports of /reporting/reports (issue 13). Numbers come from the domain's reporting metrics
// (packages/domain/src/reporting): TDC, pass rates, on-time rate, clean counts. Nursing and above, in
// their own site (organization-wide roles in any site of the organization).

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/**
 * A read-only transaction of a report. A year of a large site sums and sorts hundreds of thousands of
 * rows: 64 MB of sort and hash memory for this transaction keeps them off the disk.
 */
function reportTx<T>(ctx: AppContext, auth: TenantAuth, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return fn(tx);
  });
}

/** Runs a report in the site: visibility, the site, the request's scope. */
async function inReportSite<T>(
  ctx: AppContext,
  auth: TenantAuth,
  req: TReportingRequest,
  fn: (tx: Executor, site: ReportSite, scope: Scope, meta: TReportMeta) => Promise<T>,
): Promise<T> {
  assertSiteVisible(auth, req.facilityId);
  return reportTx(ctx, auth, async (tx) => {
    const site = await loadReportSite(tx, req.facilityId);
    const { scope, meta } = scopeOf(site, req, new Date());
    return fn(tx, site, scope, meta);
  });
}

/** The site and scope of a request, read in a transaction of their own (for reports whose parts run side by side). */
async function siteAndScope(ctx: AppContext, auth: TenantAuth, req: TReportingRequest, now: Date) {
  assertSiteVisible(auth, req.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const loaded = await loadReportSite(tx, req.facilityId);
    return { site: loaded, ...scopeOf(loaded, req, now) };
  });
}

const methodsOf = (audit: AuditJson) => AUDIT_METHODS.filter((m) => audit[m] === true);
const opKey = (op: { group?: string | undefined; item?: string | undefined }) => `${op.group ?? ''} / ${op.item ?? ''}`;
const passRow = (key: string, p: { passed: number; failed: number; rate: number | null }) => ({ key, ...p });
const countsRow = (key: string, parts: readonly CleanCountsPart[]): TCleanCountsRow => ({ key, ...combineCleanCounts(parts) });
const sumsBy = (sums: readonly CleanSum[]) => groupBy(sums, (s) => s.key).map((g) => countsRow(g.key, g.items));

// ---------------------------------------------------------------------------------------------------------
// Audits

interface AuditFacts {
  rows: TAuditRow[];
  truncated: boolean;
}

async function auditFacts(tx: Executor, site: ReportSite, scope: Scope, limit: number, withReclean: boolean): Promise<AuditFacts> {
  const found = await listAudits(tx, scope, limit);
  const rows = found.slice(0, limit).map((a): TAuditRow => {
    const operations = (a.operations ?? []).map((op) => ({
      id: String(op.id),
      group: op.group ?? '',
      item: op.item ?? '',
      isMarked: op.isMarked === true,
      auditStatus: (op.auditStatus ?? null) as TAuditStatus | null,
    }));
    return {
      reportId: a.id,
      room: reportRoom(site, a.room_id),
      cleanType: a.clean_type,
      cleanStatus: a.status,
      cleanedBy: a.staff || null,
      cleanStart: iso(a.start_ms) as string,
      cleanDate: iso(a.report_ms),
      auditor: a.audit.auditor ?? null,
      auditStart: iso(a.audit_start_ms) as string,
      auditDate: a.audit.reportDate ?? null,
      methods: methodsOf(a.audit),
      outcome: auditOutcome(operations),
      comment: a.audit.comment ?? null,
      operations,
      recleanedAt: null,
    };
  });
  if (withReclean) {
    // The corrective loops decide what counts as a re-clean: only a clean that ticked the failed operations.
    const loops = await listForReports(
      tx,
      rows.map((r) => r.reportId),
    );
    for (const row of rows) {
      const opened = loops.find((l) => l.failedReportId === row.reportId);
      const reaudited = loops.find(
        (l) => l.recleanReportId === row.reportId && l.reauditResult !== null && l.reauditResult !== 'superseded',
      );
      row.loop = opened ? toAuditLoop(opened) : null;
      row.recleanedAt = row.loop?.reclean?.at ?? null;
      row.reauditOfPass = reaudited ? reaudited.pass : null;
    }
  }
  return { rows, truncated: found.length > limit };
}

/** Audit report: each audit started in the period with its methods and per-operation results; pass rates. */
export async function auditReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TAuditReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const { rows, truncated } = await auditFacts(tx, site, scope, REPORT_MAX_ROWS, true);
    const outcomes = rows.map((r) => ({ outcome: r.outcome, room: r.room, methods: r.methods }));
    const ops = rows.flatMap((r) => r.operations.map((op) => ({ key: opKey(op), status: op.auditStatus })));
    return {
      meta,
      truncated,
      rows,
      summary: {
        passRate: passRow('all', auditPassRate(outcomes.map((o) => o.outcome))),
        notObserved: outcomes.filter((o) => o.outcome === 'notObserved').length,
        operationPassRate: passRow('all', operationPassRate(ops.map((o) => o.status))),
        byOperation: groupBy(ops, (o) => o.key).map((g) => passRow(g.key, operationPassRate(g.items.map((o) => o.status)))),
        byArea: passRateBy(outcomes, (o) => areaKeysOf(site, o.room.id)),
        byMethod: passRateBy(outcomes, (o) => o.methods),
        ...(await loopMeasures(tx, scope, rows)),
      },
    };
  });
}

/**
 * Right first time (audits passed at their first pass: re-audits left out) and the median time from a
 * failed audit to the re-audit that closed its loop, for the loops closed in the period.
 */
async function loopMeasures(tx: Executor, scope: Scope, rows: readonly TAuditRow[]) {
  const firstPass = rows.filter((r) => !r.reauditOfPass).map((r) => r.outcome);
  const closed = await closedLoopsBetween(tx, scope.facilityId, scope.start, scope.end);
  return {
    rightFirstTime: passRow('all', auditPassRate(firstPass)),
    medianMinutesToClose: medianMinutes(closed.map((c) => c.closedAt.getTime() - c.startedAt.getTime())),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Pre-audit markings (TDC)

interface MarkingFacts {
  rows: TMarkingRow[];
  objects: (MarkedObject & { room: string; areas: string[]; op: string; at: Date })[];
  truncated: boolean;
}

async function markingFacts(tx: Executor, site: ReportSite, scope: Scope, limit: number): Promise<MarkingFacts> {
  const found = await listMarkings(tx, scope, limit);
  const objects: MarkingFacts['objects'] = [];
  const rows = found.slice(0, limit).map((m): TMarkingRow => {
    const marked = m.marked ?? [];
    const clean =
      m.clean_id === null
        ? null
        : {
            audited: m.clean_audited === true,
            operations: (m.clean_operations ?? []).map((op) => ({
              id: String(op.id),
              auditStatus: (op.auditStatus ?? null) as TAuditStatus | null,
            })),
          };
    const list = markedObjects({ operations: marked.map((op) => ({ id: String(op.id), isMarked: true })) }, clean);
    const byId = new Map(marked.map((op) => [String(op.id), op]));
    const room = reportRoom(site, m.room_id);
    const areas = areaKeysOf(site, m.room_id);
    const at = new Date(m.start_ms);
    for (const o of list) objects.push({ ...o, room: room.number, areas, op: opKey(byId.get(o.operationId) ?? {}), at });
    const tdc = thoroughness(list);
    return {
      markingId: m.id,
      room,
      cleanType: m.clean_type,
      auditor: m.auditor_name,
      markingDate: at.toISOString(),
      answeringClean:
        m.clean_id === null
          ? null
          : {
              reportId: m.clean_id,
              status: m.clean_status ?? 'Initial',
              staff: m.clean_staff || null,
              completedAt: iso(m.clean_report_ms),
              audited: m.clean_audited === true,
            },
      objects: list.map((o) => ({
        operationId: o.operationId,
        group: byId.get(o.operationId)?.group ?? '',
        item: byId.get(o.operationId)?.item ?? '',
        outcome: o.outcome,
        auditStatus: o.auditStatus,
      })),
      ...tdc,
    };
  });
  return { rows, objects, truncated: found.length > limit };
}

/** Pre-audit marking report: each marking of the period, whether the answering clean got the marked objects; TDC. */
export async function markingReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TMarkingReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const { rows, objects, truncated } = await markingFacts(tx, site, scope, REPORT_MAX_ROWS);
    const tz = site.timeZone;
    return {
      meta,
      truncated,
      rows,
      summary: {
        total: { key: 'all', ...thoroughness(objects) },
        byRoom: tdcBy(objects, (o) => o.room),
        byArea: tdcBy(objects, (o) => o.areas),
        byOperation: tdcBy(objects, (o) => o.op),
        byDay: tdcBy(objects, (o) => periodKey(o.at, tz, 'day')),
        byWeek: tdcBy(objects, (o) => periodKey(o.at, tz, 'week')),
        byMonth: tdcBy(objects, (o) => periodKey(o.at, tz, 'month')),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Cleans

/**
 * Cleans report: every clean started in the period (the first REPORT_MAX_ROWS), with the counts of all.
 * It names the residents of each room at the time: the read is one entry of the access log.
 */
export async function cleansReport(
  ctx: AppContext,
  auth: TenantAuth,
  req: TReportingRequest,
  read?: { meta: RequestMeta; route: string },
): Promise<TCleansReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const found = await listCleans(tx, scope, REPORT_MAX_ROWS);
    if (read) {
      const residentIds = found.slice(0, REPORT_MAX_ROWS).flatMap((c) => c.resident_ids);
      await logBulkRead(tx, auth, read.meta, { facilityId: req.facilityId, kind: 'reportHistory', route: read.route, residentIds });
    }
    const sums = await sumCleans(tx, scope, site.timeZone, { all: sql`'all'` });
    const rows = found.slice(0, REPORT_MAX_ROWS).map(
      (c): TCleanRow => ({
        reportId: c.id,
        room: reportRoom(site, c.room_id, { roomType: c.room_type }),
        cleanType: c.clean_type,
        status: c.status,
        startDate: iso(c.start_ms) as string,
        reportDate: c.status === 'Initial' ? null : iso(c.report_ms),
        durationMinutes: c.status === 'Initial' ? null : durationMinutes(iso(c.start_ms), iso(c.report_ms)),
        staff: c.staff ? { id: c.staff_member_id, name: c.staff } : null,
        resident: c.resident_name,
        declinedBy: c.declined_by,
        comment: c.comment,
        residentFamilyConcern: c.resident_family_concern,
        maintenance: c.maintenance,
        pestControl: c.pest_control,
        supervisorNote: c.supervisor_note,
        photoCount: c.photo_count,
        hasSignature: c.has_signature,
        audited: c.audit !== null,
      }),
    );
    return { meta, truncated: found.length > REPORT_MAX_ROWS, rows, summary: { total: countsRow('all', sums.all) } };
  });
}

/** The decline signature of a clean of the site (PNG data URI). */
export async function signature(ctx: AppContext, auth: TenantAuth, input: { facilityId: string; reportId: string }) {
  assertSiteVisible(auth, input.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const row = await readSignature(tx, input.facilityId, input.reportId);
    if (!row?.sig) throw notFound();
    return { reportId: input.reportId, dataUri: row.sig };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Overdue (on time)

type Tally = Record<BucketOutcome, number>;
const newTally = (): Tally => ({ onTime: 0, late: 0, missed: 0, open: 0 });
function countInto(map: Map<string, Tally>, key: string, outcome: BucketOutcome) {
  let t = map.get(key);
  if (!t) {
    t = newTally();
    map.set(key, t);
  }
  t[outcome] += 1;
}
const tallyRows = (map: Map<string, Tally>): TOnTimeRow[] =>
  [...map.entries()].sort(([x], [y]) => x.localeCompare(y, 'en', { numeric: true })).map(([key, t]) => ({ key, ...onTimeFromTally(t) }));

interface OnTimeTallies {
  total: Tally;
  byRoom: Map<string, Tally>;
  byArea: Map<string, Tally>;
  byCleanType: Map<string, Tally>;
  byDay: Map<string, Tally>;
}

/** How far after the period a bucket of the period may end (weekly and monthly buckets). */
const BUCKET_TAIL_MS = 40 * 86_400_000;

/**
 * Every bucket of the period (start inside it) of every Cron and Absolute routine of the rooms in scope,
 * classified by the domain (on time, late, missed, open) from the room's completed cleans, and tallied
 * per room, area, clean type and site-local day. Relative routines count from the last clean and have no
 * fixed due times: they are not in the on-time rate. `lateOrMissed` sees each late or missed bucket. A
 * year of a 1,000-room site is ~1.5 million buckets: they are counted as they are classified, not listed.
 */
async function classifyPeriod(
  tx: Executor,
  site: ReportSite,
  scope: Scope,
  now: Date,
  opts: {
    lateOrMissed?: (room: TReportRoom, routine: TRoutine, bucket: TBucket, result: BucketResult) => void;
    /** Only the total is wanted (the clean summary): no tallies per room, area, clean type and day. */
    totalOnly?: boolean;
  } = {},
): Promise<OnTimeTallies> {
  const { lateOrMissed, totalOnly = false } = opts;
  const tallies: OnTimeTallies = { total: newTally(), byRoom: new Map(), byArea: new Map(), byCleanType: new Map(), byDay: new Map() };
  const rooms = [...site.rooms.values()].filter(
    (r) =>
      !r.isArchived &&
      (!scope.roomIds || scope.roomIds.includes(r.id)) &&
      (!scope.roomTypes || scope.roomTypes.some((t) => t.trim().toLowerCase() === r.roomType.trim().toLowerCase())),
  );
  if (!rooms.length) return tallies;
  const wantClean = (cleanType: string) =>
    !scope.cleanTypes || scope.cleanTypes.some((t) => t.trim().toLowerCase() === cleanType.trim().toLowerCase());
  const until = new Date(Math.min(scope.end.getTime(), now.getTime() + 1));
  // Buckets per routine (with each bucket's site-local day): they depend on the schedule, the zone and
  // the period only, not on the room.
  const routinesByType = new Map(
    site.roomTypes.map((t) => [
      t.id,
      t.routines
        .filter((r) => r.schedule && r.schedule.type !== 'Relative' && wantClean(r.cleanType))
        .map((r) => {
          const buckets = r.schedule
            ? bucketsBetween(r.schedule, site.timeZone, scope.start, until).filter((b) => b.start.getTime() >= scope.start.getTime())
            : [];
          return { routine: r, buckets, days: buckets.map((b) => periodKey(b.start, site.timeZone, 'day')) };
        }),
    ]),
  );
  const completions = await completionsByRoom(
    tx,
    { ...scope, roomIds: rooms.map((r) => r.id) },
    scope.start,
    new Date(Math.min(scope.end.getTime() + BUCKET_TAIL_MS, now.getTime() + 1)),
  );
  const byRoom = new Map<string, { priority: number; done: number[] }[]>();
  for (const c of completions) {
    const list = byRoom.get(c.room_id) ?? [];
    list.push({
      priority: c.priority,
      done: c.done
        .split(',')
        .map(Number)
        .sort((x, y) => x - y),
    });
    byRoom.set(c.room_id, list);
  }
  for (const room of rooms) {
    const routines = room.roomTypeId ? routinesByType.get(room.roomTypeId) : undefined;
    if (!routines?.length) continue;
    const lists = byRoom.get(room.id) ?? [];
    const shown = reportRoom(site, room.id);
    const areas = areaKeysOf(site, room.id);
    const atLeast = new Map<number, number[]>();
    for (const { routine, buckets, days } of routines) {
      let done = atLeast.get(routine.priority);
      if (!done) {
        const parts = lists.filter((l) => l.priority >= routine.priority);
        done = parts.length === 1 ? (parts[0]?.done ?? []) : parts.flatMap((p) => p.done).sort((x, y) => x - y);
        atLeast.set(routine.priority, done);
      }
      const results = classifyBuckets(buckets, done, now);
      for (let i = 0; i < results.length; i++) {
        const r = results[i] as BucketResult;
        const o = r.outcome;
        tallies.total[o] += 1;
        if (totalOnly) continue;
        countInto(tallies.byRoom, shown.number, o);
        for (const area of areas) countInto(tallies.byArea, area, o);
        countInto(tallies.byCleanType, routine.cleanType, o);
        countInto(tallies.byDay, days[i] as string, o);
        if (lateOrMissed && (o === 'late' || o === 'missed')) lateOrMissed(shown, routine, buckets[i] as TBucket, r);
      }
    }
  }
  return tallies;
}

/** Overdue report: scheduled cleans missed or completed late, per room and area, with the on-time rate. */
export async function overdueReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TOverdueReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const rows: TOverdueRow[] = [];
    let truncated = false;
    const lateOrMissed = (room: TReportRoom, routine: TRoutine, b: TBucket, r: BucketResult) => {
      if (rows.length >= REPORT_MAX_ROWS) {
        truncated = true;
        return;
      }
      rows.push({
        room,
        cleanType: routine.cleanType,
        priority: routine.priority,
        scheduleType: routine.schedule?.type ?? '',
        bucketStart: b.start.toISOString(),
        due: b.due.toISOString(),
        bucketEnd: b.end ? b.end.toISOString() : null,
        outcome: r.outcome === 'late' ? 'late' : 'missed',
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
        minutesLate: r.outcome === 'late' && r.completedAt ? durationMinutes(b.due, r.completedAt) : null,
      });
    };
    const tallies = await classifyPeriod(tx, site, scope, new Date(), { lateOrMissed });
    rows.sort((x, y) => x.bucketStart.localeCompare(y.bucketStart) || x.room.number.localeCompare(y.room.number, 'en', { numeric: true }));
    return {
      meta,
      rows,
      truncated,
      summary: {
        total: { key: 'all', ...onTimeFromTally(tallies.total) },
        byRoom: tallyRows(tallies.byRoom),
        byArea: tallyRows(tallies.byArea),
        byCleanType: tallyRows(tallies.byCleanType),
        byDay: tallyRows(tallies.byDay),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Daily staff report

const toSaved = (r: Awaited<ReturnType<typeof listStaffDayReports>>[number]): TSavedStaffReport => ({
  id: r.id,
  staffMemberId: r.staffMemberId,
  date: r.date,
  comment: r.comment,
  savedBy: r.savedByName,
  savedAt: r.savedAt.toISOString(),
});

/** Daily staff report: each staff member's days in the period (assignments, cleans, rooms, times) with the saved review. */
export async function staffReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TStaffReportResponse> {
  const { site, scope, meta } = await siteAndScope(ctx, auth, req, new Date());
  const inTx = <T>(fn: (tx: Executor) => Promise<T>) => reportTx(ctx, auth, fn);
  // One scan of the period's cleans, beside the small reads of staff, assignments and reviews.
  const [staff, assignments, facts, reviews] = await Promise.all([
    inTx((tx) => listSiteStaff(tx, site.facilityId)),
    inTx((tx) => listAssignments(tx, site.facilityId, req.from, req.to)),
    inTx((tx) => staffDays(tx, scope, site.timeZone)),
    inTx((tx) => listStaffDayReports(tx, site.facilityId, req.from, req.to)),
  ]);
  const names = new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
  const wanted = (id: string | null): id is string => id !== null && names.has(id) && (!scope.staffMemberId || id === scope.staffMemberId);
  const key = (id: string, date: string) => `${id}|${date}`;
  const days = new Map<string, TStaffDayRow>();
  const day = (id: string, date: string): TStaffDayRow => {
    const k = key(id, date);
    let row = days.get(k);
    if (!row) {
      row = {
        staffMemberId: id,
        name: names.get(id) ?? '',
        date,
        assignments: [],
        cleans: { key: k, ...cleanCounts([]) },
        rooms: [],
        firstStart: null,
        lastEnd: null,
        review: null,
      };
      days.set(k, row);
    }
    return row;
  };
  for (const a of assignments) {
    if (!wanted(a.staff_member_id)) continue;
    const label = a.description || a.task || [a.clean_type, a.room_numbers.join(', ')].filter(Boolean).join(': ') || '';
    for (const date of coveredDates({ startDate: a.start_date, endDate: a.end_date, scheduledDays: a.scheduled_days }, req.from, req.to)) {
      day(a.staff_member_id, date).assignments.push(label);
    }
  }
  for (const g of groupBy(facts, (f) => `${f.staff_member_id}|${f.day}`)) {
    const first = g.items[0];
    if (!first || !wanted(first.staff_member_id)) continue;
    const row = day(first.staff_member_id, first.day);
    row.cleans = countsRow(g.key, g.items);
    row.rooms = [...new Set(g.items.flatMap((f) => f.rooms))].sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
    row.firstStart = iso(Math.min(...g.items.map((f) => f.first_ms)));
    const ends = g.items.flatMap((f) => (f.last_ms === null ? [] : [f.last_ms]));
    row.lastEnd = ends.length ? iso(Math.max(...ends)) : null;
  }
  for (const saved of reviews) {
    if (!wanted(saved.staffMemberId)) continue;
    day(saved.staffMemberId, saved.date).review = toSaved(saved);
  }
  const rows = [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return { meta, truncated: rows.length > REPORT_MAX_ROWS, rows: rows.slice(0, REPORT_MAX_ROWS) };
}

/** A supervisor saves the review of a staff member's day with a comment (saving again replaces the comment). */
export async function saveStaffReport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveStaffReport,
): Promise<TSavedStaffReport> {
  assertSiteVisible(auth, input.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await loadReportSite(tx, input.facilityId);
    const member = (await listSiteStaff(tx, site.facilityId)).find((s) => s.id === input.staffMemberId);
    if (!member) throw notFound();
    const saved = await upsertStaffDayReport(tx, {
      tenantId: auth.tenantId,
      facilityId: site.facilityId,
      staffMemberId: member.id,
      date: input.date,
      comment: input.comment,
      savedBy: auth.subjectId,
      savedByName: auth.displayName,
    });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: site.facilityId,
      type: 'reporting.staff_report_saved',
      subjectType: 'staff_day_report',
      subjectId: saved.id,
      data: { staffMemberId: member.id, date: input.date },
    });
    return toSaved(saved);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Clean summary

/**
 * Clean summary: counts and average durations by clean type, area, room type, staff and day; the audit
 * pass rate, TDC and on-time rate of the period. The four parts read the database in their own
 * transactions at once (a year of a large site: one scan of the cleans each), so they run side by side.
 */
export async function cleanSummary(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TCleanSummaryResponse> {
  const now = new Date();
  const { site, scope, meta } = await siteAndScope(ctx, auth, req, now);
  const inTx = <T>(fn: (tx: Executor) => Promise<T>) => reportTx(ctx, auth, fn);
  const [sums, statuses, markings, tallies] = await Promise.all([
    inTx((tx) =>
      sumCleans(tx, scope, site.timeZone, {
        cleanType: sql`r.clean_type`,
        room: sql`r.room_id`,
        roomType: sql`r.room_type`,
        staff: [sql`r.staff_first_name`, sql`r.staff_last_name`],
        day: sql`r.local_start::date`,
      }),
    ),
    inTx((tx) => auditStatuses(tx, scope)),
    inTx((tx) => markingStatuses(tx, scope)),
    inTx((tx) => classifyPeriod(tx, site, scope, now, { totalOnly: true })),
  ]);
  const byArea = groupBy(
    sums.room.flatMap((x) => areaKeysOf(site, x.key).map((area) => ({ ...x, area }))),
    (x) => x.area,
  ).map((g) => countsRow(g.key, g.items));
  const outcomes = statuses.map((list) => auditOutcome(list.split(',').map((x) => ({ auditStatus: (x || null) as TAuditStatus | null }))));
  const objects = markings.flatMap((m) =>
    markedObjects(
      { operations: m.statuses.map((_, i) => ({ id: String(i), isMarked: true })) },
      { audited: m.audited, operations: m.statuses.map((x, i) => ({ id: String(i), auditStatus: (x || null) as TAuditStatus | null })) },
    ),
  );
  return {
    meta,
    summary: {
      // Every clean has a clean type: the total is the sum of that grouping.
      total: countsRow('all', sums.cleanType),
      byCleanType: sumsBy(sums.cleanType),
      byArea,
      byRoomType: sumsBy(sums.roomType),
      byStaff: sumsBy(sums.staff),
      byDay: sumsBy(sums.day),
      audits: passRow('all', auditPassRate(outcomes)),
      tdc: { key: 'all', ...thoroughness(objects) },
      onTime: { key: 'all', ...onTimeFromTally(tallies.total) },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Enhanced Cleaning Report

/** Enhanced Cleaning Report: state-triggered and terminal cleans of the period with their audits. */
export async function enhancedReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TEnhancedReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const siteConfig = {
      roomStates: site.config?.roomStates ?? [],
      vacatedCleanType: site.config?.settings.vacatedRoom?.cleanType ?? null,
    };
    const candidates = new Set<string>();
    for (const s of siteConfig.roomStates) if (s.cleanType) candidates.add(s.cleanType);
    if (siteConfig.vacatedCleanType) candidates.add(siteConfig.vacatedCleanType);
    for (const t of site.roomTypes) for (const r of t.routines) if (r.stateClean || r.kind === 'Post-Clean') candidates.add(r.cleanType);
    const typeOf = (roomId: string, roomTypeName: string) => {
      const id = site.rooms.get(roomId)?.roomTypeId;
      return site.roomTypes.find((t) => t.id === id) ?? site.roomTypes.find((t) => t.roomType === roomTypeName);
    };
    const found = candidates.size ? await listCleans(tx, scope, REPORT_MAX_ROWS, { withAudit: true, onlyCleanTypes: [...candidates] }) : [];
    const rows: TEnhancedRow[] = [];
    for (const c of found.slice(0, REPORT_MAX_ROWS)) {
      const kind = enhancedCleanKind(c.clean_type, typeOf(c.room_id, c.room_type), siteConfig);
      if (!kind) continue;
      const audit = c.audit as AuditJson | null;
      rows.push({
        reportId: c.id,
        room: reportRoom(site, c.room_id, { roomType: c.room_type }),
        kind: kind.kind,
        reason: kind.reason,
        cleanType: c.clean_type,
        status: c.status,
        startDate: iso(c.start_ms) as string,
        reportDate: c.status === 'Initial' ? null : iso(c.report_ms),
        durationMinutes: c.status === 'Initial' ? null : durationMinutes(iso(c.start_ms), iso(c.report_ms)),
        staff: c.staff || null,
        comment: c.comment,
        audit: audit
          ? {
              auditor: audit.auditor ?? null,
              auditStart: audit.startDate ?? (iso(c.start_ms) as string),
              auditDate: audit.reportDate ?? null,
              methods: methodsOf(audit),
              outcome: auditOutcome((c.operations ?? []).map((op) => ({ auditStatus: (op.auditStatus ?? null) as TAuditStatus | null }))),
            }
          : null,
      });
    }
    const facts = rows.map((r) => ({
      cleanType: r.cleanType,
      status: r.status,
      startDate: new Date(r.startDate),
      reportDate: r.reportDate ? new Date(r.reportDate) : null,
    }));
    return {
      meta,
      truncated: found.length > REPORT_MAX_ROWS,
      rows,
      summary: {
        byCleanType: groupBy(facts, (f) => f.cleanType).map((g) => ({ key: g.key, ...cleanCounts(g.items) })),
        audits: passRow('all', auditPassRate(rows.flatMap((r) => (r.audit ? [r.audit.outcome] : [])))),
        unaudited: rows.filter((r) => !r.audit).length,
      },
    };
  });
}

/** Each report by its kind (exports and mail); `read` says who reads it, for the access log. */
export function runReport(
  ctx: AppContext,
  auth: TenantAuth,
  kind: TReportKind,
  req: TReportingRequest,
  read?: { meta: RequestMeta; route: string },
) {
  switch (kind) {
    case 'audits':
      return auditReport(ctx, auth, req);
    case 'markings':
      return markingReport(ctx, auth, req);
    case 'cleans':
      return cleansReport(ctx, auth, req, read);
    case 'overdue':
      return overdueReport(ctx, auth, req);
    case 'staff':
      return staffReport(ctx, auth, req);
    case 'summary':
      return cleanSummary(ctx, auth, req);
    case 'enhanced':
      return enhancedReport(ctx, auth, req);
  }
}
