import { STATE_ROOM_CLEAN, type THousekeepingConfig, type TReportSave, type TRoutine } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, roomTypeNamed, routineOf as routineOfType, setRoomState, siteConfig } from '../../../test/factories.ts';
import {
  bearer,
  createOrganization,
  createTestContext,
  type OrgFixture,
  statementsDuring,
  type TestContext,
} from '../../../test/harness.ts';
import { connectHub, hubUrlOf } from '../../../test/hub.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';

// First saves of reports that arrive together are written together (save-batcher.ts, `saveNewReports`):
// under load one transaction carries many saves. Each save must still come out as if it were alone: stored
// once, its own event and live update, the room's last clean the latest, the state's task ended.

let t: TestContext;
let a: OrgFixture;
let housekeeper = '';
let nursing = '';
let config: THousekeepingConfig;
let routineOf: (cleanType: string) => TRoutine;
const rooms: Record<string, string> = {};
const ROOMS = Array.from({ length: 24 }, (_, i) => String(301 + i));
const MIN = 60_000;

function reportSave(room: string, cleanType: string, at: Date, overrides: Partial<TReportSave> = {}): TReportSave {
  const target = { facilityId: a.siteIds[0], roomId: rooms[room] as string, authorStaffId: a.staffIds.Housekeeper as string };
  return completeReportSave({ ...target, routine: routineOf(cleanType) }, at, overrides);
}

const submit = (save: TReportSave) =>
  t.app.inject({ method: 'POST', url: '/api/housekeeping/submitReport', payload: { report: save }, headers: bearer(housekeeper) });

async function query<R extends Record<string, unknown>>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return (await withTenant(t.database.db, a.tenantId, (tx) => tx.execute<R>(statement))).rows as R[];
}

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await createOrganization(t, 'Batch');
  housekeeper = await t.as('Housekeeper').token();
  nursing = await t.as('Nursing').token();
  config = await siteConfig(t);
  const residentRoom = roomTypeNamed(config);
  routineOf = (cleanType) => routineOfType(residentRoom, cleanType);
  Object.assign(rooms, await newRooms(t, ROOMS, { roomType: residentRoom }));
  // The first six rooms are in Isolation: a state's clean is asked for (an outstanding task).
  const isolation = config.roomStates.find((s) => s.stateName === 'Isolation')?.id as string;
  for (const room of ROOMS.slice(0, 6)) await setRoomState(t, rooms[room] as string, isolation, { as: 'FacilityAdministrator' });
});
afterAll(() => t.close());

