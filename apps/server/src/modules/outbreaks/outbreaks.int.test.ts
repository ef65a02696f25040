import {
  OUTBREAK_TERMINAL_CLEAN,
  type TBriefingReport,
  type TDashboardRoom,
  type THousekeepingReport,
  type TOutbreak,
  type TOutbreakList,
  type TOutbreakReport,
  type TStaffDashboard,
} from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newReport, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';

// Outbreak mode through HTTP on a real PostgreSQL: declaring one for a wing publishes the notice its staff
// confirm, an area already covered is refused, several run at once, ending one asks every covered room for
// the closing terminal clean and withdraws the notice, and the report counts what happened meanwhile.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const site = () => a.siteIds[0];
const area = { wingA: crypto.randomUUID(), floor1: crypto.randomUUID(), wingB: crypto.randomUUID(), bWing: crypto.randomUUID() };
let rooms: Record<string, string>;

const send = (role: string, method: 'GET' | 'POST', url: string, payload?: object, org = a, language = 'en') =>
  t
    .as(role, org)
    .token()
    .then((token) =>
      t.app.inject({
        method,
        url: `/api/${url}`,
        headers: { ...bearer(token), 'accept-language': language },
        ...(payload ? { payload } : {}),
      }),
    );
const start = (body: object, role = 'FacilityAssistant', language = 'en') =>
  send(role, 'POST', 'outbreaks/start', { facilityId: site(), ...body }, a, language);
