import type { TAtpLimitList, TAuditReportResponse } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../../test/harness.ts';
import { seedDemoIfEmpty } from './demo.ts';

// The demo's ATP programme as a buyer sees it: each site has the makers' limits, and its audits with the
// ATP system carry readings that mostly pass (a well-run home), each banded by the site's limits.

let t: TestContext;
const PASSWORD = 'Demo-Pass-1';
const MANAGERS = ['manager@maplewood.example', 'manager.vancouver@maplewood.example'];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoIfEmpty(t.database.db, { demoPassword: PASSWORD, pinPepper: t.ctx.secrets.pinPepper });
});
afterAll(() => t.close());

describe('the demo’s ATP readings', () => {
  it.each(MANAGERS)('%s: the makers’ limits, and readings that mostly pass', async (email) => {
    const account = await login(t, email, PASSWORD);
    const headers = bearer(account.token.token);
    const facilityId = account.facility?.id as string;
    const limits = (
      await t.app.inject({ method: 'GET', url: `/api/atp-limits?facilityId=${facilityId}`, headers })
    ).json() as TAtpLimitList;
    expect(limits.limits.map((l) => l.brand).sort()).toEqual(['3M Clean-Trace', 'Hygiena']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reporting/audits',
      headers,
      payload: { facilityId, from: day(-28), to: day(0) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const byBrand = (res.json() as TAuditReportResponse).summary.atpByBrand ?? [];
    const readings = byBrand.reduce((n, b) => n + b.pass + b.caution + b.fail, 0);
    expect(readings).toBeGreaterThan(10);
    const passed = byBrand.reduce((n, b) => n + b.pass, 0);
    expect(passed / readings, JSON.stringify(byBrand)).toBeGreaterThanOrEqual(0.75);
    expect(byBrand.reduce((n, b) => n + b.caution, 0)).toBeGreaterThan(0);
  });
});
