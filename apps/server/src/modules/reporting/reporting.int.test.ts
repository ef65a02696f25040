import type {
  TAuditReportResponse,
  TCleanSummaryResponse,
  TCleansReportResponse,
  TEnhancedReportResponse,
  THousekeepingConfig,
  THousekeepingReport,
  TMarkingReportResponse,
  TOverdueReportResponse,
  TReportSave,
  TRoutine,
  TStaffReportResponse,
} from '@carehome/contracts';
import { addDays, initialOperations, parseCsv } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';

// The reports through HTTP on a real PostgreSQL, on a small scenario whose numbers are
// worked out by hand below. Two site-local days D1 and D2 (the day before yesterday and yesterday, so
// the result does not depend on the hour the test runs), Clean due daily 08:00–10:00, window until 12:00:
//
//   room 201 (East Wing)  D1 Clean done 09:00 (on time)        D2 Clean done 11:00 (late, 60 min)
//   room 202 (East Wing)  D1 Clean done 09:30 (on time),       D2 nothing (missed)
//                         answers a marking of 3 operations
//   room 203 (no area)    D1 Deep Clean done 15:00 (after the  D2 Declined 09:00 with a signature (missed)
//                         window: missed; the state-clean routine)
//
// On time 2 of 6 buckets; 5 cleans (4 complete, 1 declined), each 20 minutes. Audits: 202 D1 at 13:00
// (marked ops: Cleaned Pass, Cleaned Pass, Not Cleaned Fail → fail; TDC 2/3) and 201 D1 at 14:00 (all
// pass): pass rate 1/2.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const tok: Record<string, string> = {};
const rooms: Record<string, string> = {};
let clean: TRoutine;
let deep: TRoutine;
let d1 = '';
let d2 = '';
let site = '';
const ZONE = 'America/Toronto';
const wing = crypto.randomUUID();
/** A 1×1 PNG, as the signature pad sends it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
const call = (who: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tok[who] as string), payload: payload as object });
const request = (over: Record<string, unknown> = {}) => ({ facilityId: site, from: d1, to: d2, ...over });

async function report<T>(url: string, over: Record<string, unknown> = {}, who = 'supervisor'): Promise<T> {
  const res = await call(who, url, request(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function save(room: string, routine: TRoutine, doneAt: Date, over: Partial<TReportSave> = {}): Promise<THousekeepingReport> {
  const body = completeReportSave(
    { facilityId: site, roomId: rooms[room] as string, authorStaffId: a.staffIds.Housekeeper as string, routine },
    doneAt,
    over,
  );
  const res = await call('housekeeper', '/api/housekeeping/submitReport', { report: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function audit(r: THousekeepingReport, startAt: Date, results: Record<string, string>) {
  const res = await call('supervisor', '/api/housekeeping/submitReport', {
    audit: {
      reportId: r.id,
      facilityId: site,
      startDate: startAt.toISOString(),
      comment: 'Checked',
      photos: [],
      directObservationMethod: true,
      fluorescentGelMethod: true,
      atpSystemMethod: false,
      swabCulturesMethod: false,
      agarSlideCulturesMethod: false,
      operations: Object.entries(results).map(([id, auditStatus]) => ({ id, auditStatus })),
      authorStaffId: a.staffIds.FacilityAssistant,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let markingId = '';
let markedIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  site = a.siteIds[0];
  for (const [who, key] of [
    ['manager', 'FacilityAdministrator'],
    ['supervisor', 'FacilityAssistant'],
    ['lead', 'LeadHousekeeper'],
    ['nurse', 'Nursing'],
    ['housekeeper', 'Housekeeper'],
  ] as const) {
    tok[who] = (await login(t, a.emails[key] as string)).token.token;
  }
  tok.other = (await login(t, b.emails.MultiFacilityAdministrator as string)).token.token;
  const today = DateTime.now().setZone(ZONE).toISODate() as string;
  d1 = addDays(today, -2);
  d2 = addDays(today, -1);

  // Clean due daily 08:00 (window 08:00–12:00, due 10:00); Deep Clean on demand and asked for by a room state.
  const config = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(tok.manager as string) })
  ).json() as THousekeepingConfig;
  const type = config.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
  const routines = type.routines.map((r) =>
    r.cleanType === 'Clean'
      ? {
          ...r,
          schedule: {
            type: 'Absolute' as const,
            startDate: addDays(today, -30),
            endDate: null,
            period: 'Daily' as const,
            every: 1,
            buckets: [{ start: '08:00', due: '10:00', end: '12:00' }],
          },
        }
      : { ...r, schedule: null, stateClean: r.cleanType === 'Deep Clean' },
  );
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/housekeeping/update',
    headers: bearer(tok.manager as string),
    payload: {
      config: {
        ...config,
        roomTypes: [
          { ...type, routines: routines.map((r) => (r.cleanType === 'Deep Clean' ? r : { ...r, stateClean: false })) },
          ...config.roomTypes.slice(1),
        ],
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const updated = saved.json() as THousekeepingConfig;
  clean = updated.roomTypes[0]?.routines.find((r) => r.cleanType === 'Clean') as TRoutine;
  deep = updated.roomTypes[0]?.routines.find((r) => r.cleanType === 'Deep Clean') as TRoutine;

  const layout = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: bearer(tok.manager as string),
    payload: {
      facilityId: site,
      areas: [{ id: wing, parentId: null, name: 'East Wing' }],
      rooms: [
        { areaId: wing, roomNumber: '201', roomTypeId: type.id },
        { areaId: wing, roomNumber: '202', roomTypeId: type.id },
        { areaId: null, roomNumber: '203', roomTypeId: type.id },
      ],
    },
  });
  expect(layout.statusCode, layout.body).toBe(200);
  for (const r of layout.json().rooms as { id: string; roomNumber: string }[]) rooms[r.roomNumber] = r.id;

  // The marking of room 202 on D1 at 08:00: the first three operations of Clean.
  markedIds = clean.operations.slice(0, 3).map((o) => o.id);
  markingId = crypto.randomUUID();
  const m = await call('supervisor', '/api/housekeeping/submitmarkingreport', {
    report: {
      id: markingId,
      facilityId: site,
      roomId: rooms['202'],
      cleanType: 'Clean',
      startDate: at(d1, '08:00').toISOString(),
      markingDate: at(d1, '08:00').toISOString(),
      operations: initialOperations(clean.operations).map((op) => ({ ...op, isMarked: markedIds.includes(op.id) })),
      authorStaffId: a.staffIds.FacilityAssistant,
    },
  });
  expect(m.statusCode, m.body).toBe(200);

  const c201d1 = await save('201', clean, at(d1, '09:00'), { comment: '=Sink, "very" clean' });
  await save('201', clean, at(d2, '11:00'));
  const c202d1 = await save('202', clean, at(d1, '09:30'), { markingReportId: markingId });
  await save('203', deep, at(d1, '15:00'));
  await save('203', clean, at(d2, '09:00'), { status: 'Declined', declineSignature: PNG });

  const [m1, m2, m3] = markedIds as [string, string, string];
  await audit(c202d1, at(d1, '13:00'), { [m1]: 'CleanedPass', [m2]: 'CleanedPass', [m3]: 'NotCleanedFailed' });
  await audit(c201d1, at(d1, '14:00'), Object.fromEntries(clean.operations.map((o) => [o.id, 'CleanedPass'])));
});
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

describe('exports', () => {
  it('CSV: UTF-8 with BOM and a header row, dates MM/DD/YYYY on the site clock, parsed back', async () => {
    const res = await call('nurse', '/api/reporting/export', { report: 'cleans', request: request(), format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`cleans-report-${d1}-${d2}.csv`);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const { rows } = parseCsv(res.rawPayload.toString('utf8').slice(1));
    expect(rows[0]?.slice(0, 4)).toEqual(['Started', 'Completed', 'Minutes', 'Room']);
    const body = rows.slice(1).filter((r) => r.some(Boolean));
    expect(body).toHaveLength(5);
    const [mm, dd, yyyy] = [d1.slice(5, 7), d1.slice(8, 10), d1.slice(0, 4)];
    expect(body[0]?.[0]).toBe(`${mm}/${dd}/${yyyy} 08:40`);
    // A comment that starts like a formula is written as text.
    expect(body.some((r) => r.includes(`'=Sink, "very" clean`))).toBe(true);
  });

  it.each(['audits', 'markings', 'overdue', 'staff', 'summary', 'enhanced'] as const)(
    'CSV of the %s report has a header and rows',
    async (kind) => {
      const res = await call('nurse', '/api/reporting/export', { report: kind, request: request(), format: 'csv' });
      expect(res.statusCode, res.body).toBe(200);
      const { rows } = parseCsv(res.rawPayload.toString('utf8').slice(1));
      expect(rows.filter((r) => r.some(Boolean)).length).toBeGreaterThan(1);
    },
  );

  it('PDF: starts with %PDF and has pages, in the organization’s colours', async () => {
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(
        sql`update organizations set report_colors = ${JSON.stringify({ background: '#FFFDF5', alternateBackground: '#EEF2FF', headerBackground: '#123456', headerText: '#FFFFFF' })}::jsonb where id = ${a.tenantId}`,
      ),
    );
    for (const kind of ['cleans', 'audits', 'summary'] as const) {
      const res = await call('supervisor', '/api/reporting/export', { report: kind, request: request(), format: 'pdf' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    }
    // The cleans PDF carries the decline signature on a page of its own.
    const cleans = await call('supervisor', '/api/reporting/export', { report: 'cleans', request: request(), format: 'pdf' });
    expect(cleans.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(2);
    expect(cleans.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('email: the export queued in the mail outbox as an attachment, to the organization’s people only', async () => {
    const res = await call('supervisor', '/api/reporting/email', {
      report: 'overdue',
      request: request(),
      format: 'pdf',
      recipients: [a.emails.FacilityAdministrator],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ queued: true, fileName: `overdue-report-${d1}-${d2}.pdf` });
    const rows = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ subject: string; attachments: { fileName: string; filename: string }[] }>(
        sql`select subject, attachments from mail_outbox where ${a.emails.FacilityAdministrator} = any("to") and subject like 'Overdue report%'`,
      ),
    );
    expect(rows.rows).toHaveLength(1);
    const file = rows.rows[0]?.attachments[0];
    expect(file?.filename).toBe(`overdue-report-${d1}-${d2}.pdf`);
    expect(await t.ctx.files.exists(a.tenantId, file?.fileName as string)).toBe(true);
    const outside = await call('supervisor', '/api/reporting/email', {
      report: 'overdue',
      request: request(),
      format: 'csv',
      recipients: ['someone@elsewhere.example'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].field).toBe('recipients.0');
  });
});

describe('roles, sites and bad input', () => {
  const urls = [
    '/api/reporting/audits',
    '/api/reporting/markings',
    '/api/reporting/cleans',
    '/api/housekeeping/overduereports',
    '/api/housekeeping/staffreports',
    '/api/reporting/summary',
    '/api/reporting/enhanced',
  ];

  it.each(urls)('%s: Nursing and above; a housekeeper is refused; another organization gets 404', async (url) => {
    expect((await call('nurse', url, request())).statusCode).toBe(200);
    expect((await call('lead', url, request())).statusCode).toBe(200);
    expect((await call('housekeeper', url, request())).statusCode).toBe(403);
    expect((await call('other', url, request())).statusCode).toBe(404);
  });

  it('saving a staff report is a supervisor’s; another site’s staff member is not found', async () => {
    const body = { facilityId: site, staffMemberId: a.staffIds.Housekeeper, date: d2, comment: 'x' };
    expect((await call('nurse', '/api/housekeeping/savestaffreport', body)).statusCode).toBe(403);
    expect((await call('manager', '/api/housekeeping/savestaffreport', body)).statusCode).toBe(200);
    expect(
      (await call('manager', '/api/housekeeping/savestaffreport', { ...body, staffMemberId: a.staffIds['Housekeeper@1'] })).statusCode,
    ).toBe(404);
    expect((await call('other', '/api/housekeeping/savestaffreport', body)).statusCode).toBe(404);
  });

  it.each([
    ['the end before the start', { from: d2, to: d1 }, 'to'],
    ['a period over a year', { from: addDays(d2, -366), to: d2 }, 'to'],
    ['a date that is not a date', { from: '2026-02-30' }, 'from'],
    ['an area of no site', { filters: { areaIds: [crypto.randomUUID()] } }, 'filters.areaIds'],
    ['a site id that is not an id', { facilityId: 'site-1' }, 'facilityId'],
  ])('%s is a 400 naming the field', async (_name, over, field) => {
    const res = await call('supervisor', '/api/reporting/cleans', request(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('exactly a year is accepted; an unknown report kind or format is a 400', async () => {
    expect((await call('supervisor', '/api/reporting/cleans', request({ from: addDays(d2, -365), to: d2 }))).statusCode).toBe(200);
    expect(
      (await call('supervisor', '/api/reporting/export', { report: 'everything', request: request(), format: 'csv' })).statusCode,
    ).toBe(400);
    expect((await call('supervisor', '/api/reporting/export', { report: 'cleans', request: request(), format: 'xlsx' })).statusCode).toBe(
      400,
    );
  });
});
