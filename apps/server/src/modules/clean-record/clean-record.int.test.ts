import type { TCleanRecord, THousekeepingReport, TReportSave, TRoutine } from '@carehome/contracts';
import { addDays, localDateToDisplay, weekDayOf } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newResident, newRooms, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import type { OrgFixture, TestContext } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';

// The clean record through HTTP on a real PostgreSQL, with the starter configuration (Clean daily
// 07:00–15:00 due 12:00, priority 10; Deep Clean every month after the last one, priority 20: the deep
// clean and a rotation). The last weekend that ended two days ago or earlier, on the site's clock (Toronto):
//
//   room 301 (North Wing, Mrs Okafor)  Sat Clean 09:00 (on time)   Sun Clean declined with a signature (missed)
//                                      today: a Clean, an audit failing one operation, the re-clean, a passing re-audit
//   room 302 (North Wing)              Sat Deep Clean 13:00 (late)  Sun Clean 10:00 (on time)
//   room 303 (no area)                 nothing

const ZONE = 'America/Toronto';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let site = '';
let rooms: Record<string, string> = {};
const wing = crypto.randomUUID();
let today = '';
let sat = '';
let sun = '';
let clean: TRoutine;
let deep: TRoutine;

const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: ZONE }).toJSDate();

async function save(room: string, routine: TRoutine, doneAt: Date, over: Partial<TReportSave> = {}): Promise<THousekeepingReport> {
  const body = completeReportSave(
    { facilityId: site, roomId: rooms[room] as string, authorStaffId: a.staffIds.Housekeeper as string, routine },
    doneAt,
    over,
  );
  const res = await t.as('Housekeeper').post('housekeeping/submitReport', { report: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function audit(report: THousekeepingReport, failFirst: boolean) {
  const results = Object.fromEntries(
    report.operations.map((op, i) => [op.id, failFirst && i === 0 ? 'CleanedFailed' : 'CleanedPass'] as const),
  );
  const target = { reportId: report.id, facilityId: site, authorStaffId: a.staffIds.FacilityAssistant as string };
  const res = await t
    .as('FacilityAssistant')
    .post('housekeeping/submitReport', { audit: auditSave(target, results, { fluorescentGelMethod: true }) });
  expect(res.statusCode, res.body).toBe(200);
}

async function record(body: Record<string, unknown>, role = 'FacilityAssistant'): Promise<TCleanRecord> {
  const res = await t.as(role).post('clean-record', { facilityId: site, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  site = a.siteIds[0];
  const type = roomTypeNamed(await siteConfig(t));
  clean = routineOf(type, 'Clean');
  deep = routineOf(type, 'Deep Clean');
  rooms = {
    ...(await newRooms(t, ['301', '302'], { roomType: type, area: { id: wing, name: 'North Wing' } })),
    ...(await newRooms(t, ['303'], { roomType: type })),
  };
  await newResident(t, rooms['301'] as string, { firstName: 'Grace', lastName: 'Okafor' });
  today = DateTime.now().setZone(ZONE).toISODate() as string;
  // The weekend ends two days ago at the latest: today's corrective loop, an hour back, may fall on yesterday.
  for (let i = 3; i <= 9 && !sat; i++) if (weekDayOf(addDays(today, -i)) === 6) sat = addDays(today, -i);
  sun = addDays(sat, 1);

  await save('301', clean, at(sat, '09:00'));
  await save('301', clean, at(sun, '09:00'), { status: 'Declined', declineSignature: PNG });
  await save('302', deep, at(sat, '13:00'));
  await save('302', clean, at(sun, '10:00'));
  // Today's corrective loop: the audit fails the first operation, the re-clean ticks it, the re-audit passes.
  const first = await save('301', clean, new Date(Date.now() - 60 * 60_000));
  await audit(first, true);
  const reclean = await save('301', clean, new Date());
  await audit(reclean, false);
});
afterAll(() => t.close());

describe('a room’s clean record', () => {
  it('lists every clean, the decline with who signed, the audit, the re-clean and the re-audit in time order', async () => {
    const r = await record({ roomId: rooms['301'], from: sat, to: today });
    expect(r.subject).toEqual({ kind: 'room', id: rooms['301'], label: '301' });
    expect(r.entries.map((e) => e.kind)).toEqual(['clean', 'clean', 'clean', 'audit', 'reclean', 'reaudit']);
    const declined = r.entries[1];
    expect(declined?.status).toBe('Declined');
    expect(declined?.hasSignature).toBe(true);
    expect(declined?.declinedBy).toContain('Okafor');
    expect(r.entries[0]?.residents.join()).toContain('Okafor');
    expect(r.entries[3]?.audit).toMatchObject({ result: 'fail', failed: 1, methods: expect.arrayContaining(['fluorescentGelMethod']) });
    expect(r.entries[5]?.audit?.result).toBe('pass');
    const summary = r.rooms[0];
    expect(summary?.lastClean?.at).toBe(r.entries[4]?.at);
    expect(summary?.deepCleanType).toBe('Deep Clean');
    expect(summary?.lastDeepClean).toBeNull();
    // Cleaned today: the next Clean is tomorrow's, due at noon.
    expect(summary?.nextDue).toMatchObject({ cleanType: 'Clean', overdue: false });
  });

  it('weekend coverage and the slipped scheduled cleans of the period', async () => {
    const r = await record({ roomId: rooms['301'], from: sat, to: sun });
    expect(r.weekends).toEqual([
      { date: sat, cleaned: 1, rooms: 1 },
      { date: sun, cleaned: 0, rooms: 1 },
    ]);
    expect(r.slipped).toEqual([expect.objectContaining({ cleanType: 'Clean', outcome: 'missed', completedAt: null })]);
    expect(r.slipped[0]?.due).toBe(at(sun, '12:00').toISOString());
    const other = await record({ roomId: rooms['302'], from: sat, to: sun });
    expect(other.slipped).toEqual([expect.objectContaining({ outcome: 'late', completedAt: at(sat, '13:00').toISOString() })]);
    expect(other.rooms[0]?.lastDeepClean?.at).toBe(at(sat, '13:00').toISOString());
  });

  it('the period: the last 30 days by default, at most a year, in order; a 400 names the field', async () => {
    const r = await record({ roomId: rooms['301'] });
    expect([r.meta.from, r.meta.to]).toEqual([addDays(today, -29), today]);
    const reversed = await t.as('FacilityAssistant').post('clean-record', { facilityId: site, roomId: rooms['301'], from: today, to: sat });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].field).toBe('to');
    const long = await t
      .as('FacilityAssistant')
      .post('clean-record', { facilityId: site, roomId: rooms['301'], from: addDays(today, -400), to: today });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('to');
    const neither = await t.as('FacilityAssistant').post('clean-record', { facilityId: site });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0].field).toBe('roomId');
  });

  it('Nursing reads it, a housekeeper does not; another site’s room and another organization are not found', async () => {
    expect((await record({ roomId: rooms['301'] }, 'Nursing')).entries.length).toBeGreaterThan(0);
    expect((await t.as('Housekeeper').post('clean-record', { facilityId: site, roomId: rooms['301'] })).statusCode).toBe(403);
    const otherSite = await t.as('MultiFacilityAdministrator').post('clean-record', { facilityId: a.siteIds[1], roomId: rooms['301'] });
    expect(otherSite.statusCode).toBe(404);
    const otherOrg = await t.as('MultiFacilityAdministrator', b).post('clean-record', { facilityId: site, roomId: rooms['301'] });
    expect(otherOrg.statusCode).toBe(404);
    const otherOrgPdf = await t.as('MultiFacilityAdministrator', b).post('clean-record/pdf', { facilityId: site, roomId: rooms['301'] });
    expect(otherOrgPdf.statusCode).toBe(404);
  });
});

