import type {
  TAuditReportResponse,
  TCleanSummaryResponse,
  TCleansReportResponse,
  TEnhancedReportResponse,
  TMarkingReportResponse,
  TOverdueReportResponse,
  TStaffReportResponse,
} from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/database.ts';
import { a, at, call, d1, d2, markedIds, markingId, PNG, report, setUpScenario, site, t, wing, ZONE } from './reporting.scenario.ts';

// The reports through HTTP on a real PostgreSQL, on the hand-checked scenario of reporting.scenario.ts.

beforeAll(setUpScenario);
afterAll(() => t.close());

describe('reports on the hand-checked scenario', () => {
  it('overdue report: 2 of 6 buckets on time, 1 late by 60 minutes, 3 missed; per room and area', async () => {
    const r = await report<TOverdueReportResponse>('/api/housekeeping/overduereports');
    expect(r.summary.total).toMatchObject({ onTime: 2, late: 1, missed: 3, open: 0, due: 6 });
    expect(r.summary.total.rate).toBeCloseTo(2 / 6);
    // Oldest first: D1's missed 203, then D2's late 201 (done 11:00, due 10:00), missed 202 and 203.
    expect(r.rows.map((x) => [x.room.number, x.outcome, x.minutesLate, x.bucketStart])).toEqual([
      ['203', 'missed', null, at(d1, '08:00').toISOString()],
      ['201', 'late', 60, at(d2, '08:00').toISOString()],
      ['202', 'missed', null, at(d2, '08:00').toISOString()],
      ['203', 'missed', null, at(d2, '08:00').toISOString()],
    ]);
    expect(r.rows).toHaveLength(4);
    expect(r.summary.byRoom.map((x) => [x.key, x.onTime, x.due])).toEqual([
      ['201', 1, 2],
      ['202', 1, 2],
      ['203', 0, 2],
    ]);
    expect(r.summary.byArea.map((x) => [x.key, x.onTime, x.due])).toEqual([
      ['(no area)', 0, 2],
      ['East Wing', 2, 4],
    ]);
    expect(r.meta.timeZone).toBe(ZONE);
  });

  it('cleans report: every clean with status, duration, staff, comments and the signed decline', async () => {
    const r = await report<TCleansReportResponse>('/api/reporting/cleans');
    expect(r.rows).toHaveLength(5);
    expect(r.summary.total).toMatchObject({ total: 5, complete: 4, declined: 1, incomplete: 0, averageMinutes: 20, completeMinutes: 80 });
    const declined = r.rows.find((x) => x.status === 'Declined');
    expect(declined).toMatchObject({ hasSignature: true, room: { number: '203' } });
    expect(r.rows.find((x) => x.room.number === '201' && x.audited)?.comment).toBe('=Sink, "very" clean');
    expect(r.rows.every((x) => x.durationMinutes === 20 && x.staff?.id === a.staffIds.Housekeeper)).toBe(true);
    const sig = await call('nurse', '/api/reporting/signature', { facilityId: site, reportId: declined?.reportId });
    expect(sig.statusCode, sig.body).toBe(200);
    expect(sig.json().dataUri).toBe(PNG);
    // Filters: the East Wing, a clean type, a staff member nobody is.
    expect((await report<TCleansReportResponse>('/api/reporting/cleans', { filters: { areaIds: [wing] } })).rows).toHaveLength(3);
    expect((await report<TCleansReportResponse>('/api/reporting/cleans', { filters: { cleanTypes: ['deep clean'] } })).rows).toHaveLength(
      1,
    );
    expect(
      (await report<TCleansReportResponse>('/api/reporting/cleans', { filters: { staffMemberId: a.staffIds.Nursing } })).rows,
    ).toHaveLength(0);
  });

  it('audit report: methods, per-operation results, pass rate 1 of 2', async () => {
    const r = await report<TAuditReportResponse>('/api/reporting/audits');
    expect(r.rows.map((x) => [x.room.number, x.outcome])).toEqual([
      ['202', 'fail'],
      ['201', 'pass'],
    ]);
    expect(r.rows[0]?.methods).toEqual(['directObservationMethod', 'fluorescentGelMethod']);
    expect(r.rows[0]?.operations.filter((op) => op.auditStatus === 'NotCleanedFailed').map((op) => op.id)).toEqual([markedIds[2]]);
    expect(r.rows[0]?.recleanedAt).toBeNull();
    expect(r.summary.passRate).toEqual({ key: 'all', passed: 1, failed: 1, rate: 0.5 });
    expect(r.summary.byArea).toEqual([{ key: 'East Wing', passed: 1, failed: 1, rate: 0.5 }]);
  });

  it('pre-audit marking report: the answering clean got 2 of 3 marked objects (TDC 67%) per room, area, operation, period', async () => {
    const r = await report<TMarkingReportResponse>('/api/reporting/markings');
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      markingId,
      marked: 3,
      cleaned: 2,
      pending: 0,
      answeringClean: { audited: true, status: 'Complete' },
    });
    expect(r.rows[0]?.tdc).toBeCloseTo(2 / 3);
    expect(r.summary.total).toMatchObject({ marked: 3, cleaned: 2 });
    expect(r.summary.byRoom.map((x) => [x.key, x.cleaned, x.marked])).toEqual([['202', 2, 3]]);
    expect(r.summary.byArea.map((x) => x.key)).toEqual(['East Wing']);
    expect(r.summary.byOperation).toHaveLength(3);
    expect(r.summary.byDay.map((x) => x.key)).toEqual([d1]);
    expect(r.summary.byMonth.map((x) => x.key)).toEqual([d1.slice(0, 7)]);
  });

  it('daily staff report: the housekeeper’s two days; a supervisor saves a review with a comment', async () => {
    const before = await report<TStaffReportResponse>('/api/housekeeping/staffreports');
    const mine = before.rows.filter((x) => x.staffMemberId === a.staffIds.Housekeeper);
    expect(mine.map((x) => [x.date, x.cleans.total, x.cleans.complete, x.cleans.declined, x.rooms])).toEqual([
      [d1, 3, 3, 0, ['201', '202', '203']],
      [d2, 2, 1, 1, ['201', '203']],
    ]);
    expect(mine[0]?.firstStart).toBe(at(d1, '08:40').toISOString());
    const saved = await call('supervisor', '/api/housekeeping/savestaffreport', {
      facilityId: site,
      staffMemberId: a.staffIds.Housekeeper,
      date: d1,
      comment: 'Good day, room 202 marking missed one rail',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call('supervisor', '/api/housekeeping/savestaffreport', {
      facilityId: site,
      staffMemberId: a.staffIds.Housekeeper,
      date: d1,
      comment: 'Reviewed',
    });
    expect(again.json().id).toBe(saved.json().id);
    const after = await report<TStaffReportResponse>('/api/housekeeping/staffreports', {
      filters: { staffMemberId: a.staffIds.Housekeeper },
    });
    expect(after.rows.map((x) => x.review?.comment ?? null)).toEqual(['Reviewed', null]);
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from events where type = 'reporting.staff_report_saved'`),
    );
    expect(events.rows[0]?.n).toBe(2);
  });

  it('clean summary and the Enhanced Cleaning Report', async () => {
    const s = await report<TCleanSummaryResponse>('/api/reporting/summary');
    expect(s.summary.total).toMatchObject({ total: 5, complete: 4, declined: 1, averageMinutes: 20 });
    expect(s.summary.byCleanType.map((x) => [x.key, x.total])).toEqual([
      ['Clean', 4],
      ['Deep Clean', 1],
    ]);
    expect(s.summary.byArea.map((x) => [x.key, x.total])).toEqual([
      ['(no area)', 2],
      ['East Wing', 3],
    ]);
    expect(s.summary.byDay.map((x) => [x.key, x.total])).toEqual([
      [d1, 3],
      [d2, 2],
    ]);
    // Per staff member, by the name on the cleans (first and last name joined).
    const cleans = await report<TCleansReportResponse>('/api/reporting/cleans');
    expect(cleans.rows[0]?.staff?.name).toMatch(/\S \S/);
    expect(s.summary.byStaff.map((x) => [x.key, x.total])).toEqual([[cleans.rows[0]?.staff?.name, 5]]);
    expect(s.summary.audits.rate).toBe(0.5);
    expect(s.summary.tdc).toMatchObject({ marked: 3, cleaned: 2 });
    expect(s.summary.onTime).toMatchObject({ onTime: 2, due: 6 });

    const e = await report<TEnhancedReportResponse>('/api/reporting/enhanced');
    expect(e.rows.map((x) => [x.room.number, x.kind, x.reason, x.cleanType, x.audit])).toEqual([
      ['203', 'state', 'State clean', 'Deep Clean', null],
    ]);
    expect(e.summary.unaudited).toBe(1);
  });

  it('an empty period answers empty lists and no rates', async () => {
    const from = addDays(d1, -400);
    const to = addDays(d1, -380);
    const c = await report<TCleansReportResponse>('/api/reporting/cleans', { from, to });
    expect(c.rows).toEqual([]);
    const m = await report<TMarkingReportResponse>('/api/reporting/markings', { from, to });
    expect(m.summary.total.tdc).toBeNull();
    const au = await report<TAuditReportResponse>('/api/reporting/audits', { from, to });
    expect(au.summary.passRate.rate).toBeNull();
    const s = await report<TCleanSummaryResponse>('/api/reporting/summary', { from, to });
    expect(s.summary.total.total).toBe(0);
    expect(s.summary.total.averageMinutes).toBeNull();
  });
});