describe('first saves of reports that arrive together', () => {
  it('are written in shared transactions, each stored once with its event, live update, last clean and ended task', async () => {
    const hub = await connectHub(hubUrlOf(t.app), nursing, a.siteIds[0]);
    expect(await hub.next((m) => m.type === 'Authenticated')).not.toBeNull();
    const now = Date.now();
    // Two cleans of every room (the earlier one arriving first or last), the isolated rooms' state clean
    // (done now, after the state was set: a clean done before a state's task began does not end it).
    const saves = ROOMS.flatMap((room, i) => {
      const later = reportSave(room, 'Clean', new Date(now - MIN));
      const earlier = reportSave(room, 'Clean', new Date(now - 30 * MIN));
      const state = i < 6 ? [reportSave(room, 'Isolation Clean', new Date(now))] : [];
      return [...(i % 2 ? [later, earlier] : [earlier, later]), ...state];
    });
    const { result: answers, statements } = await statementsDuring(t, () => Promise.all(saves.map(submit)));
    const commits = statements.filter((s) => s === 'commit').length;
    expect(answers.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
    expect(answers.map((r) => r.json().id)).toEqual(saves.map((s) => s.id));
    // Shared: far fewer transactions than saves (one each would be 54 or more). How many share one
    // depends on how the machine schedules the requests, so the bound leaves room for a loaded one.
    expect(commits).toBeLessThan(saves.length / 2);

    const stored = await query<{ id: string; n: number }>(
      sql`select id, count(*)::int as n from housekeeping_reports where facility_id = ${a.siteIds[0]} group by id`,
    );
    expect(stored.map((r) => r.id).sort()).toEqual(saves.map((s) => s.id).sort());
    expect(stored.every((r) => r.n === 1)).toBe(true);
    const saved = await query<{ subject_id: string; data: { roomId: string; endedTasks?: string[] } }>(
      sql`select subject_id, data from events where type = 'report.saved' and facility_id = ${a.siteIds[0]}`,
    );
    expect(saved.map((e) => e.subject_id).sort()).toEqual(saves.map((s) => s.id).sort());

    // The room's last clean at the Clean priority is the later clean, whichever arrived last.
    const lastCleans = await query<{ room_id: string; report_id: string }>(
      sql`select room_id, report_id from room_last_cleans where priority = ${routineOf('Clean').priority}`,
    );
    const latest = new Map(ROOMS.map((room, i) => [rooms[room], saves.filter((s) => s.roomId === rooms[room])[i % 2 ? 0 : 1]?.id]));
    expect(new Map(lastCleans.map((r) => [r.room_id, r.report_id]))).toEqual(latest);

    // The state's clean ended the state's task, and its event says so; no other save ended anything.
    const tasks = await query<{ n: number }>(sql`select count(*)::int as n from outstanding_tasks where task_key = ${STATE_ROOM_CLEAN}`);
    expect(tasks[0]?.n).toBe(0);
    const ending = saved.filter((e) => e.data.endedTasks);
    expect(ending.map((e) => e.data.endedTasks)).toEqual(ROOMS.slice(0, 6).map(() => [STATE_ROOM_CLEAN]));
    expect(ending.map((e) => e.data.roomId).sort()).toEqual(
      ROOMS.slice(0, 6)
        .map((r) => rooms[r])
        .sort(),
    );

    // Every save reached the site's dashboards.
    for (const until = Date.now() + 3000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
      const heard = new Set(hub.messages.map((m) => m.type === 'UpdateHousekeepingReport' && m.reportId));
      if (saves.every((s) => heard.has(s.id))) break;
    }
    const updates = hub.messages.filter((m) => m.type === 'UpdateHousekeepingReport');
    expect(new Set(updates.map((m) => m.type === 'UpdateHousekeepingReport' && m.reportId))).toEqual(new Set(saves.map((s) => s.id)));
    expect(updates.every((m) => m.type === 'UpdateHousekeepingReport' && m.roomId && Object.values(rooms).includes(m.roomId))).toBe(true);
    hub.socket.close();
  });

  it('answers replays, an id sent from two rooms at once and refused saves as alone', async () => {
    const now = new Date();
    const first = reportSave('320', 'Clean', now);
    const firstAnswer = await submit(first);
    expect(firstAnswer.statusCode).toBe(200);
    const twice = reportSave('321', 'Clean', now);
    const invalid = reportSave('323', 'Clean', now, { selectedCleanType: 'No Such Clean' });
    const saves = [
      ...ROOMS.slice(0, 10).map((room) => reportSave(room, 'Deep Clean', now)),
      first,
      twice,
      { ...twice, roomId: rooms['322'] as string },
      invalid,
    ];
    const answers = await Promise.all(saves.map(submit));
    expect(answers.slice(0, 11).map((r) => r.statusCode)).toEqual(Array.from({ length: 11 }, () => 200));
    // The replay gets the report it made.
    expect(answers[10]?.json()).toEqual(firstAnswer.json());
    // One id from two rooms: one is saved, the other refused as an id taken.
    expect([answers[11]?.statusCode, answers[12]?.statusCode].sort()).toEqual([200, 409]);
    expect(answers[13]?.statusCode).toBe(400);
    expect(answers[13]?.json()).toMatchObject({ code: 'report.unknown_clean_type', errors: [{ field: 'selectedCleanType' }] });
    const twiceStored = await query<{ room_id: string }>(sql`select room_id from housekeeping_reports where id = ${twice.id}`);
    expect(twiceStored).toHaveLength(1);
    const events = await query<{ n: number }>(
      sql`select count(*)::int as n from events where type = 'report.saved' and subject_id in (${first.id}, ${twice.id}, ${invalid.id})`,
    );
    expect(events[0]?.n).toBe(2);
  });

  it('saves each alone when the shared transaction fails, losing and doubling nothing', async () => {
    // A database that refuses any statement writing more than one report: every shared write fails.
    const owner = new pg.Client({ connectionString: t.ownerUrl });
    await owner.connect();
    await owner.query(`
      create function test_one_report_per_statement() returns trigger language plpgsql as $$
      begin
        if (select count(*) from inserted) > 1 then raise exception 'test: one report per statement'; end if;
        return null;
      end $$;
      create trigger test_one_report_per_statement after insert on housekeeping_reports
        referencing new table as inserted for each statement execute function test_one_report_per_statement();`);
    const warn = t.ctx.log.warn;
    const failures: unknown[] = [];
    t.ctx.log.warn = ((obj: unknown, msg?: string) => {
      if (msg?.startsWith('report saves: a shared save failed')) failures.push(obj);
    }) as typeof warn;
    try {
      const now = new Date();
      const saves = ROOMS.slice(6, 18).map((room) => reportSave(room, 'Deep Clean', now));
      const answers = await Promise.all(saves.map(submit));
      expect(failures.length).toBeGreaterThan(0);
      expect(answers.map((r) => r.statusCode)).toEqual(saves.map(() => 200));
      const stored = await query<{ n: number }>(
        sql`select count(*)::int as n from housekeeping_reports where id in ${sql.raw(`('${saves.map((s) => s.id).join("','")}')`)}`,
      );
      expect(stored[0]?.n).toBe(saves.length);
      const events = await query<{ n: number }>(
        sql`select count(*)::int as n from events where type = 'report.saved' and subject_id in ${sql.raw(`('${saves.map((s) => s.id).join("','")}')`)}`,
      );
      expect(events[0]?.n).toBe(saves.length);
    } finally {
      t.ctx.log.warn = warn;
      await owner.query(
        'drop trigger test_one_report_per_statement on housekeeping_reports; drop function test_one_report_per_statement()',
      );
      await owner.end();
    }
  });
});
