import type { TDashboardRoom } from '@carehome/contracts';
import { nextLocalMidnight } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { staffAssignments } from '../../db/schema/schedules.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';

// The dashboard's snapshot at the site's midnight: today's assignments are by site-local day, so the
// snapshot kept from the evening must give way to the new day's at midnight, not minutes later.

let t: TestContext;
let a: OrgFixture;
const siteDay = (timeZone: string, at: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe("the dashboard's snapshot at the site's midnight", () => {
  // Toronto (whole-hour offset, DST); Kolkata (half-hour offset, where whole UTC hours never fall on midnight).
  it.each(['America/Toronto', 'Asia/Kolkata'])(
    'in %s: the day’s assignments show from midnight, with the evening’s snapshot still fresh',
    async (timeZone) => {
      const facilityId = a.siteIds[0] as string;
      await withPlatform(t.database.db, (tx) => tx.execute(sql`update sites set time_zone = ${timeZone} where id = ${facilityId}`));
      const midnight = nextLocalMidnight(timeZone, Date.now());
      const tomorrow = siteDay(timeZone, midnight);
      const roomNumber = `M-${timeZone.slice(-4)}`;
      const layout = await t.app.inject({
        method: 'POST',
        url: '/api/facility/rooms',
        headers: bearer((await login(t, a.emails.FacilityAdministrator as string)).token.token),
        payload: { facilityId, rooms: [{ areaId: null, roomNumber, roomTypeId: null }] },
      });
      expect(layout.statusCode, layout.body).toBe(200);
      // An assignment of tomorrow only: the housekeeper's list of the new day.
      await withTenant(t.database.db, a.tenantId, (tx) =>
        tx.insert(staffAssignments).values({
          tenantId: a.tenantId,
          facilityId,
          staffMemberId: a.staffIds.Housekeeper as string,
          startDate: tomorrow,
          endDate: tomorrow,
          roomNumbers: [roomNumber],
          scheduledDays: [],
        }),
      );

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(midnight - 2 * 60_000);
      const token = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
      const assignees = async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/housekeeping?facilityId=${facilityId}`, headers: bearer(token) });
        expect(res.statusCode, res.body).toBe(200);
        const rooms = (res.json() as unknown[]).slice(1) as TDashboardRoom[];
        return rooms.find((r) => r.roomNumber === roomNumber)?.assignees;
      };
      // Two minutes before midnight: not yet on anyone's list (and the snapshot is kept from here).
      expect(await assignees()).toEqual([]);
      // One minute after: the new day's list, though the snapshot is only three minutes old.
      vi.setSystemTime(midnight + 60_000);
      expect(await assignees()).toEqual([a.staffIds.Housekeeper]);
    },
  );
});
