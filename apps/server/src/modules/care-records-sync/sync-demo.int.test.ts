import {
  buildSimulator,
  DEMO_CLIENT,
  DEMO_FACILITY_ID,
  DEMO_ORG_UUID,
  DEMO_ROOMS_NOT_IN_SITE,
  type Simulator,
  seedDemo,
} from '@carehome/care-records-simulator';
import type { TDataSourceList, TReconciliation } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowOutbound, bearer, createTestContext, login, type TestContext } from '../../../test/harness.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';

// The simulator's demo patients against the demo seed's Toronto residents (they are copied, not
// imported, so this catches one changing without the other): the first connection pairs most of them by
// name and room, proposes nobody for the one who moved, offers the residents it does not know for
// discharge, and asks areas only for the rooms the site lacks, each with a suggestion.

let t: TestContext;
let sim: Simulator;
let token: string;
let facilityId: string;
let dataSourceId: string;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoIfEmpty(t.database.db, { demoPassword: 'Demo-Pass-1', pinPepper: t.ctx.secrets.pinPepper });
  const account = await login(t, 'orgadmin@maplewood.example', 'Demo-Pass-1');
  token = account.token.token;
  facilityId = account.facility?.id as string;
  sim = buildSimulator({ clients: [DEMO_CLIENT] });
  seedDemo(sim);
  const url = await sim.httpApp.listen({ port: 0, host: '127.0.0.1' });
  allowOutbound(t, url);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sync/facilitydatasource',
    headers: bearer(token),
    payload: {
      facilityId,
      dataSource: {
        name: 'Demo records',
        application: 'PointClickCare',
        externalFacilityId: DEMO_FACILITY_ID,
        organizationUuid: DEMO_ORG_UUID,
        authKind: 'OAuth2',
        baseUrl: url,
        clientId: DEMO_CLIENT.clientId,
        clientSecret: DEMO_CLIENT.clientSecret,
        webhookSync: false,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  dataSourceId = (res.json() as TDataSourceList).dataSources[0]?.id as string;
}, 300_000);

afterAll(async () => {
  await sim?.close();
  await t?.close();
});

describe('the demo’s first connection', () => {
  it('pairs most demo residents, leaves the moved one to the nurse, offers the unknown ones, suggests the new rooms’ areas', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/reconciliation',
      headers: bearer(token),
      payload: { facilityId, dataSourceId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TReconciliation;
    expect(r.firstConnection).toBe(true);
    const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
    const paired = r.patients.filter((p) => p.reason === 'nameAndRoom');
    expect(paired.length).toBeGreaterThanOrEqual(25);
    const unpaired = r.patients.filter((p) => !p.residentId).map((p) => name(p.patient));
    expect(unpaired).toContain('Ingrid Okafor');
    const pairedIds = new Set(paired.map((p) => p.residentId));
    const unknown = r.residents.filter((x) => !pairedIds.has(x.id)).map(name);
    expect(unknown).toEqual(expect.arrayContaining(['Yvette Dubois', 'Rajinder Cohen', 'Thomas Murphy', 'Ingrid Okafor']));
    expect(r.newRooms.map((x) => x.roomNumber).sort()).toEqual([...DEMO_ROOMS_NOT_IN_SITE].sort());
    expect(r.newRooms.every((x) => x.suggestedAreaId)).toBe(true);
  });
});
