import type {
  THousekeepingConfig,
  THousekeepingReport,
  TRoutine,
  TTurnaroundKpis,
  TTurnaroundOverdue,
  TTurnaroundSites,
} from '@carehome/contracts';
import { siteToday } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newReport, newResident, newRooms, roomTypeNamed, routineOf, setRoomState, siteConfig } from '../../../test/factories.ts';
import { createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';

// The turnaround log and measures against the real database: every kind of task a room is given gets a
// log row, the clean that ends it fills it in (a replay changes nothing), a state cleared without a clean
// leaves it withdrawn and out of the measures; the site's targets, measures, overdue board and side by side.

let t: TestContext;
let a: OrgFixture;
let site: string;
let config: THousekeepingConfig;
let routine: (cleanType: string) => TRoutine;
let rooms: Record<string, string>;
const MIN = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MIN).toISOString();

type LogRow = {
  task_key: string;
  started_at: string | null;
  completed_at: string | null;
  report_id: string | null;
  ended_at: string | null;
};
const instant = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);

async function logOf(room: string): Promise<LogRow[]> {
  const res = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.execute<LogRow>(sql`select task_key, started_at, completed_at, report_id, ended_at from clean_task_log
      where room_id = ${rooms[room]} order by created_at, task_key`),
  );
  return res.rows;
}

const move = async (body: Record<string, unknown>) => {
  const res = await t.as('Nursing').post('resident/checkinout', { facilityId: site, ...body });
  expect(res.statusCode, res.body).toBe(200);
};

async function clean(room: string, cleanType: string): Promise<THousekeepingReport> {
  return newReport(t, { roomId: rooms[room] as string, routine: routine(cleanType) });
}