const end = (body: object, role = 'FacilityAssistant') => send(role, 'POST', 'outbreaks/end', { facilityId: site(), ...body });
async function ok<T>(p: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> {
  const res = await p;
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const list = () => ok<TOutbreakList>(send('FacilityAssistant', 'GET', `outbreaks?facilityId=${site()}`));
const report = (id: string) => ok<TOutbreakReport>(send('FacilityAssistant', 'GET', `outbreaks/report?facilityId=${site()}&id=${id}`));
const pending = async () => (await ok<TStaffDashboard>(send('Housekeeper', 'GET', `staffdashboard?facilityId=${site()}`))).acknowledgements;
const events = (type: string, subjectId: string) =>
  withTenant(t.database.db, a.tenantId, async (tx) => {
    const res = await tx.execute<{ data: Record<string, unknown> }>(
      sql`select data from events where type = ${type} and subject_id = ${subjectId}`,
    );
    return res.rows.map((r) => r.data);
  });
const tasksOf = (roomNumber: string) =>
  withTenant(t.database.db, a.tenantId, async (tx) => {
    const res = await tx.execute<{ task_key: string; clean_type: string }>(
      sql`select task_key, clean_type from outstanding_tasks where room_id = ${rooms[roomNumber] as string}`,
    );
    return res.rows;
  });

beforeAll(async () => {
  [t, a, b] = await contextWith(['Outbreak', 'Other']);
  const type = roomTypeNamed(await siteConfig(t, { org: a }));
  const layout = await ok<{ rooms: { id: string; roomNumber: string }[] }>(
    t.as('FacilityAdministrator', a).post('facility/rooms', {
      facilityId: site(),
      areas: [
        { id: area.wingA, parentId: null, name: 'Wing A', order: 0 },
        { id: area.floor1, parentId: area.wingA, name: 'Floor 1', order: 0 },
        { id: area.wingB, parentId: null, name: 'Wing B', order: 1 },
      ],
      rooms: [
        { areaId: area.wingA, roomNumber: '101', roomTypeId: type.id },
        { areaId: area.floor1, roomNumber: '111', roomTypeId: type.id },
        { areaId: area.wingB, roomNumber: '201', roomTypeId: type.id },
        { areaId: null, roomNumber: 'Lounge', roomTypeId: type.id },
      ],
    }),
  );
  rooms = Object.fromEntries(layout.rooms.map((r) => [r.roomNumber, r.id]));
  const bType = roomTypeNamed(await siteConfig(t, { org: b }));
  await ok(
    t.as('FacilityAdministrator', b).post('facility/rooms', {
      facilityId: b.siteIds[0],
      areas: [{ id: area.bWing, parentId: null, name: 'Their wing', order: 0 }],
      rooms: [{ areaId: area.bWing, roomNumber: '1', roomTypeId: bType.id }],
    }),
  );
});
afterAll(() => t.close());

describe('outbreaks', () => {
  let wing: TOutbreak;

  it('is for supervisors and above: staff and nurses are refused every route', async () => {
    for (const role of ['Housekeeper', 'Nursing', 'LeadHousekeeper']) {
      expect((await send(role, 'GET', `outbreaks?facilityId=${site()}`)).statusCode).toBe(403);
      expect((await start({ areaId: area.wingA, reason: 'Norovirus' }, role)).statusCode).toBe(403);
      expect((await end({ id: crypto.randomUUID(), terminalCleanType: 'Discharge Clean' }, role)).statusCode).toBe(403);
    }
    const empty = await list();
    expect(empty.outbreaks).toEqual([]);
    expect(empty.cleanTypes).toContain('Discharge Clean');
    expect(empty.defaultTerminalCleanType).toBe('Discharge Clean');
  });

  it('names the field of bad input: another site’s area, a missing or too long reason', async () => {
    const foreign = await start({ areaId: area.bWing, reason: 'Flu' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('areaId');
    for (const reason of ['', '   ', 'x'.repeat(301)]) {
      const res = await start({ areaId: area.wingA, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('reason');
    }
  });

  it('declares one for a wing: logged with who and why, and its staff are asked to confirm a notice naming the wing', async () => {
    wing = await ok<TOutbreak>(start({ areaId: area.wingA, reason: 'Norovirus, 3 residents' }, 'FacilityAssistant', 'fr'));
    expect(wing).toMatchObject({ areaId: area.wingA, areaPath: 'Wing A', reason: 'Norovirus, 3 residents', endedAt: null });
    expect(wing.rooms).toEqual(['101', '111']);
    expect(wing.startedByName).not.toBe('');
    const [started] = await events('outbreak.started', wing.id);
    expect(started).toMatchObject({ areaId: area.wingA, reason: 'Norovirus, 3 residents' });

    const notice = (await pending()).find((n) => n.id === started?.acknowledgementId);
    expect(notice?.level).toBe('Site');
    expect(notice?.message).toBe(
      'Épidémie déclarée pour Wing A : Norovirus, 3 residents. Le nettoyage renforcé s’applique jusqu’à la fin de l’épidémie.',
    );
    expect(notice?.translations.en).toContain('Outbreak declared for Wing A: Norovirus, 3 residents.');
    const stored = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ acknowledgement_id: string }>(sql`select acknowledgement_id from outbreaks where id = ${wing.id}`),
    );
    expect(stored.rows[0]?.acknowledgement_id).toBe(notice?.id);
  });

  it('asks the notice only of the staff who work in the wing: not of those restricted to another wing', async () => {
    const noticeId = (await events('outbreak.started', wing.id))[0]?.acknowledgementId as string;
    // The notice's day is the site's (Toronto) day the outbreak began.
    const day = (await pending()).find((n) => n.id === noticeId)?.date as string;
    const restrict = (areaId: string | null) =>
      withTenant(t.database.db, a.tenantId, (tx) =>
        tx.execute(sql`update staff_members set restricted_area = ${areaId} where id = ${a.staffIds.LeadHousekeeper as string}`),
      );
    const leadPending = async () =>
      (await ok<TStaffDashboard>(send('LeadHousekeeper', 'GET', `staffdashboard?facilityId=${site()}`))).acknowledgements.map((n) => n.id);
    const leadRow = async () => {
      const r = await ok<TBriefingReport>(send('FacilityAssistant', 'GET', `briefings/report?facilityId=${site()}&date=${day}`));
      const i = r.acknowledgements.findIndex((x) => x.id === noticeId);
      const row = r.rows.find((x) => x.staffMemberId === a.staffIds.LeadHousekeeper);
      return { i, entry: row?.acknowledged[i] };
    };
    try {
      await restrict(area.wingB);
      expect(await leadPending()).not.toContain(noticeId);
      const refused = await send('LeadHousekeeper', 'POST', 'tenant/saveacknowledgements', {
        facilityId: site(),
        acknowledgementIds: [noticeId],
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errors[0].field).toBe('acknowledgementIds.0');
      const other = await leadRow();
      expect(other.i).toBeGreaterThanOrEqual(0);
      expect(other.entry).toMatchObject({ asked: false, at: null });

      // Restricted to a floor of the wing, or to no area: asked.
      await restrict(area.floor1);
      expect(await leadPending()).toContain(noticeId);
      expect((await leadRow()).entry).toMatchObject({ asked: true, at: null });
      await restrict(null);
      expect(await leadPending()).toContain(noticeId);
    } finally {
      await restrict(null);
    }
  });

  it('refuses an area a running outbreak covers, and runs several at once in other areas', async () => {
    for (const areaId of [area.wingA, area.floor1]) {
      const res = await start({ areaId, reason: 'Flu' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'outbreak.area_covered' });
    }
    const other = await ok<TOutbreak>(start({ areaId: area.wingB, reason: 'Influenza A' }));
    const all = await list();
    expect(all.outbreaks.map((o) => o.id).sort()).toEqual([wing.id, other.id].sort());
    await ok(end({ id: other.id, terminalCleanType: 'Discharge Clean' }));
    // Ending Wing B asks only Wing B's rooms for the terminal clean.
    expect(await tasksOf('201')).toContainEqual({ task_key: OUTBREAK_TERMINAL_CLEAN, clean_type: 'Discharge Clean' });
    expect((await tasksOf('101')).map((x) => x.task_key)).not.toContain(OUTBREAK_TERMINAL_CLEAN);
    expect((await list()).outbreaks.map((o) => o.id)).toEqual([wing.id, other.id]);
  });

  it('counts the cleans and audits of the covered rooms while it runs', async () => {
    const config = await siteConfig(t, { org: a });
    const routine = routineOf(roomTypeNamed(config), 'Clean');
    const done: THousekeepingReport = await newReport(t, { org: a, roomId: rooms['101'] as string, routine });
    await newReport(t, { org: a, roomId: rooms['201'] as string, routine });
    const audit = auditSave(
      { reportId: done.id, facilityId: site(), authorStaffId: a.staffIds.FacilityAssistant as string },
      Object.fromEntries(done.operations.map((op, i) => [op.id, i === 0 ? 'CleanedFailed' : 'CleanedPass'])),
    );
    await ok(t.as('FacilityAssistant', a).post('housekeeping/submitReport', { audit }));
    const running = await report(wing.id);
    expect(running.cleans).toEqual([{ cleanType: 'Clean', complete: 1, incomplete: 0, declined: 0 }]);
    expect(running.audits).toEqual({ count: 1, passed: 0, failed: 1, passRate: 0 });
    expect(running.recleans).toMatchObject({ asked: 1, done: 0, outstanding: 1 });
    expect(running.terminalCleans).toMatchObject({ done: 0, outstanding: 0 });
  });

  it('ends it: every covered room is asked for the terminal clean, the notice is withdrawn, and a clean of that type answers it', async () => {
    const noticeId = (await events('outbreak.started', wing.id))[0]?.acknowledgementId;
    await ok(send('Housekeeper', 'POST', 'tenant/saveacknowledgements', { facilityId: site(), acknowledgementIds: [noticeId] }));
    const unknownType = await end({ id: wing.id, terminalCleanType: 'No Such Clean' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors[0].field).toBe('terminalCleanType');

    const ended = await ok<TOutbreak>(end({ id: wing.id, terminalCleanType: 'discharge clean', note: 'No new cases for 48 hours' }));
    expect(ended).toMatchObject({ endNote: 'No new cases for 48 hours' });
    expect(ended.endedAt).not.toBeNull();
    expect(await tasksOf('101')).toContainEqual({ task_key: OUTBREAK_TERMINAL_CLEAN, clean_type: 'Discharge Clean' });
    expect(await tasksOf('111')).toContainEqual({ task_key: OUTBREAK_TERMINAL_CLEAN, clean_type: 'Discharge Clean' });
    expect((await pending()).map((n) => n.id)).not.toContain(noticeId);
    expect(await events('outbreak.ended', wing.id)).toEqual([
      { terminalCleanType: 'Discharge Clean', rooms: 2, acknowledged: 1, note: 'No new cases for 48 hours' },
    ]);
    expect((await end({ id: wing.id, terminalCleanType: 'Discharge Clean' })).statusCode).toBe(409);

    // The tile asks for it, and a completed clean of that type ends it.
    const tiles = await ok<TDashboardRoom[]>(send('FacilityAssistant', 'GET', `housekeeping?facilityId=${site()}`));
    const tile = tiles.slice(1).find((r) => r.roomNumber === '111');
    expect(tile?.outstandingTasks.map((x) => x.id)).toContain(OUTBREAK_TERMINAL_CLEAN);
    expect(tile?.status).toMatchObject({ needsCleaning: true, currentCleanType: 'Discharge Clean' });
    const config = await siteConfig(t, { org: a });
    await newReport(t, { org: a, roomId: rooms['111'] as string, routine: routineOf(roomTypeNamed(config), 'Discharge Clean') });
    expect((await tasksOf('111')).map((x) => x.task_key)).not.toContain(OUTBREAK_TERMINAL_CLEAN);

    const closing = await report(wing.id);
    expect(closing.to).toBe(ended.endedAt);
    expect(closing.outbreak.rooms).toEqual(['101', '111']);
    expect(closing.terminalCleans).toEqual({ cleanType: 'Discharge Clean', done: 1, outstanding: 1, outstandingRooms: ['101'] });
    expect(closing.acknowledgedBy).toBe(1);
    expect(closing.cleans).toEqual([{ cleanType: 'Clean', complete: 1, incomplete: 0, declined: 0 }]);
  });

  it('declares one for the whole site once the areas are free; another organization sees none of it', async () => {
    const whole = await ok<TOutbreak>(start({ reason: 'COVID-19' }));
    expect(whole).toMatchObject({ areaId: null, areaPath: null });
    expect(whole.rooms).toEqual(['101', '111', '201', 'Lounge']);
    expect((await start({ areaId: area.wingB, reason: 'Flu' })).statusCode).toBe(409);

    expect((await send('MultiFacilityAdministrator', 'GET', `outbreaks?facilityId=${site()}`, undefined, b)).statusCode).toBe(404);
    const theirs = await send('MultiFacilityAdministrator', 'GET', `outbreaks?facilityId=${b.siteIds[0]}`, undefined, b);
    expect((theirs.json() as TOutbreakList).outbreaks).toEqual([]);
    const viaOwnSite = await send(
      'MultiFacilityAdministrator',
      'GET',
      `outbreaks/report?facilityId=${b.siteIds[0]}&id=${whole.id}`,
      undefined,
      b,
    );
    expect(viaOwnSite.statusCode).toBe(404);
    const endViaOwnSite = await send(
      'MultiFacilityAdministrator',
      'POST',
      'outbreaks/end',
      { facilityId: b.siteIds[0], id: whole.id, terminalCleanType: 'Discharge Clean' },
      b,
    );
    expect(endViaOwnSite.statusCode).toBe(404);
  });
});
