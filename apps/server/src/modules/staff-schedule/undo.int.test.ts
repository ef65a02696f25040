import type { TAssignment, TAssignmentSaved, TCopyResult, TRedistributePlan, TStaffSchedule } from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms, type RoomType, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// Undo of the changes that ask first, through HTTP on a real PostgreSQL: a copy, a span, a sick call's
// redistribution and a site schedule run by hand are taken back exactly (what they made removed, what
// they changed restored, the absence they set lifted), once.

let t: TestContext;
let a: OrgFixture;
let site: string;
let monday: string;
const tokens: Record<string, string> = {};

const call = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens.lead as string), payload: payload as object });
const ok = async <T>(url: string, payload: unknown): Promise<T> => {
  const res = await call(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const week = async (): Promise<TStaffSchedule> => ok('/api/staffSchedule', { facilityId: site, from: monday, to: addDays(monday, 13) });
const snapshot = async () =>
  (await week()).assignments.map((x) => [x.id, x.staffMemberId, x.startDate, x.endDate, x.roomNumbers.join(), x.state]).sort();
const add = async (over: Record<string, unknown>) =>
  (
    await ok<TAssignmentSaved>('/api/staffSchedule/addassignment', {
      facilityId: site,
      assignment: { staffMemberId: a.staffIds.Housekeeper, startDate: monday, endDate: monday, roomNumbers: ['601'], ...over },
    })
  ).assignment as TAssignment;

beforeAll(async () => {
  [t, a] = await contextWith(['Undo']);
  site = a.siteIds[0];
  const today = DateTime.now().setZone('America/Toronto');
  monday = addDays(today.toISODate() as string, 8 - (today.weekday as number));
  Object.assign(tokens, await tokensOf(t, { lead: 'LeadHousekeeper' }));
  const roomType = (await siteConfig(t)).roomTypes[0] as RoomType;
  await newRooms(t, ['601', '602', '603'], { roomType });
});
afterAll(() => t.close());

describe('undo', () => {
  it('a copy of the week is undone exactly, once', async () => {
    await add({ endDate: addDays(monday, 2) });
    const before = await snapshot();
    const copy = await ok<TCopyResult>('/api/staffSchedule/copy', { facilityId: site, period: 'week', date: monday });
    expect(copy.created).toHaveLength(1);
    expect(copy.undo?.until).toBeDefined();
    const undone = await ok<{ removed: number }>('/api/staffSchedule/undo', { facilityId: site, id: copy.undo?.id });
    expect(undone.removed).toBe(1);
    expect(await snapshot()).toEqual(before);
    const again = await call('/api/staffSchedule/undo', { facilityId: site, id: copy.undo?.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('assignment.undo_expired');
  });

  it('a span is undone: the assignment ends where it ended', async () => {
    const x = await add({ roomNumbers: ['602'], startDate: addDays(monday, 1), endDate: addDays(monday, 1) });
    const before = await snapshot();
    const span = await ok<TAssignmentSaved>('/api/staffSchedule/span', { facilityId: site, id: x.id });
    expect(span.assignment.endDate).toBe(addDays(monday, 6));
    await ok('/api/staffSchedule/undo', { facilityId: site, id: span.undo?.id });
    expect(await snapshot()).toEqual(before);
  });

  it('a redistribution is undone: the covers go, and the absence it set is lifted', async () => {
    const day = addDays(monday, 3);
    await add({ roomNumbers: ['603'], startDate: day, endDate: day });
    await add({ staffMemberId: a.staffIds.LeadHousekeeper, roomNumbers: ['601'], startDate: day, endDate: day });
    const before = await snapshot();
    const plan = await ok<TRedistributePlan>('/api/staffSchedule/redistribute', {
      facilityId: site,
      date: day,
      staffMemberId: a.staffIds.Housekeeper,
    });
    expect(plan.created).toHaveLength(1);
    expect((await week()).absences).toContainEqual({ staffMemberId: a.staffIds.Housekeeper, date: day });
    await ok('/api/staffSchedule/undo', { facilityId: site, id: plan.undo?.id });
    expect(await snapshot()).toEqual(before);
    expect((await week()).absences).toEqual([]);
  });

  it('a site schedule run by hand is undone', async () => {
    const tpl = await ok<{ templates: { id: string; description: string }[] }>('/api/facility/assignmentTemplates', {
      facilityId: site,
      templates: [
        { description: 'Undo rota', assignments: [{ staffMemberId: a.staffIds.Nursing, roomNumbers: ['602'], task: 'Undo me' }] },
      ],
    });
    const saved = await ok<{ schedules: { id: string }[] }>('/api/facilitySchedule/update', {
      facilityId: site,
      schedule: {
        description: 'Mondays',
        templateId: tpl.templates.find((x) => x.description === 'Undo rota')?.id,
        period: 'day',
        schedule: { period: 'Daily', every: 1, startDate: monday, at: '05:00' },
      },
    });
    const before = await snapshot();
    const run = await ok<TCopyResult>('/api/facilitySchedule/addTransaction', {
      facilityId: site,
      id: saved.schedules[0]?.id,
      date: monday,
    });
    expect(run.created).toHaveLength(1);
    const listed = async () =>
      (await ok<{ schedules: { lastRun: string | null; lastResult: string | null }[] }>('/api/facilitySchedule', { facilityId: site }))
        .schedules[0];
    expect((await listed())?.lastResult).toBe('created:1:0');
    await ok('/api/staffSchedule/undo', { facilityId: site, id: run.undo?.id });
    expect(await snapshot()).toEqual(before);
    // The run's record too: as if it had not run.
    expect(await listed()).toMatchObject({ lastRun: null, lastResult: null });
  });

  it('another site’s undo is not found', async () => {
    const res = await call('/api/staffSchedule/undo', { facilityId: site, id: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
  });
});
