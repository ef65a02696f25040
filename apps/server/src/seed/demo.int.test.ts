import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type TestContext } from '../../test/harness.ts';
import { withPlatform } from '../platform/db/database.ts';
import { DEMO_PEOPLE, demoDeviceToken, seedDemoIfEmpty } from './demo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const count = (table: string) =>
  withPlatform(
    t.database.db,
    async (tx) => (await tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n,
  );

describe('demo data', () => {
  it('creates one organization with two sites in different time zones, a person at every role and a tablet', async () => {
    expect(await seedDemoIfEmpty(t.database.db, { demoPassword: 'Demo-Pass-1', pinPepper: t.ctx.secrets.pinPepper })).toBe(true);
    const sites = await withPlatform(t.database.db, (tx) =>
      tx.execute<{ time_zone: string }>(sql`select time_zone from sites order by name`),
    );
    expect(sites.rows.map((r) => r.time_zone)).toEqual(['America/Toronto', 'America/Vancouver']);
    const roles = new Set(DEMO_PEOPLE.map((p) => p.role));
    expect(roles.size).toBe(9); // every role but RegisteredDevice, which tablets hold
    for (const p of DEMO_PEOPLE.filter((x) => x.email)) expect((await login(t, p.email as string, 'Demo-Pass-1')).role).toBe(p.role);
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/stafflogin',
      payload: { pincode: '1111' },
      headers: { 'x-device-token': demoDeviceToken('Demo-Pass-1') },
    });
    expect(pin.json().staffMember.name).toBe('Rosa Santos');
  });

  it('has history of every kind for the dashboard: each report status, audits, a marking, a room state, residents, assignments', async () => {
    const statuses = await withPlatform(t.database.db, async (tx) => {
      const orgs = await tx.execute<{ id: string }>(sql`select id from organizations`);
      return withTenantRows(tx, orgs.rows[0]?.id as string);
    });
    expect(statuses.statuses.sort()).toEqual(['Complete', 'Declined', 'Incomplete']);
    expect(statuses.audited).toBeGreaterThan(0);
    expect(statuses.markings).toBeGreaterThan(0);
    expect(statuses.states).toBeGreaterThan(0);
    expect(statuses.residents).toBeGreaterThan(30);
    expect(statuses.assignments).toBeGreaterThan(1);
    expect(statuses.flags).toBeGreaterThan(0);
  });

  it('reads every seeded record back through the API, as the people of each site see it (no 5xx, every answer matches its schema)', async () => {
    const failures: string[] = [];
    const call = async (who: string, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      if (res.statusCode !== 200)
        failures.push(`${who} ${method} ${url} ${JSON.stringify(payload ?? '')}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.statusCode === 200 ? res.json() : undefined;
    };
    const admin = await login(t, 'admin@maplewood.example', 'Demo-Pass-1');
    const org = (await call('admin', admin.token.token, 'GET', '/api/auth/sites')) as { sites: { id: string }[] };
    await call('admin', admin.token.token, 'GET', '/api/tenant');
    await call('admin', admin.token.token, 'GET', '/api/systemusers');
    let rooms = 0;
    let reports = 0;
    let markings = 0;
    for (const site of org.sites) {
      const switched = (await call('admin', admin.token.token, 'POST', '/api/auth/switchFacility', { data: { facilityId: site.id } })) as {
        token: { token: string };
      };
      const token = switched.token.token;
      await call('admin', token, 'GET', `/api/facility/${site.id}`);
      await call('admin', token, 'GET', '/api/facility');
      await call('admin', token, 'GET', `/api/housekeeping/config?facilityId=${site.id}`);
      await call('admin', token, 'GET', `/api/staff?facilityId=${site.id}&includeArchived=true`);
      await call('admin', token, 'GET', `/api/housekeeping/emailrecipients?facilityId=${site.id}`);
      const dashboard = (await call('admin', token, 'GET', `/api/housekeeping?facilityId=${site.id}`)) as [unknown, ...{ id: string }[]];
      for (const room of dashboard.slice(1) as { id: string }[]) {
        rooms += 1;
        const byRoom = { facilityId: site.id, roomId: room.id };
        reports += Object.keys((await call('admin', token, 'POST', '/api/housekeeping/reports', byRoom)) ?? {}).length;
        markings += Object.keys((await call('admin', token, 'POST', '/api/housekeeping/markingreports', byRoom)) ?? {}).length;
        let before: string | undefined;
        for (let page = 0; page < 50; page++) {
          const cleans = (await call('admin', token, 'POST', '/api/housekeeping/cleans', {
            ...byRoom,
            limit: 100,
            ...(before ? { before } : {}),
          })) as { history: { startDate: string }[]; more: boolean } | undefined;
          if (!cleans?.more) break;
          before = cleans.history.at(-1)?.startDate;
        }
      }
    }
    // Each site's own people, with the variant of the dashboard they get (no audit banners for housekeepers).
    for (const email of ['housekeeper@maplewood.example', 'nurse@maplewood.example', 'manager.vancouver@maplewood.example']) {
      const who = await login(t, email, 'Demo-Pass-1');
      await call(email, who.token.token, 'GET', `/api/housekeeping?facilityId=${who.facility?.id}`);
      await call(email, who.token.token, 'GET', '/api/staff/me');
    }
    expect(failures).toEqual([]);
    expect(rooms).toBeGreaterThan(40);
    expect(reports).toBeGreaterThan(1000);
    expect(markings).toBeGreaterThan(0);
  });

  it('never touches a database that already has data', async () => {
    const before = await count('staff_members');
    expect(await seedDemoIfEmpty(t.database.db, { demoPassword: 'Other-1', pinPepper: t.ctx.secrets.pinPepper })).toBe(false);
    expect(await count('staff_members')).toBe(before);
  });

  it('does not seed a database holding another organization', async () => {
    const other = await createTestContext();
    await createOrganization(other);
    expect(await seedDemoIfEmpty(other.database.db, { demoPassword: 'Demo-Pass-1', pinPepper: other.ctx.secrets.pinPepper })).toBe(false);
    await other.close();
  });
});

async function withTenantRows(tx: Parameters<Parameters<typeof withPlatform>[1]>[0], tenantId: string) {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
  const q = async (query: ReturnType<typeof sql>) => (await tx.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
  const statuses = (await tx.execute<{ status: string }>(sql`select distinct status from housekeeping_reports`)).rows.map((r) => r.status);
  return {
    statuses,
    audited: await q(sql`select count(*)::int as n from housekeeping_reports where audit_report is not null`),
    markings: await q(sql`select count(*)::int as n from marking_reports`),
    states: await q(sql`select count(*)::int as n from rooms where room_state_id is not null`),
    residents: await q(sql`select count(*)::int as n from residents`),
    assignments: await q(sql`select count(*)::int as n from staff_assignments`),
    flags: await q(sql`select count(*)::int as n from residents where fall_risk`),
  };
}
