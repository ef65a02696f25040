import type { TAssignment, TAssignmentSaved, TCopyResult, TStaffSchedule } from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms, type RoomType, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// Planning that guards itself, through HTTP on a real PostgreSQL: a duplicate assignment is refused
// naming the other (create, change, span), copies and templates skip what is planned already, a room on
// two lists of one day is reported, an open list covers nothing, and a template leaves sick-call covers out.

let t: TestContext;
let a: OrgFixture;
let site: string;
let today: string;
const tokens: Record<string, string> = {};

const call = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens.lead as string), payload: payload as object });

const schedule = async (from = today, to = today): Promise<TStaffSchedule> => {
  const res = await call('/api/staffSchedule', { facilityId: site, from, to });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const fields = (over: Record<string, unknown> = {}) => ({
  staffMemberId: a.staffIds.Housekeeper,
  startDate: today,
  endDate: today,
  roomNumbers: ['401', '402'],
  ...over,
});
const addRaw = (over: Record<string, unknown> = {}) =>
  call('/api/staffSchedule/addassignment', { facilityId: site, assignment: fields(over) });
async function add(over: Record<string, unknown> = {}): Promise<TAssignment> {
  const res = await addRaw(over);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TAssignmentSaved).assignment;
}

beforeAll(async () => {
  [t, a] = await contextWith(['Guards']);
  site = a.siteIds[0];
  today = DateTime.now().setZone('America/Toronto').toISODate() as string;
  Object.assign(tokens, await tokensOf(t, { lead: 'LeadHousekeeper' }));
  const roomType = (await siteConfig(t)).roomTypes[0] as RoomType;
  await newRooms(t, ['401', '402', '403', '404', '405', '406'], { roomType });
});
afterAll(() => t.close());

describe('duplicates', () => {
  it('refuses a second card of the same person and rooms on a day, naming the first', async () => {
    const first = await add({ description: 'Morning' });
    const res = await addRaw({ roomNumbers: ['402', '401'] });
    expect(res.statusCode, res.body).toBe(409);
    const [y, m, d] = today.split('-');
    expect(res.json().errors[0]).toMatchObject({
      field: 'assignment.roomNumbers',
      code: 'assignment.duplicate',
      params: { assignmentId: first.id, date: `${m}/${d}/${y}`, rooms: '401, 402' },
    });
    expect(res.json().errors[0].message).toContain('already has the same assignment');
    // Another person, or another task, is other work.
    await add({ staffMemberId: a.staffIds.LeadHousekeeper, roomNumbers: ['402'] });
    await add({ task: 'Change the curtains' });
  });

  it('span after copy: the copy is there, so the span is refused naming it, and a second copy makes nothing', async () => {
    // A Monday three weeks ahead: the span reaches Sunday over the copy's Tuesday.
    const day = addDays(today, 22 - (DateTime.fromISO(today).weekday as number));
    const monday = await add({ startDate: day, endDate: day, roomNumbers: ['403'] });
    const copy = await call('/api/staffSchedule/copy', { facilityId: site, period: 'day', date: day });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = (copy.json() as TCopyResult).created.find((c) => c.roomNumbers.includes('403')) as TAssignment;
    expect(copied.startDate).toBe(addDays(day, 1));

    const span = await call('/api/staffSchedule/span', { facilityId: site, id: monday.id });
    expect(span.statusCode, span.body).toBe(409);
    expect(span.json().errors[0]).toMatchObject({ code: 'assignment.duplicate', params: { assignmentId: copied.id } });
    const again = (await call('/api/staffSchedule/copy', { facilityId: site, period: 'day', date: day })).json() as TCopyResult;
    expect(again.created).toEqual([]);
    const cards = (await schedule(addDays(day, 1), addDays(day, 1))).assignments.filter((x) => x.roomNumbers.includes('403'));
    expect(cards).toHaveLength(1);
  });

  it('a week copied over a partly planned week fills only the days missing', async () => {
    const monday = addDays(today, 35 - ((DateTime.fromISO(today).weekday as number) - 1));
    await add({ startDate: monday, endDate: addDays(monday, 6), roomNumbers: ['404'] });
    // Wednesday of the next week is planned already.
    await add({ startDate: addDays(monday, 9), endDate: addDays(monday, 9), roomNumbers: ['404'] });
    const res = await call('/api/staffSchedule/copy', { facilityId: site, period: 'week', date: monday });
    expect(res.statusCode, res.body).toBe(200);
    const made = (res.json() as TCopyResult).created.filter((c) => c.roomNumbers.includes('404'));
    expect(made.map((c) => [c.startDate, c.endDate])).toEqual([
      [addDays(monday, 7), addDays(monday, 8)],
      [addDays(monday, 10), addDays(monday, 13)],
    ]);
  });

  it('a change that would duplicate another card is refused', async () => {
    const day = addDays(today, 3);
    const one = await add({ startDate: day, endDate: day, roomNumbers: ['405'] });
    const two = await add({ startDate: day, endDate: day, roomNumbers: ['406'] });
    const res = await call('/api/staffSchedule/update', {
      facilityId: site,
      assignment: { ...fields({ startDate: day, endDate: day, roomNumbers: ['405'] }), id: two.id },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].params.assignmentId).toBe(one.id);
  });
});

describe('coverage', () => {
  it('a room on two people’s lists is reported doubled; an open list covers nothing', async () => {
    const day = addDays(today, 5);
    const ada = await add({ startDate: day, endDate: day, roomNumbers: ['401', '402'] });
    const bea = await add({ staffMemberId: a.staffIds.LeadHousekeeper, startDate: day, endDate: day, roomNumbers: ['402', '403'] });
    await add({ staffMemberId: null, startDate: day, endDate: day, roomNumbers: ['404'] });
    const s = await schedule(day, day);
    const id = (n: string) => s.rooms.find((r) => r.roomNumber === n)?.id;
    expect(s.doubled).toEqual([{ date: day, rooms: [{ roomId: id('402'), assignmentIds: [ada.id, bea.id] }] }]);
    expect(s.uncovered[0]?.roomIds).toContain(id('404'));
    expect(s.uncovered[0]?.roomIds).not.toContain(id('401'));
  });

  it('a template made on a sick-call day keeps the absent person’s own list, not the one-day covers', async () => {
    const day = addDays(today, 6);
    await add({ startDate: day, endDate: day, roomNumbers: ['405', '406'] });
    await add({ staffMemberId: a.staffIds.LeadHousekeeper, startDate: day, endDate: day, roomNumbers: ['401'] });
    const body = { facilityId: site, date: day, staffMemberId: a.staffIds.Housekeeper };
    const applied = await call('/api/staffSchedule/redistribute', body);
    expect(applied.statusCode, applied.body).toBe(200);
    const made = await call('/api/staffSchedule/templateFromDay', { facilityId: site, date: day, description: 'Sick day' });
    expect(made.statusCode, made.body).toBe(200);
    const tpl = made.json().template as { assignments: { staffMemberId: string; description: string | null; roomNumbers: string[] }[] };
    expect(tpl.assignments.some((x) => x.description?.startsWith('↪'))).toBe(false);
    expect(tpl.assignments).toContainEqual(expect.objectContaining({ staffMemberId: a.staffIds.Housekeeper, roomNumbers: ['405', '406'] }));
  });
});
