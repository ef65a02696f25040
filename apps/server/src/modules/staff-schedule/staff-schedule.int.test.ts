import type {
  TAssignment,
  TAssignmentSaved,
  TCopyResult,
  TDashboardRoom,
  THousekeepingConfig,
  TRedistributePlan,
  TStaffSchedule,
} from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms, type RoomType, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import { runDueFacilitySchedules } from './facility-schedules.service.ts';

// The staff schedule through HTTP on a real PostgreSQL: assignments and their rules, the
// split of a started one, copy, span, absence and redistribution, templates, the dashboard's DailyList
// reading them, and the limits of roles, sites and organizations.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let site: string;
let today: string;
let config: THousekeepingConfig;
const tokens: Record<string, string> = {};
const rooms: Record<string, string> = {};
const wing = crypto.randomUUID();

const call = (who: string, url: string, payload?: unknown, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

const schedule = async (from = today, to = today): Promise<TStaffSchedule> => {
  const res = await call('lead', '/api/staffSchedule', { facilityId: site, from, to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const assignment = (over: Record<string, unknown> = {}) => ({
  staffMemberId: a.staffIds.Housekeeper,
  startDate: today,
  endDate: today,
  roomNumbers: ['101', '102'],
  ...over,
});

async function add(over: Record<string, unknown> = {}): Promise<TAssignment> {
  const res = await call('lead', '/api/staffSchedule/addassignment', { facilityId: site, assignment: assignment(over) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TAssignmentSaved).assignment;
}

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  site = a.siteIds[0];
  today = DateTime.now().setZone('America/Toronto').toISODate() as string;
  const roles = { manager: 'FacilityAdministrator', lead: 'LeadHousekeeper', nurse: 'Nursing', housekeeper: 'Housekeeper' };
  Object.assign(tokens, await tokensOf(t, roles), await tokensOf(t, { other: 'MultiFacilityAdministrator' }, b));
  config = await siteConfig(t);
  const roomType = config.roomTypes[0] as RoomType;
  Object.assign(rooms, await newRooms(t, ['101', '102', '103'], { roomType }));
  Object.assign(rooms, await newRooms(t, ['201', '202'], { roomType, area: { id: wing, name: 'East Wing' } }));
});
afterAll(() => t.close());

describe('assignments and their rules', () => {
  it('creates assignments by room numbers and by area; the schedule shows the rooms each covers and the gaps', async () => {
    const byNumbers = await add();
    const byArea = await add({ staffMemberId: a.staffIds.LeadHousekeeper, roomNumbers: [], facilityAreas: [wing] });
    expect(byNumbers.state).toBe('NotStarted');
    const s = await schedule();
    const day = (id: string) => s.days.find((d) => d.assignmentId === id);
    expect(day(byNumbers.id)?.roomIds.sort()).toEqual([rooms['101'], rooms['102']].sort());
    expect(day(byArea.id)?.roomIds.sort()).toEqual([rooms['201'], rooms['202']].sort());
    expect(day(byNumbers.id)?.doneRoomIds).toEqual([]);
    expect(s.uncovered.find((u) => u.date === today)?.roomIds).toEqual([rooms['103']]);
    expect(s.staff.map((m) => m.id)).toContain(a.staffIds.Housekeeper);
  });

  it.each([
    ['nothing to clean named', { roomNumbers: [] }, 'assignment.roomNumbers', 'assignment.target_required'],
    [
      'a past date',
      { startDate: addDays(DateTime.now().setZone('America/Toronto').toISODate() as string, -1) },
      'assignment.startDate',
      'assignment.past_date',
    ],
    ['an archived staff member', 'archived', 'assignment.staffMemberId', 'assignment.archived_staff'],
    ['a room of another site', { roomNumbers: ['999'] }, 'assignment.roomNumbers', 'assignment.unknown_room'],
  ])('refuses %s beside the field', async (_name, over, field, code) => {
    let extra: Record<string, unknown> = over as Record<string, unknown>;
    if (over === 'archived') {
      const res = await call('manager', '/api/staff/archive', { id: a.staffIds.FacilityAssistant, archived: true });
      expect(res.statusCode, res.body).toBe(200);
      extra = { staffMemberId: a.staffIds.FacilityAssistant };
    }
    const res = await call('lead', '/api/staffSchedule/addassignment', { facilityId: site, assignment: assignment(extra) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field, code });
  });

  it('a started assignment changed becomes two: the original completed yesterday, the change a new one from today', async () => {
    const week = await add({ startDate: today, endDate: addDays(today, 6), roomNumbers: ['103'], cleanType: null });
    const routine = config.roomTypes[0]?.routines[0];
    const save = completeReportSave(
      { facilityId: site, roomId: rooms['103'] as string, authorStaffId: a.staffIds.Housekeeper as string, routine: routine as never },
      new Date(),
      // Started today on the site's clock, even in the first 20 minutes after its midnight.
      {
        startDate: new Date(
          Math.max(Date.now() - 20 * 60_000, DateTime.fromISO(today, { zone: 'America/Toronto' }).toMillis()),
        ).toISOString(),
      },
    );
    const report = await call('housekeeper', '/api/housekeeping/submitReport', { report: save });
    expect(report.statusCode, report.body).toBe(200);
    const seen = (await schedule()).assignments.find((x) => x.id === week.id);
    expect(seen?.state).toBe('Started');

    const res = await call('lead', '/api/staffSchedule/update', {
      facilityId: site,
      assignment: {
        ...assignment({ startDate: today, endDate: addDays(today, 6), roomNumbers: ['103'] }),
        id: week.id,
        staffMemberId: a.staffIds.LeadHousekeeper,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as TAssignmentSaved;
    expect(saved.completedOriginal).toMatchObject({ id: week.id, completed: true, endDate: addDays(today, -1), state: 'Completed' });
    expect(saved.assignment).toMatchObject({ startDate: today, staffMemberId: a.staffIds.LeadHousekeeper, state: 'NotStarted' });
    expect(saved.assignment.id).not.toBe(week.id);

    // The completed original is kept as it is: no change, no deletion.
    const again = await call('lead', '/api/staffSchedule/update', {
      facilityId: site,
      assignment: { ...saved.completedOriginal, task: 'x' },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('assignment.completed');
    const del = await call('lead', '/api/staffSchedule/delete', { facilityId: site, id: week.id });
    expect(del.statusCode).toBe(409);
  });

  it('a not-started assignment is deleted; someone else’s change meanwhile is refused', async () => {
    const x = await add({ roomNumbers: ['101'], task: 'Curtains' });
    const stale = await call('lead', '/api/staffSchedule/update', {
      facilityId: site,
      assignment: { ...assignment({ roomNumbers: ['101'] }), id: x.id },
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const del = await call('lead', '/api/staffSchedule/delete', { facilityId: site, id: x.id });
    expect(del.json()).toEqual({ ok: true, closed: false });
  });
});

describe('copy, span, absence and redistribution', () => {
  it('copies the day to tomorrow once: a second copy finds them there', async () => {
    const first = await call('lead', '/api/staffSchedule/copy', { facilityId: site, period: 'day', date: today });
    expect(first.statusCode, first.body).toBe(200);
    const copied = first.json() as TCopyResult;
    expect(copied.created.length).toBeGreaterThanOrEqual(2);
    expect(copied.created.every((c) => c.startDate === addDays(today, 1) && c.endDate === addDays(today, 1))).toBe(true);
    const second = (await call('lead', '/api/staffSchedule/copy', { facilityId: site, period: 'day', date: today })).json() as TCopyResult;
    // Copies of the day's one-day assignments now exist for tomorrow… as new one-day ones again: the rule
    // skips only assignments that already apply tomorrow, so the week copy and span are what prevent repeats.
    expect(second.skipped).toBeGreaterThanOrEqual(1);
  });

  it('spans an assignment to the week’s Sunday', async () => {
    const x = await add({ roomNumbers: ['101'] });
    const res = await call('lead', '/api/staffSchedule/span', { facilityId: site, id: x.id });
    expect(res.statusCode, res.body).toBe(200);
    const sunday = addDays(today, 7 - (DateTime.fromISO(today).weekday as number));
    expect((res.json() as TAssignmentSaved).assignment.endDate).toBe(sunday);
  });

  it('an absent housekeeper’s rooms go to the others present, previewed first, then saved as cover assignments', async () => {
    const absence = await call('lead', '/api/staffSchedule/absence', {
      facilityId: site,
      staffMemberId: a.staffIds.Housekeeper,
      date: today,
      absent: true,
    });
    expect(absence.statusCode, absence.body).toBe(200);
    const gaps = (await schedule()).uncovered.find((u) => u.date === today)?.roomIds ?? [];
    expect(gaps).toContain(rooms['102']);

    const body = { facilityId: site, date: today, staffMemberId: a.staffIds.Housekeeper };
    const preview = (await call('lead', '/api/staffSchedule/redistribute', { ...body, preview: true })).json() as TRedistributePlan;
    expect(preview.created).toEqual([]);
    expect(preview.moves.flatMap((m) => m.roomIds)).toContain(rooms['102']);
    expect(preview.moves.every((m) => m.staffMemberId !== a.staffIds.Housekeeper)).toBe(true);

    const applied = await call('lead', '/api/staffSchedule/redistribute', { ...body, preview: false });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as TRedistributePlan).created.length).toBe(preview.moves.length);
    const after = await schedule();
    expect(after.uncovered.find((u) => u.date === today)?.roomIds).not.toContain(rooms['102']);
    expect(after.absences).toContainEqual({ staffMemberId: a.staffIds.Housekeeper, date: today });
  });
});

describe('templates', () => {
  it('saves the day as a template and applies it to a week', async () => {
    const next = addDays(today, 14);
    const made = await call('lead', '/api/staffSchedule/templateFromDay', { facilityId: site, date: today, description: 'Weekday rota' });
    expect(made.statusCode, made.body).toBe(200);
    const list = await call('lead', `/api/facility/assignmentTemplates?facilityId=${site}`, undefined, 'GET');
    const template = (list.json().templates as { id: string; description: string }[]).find((x) => x.description === 'Weekday rota');
    expect(template).toBeDefined();
    const applied = await call('lead', '/api/staffSchedule/applyTemplate', {
      facilityId: site,
      templateId: template?.id,
      date: next,
      period: 'week',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const created = (applied.json() as TCopyResult).created;
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((c) => c.endDate === addDays(next, 7 - (DateTime.fromISO(next).weekday as number)))).toBe(true);
  });
});

describe('site schedules (a template applied on a schedule)', () => {
  it('runs the template once at its time, with two app copies ticking together; by hand with addTransaction', async () => {
    const day = addDays(today, 20);
    const tpl = await call('lead', '/api/facility/assignmentTemplates', {
      facilityId: site,
      templates: [
        { description: 'Night rota', assignments: [{ staffMemberId: a.staffIds.Nursing, roomNumbers: ['103'], task: 'Night check' }] },
      ],
    });
    const templateId = (tpl.json().templates as { id: string; description: string }[]).find((x) => x.description === 'Night rota')?.id;
    const saved = await call('lead', '/api/facilitySchedule/update', {
      facilityId: site,
      schedule: {
        description: 'Every day at 05:00',
        templateId,
        period: 'day',
        schedule: { period: 'Daily', every: 1, startDate: day, at: '05:00' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sched = saved.json().schedules[0];
    expect(sched.nextRun).toBe(
      DateTime.fromISO(`${day}T05:00`, { zone: 'America/Toronto' }).toUTC().toISO({ suppressMilliseconds: false }),
    );

    // Two copies tick at 05:01 on that day: one run, one set of assignments.
    const tick = DateTime.fromISO(`${day}T05:01`, { zone: 'America/Toronto' }).toJSDate();
    const [x, y] = await Promise.all([runDueFacilitySchedules(t.ctx, tick), runDueFacilitySchedules(t.ctx, tick)]);
    expect(x + y).toBe(1);
    expect(await runDueFacilitySchedules(t.ctx, tick)).toBe(0);
    const made = (await schedule(day, day)).assignments.filter((z) => z.task === 'Night check');
    expect(made.map((z) => [z.staffMemberId, z.startDate, z.endDate])).toEqual([[a.staffIds.Nursing, day, day]]);
    const listed = (await call('lead', '/api/facilitySchedule', { facilityId: site })).json().schedules[0];
    expect(listed.lastResult).toBe('created:1:0');

    // By hand for the same day: what is there already is not made twice.
    const manual = await call('lead', '/api/facilitySchedule/addTransaction', { facilityId: site, id: sched.id, date: day });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json()).toMatchObject({ created: [], skipped: 1 });
  });
});

describe('the room delete check (a room with a schedule reference can only be archived)', () => {
  it('refuses to delete a room an assignment or a template names, and deletes one nobody names', async () => {
    const type = config.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
    const layout = await call('manager', '/api/facility/rooms', {
      facilityId: site,
      areas: [],
      rooms: ['301', '302', '303'].map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId: type.id })),
    });
    const ids = Object.fromEntries((layout.json().rooms as { id: string; roomNumber: string }[]).map((r) => [r.roomNumber, r.id]));
    await add({ roomNumbers: ['301'], startDate: addDays(today, 30), endDate: addDays(today, 30) });
    const tpl = await call('manager', '/api/facility/assignmentTemplates', {
      facilityId: site,
      templates: [{ description: 'Only 302', assignments: [{ staffMemberId: null, roomNumbers: ['302'] }] }],
    });
    expect(tpl.statusCode, tpl.body).toBe(200);
    const del = (n: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/facility/${site}/rooms/${ids[n]}`, headers: bearer(tokens.manager as string) });
    for (const n of ['301', '302']) {
      const res = await del(n);
      expect(res.statusCode, n).toBe(409);
      expect(res.json().message).toBe('Room cannot be deleted');
    }
    expect((await del('303')).statusCode).toBe(200);
  });
});

describe('the dashboard reads the assignments', () => {
  it('a lead’s own list today is exactly the rooms assigned to them', async () => {
    const res = await call('lead', `/api/housekeeping?facilityId=${site}`, undefined, 'GET');
    const dash = (res.json() as [unknown, ...TDashboardRoom[]]).slice(1) as TDashboardRoom[];
    const mine = dash.filter((r) => r.assignees.includes(a.staffIds.LeadHousekeeper as string)).map((r) => r.roomNumber);
    expect(mine).toEqual(expect.arrayContaining(['201', '202']));
    // The absent housekeeper's assignments do not count today.
    expect(dash.filter((r) => r.assignees.includes(a.staffIds.Housekeeper as string))).toEqual([]);
  });
});

describe('limits of roles, sites and organizations', () => {
  it('a housekeeper cannot read or change the schedule', async () => {
    expect((await call('housekeeper', '/api/staffSchedule', { facilityId: site, from: today, to: today })).statusCode).toBe(403);
    expect((await call('housekeeper', '/api/staffSchedule/addassignment', { facilityId: site, assignment: assignment() })).statusCode).toBe(
      403,
    );
  });
  it('a staff member of another organization is not found', async () => {
    const res = await call('lead', '/api/staffSchedule/addassignment', {
      facilityId: site,
      assignment: assignment({ staffMemberId: b.staffIds.Housekeeper }),
    });
    expect(res.statusCode).toBe(404);
  });
  it('a nurse reads it (the landing page)', async () => {
    expect((await call('nurse', '/api/staffSchedule', { facilityId: site, from: today, to: addDays(today, 6) })).statusCode).toBe(200);
  });
  it('another site of the organization is not found for a site role; another organization’s site is not found', async () => {
    expect((await call('lead', '/api/staffSchedule', { facilityId: a.siteIds[1], from: today, to: today })).statusCode).toBe(404);
    expect((await call('other', '/api/staffSchedule', { facilityId: site, from: today, to: today })).statusCode).toBe(404);
    const mine = (await schedule()).assignments[0] as TAssignment;
    const foreign = await call('other', '/api/staffSchedule/delete', { facilityId: b.siteIds[0], id: mine.id });
    expect(foreign.statusCode).toBe(404);
  });
  it('a view longer than 31 days is refused with the field', async () => {
    const res = await call('lead', '/api/staffSchedule', { facilityId: site, from: today, to: addDays(today, 40) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('to');
  });
});
