import type { TOutbreakList, TOutbreakReport } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, login } from '../../test/harness.ts';
import { DEMO_TEST_PASSWORD, useSeededDemo } from '../../test/seeded-demo.ts';

// The demo's past outbreak as a buyer sees it on Outbreaks: one, closed, in one area of Maplewood House,
// whose report has the cleans of its period (every outbreak clean on time), audits, and every closing
// terminal clean done; it leaves no notice for staff to confirm.

const demo = useSeededDemo();

describe('the demo’s past outbreak', () => {
  it('is closed, with a full report: cleans done and due on time, audits, every terminal clean done', async () => {
    const t = demo();
    const account = await login(t, 'supervisor@maplewood.example', DEMO_TEST_PASSWORD);
    const headers = bearer(account.token.token);
    const facilityId = account.facility?.id as string;
    const get = async <T>(url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    const { outbreaks } = await get<TOutbreakList>(`outbreaks?facilityId=${facilityId}`);
    expect(outbreaks).toHaveLength(1);
    const [past] = outbreaks;
    expect(past).toMatchObject({ areaPath: 'East Wing / Floor 2' });
    expect(past?.endedAt).not.toBeNull();
    const days = (Date.parse(past?.endedAt as string) - Date.parse(past?.startedAt as string)) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThan(9);

    const report = await get<TOutbreakReport>(`outbreaks/report?facilityId=${facilityId}&id=${past?.id}`);
    expect(report.cleans.reduce((n, c) => n + c.complete, 0)).toBeGreaterThan(100);
    const outbreakDue = report.due.filter((d) => d.outbreakRoutine);
    expect(outbreakDue.length).toBeGreaterThan(0);
    for (const d of outbreakDue) expect(d, d.cleanType).toMatchObject({ late: 0, missed: 0, open: 0 });
    expect(report.audits.count).toBeGreaterThan(0);
    expect(report.terminalCleans).toMatchObject({ done: past?.rooms.length, outstanding: 0, outstandingRooms: [] });

    // Closed: the housekeepers of the site have no outbreak notice to confirm.
    const staff = await login(t, 'housekeeper@maplewood.example', DEMO_TEST_PASSWORD);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/staffdashboard?facilityId=${facilityId}`,
      headers: bearer(staff.token.token),
    });
    const notices = (dashboard.json() as { acknowledgements: { message: string }[] }).acknowledgements;
    expect(notices.filter((n) => /outbreak/i.test(n.message))).toEqual([]);
  });
});
