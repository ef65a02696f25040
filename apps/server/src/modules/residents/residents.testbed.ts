import type { TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { newRooms, onDemandOnly, tokensOf } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// The set-up the residents' HTTP tests share: two organizations, the roles of the first one's site
// signed in (and an administrator of the second), and rooms 201-204 of the starter 'Resident Room' type.
// A test file calls residentsTestbed() once; the bindings below are filled in before its tests run.

export let t: TestContext;
export let a: OrgFixture;
export let b: OrgFixture;
export const tokens: Record<string, string> = {};
export let config: THousekeepingConfig;
export const rooms: Record<string, string> = {};
export let site: string;

export const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

export async function dashboardRoom(roomId: string): Promise<TDashboardRoom> {
  const res = await call('manager', 'GET', `/api/housekeeping?facilityId=${site}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as [unknown, ...TDashboardRoom[]]).slice(1).find((r) => (r as TDashboardRoom).id === roomId) as TDashboardRoom;
}

export const newResident = (residentId: string, roomId: string | null, extra: Record<string, unknown> = {}) => ({
  facilityId: site,
  resident: {
    residentId,
    namePrefix: 'Mrs',
    firstName: 'Margaret',
    lastName: 'Wilson',
    nickName: 'Peggy',
    roomId,
    exitSeeking: true,
    fallRisk: true,
    notes: [
      { type: 'PreClean', text: 'Knock and wait: she startles easily.' },
      { type: 'PostClean', text: 'Leave the call bell within reach.' },
    ],
    ...extra,
  },
});

/** Builds the organizations, sign-ins and rooms before the file's tests, and closes them after. */
export function residentsTestbed(): void {
  beforeAll(async () => {
    t = await createTestContext();
    a = await createOrganization(t, 'Alpha');
    b = await createOrganization(t, 'Beta');
    site = a.siteIds[0];
    const roles = { manager: 'FacilityAdministrator', nurse: 'Nursing', housekeeper: 'Housekeeper', lead: 'LeadHousekeeper' };
    Object.assign(tokens, await tokensOf(t, roles), await tokensOf(t, { other: 'MultiFacilityAdministrator' }, b));
    // Rooms of the starter 'Resident Room' type, whose routines are not scheduled: only moves ask for cleans.
    const onDemand = await onDemandOnly(t);
    config = onDemand.config;
    Object.assign(rooms, await newRooms(t, ['201', '202', '203', '204'], { roomType: onDemand.roomType }));
  });
  afterAll(() => t.close());
}
