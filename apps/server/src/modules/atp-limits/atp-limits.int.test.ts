import type { TAtpLimitList } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

// A site's ATP limits through HTTP on a real PostgreSQL: supervisors replace the set, leads read it,
// bad limits are refused on their field, another organization's limits are not found.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const tokens: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });
const save = (who: string, facilityId: string, limits: unknown[]) => call(who, 'PUT', '/api/atp-limits', { facilityId, limits });

const hygiena = { brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 };
const clean3m = { brand: '3M Clean-Trace', surface: null, passMax: 249, cautionMax: 499 };
const rails = { brand: 'Hygiena', surface: 'Bed rails', passMax: 5, cautionMax: 15 };

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Atp');
  b = await createOrganization(t, 'Other');
  Object.assign(tokens, await tokensOf(t, { supervisor: 'FacilityAssistant', lead: 'LeadHousekeeper', housekeeper: 'Housekeeper' }));
  Object.assign(tokens, await tokensOf(t, { bSupervisor: 'FacilityAssistant' }, b));
});
afterAll(() => t.close());

describe('ATP limits', () => {
  it('replaces the site’s set, answers it brand by brand, and records the change', async () => {
    const first = await save('supervisor', a.siteIds[0], [rails, hygiena, clean3m]);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as TAtpLimitList).limits).toEqual([clean3m, hygiena, rails]);
    const second = await save('supervisor', a.siteIds[0], [{ ...hygiena, surface: '  ' }]);
    expect((second.json() as TAtpLimitList).limits).toEqual([hygiena]);
    const read = await call('lead', 'GET', `/api/atp-limits?facilityId=${a.siteIds[0]}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as TAtpLimitList).limits).toEqual([hygiena]);
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`select data from events where type = 'site.atp_limits_saved' and facility_id = ${a.siteIds[0]} order by id`),
    );
    expect(events.rows.map((r) => (r.data as { limits: unknown[] }).limits.length)).toEqual([3, 1]);
  });

  it.each([
    ['a caution limit below the pass limit', [{ ...hygiena, cautionMax: 9 }], 'limits.0.cautionMax', 'atp.caution_below_pass'],
    [
      'the same brand and surface twice, case aside',
      [hygiena, rails, { ...rails, brand: 'HYGIENA', surface: 'bed rails' }],
      'limits.2.surface',
      'atp.duplicate_limit',
    ],
    ['no brand', [{ ...hygiena, brand: ' ' }], 'limits.0.brand', undefined],
    ['a brand over 60 characters', [{ ...hygiena, brand: 'x'.repeat(61) }], 'limits.0.brand', undefined],
    ['a negative limit', [{ ...hygiena, passMax: -1 }], 'limits.0.passMax', undefined],
    ['a limit over 9,999,999', [{ ...hygiena, cautionMax: 10_000_000 }], 'limits.0.cautionMax', undefined],
    ['a limit that is not a whole number', [{ ...hygiena, passMax: 1.5 }], 'limits.0.passMax', undefined],
  ])('refuses %s on its field', async (_what, limits, field, code) => {
    const res = await save('supervisor', a.siteIds[0], limits);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { field: string; code: string }[];
    expect(errors.map((e) => e.field)).toContain(field);
    if (code) expect(errors.find((e) => e.field === field)?.code).toBe(code);
  });

  it('lets leads read but not change, and housekeepers do neither', async () => {
    expect((await save('lead', a.siteIds[0], [hygiena])).statusCode).toBe(403);
    expect((await call('housekeeper', 'GET', `/api/atp-limits?facilityId=${a.siteIds[0]}`)).statusCode).toBe(403);
  });

  it('keeps each organization’s limits to itself', async () => {
    expect((await save('bSupervisor', b.siteIds[0], [clean3m])).statusCode).toBe(200);
    expect((await call('supervisor', 'GET', `/api/atp-limits?facilityId=${b.siteIds[0]}`)).statusCode).toBe(404);
    expect((await save('supervisor', b.siteIds[0], [hygiena])).statusCode).toBe(404);
    const own = await call('supervisor', 'GET', `/api/atp-limits?facilityId=${a.siteIds[0]}`);
    expect((own.json() as TAtpLimitList).limits.map((l) => l.brand)).toEqual(['Hygiena']);
    // Row-level security: the other organization's rows are not there to read at all.
    const seen = await withTenant(t.database.db, a.tenantId, (tx) => tx.execute(sql`select brand from atp_limits`));
    expect(seen.rows.map((r) => r.brand)).toEqual(['Hygiena']);
  });
});
