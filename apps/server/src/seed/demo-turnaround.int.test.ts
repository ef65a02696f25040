import type { TTurnaroundKpis } from '@carehome/contracts';
import { addDays, siteToday } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../../test/harness.ts';
import { withPlatform } from '../platform/db/database.ts';
import { seedDemoIfEmpty } from './demo.ts';

// The demo looks like a well-run home on the turnaround screen too: each site has its targets, and most of
// the cleans its residents' moves and room states asked for were done within them.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemoIfEmpty(t.database.db, { demoPassword: 'Demo-Pass-1', pinPepper: t.ctx.secrets.pinPepper });
});
afterAll(() => t.close());

describe('demo turnaround', () => {
  it("every site's last 30 days: targets saved, dozens of task cleans, most within every target", async () => {
    const sites = await withPlatform(t.database.db, (tx) =>
      tx.execute<{ id: string; time_zone: string }>(sql`select id, time_zone from sites order by name`),
    );
    const token = (await login(t, 'orgadmin@maplewood.example', 'Demo-Pass-1')).token.token;
    for (const site of sites.rows) {
      const to = siteToday(site.time_zone);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/turnaround/kpis?facilityId=${site.id}&from=${addDays(to, -29)}&to=${to}`,
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const kpis = res.json() as TTurnaroundKpis;
      expect(kpis.targets.isDefault).toBe(false);
      expect(kpis.totals.completed).toBeGreaterThan(30);
      // Moves and room states; the demo's corrective loops re-clean the day after the failed audit, as they were seeded.
      for (const kind of kpis.byKind.filter((k) => ['arrival', 'departure', 'state'].includes(k.kind))) {
        for (const measure of ['response', 'clean', 'turnaround'] as const) {
          expect(kind[measure].withinTarget, `${kind.kind} ${measure} at ${site.time_zone}`).toBeGreaterThanOrEqual(0.85);
        }
      }
      expect(kpis.latestDischarge?.turnaround).toBe('met');
    }
  });
});
