import {
  AUDIT_RECLEAN,
  STATE_ROOM_CLEAN,
  type TDashboardRoom,
  type THousekeepingConfig,
  type THousekeepingReport,
  type TReportOperation,
  type TReportSave,
  type TRoutine,
} from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, roomTypeNamed, routineOf as routineOfType, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';

// The cleaning record kept safe on the server: a room state's clean is the clean that is done
// (and ends its task); a failed audit asks for a re-clean that only a clean ticking the failed operations ends; a state's clean type
// must be one the room type has; a new room is not missed for buckets before it existed.

let t: TestContext;
let a: OrgFixture;
const tok: Record<'manager' | 'supervisor' | 'housekeeper', string> = {} as never;
let config: THousekeepingConfig;
let residentRoom: THousekeepingConfig['roomTypes'][number];
let routineOf: (cleanType: string) => TRoutine;
const rooms: Record<string, string> = {};
const MIN = 60_000;

const post = (path: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/housekeeping/${path}`, payload: payload as object, headers: bearer(token) });

/** A save as the tablet sends it right after the clean: finished now, started 20 minutes ago. */
function reportSave(room: string, cleanType: string, overrides: Partial<TReportSave> = {}): TReportSave {
  const target = { facilityId: a.siteIds[0], roomId: rooms[room] as string, authorStaffId: a.staffIds.Housekeeper as string };
  return completeReportSave({ ...target, routine: routineOf(cleanType) }, new Date(), overrides);
}

async function save(room: string, cleanType: string, overrides: Partial<TReportSave> = {}): Promise<THousekeepingReport> {
  const res = await post('submitReport', { report: reportSave(room, cleanType, overrides) }, tok.housekeeper);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function audit(report: THousekeepingReport, result: TReportOperation['auditStatus']) {
  const res = await post(
    'submitReport',
    {
      audit: auditSave(
        { reportId: report.id, facilityId: report.facilityId, authorStaffId: a.staffIds.FacilityAssistant as string },
        Object.fromEntries(report.operations.map((op, i) => [op.id, i === 0 ? result : 'CleanedPass'])),
      ),
    },
    tok.supervisor,
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A room of the dashboard as `token`'s viewer gets it (supervisors see the audit banners). */
async function tile(number: string, token = tok.supervisor): Promise<TDashboardRoom> {
  const res = await t.app.inject({ method: 'GET', url: `/api/housekeeping?facilityId=${a.siteIds[0]}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TDashboardRoom[]).slice(1).find((r) => r.roomNumber === number) as TDashboardRoom;
}

/** The data of the 'report.saved' event of a report (one per save). */
async function savedEventData(reportId: string): Promise<unknown> {
  const res = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.execute<{ data: unknown }>(sql`select data from events where type = 'report.saved' and subject_id = ${reportId}`),
  );
  expect(res.rows).toHaveLength(1);
  return res.rows[0]?.data;
}

async function taskKeys(room: string): Promise<string[]> {
  const rows = await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.execute<{ task_key: string }>(sql`select task_key from outstanding_tasks where room_id = ${rooms[room]} order by task_key`),
  );
  return rows.rows.map((r) => r.task_key);
}

const setState = (room: string, stateName: string | null, cleanType?: string | null) =>
  post(
    'roomstate',
    {
      facilityId: a.siteIds[0],
      roomId: rooms[room],
      roomStateId: stateName ? config.roomStates.find((s) => s.stateName === stateName)?.id : null,
      ...(cleanType === undefined ? {} : { cleanType }),
    },
    tok.supervisor,
  );

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Safety');
  Object.assign(tok, await tokensOf(t, { manager: 'FacilityAdministrator', supervisor: 'FacilityAssistant', housekeeper: 'Housekeeper' }));
  config = await siteConfig(t);
  residentRoom = roomTypeNamed(config);
  routineOf = (cleanType) => routineOfType(residentRoom, cleanType);
  Object.assign(rooms, await newRooms(t, ['211', '212', '213', '214'], { roomType: residentRoom }));
});
afterAll(() => t.close());