describe('an area’s clean record', () => {
  it('covers its rooms only, with weekend gaps across them and the rotation’s unreached rooms', async () => {
    const r = await record({ areaId: wing, from: sat, to: sun });
    expect(r.subject).toMatchObject({ kind: 'area', label: 'North Wing' });
    expect(r.rooms.map((x) => x.room.number)).toEqual(['301', '302']);
    expect(r.weekends).toEqual([
      { date: sat, cleaned: 2, rooms: 2 },
      { date: sun, cleaned: 1, rooms: 2 },
    ]);
    const rotation = r.rotations.find((x) => x.cleanType === 'Deep Clean');
    expect(rotation).toMatchObject({ roomType: 'Resident Room', cycleDays: 30, rooms: 2 });
    expect(rotation?.unreached.map((x) => x.number)).toEqual(['301']);
    expect(r.rotations.some((x) => x.cleanType === 'Clean')).toBe(false);
  });
});

describe('the PDF', () => {
  it('reads back with the room, the period, a clean, the decline and its signature, in the reader’s language', async () => {
    const res = await t.as('FacilityAssistant').post('clean-record/pdf', { facilityId: site, roomId: rooms['301'], from: sat, to: today });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`clean-record-301-${sat}-${today}.pdf`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Clean record · Room 301');
    expect(text).toContain(localDateToDisplay(sat));
    expect(text).toContain('Re-clean');
    expect(text).toContain('Declined, signed by Grace');
    expect(text).toContain('Decline signatures');
    // The period ends today, which is itself a weekend day when the run falls on one.
    const weekends = (await record({ roomId: rooms['301'], from: sat, to: today })).weekends;
    expect(weekends.slice(0, 2)).toEqual([
      { date: sat, cleaned: 1, rooms: 1 },
      { date: sun, cleaned: 0, rooms: 1 },
    ]);
    const full = weekends.filter((w) => w.cleaned === w.rooms).length;
    expect(text).toContain(`Weekend days with every room cleaned: ${full} of ${weekends.length}`);
    const area = await t.app.inject({
      method: 'POST',
      url: '/api/clean-record/pdf',
      headers: { authorization: `Bearer ${await t.as('FacilityAssistant').token()}`, 'accept-language': 'fr' },
      payload: { facilityId: site, areaId: wing, from: sat, to: sun },
    });
    expect(area.statusCode, area.body).toBe(200);
    const fr = (await pdfText(area.rawPayload)).text;
    expect(fr).toContain('Registre de nettoyage · Zone North Wing');
    expect(fr).toContain('pas encore atteintes ce cycle : 301');
  });
});