async function kpis(query = ''): Promise<TTurnaroundKpis> {
  // The site's own days (its first site is in Toronto), from yesterday: tasks asked up to an hour ago fall on
  // yesterday's date there just after its midnight, and on tomorrow's in UTC every evening.
  const today = siteToday('America/Toronto');
  const yesterday = siteToday('America/Toronto', new Date(Date.now() - 86_400_000));
  const res = await t.as('FacilityAssistant').get(`turnaround/kpis?facilityId=${site}&from=${yesterday}&to=${today}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Turnaround');
  site = a.siteIds[0] as string;
  config = await siteConfig(t);
  const type = roomTypeNamed(config);
  routine = (cleanType) => routineOf(type, cleanType);
  rooms = await newRooms(t, ['401', '402', '403', '404', '405', '406', '407'], { roomType: type, area: { name: 'Rose Wing' } });
});
afterAll(() => t.close());

describe('the task log', () => {
  it('a discharge asks for a departure clean; the clean that ends it fills its log row, and a replay changes nothing', async () => {
    const resident = await newResident(t, rooms['401'] as string);
    await move({ id: resident, kind: 'discharge', vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: ago(50) } });
    expect(await logOf('401')).toMatchObject([{ task_key: 'Resident Departure', completed_at: null, ended_at: null }]);

    const report = await clean('401', 'Discharge Clean');
    const [row] = await logOf('401');
    expect(row).toMatchObject({ task_key: 'Resident Departure', report_id: report.id });
    expect(instant(row?.started_at)).toBe(new Date(report.startDate).toISOString());
    expect(instant(row?.completed_at)).toBe(new Date(report.reportDate as string).toISOString());
    expect(row?.ended_at).not.toBeNull();

    // The tablet's outbox sends the same save again: the log keeps what the first save wrote.
    const replay = completeReportSave(
      {
        facilityId: site,
        roomId: rooms['401'] as string,
        authorStaffId: a.staffIds.Housekeeper as string,
        routine: routine('Discharge Clean'),
      },
      new Date(report.reportDate as string),
      { id: report.id, startDate: report.startDate },
    );
    expect((await t.as('Housekeeper').post('housekeeping/submitReport', { report: replay })).statusCode).toBe(200);
    expect(await logOf('401')).toEqual([row]);
  });

  it('a transfer logs the room left and the room moved into, both measured as a transfer', async () => {
    const resident = await newResident(t, rooms['402'] as string);
    await move({
      id: resident,
      kind: 'transfer',
      roomId: rooms['403'],
      vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: ago(5) },
      cleanTask: { cleanType: 'Arrival Clean', startDate: ago(5) },
    });
    expect((await logOf('402')).map((r) => r.task_key)).toEqual(['Resident Departure']);
    expect((await logOf('403')).map((r) => r.task_key)).toEqual(['Resident Arrival']);
    const tasks = (await kpis()).tasks.filter((k) => k.roomNumber === '402' || k.roomNumber === '403');
    expect(tasks.map((k) => k.kind)).toEqual(['transfer', 'transfer']);
  });

  it('an arrival clean saved first unfinished then complete fills the arrival row', async () => {
    const resident = await newResident(t, rooms['406'] as string);
    await move({ id: resident, kind: 'discharge' });
    await move({ id: resident, kind: 'arrival', roomId: rooms['404'], cleanTask: { cleanType: 'Arrival Clean', startDate: ago(40) } });
    const id = crypto.randomUUID();
    const target = {
      facilityId: site,
      roomId: rooms['404'] as string,
      authorStaffId: a.staffIds.Housekeeper as string,
      routine: routine('Arrival Clean'),
    };
    const started = ago(25);
    const first = completeReportSave(target, new Date(Date.now() - 10 * MIN), { id, startDate: started, status: 'Incomplete' });
    expect((await t.as('Housekeeper').post('housekeeping/submitReport', { report: first })).statusCode).toBe(200);
    expect((await logOf('404'))[0]?.completed_at).toBeNull();
    const done = completeReportSave(target, new Date(), { id, startDate: started });
    expect((await t.as('Housekeeper').post('housekeeping/submitReport', { report: done })).statusCode).toBe(200);
    const [row] = await logOf('404');
    expect(row).toMatchObject({ task_key: 'Resident Arrival', report_id: id });
    expect(instant(row?.started_at)).toBe(started);
  });

  it('a state cleared without a clean leaves its task withdrawn: ended, no clean, out of the measures', async () => {
    const isolation = config.roomStates.find((s) => s.stateName === 'Isolation')?.id as string;
    await setRoomState(t, rooms['405'] as string, isolation);
    await setRoomState(t, rooms['405'] as string, null);
    const [row] = await logOf('405');
    expect(row).toMatchObject({ task_key: 'State Room Clean', completed_at: null, report_id: null });
    expect(row?.ended_at).not.toBeNull();
    const state = (await kpis()).byKind.find((k) => k.kind === 'state');
    expect(state).toMatchObject({ tasks: 1, withdrawn: 1, completed: 0 });
    expect(state?.turnaround.measured).toBe(0);
  });

  it("a failed audit's re-clean is logged and the re-clean that ticks the failed operation fills it", async () => {
    const first = await clean('407', 'Clean');
    const audit = auditSave(
      { reportId: first.id, facilityId: site, authorStaffId: a.staffIds.FacilityAssistant as string },
      Object.fromEntries(first.operations.map((op, i) => [op.id, i === 0 ? 'CleanedFailed' : 'CleanedPass'])),
    );
    const audited = await t.as('FacilityAssistant').post('housekeeping/submitReport', { audit });
    expect(audited.statusCode, audited.body).toBe(200);
    expect(await logOf('407')).toMatchObject([{ task_key: 'Audit Re-clean', completed_at: null }]);
    const reclean = await clean('407', 'Clean');
    expect(await logOf('407')).toMatchObject([{ task_key: 'Audit Re-clean', report_id: reclean.id }]);
  });
});

describe('measures', () => {
  it('the KPIs count by kind and area, and show the latest discharge clean against the targets', async () => {
    const k = await kpis();
    expect(k.targets).toMatchObject({ responseMinutes: 30, cleanMinutes: 30, turnaroundMinutes: 60, isDefault: true });
    expect(k.byKind.map((b) => b.kind).sort()).toEqual(['arrival', 'departure', 'reclean', 'state', 'transfer']);
    expect(k.byArea).toMatchObject([{ areaPath: ['Rose Wing'], tasks: k.totals.tasks }]);
    // Asked 50 minutes ago, started 20 minutes ago: a response of 30 (met), a clean of 20, a turnaround of 50.
    expect(k.latestDischarge).toMatchObject({ roomNumber: '401', kind: 'departure', response: 'met', clean: 'met', turnaround: 'met' });
    expect(k.latestDischarge?.turnaroundMinutes).toBeCloseTo(50, 0);
  });

  it('the overdue board lists open tasks past a target, oldest first, naming the targets missed', async () => {
    const resident = await newResident(t, rooms['406'] as string);
    await move({ id: resident, kind: 'discharge', vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: ago(90) } });
    const res = await t.as('FacilityAssistant').get(`turnaround/overdue?facilityId=${site}`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as TTurnaroundOverdue;
    expect(board.tasks.map((b) => [b.roomNumber, b.missed])).toEqual([['406', ['response', 'turnaround']]]);
    expect(board.tasks[0]?.ageMinutes).toBeGreaterThanOrEqual(89);
  });

  it('targets: defaults until saved, 1..1440 minutes with a 400 naming the field, saved with an event', async () => {
    const bad = await t
      .as('FacilityAssistant')
      .post('turnaround/targets', { facilityId: site, responseMinutes: 0, cleanMinutes: 30, turnaroundMinutes: 60 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('responseMinutes');
    const saved = await t
      .as('FacilityAssistant')
      .post('turnaround/targets', { facilityId: site, responseMinutes: 20, cleanMinutes: 45, turnaroundMinutes: 90 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ responseMinutes: 20, cleanMinutes: 45, turnaroundMinutes: 90, isDefault: false });
    expect((await kpis()).latestDischarge).toMatchObject({ response: 'missed' });
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`select 1 from events where type = 'site.turnaround_targets_saved' and facility_id = ${site}`),
    );
    expect(events.rows).toHaveLength(1);
  });

  it("a period's order and length are checked, and the organization administrator sees the sites side by side", async () => {
    const wrong = await t.as('FacilityAssistant').get(`turnaround/kpis?facilityId=${site}&from=2026-05-02&to=2026-05-01`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('"to"');
    const res = await t.as('MultiFacilityAdministrator').get('turnaround/sites?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const sites = res.json() as TTurnaroundSites;
    expect(sites.sites.find((s) => s.facilityId === site)?.totals.completed).toBeGreaterThanOrEqual(3);
    expect(sites.sites.every((s) => a.siteIds.includes(s.facilityId))).toBe(true);
  });
});