describe("a room state's clean is the clean that is done", () => {
  it('Isolation on a room whose Deep Clean is due: the tile names Isolation Clean; completing it ends the task, the state stays', async () => {
    expect((await setState('211', 'Isolation')).statusCode).toBe(200);
    const before = await tile('211');
    expect(before.status).toMatchObject({
      label: 'State',
      currentCleanType: 'Isolation Clean',
      banner: { kind: 'state', text: 'Isolation' },
    });
    expect(await taskKeys('211')).toEqual([STATE_ROOM_CLEAN]);

    // A clean of a lower priority (the daily Clean) does not end it.
    const daily = await save('211', 'Clean');
    expect(await taskKeys('211')).toEqual([STATE_ROOM_CLEAN]);
    expect((await tile('211')).status.currentCleanType).toBe('Isolation Clean');
    expect(await savedEventData(daily.id)).not.toHaveProperty('endedTasks');

    const isolation = await save('211', 'Isolation Clean');
    expect(await taskKeys('211')).toEqual([]);
    // The event of the save names the task it ended.
    expect(await savedEventData(isolation.id)).toMatchObject({ endedTasks: [STATE_ROOM_CLEAN] });
    const after = await tile('211');
    expect(after.roomState?.stateName).toBe('Isolation');
    expect(after.status.currentCleanType).not.toBe('Isolation Clean');
  });

  it('an Incomplete clean of the state does not end the task', async () => {
    expect((await setState('212', 'Isolation')).statusCode).toBe(200);
    await save('212', 'Isolation Clean', { status: 'Incomplete' });
    expect(await taskKeys('212')).toEqual([STATE_ROOM_CLEAN]);
    expect((await tile('212')).status).toMatchObject({ incomplete: true, currentCleanType: 'Isolation Clean' });
  });

  it('refuses a state clean type the room type has no routine for, naming it', async () => {
    const res = await setState('213', 'Isolation', 'Terminal Clean');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'cleanType',
        code: 'room_state.clean_type_missing',
        params: { roomType: 'Resident Room', cleanType: 'Terminal Clean' },
      }),
    ]);
    expect((await tile('213')).roomState).toBeNull();
  });

  it('refuses a configuration in which a room type allows a state whose clean type it lacks', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(tok.manager) })).json();
    const dining = current.roomTypes.findIndex((rt: { roomType: string }) => rt.roomType === 'Dining Room');
    const isolation = current.roomStates.find((s: { stateName: string }) => s.stateName === 'Isolation');
    current.roomTypes[dining].roomStates = [isolation.id];
    const res = await post('update', { config: current }, tok.manager);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: `config.roomTypes.${dining}.roomStates.0`,
      code: 'config.state_clean_type_missing',
      params: { state: 'Isolation', cleanType: 'Isolation Clean', roomType: 'Dining Room' },
    });
  });
});

describe('a failed audit is visible and acted on', () => {
  it('tells every role in words that a re-clean is to do, which a clean ticking the failed operation ends', async () => {
    const report = await save('214', 'Clean');
    await audit(report, 'CleanedFailed');
    expect(await taskKeys('214')).toEqual([AUDIT_RECLEAN]);
    const failed = await tile('214');
    expect(failed.status).toMatchObject({ banner: { kind: 'reclean', text: null }, label: 'NeedsCleaning', currentCleanType: 'Clean' });
    expect(failed.outstandingTasks).toEqual([expect.objectContaining({ id: AUDIT_RECLEAN, cleanType: 'Clean' })]);
    expect(failed.housekeepingHistory[0]?.audit).toMatchObject({ failed: true });
    const cleans = await post('cleans', { facilityId: a.siteIds[0], roomId: rooms['214'] }, tok.supervisor);
    expect(cleans.json().history[0].audit).toMatchObject({ complete: true, failed: true });
    expect((await tile('214', tok.housekeeper)).status).toMatchObject({ banner: { kind: 'reclean', text: null }, label: 'NeedsCleaning' });

    await save('214', 'Clean');
    expect(await taskKeys('214')).toEqual([]);
    expect((await tile('214')).status.banner).toEqual({ kind: 'reauditDue', text: null });
  });

  it('withdraws the re-clean when the same audit is corrected to pass; an audit of another report leaves it', async () => {
    const first = await save('213', 'Clean');
    await audit(first, 'NotCleanedFailed');
    expect(await taskKeys('213')).toEqual([AUDIT_RECLEAN]);
    const older = await save('213', 'Deep Clean', {
      startDate: new Date(Date.now() - 90 * MIN).toISOString(),
      reportDate: new Date(Date.now() - 80 * MIN).toISOString(),
    });
    await audit(older, 'CleanedPass');
    expect(await taskKeys('213')).toEqual([AUDIT_RECLEAN]);
    await audit(first, 'CleanedPass');
    expect(await taskKeys('213')).toEqual([]);
  });
});

describe("a room's history starts when it is created", () => {
  it('a room created today is not MISSED for the buckets before it existed', async () => {
    const dashboard = (
      await t.app.inject({ method: 'GET', url: `/api/housekeeping?facilityId=${a.siteIds[0]}`, headers: bearer(tok.supervisor) })
    ).json() as TDashboardRoom[];
    for (const room of dashboard.slice(1)) expect(room.status.missed, room.roomNumber).toBe(false);
  });
});
