import type { TSiteDashboard } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../../test/harness.ts';
import { withPlatform } from '../platform/db/database.ts';
import { DEMO_PEOPLE, seedDemoIfEmpty } from './demo.ts';
import { FIRST, TITLES } from './demo-names.ts';

// The demo as a buyer sees it: the site dashboard's figures are those of a home that runs well (most
// cleans on time, a few late or missed, some failed audits re-cleaned and re-audited, TDC measured),
// titles fit names, and each housekeeper's day fits a 7.5-hour shift.

let t: TestContext;
const PASSWORD = 'Demo-Pass-1';
const SHIFT_MINUTES = 7.5 * 60;
const MANAGERS = ['manager@maplewood.example', 'manager.vancouver@maplewood.example'];

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoIfEmpty(t.database.db, { demoPassword: PASSWORD, pinPepper: t.ctx.secrets.pinPepper });
});
afterAll(() => t.close());

async function asManager(email: string) {
  const account = await login(t, email, PASSWORD);
  return { token: account.token.token, facilityId: account.facility?.id as string };
}

describe('the demo’s figures', () => {
  it.each(MANAGERS)('%s: the site dashboard shows most cleans on time and a few overdue per room, every week', async (email) => {
    const { token, facilityId } = await asManager(email);
    const res = await t.app.inject({ method: 'GET', url: `/api/sitedashboard?facilityId=${facilityId}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json() as TSiteDashboard;
    const { totals } = dashboard;
    const onTime = totals.onTime / totals.due;
    expect(onTime, `${totals.onTime} of ${totals.due} on time`).toBeGreaterThanOrEqual(0.8);
    expect(onTime).toBeLessThanOrEqual(0.97);
    expect(totals.late).toBeGreaterThan(0);
    expect(totals.missed).toBeGreaterThan(0);
    // Over the twelve weeks, a small number per room (a room is cleaned one to three times a day).
    const rooms = (await t.app.inject({ method: 'GET', url: `/api/housekeeping?facilityId=${facilityId}`, headers: bearer(token) })).json()
      .length as number;
    expect(totals.overdue / (rooms - 1), `${totals.overdue} overdue in ${rooms - 1} rooms`).toBeLessThanOrEqual(12);
    // The history covers every week the dashboard shows, each about as busy as the others.
    const full = dashboard.weeks.slice(0, -1).map((w) => w.due);
    expect(Math.min(...full)).toBeGreaterThan(0.9 * Math.max(...full));
    // Audits: most pass; the failed ones were re-cleaned and passed their re-audit.
    const audits = totals.auditsPassed + totals.auditsFailed;
    expect(totals.auditsFailed).toBeGreaterThan(0);
    expect(totals.auditsFailed / audits).toBeLessThan(0.25);
    expect(dashboard.correctiveLoop?.rightFirstTime).toBeGreaterThan(0.7);
    expect(dashboard.correctiveLoop?.medianMinutesToClose).not.toBeNull();
    // Pre-audit markings answered by an audited clean: the TDC chart has marked objects.
    expect(totals.marked).toBeGreaterThan(10);
    expect(totals.tdc).toBeGreaterThan(0.6);
    expect(totals.tdc).toBeLessThan(1);
    expect(dashboard.weeks.filter((w) => w.marked > 0).length).toBeGreaterThan(6);
  });

  it.each(MANAGERS)('%s: every housekeeper’s list of today fits a 7.5-hour shift', async (email) => {
    const { token, facilityId } = await asManager(email);
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: email.includes('vancouver') ? 'America/Vancouver' : 'America/Toronto',
    }).format(new Date());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staffSchedule',
      headers: bearer(token),
      payload: { facilityId, from: today, to: today },
    });
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json().days as { expectedMinutes: number; roomIds: string[] }[];
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.roomIds.length).toBeGreaterThan(15);
      expect(day.expectedMinutes).toBeLessThanOrEqual(SHIFT_MINUTES);
    }
  });

  it('gives each resident a title that fits their first name', async () => {
    const rows = await withPlatform(t.database.db, async (tx) => {
      const org = await tx.execute<{ id: string }>(sql`select id from organizations`);
      await tx.execute(sql`select set_config('app.tenant_id', ${org.rows[0]?.id}, true)`);
      return (await tx.execute<{ first_name: string; name_prefix: string | null }>(sql`select first_name, name_prefix from residents`))
        .rows;
    });
    const sexOf = new Map(FIRST.map((f) => [f.name, f.sex]));
    const misfits = rows.filter((r) => {
      const sex = sexOf.get(r.first_name);
      return sex && !(TITLES[sex] as readonly string[]).includes(r.name_prefix ?? '');
    });
    expect(rows.length).toBeGreaterThan(30);
    expect(misfits).toEqual([]);
  });

  it('marks for a new PIN only the staff whose demo PIN is shorter than a new PIN may be', async () => {
    const { token, facilityId } = await asManager(MANAGERS[0] as string);
    const res = await t.app.inject({ method: 'GET', url: `/api/staff?facilityId=${facilityId}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const members = res.json().staffMembers as { staffRefId: string; hasPin: boolean; pinNeedsReplacing: boolean }[];
    const withPin = DEMO_PEOPLE.filter((p) => p.pin && p.site === 'toronto');
    for (const p of withPin) {
      const member = members.find((m) => m.staffRefId === p.staffRefId);
      expect(member, p.staffRefId).toMatchObject({ hasPin: true, pinNeedsReplacing: (p.pin as string).length < 6 });
    }
    expect(withPin.some((p) => (p.pin as string).length >= 6)).toBe(true);
  });
});
