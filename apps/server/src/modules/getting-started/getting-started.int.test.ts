import type { TDashboardRoom, TGettingStarted, THousekeepingConfig } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextWith,
  newReport,
  newResident,
  newRooms,
  onDemandOnly,
  roomTypeNamed,
  routineOf,
  siteConfig,
  tokensOf,
} from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

// The getting-started checklist through HTTP on a real PostgreSQL: a new site's day-one steps are ticked
// from its data as they are done, putting it away is remembered per person and site, and it is for the
// site's managers only. Also the routine baseline seen on the dashboard: a new room is not asked for the
// monthly Deep Clean on its first day.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let tokens: Record<'admin' | 'supervisor' | 'nurse' | 'housekeeper', string>;

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const checklist = async (token: string, facilityId = a.siteIds[0]): Promise<TGettingStarted> => {
  const res = await call(token, 'GET', `facility/gettingstarted?facilityId=${facilityId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TGettingStarted;
};
const done = (c: TGettingStarted) => c.steps.filter((s) => s.done).map((s) => s.key);

beforeAll(async () => {
  [t, a, b] = await contextWith(['Start', 'Other']);
  tokens = await tokensOf(
    t,
    { admin: 'MultiFacilityAdministrator', supervisor: 'FacilityAssistant', nurse: 'Nursing', housekeeper: 'Housekeeper' },
    a,
  );
});
afterAll(() => t.close());

describe('GET /facility/gettingstarted', () => {
  it('ticks each step from the site’s data as it is done, and goes once all are done', async () => {
    // The fixture's site has staff with PINs and a registered tablet, nothing else.
    const first = await checklist(tokens.supervisor);
    expect(first.steps.map((s) => s.key)).toEqual(['layout', 'routines', 'staff', 'tablet', 'residents', 'firstClean']);
    expect(done(first)).toEqual(['staff', 'tablet']);
    expect([first.visible, first.dismissed]).toEqual([true, false]);

    const rooms = await newRooms(t, ['101', '102', '103'], { org: a });
    expect((await checklist(tokens.supervisor)).steps[0]).toEqual({ key: 'layout', done: true, count: 3 });

    // Reading the configuration is not reviewing it; saving it is.
    await siteConfig(t, { org: a });
    expect(done(await checklist(tokens.supervisor))).not.toContain('routines');
    await onDemandOnly(t, { org: a });
    expect(done(await checklist(tokens.supervisor))).toContain('routines');

    await newResident(t, rooms['101'] as string, {}, { org: a });
    const config = await siteConfig(t, { org: a });
    await newReport(t, { org: a, roomId: rooms['102'] as string, routine: routineOf(roomTypeNamed(config), 'Clean') });
    const last = await checklist(tokens.supervisor);
    expect(done(last)).toEqual(['layout', 'routines', 'staff', 'tablet', 'residents', 'firstClean']);
    expect(last.visible).toBe(false);
  });

  it('is for the site’s managers: Nursing and staff are refused, another organization’s site is not found', async () => {
    expect((await call(tokens.nurse, 'GET', `facility/gettingstarted?facilityId=${a.siteIds[0]}`)).statusCode).toBe(403);
    expect((await call(tokens.housekeeper, 'GET', `facility/gettingstarted?facilityId=${a.siteIds[0]}`)).statusCode).toBe(403);
    expect((await call(tokens.admin, 'GET', `facility/gettingstarted?facilityId=${b.siteIds[0]}`)).statusCode).toBe(404);
    // A supervisor works in their own site only.
    expect((await call(tokens.supervisor, 'GET', `facility/gettingstarted?facilityId=${a.siteIds[1]}`)).statusCode).toBe(404);
  });

  it('names the field of a bad site id', async () => {
    const res = await call(tokens.admin, 'GET', 'facility/gettingstarted?facilityId=nope');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('facilityId');
  });
});

describe('POST /facility/gettingstarted/dismiss', () => {
  it('puts the checklist away for that person and that site only, with an event', async () => {
    const other = await tokensOf(t, { admin: 'MultiFacilityAdministrator', supervisor: 'FacilityAssistant' }, b);
    const [site, otherSite] = b.siteIds;
    expect((await checklist(other.admin, site)).visible).toBe(true);
    const res = await call(other.admin, 'POST', 'facility/gettingstarted/dismiss', { facilityId: site });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dismissed: true, visible: false });
    expect(await checklist(other.admin, site)).toMatchObject({ dismissed: true, visible: false });
    // A second time changes nothing; the site's supervisor still has theirs, and so has the other site.
    expect((await call(other.admin, 'POST', 'facility/gettingstarted/dismiss', { facilityId: site })).json()).toMatchObject({
      dismissed: true,
    });
    expect(await checklist(other.supervisor, site)).toMatchObject({ dismissed: false, visible: true });
    expect(await checklist(other.admin, otherSite)).toMatchObject({ dismissed: false, visible: true });
    const events = await withTenant(t.database.db, b.tenantId, (tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from events where type = 'getting_started.dismissed' and facility_id = ${site}`,
      ),
    );
    expect(events.rows[0]?.n).toBe(1);
  });

  it('refuses a body without a site, naming the field', async () => {
    const res = await call(tokens.admin, 'POST', 'facility/gettingstarted/dismiss', {});
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('facilityId');
  });
});

describe('a new room’s routines start from its creation', () => {
  it('the starter configuration’s monthly Deep Clean is not asked of rooms made today', async () => {
    await newRooms(t, ['201', '202'], { org: b });
    const res = await call((await tokensOf(t, { m: 'FacilityAssistant' }, b)).m, 'GET', 'housekeeping');
    const [, ...rooms] = res.json() as [THousekeepingConfig, ...TDashboardRoom[]];
    const made = rooms.filter((r) => ['201', '202'].includes(r.roomNumber));
    expect(made).toHaveLength(2);
    // The daily Clean may be open, depending on the hour in Toronto; the Deep Clean never is.
    for (const room of made) expect([null, 'Clean']).toContain(room.status.currentCleanType);
  });
});
