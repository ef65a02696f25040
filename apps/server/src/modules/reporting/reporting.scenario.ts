import type { TAuditStatus, THousekeepingConfig, THousekeepingReport, TReportSave, TRoutine } from '@carehome/contracts';
import { addDays, initialOperations } from '@carehome/domain';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';

// The scenario of the reports' integration tests through HTTP on a real PostgreSQL, a small one whose
// numbers are worked out by hand below. Two site-local days D1 and D2 (the day before yesterday and yesterday, so
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

export let t: TestContext;
export let a: OrgFixture;
let b: OrgFixture;
const tok: Record<string, string> = {};
const rooms: Record<string, string> = {};
let clean: TRoutine;
let deep: TRoutine;
export let d1 = '';
export let d2 = '';
export let site = '';
export const ZONE = 'America/Toronto';
export const wing = crypto.randomUUID();
/** A 1×1 PNG, as the signature pad sends it. */
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

export const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();
export const call = (who: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(tok[who] as string), ...headers }, payload: payload as object });
export const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[who] as string) });
export const request = (over: Record<string, unknown> = {}) => ({ facilityId: site, from: d1, to: d2, ...over });

export async function report<T>(url: string, over: Record<string, unknown> = {}, who = 'supervisor'): Promise<T> {
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

async function audit(r: THousekeepingReport, startAt: Date, results: Record<string, TAuditStatus>) {
  const target = { reportId: r.id, facilityId: site, authorStaffId: a.staffIds.FacilityAssistant as string };
  const res = await call('supervisor', '/api/housekeeping/submitReport', {
    audit: auditSave(target, results, { startDate: startAt.toISOString(), comment: 'Checked', fluorescentGelMethod: true }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

export let markingId = '';
export let markedIds: string[] = [];

/** The scenario above, saved through HTTP in a test database of its own (a test file's beforeAll). */
export async function setUpScenario(): Promise<void> {
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
}
