import crypto from 'node:crypto';
import type { TAuditStatus, TReportOperation } from '@carehome/contracts';
import { FAILED_AUDIT_STATUSES } from '@carehome/domain';
import type { markingReports } from '../db/schema/reports.ts';
import type { DemoRoom, DemoSite, DemoStaff } from './demo-context.ts';
import type { DemoReport } from './demo-history.repository.ts';

// The demo's audits: a supervisor audits a few cleans a day, most pass; some cleans answer a pre-audit
// marking (fluorescent gel), so the site dashboard's TDC has marked objects found cleaned or not.

const HOUR = 3_600_000;

/** Share of complete cleans audited (about three a day at Toronto), and of audits that fail. */
export const AUDITED_SHARE = 0.05;
const FAILED_SHARE = 0.12;
/** Marked objects found not cleaned at the audit of a marked clean. */
const MISSED_MARK_SHARE = 0.15;

const opsOf = (r: DemoReport) => r.operations as unknown as TReportOperation[];

/** The audit of a clean by the demo's supervisor, an hour after it (a report's `auditReport`). */
function auditReport(auditor: DemoStaff, at: Date, methods: { gel?: boolean; atp?: boolean } = {}): Record<string, unknown> {
  return {
    auditorId: auditor.id,
    auditor: `${auditor.firstName} ${auditor.lastName}`,
    markingDate: null,
    startDate: at.toISOString(),
    reportDate: new Date(at.getTime() + 10 * 60_000).toISOString(),
    comment: null,
    photos: [],
    directObservationMethod: true,
    fluorescentGelMethod: methods.gel ?? false,
    atpSystemMethod: methods.atp ?? false,
    swabCulturesMethod: false,
    agarSlideCulturesMethod: false,
  };
}

/** Audits a report at `at`: every operation passes but `failing` ones, which get a failed status. */
function audit(site: DemoSite, r: DemoReport, at: Date, failing: Set<number>, methods: { gel?: boolean; atp?: boolean } = {}) {
  const { rnd, opts } = site;
  for (const op of opsOf(r)) op.auditStatus = failing.has(op.index) ? (rnd.pick(FAILED_AUDIT_STATUSES) as TAuditStatus) : 'CleanedPass';
  r.auditReport = auditReport(opts.auditor, at, methods);
}

/** One or two operations of the report that an audit finds not up to standard. */
function someOperations(site: DemoSite, r: DemoReport): Set<number> {
  const ops = opsOf(r);
  const picked = new Set([site.rnd.pick(ops).index]);
  if (site.rnd.chance(0.3)) picked.add(site.rnd.pick(ops).index);
  return picked;
}

/** Audits a share of the complete cleans done at least two hours ago, a few of them failed. */
export function auditDemoCleans(site: DemoSite, reports: DemoReport[]): void {
  const { rnd, now } = site;
  for (const r of reports) {
    if (r.status !== 'Complete' || r.auditReport || !(r.reportDate instanceof Date)) continue;
    if (r.reportDate.getTime() > now.getTime() - 2 * HOUR || !rnd.chance(AUDITED_SHARE)) continue;
    const failing = rnd.chance(FAILED_SHARE) ? someOperations(site, r) : new Set<number>();
    audit(site, r, new Date(r.reportDate.getTime() + HOUR), failing, { atp: rnd.chance(0.5) });
  }
}

/**
 * This morning's (or yesterday's) clean of `room` failed its audit: the room's re-clean is open on the
 * dashboard, naming what failed. Its latest complete clean is audited half an hour after it.
 */
export function failLatestClean(site: DemoSite, reports: DemoReport[], room: DemoRoom | undefined): void {
  const latest = reports
    .filter((r) => r.roomId === room?.id && r.status === 'Complete' && r.reportDate instanceof Date)
    .filter((r) => (r.reportDate as Date).getTime() < site.now.getTime() - 45 * 60_000)
    .sort((x, y) => (y.reportDate as Date).getTime() - (x.reportDate as Date).getTime())[0];
  if (latest) audit(site, latest, new Date((latest.reportDate as Date).getTime() + 30 * 60_000), someOperations(site, latest));
}

/**
 * Pre-audit markings answered by their clean, about two a week: the supervisor marks a third of the
 * room's objects with gel before the clean and audits the clean after it; most marks are found cleaned.
 * Links each clean to its marking and answers the markings to write (before the reports).
 */
export function markDemoCleans(site: DemoSite, reports: DemoReport[]): (typeof markingReports.$inferInsert)[] {
  const { rnd, now, opts, tenantId, facilityId, typeOf } = site;
  const markings: (typeof markingReports.$inferInsert)[] = [];
  const candidates = reports.filter(
    (r) =>
      r.status === 'Complete' &&
      r.cleanType === 'Clean' &&
      r.roomType === 'Resident Room' &&
      r.startDate instanceof Date &&
      r.reportDate instanceof Date &&
      r.reportDate.getTime() < now.getTime() - 2 * HOUR,
  );
  const residentRooms = new Set(candidates.map((r) => r.roomId)).size;
  // About two markings a week whatever the site's size.
  const share = residentRooms ? 2 / (7 * residentRooms) : 0;
  for (const r of candidates) {
    if (r.auditReport || !rnd.chance(share)) continue;
    const start = r.startDate as Date;
    const id = crypto.randomUUID();
    const ops = opsOf(r);
    const marked = new Set(ops.filter((_, i) => i % 3 === 0).map((op) => op.index));
    markings.push({
      id,
      tenantId,
      facilityId,
      roomId: r.roomId,
      roomType: typeOf.get(r.roomTypeId ?? '')?.roomType ?? 'Resident Room',
      cleanType: r.cleanType,
      auditorId: opts.auditor.id,
      auditorName: `${opts.auditor.firstName} ${opts.auditor.lastName}`,
      startDate: new Date(start.getTime() - 40 * 60_000),
      markingDate: new Date(start.getTime() - 35 * 60_000),
      operations: ops.map((op) => ({
        ...op,
        checked: null,
        timeStamp: null,
        auditStatus: 'NotObserved',
        isMarked: marked.has(op.index),
      })),
      // Its clean is audited below: the marking is done with, so no later clean of the room answers it again.
      auditedReportId: r.id,
    });
    r.markingReportId = id;
    const missed = new Set([...marked].filter(() => rnd.chance(MISSED_MARK_SHARE)));
    audit(site, r, new Date((r.reportDate as Date).getTime() + HOUR), missed, { gel: true });
  }
  return markings;
}
