import type { TRedistributePlan, TStaffSchedule } from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms, type RoomType, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// Workload that respects people, through HTTP on a real PostgreSQL: shift lengths (the site's default,
// a person's own), the day's planned minutes against them, and a sick call redistributed only to the
// housekeeping staff by default and never past anyone's shift, saying what does not fit.

let t: TestContext;
let a: OrgFixture;
let site: string;
let day: string;
const tokens: Record<string, string> = {};
const NUMBERS = Array.from({ length: 12 }, (_, i) => `5${String(i).padStart(2, '0')}`);

const call = (url: string, payload: unknown, who = 'lead') =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who] as string), payload: payload as object });

const schedule = async (): Promise<TStaffSchedule> => {
  const res = await call('/api/staffSchedule', { facilityId: site, from: day, to: day });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const add = async (staffMemberId: string | undefined, roomNumbers: string[]) => {
  const res = await call('/api/staffSchedule/addassignment', {
    facilityId: site,
    assignment: { staffMemberId, startDate: day, endDate: day, roomNumbers },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const shift = async (staffMemberId: string | null | undefined, minutes: number | null) => {
  const res = await call('/api/staffSchedule/shift', { facilityId: site, staffMemberId, minutes });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  [t, a] = await contextWith(['Workload']);
  site = a.siteIds[0];
  day = addDays(DateTime.now().setZone('America/Toronto').toISODate() as string, 2);
  Object.assign(tokens, await tokensOf(t, { lead: 'LeadHousekeeper', nurse: 'Nursing' }));
  const roomType = (await siteConfig(t)).roomTypes[0] as RoomType;
  await newRooms(t, NUMBERS, { roomType });
});
afterAll(() => t.close());

describe('shift lengths', () => {
  it('the site default is 7.5 h; a person’s own length overrides it and can go back to the default', async () => {
    let s = await schedule();
    const of = (id: string | undefined) => s.staff.find((m) => m.id === id);
    expect(s.shiftMinutes).toBe(450);
    expect(of(a.staffIds.Housekeeper)).toMatchObject({ shiftMinutes: 450, ownShift: false });
    await shift(a.staffIds.Housekeeper, 240);
    await shift(null, 480);
    s = await schedule();
    expect(of(a.staffIds.Housekeeper)).toMatchObject({ shiftMinutes: 240, ownShift: true });
    expect(of(a.staffIds.LeadHousekeeper)).toMatchObject({ shiftMinutes: 480, ownShift: false });
    await shift(a.staffIds.Housekeeper, null);
    s = await schedule();
    expect(of(a.staffIds.Housekeeper)).toMatchObject({ shiftMinutes: 480, ownShift: false });
  });

  it('refuses a shift outside 1 to 16 hours, and a site default of none, beside the field', async () => {
    const long = await call('/api/staffSchedule/shift', { facilityId: site, staffMemberId: a.staffIds.Housekeeper, minutes: 2000 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toContain('minutes');
    const none = await call('/api/staffSchedule/shift', { facilityId: site, staffMemberId: null, minutes: null });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('minutes');
  });
});

describe('a sick call within shifts', () => {
  it('offers the housekeeping staff only, fills them to their shift and says which rooms fit nobody', async () => {
    // The absent housekeeper has 11 rooms; the lead (a housekeeping role) and a nurse have one each.
    await add(a.staffIds.Housekeeper, NUMBERS.slice(1));
    await add(a.staffIds.LeadHousekeeper, [NUMBERS[0] as string]);
    await add(a.staffIds.Nursing, [NUMBERS[0] as string]);
    const minutes = (await schedule()).rooms.find((r) => r.roomNumber === NUMBERS[1])?.expectedMinutes as number;
    // Room for three more rooms in the lead's shift.
    const leadShift = Math.max(60, 4 * minutes);
    await shift(a.staffIds.LeadHousekeeper, leadShift);

    const body = { facilityId: site, date: day, staffMemberId: a.staffIds.Housekeeper };
    const res = await call('/api/staffSchedule/redistribute', { ...body, preview: true });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as TRedistributePlan;
    expect(plan.moves.map((m) => m.staffMemberId)).toEqual([a.staffIds.LeadHousekeeper]);
    const [lead] = plan.moves;
    expect(lead?.shiftMinutes).toBe(leadShift);
    expect(lead?.totalMinutes).toBeLessThanOrEqual(leadShift);
    expect(lead?.roomIds).toHaveLength(Math.floor(leadShift / minutes) - 1);
    expect(plan.unplaced).toHaveLength(11 - (lead?.roomIds.length ?? 0));
    expect(plan.unplacedMinutes).toBe(plan.unplaced.length * minutes);

    // Applied: the rooms that fit nobody stay on nobody's list.
    const applied = (await call('/api/staffSchedule/redistribute', body)).json() as TRedistributePlan;
    expect(applied.created).toHaveLength(1);
    const after = await schedule();
    expect(after.uncovered[0]?.roomIds.sort()).toEqual([...plan.unplaced].sort());
  });

  it('a nurse named by the lead may take rooms', async () => {
    const body = {
      facilityId: site,
      date: day,
      staffMemberId: a.staffIds.Housekeeper,
      toStaffMemberIds: [a.staffIds.Nursing],
      preview: true,
    };
    const plan = (await call('/api/staffSchedule/redistribute', body)).json() as TRedistributePlan;
    expect(plan.moves.map((m) => m.staffMemberId)).toEqual([a.staffIds.Nursing]);
  });
});
