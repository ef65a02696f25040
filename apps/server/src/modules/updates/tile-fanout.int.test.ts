import type { TDashboardDelta, THousekeepingConfig, THubDelta } from '@carehome/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { hubTileDeltas } from '../dashboard/index.ts';
import { type TileDeltas, TileFanout } from './tile-fanout.ts';

let t: TestContext;
let a: OrgFixture;
let admin: string;
let facilityId: string;
let roomId: string;
let stateId: string;

beforeAll(async () => {
  [t, a] = await contextWith(['Alpha']);
  admin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  facilityId = a.siteIds[0] as string;
  const config = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping', query: { facilityId }, headers: bearer(admin) })
  ).json()[0] as THousekeepingConfig;
  stateId = config.roomStates[0]?.id as string;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: bearer(admin),
    payload: { facilityId, rooms: [{ areaId: null, roomNumber: '1', roomTypeId: config.roomTypes[0]?.id }] },
  });
  roomId = res.json().rooms[0].id;
});
afterAll(async () => {
  await t.close();
});

/** The site's board version now, as a tablet's `since=0` read answers it. */
async function boardVersion(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/housekeeping', query: { facilityId, since: '0' }, headers: bearer(admin) });
  return (res.json() as TDashboardDelta).version;
}

const setState = async (on: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/housekeeping/roomstate',
    headers: bearer(admin),
    payload: { facilityId, roomId, roomStateId: on ? stateId : null },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('tiles on hub messages', () => {
  it('gives a change whose notice came after its tiles were sent its message, with no tiles and no gap', async () => {
    const tenantId = a.tenantId;
    const v0 = await boardVersion();
    await setState(true);
    await setState(false);
    // The tiles are read for real; the first read waits until the second notice is queued, as when a
    // burst is running when the next notice arrives.
    const real = hubTileDeltas(t.ctx);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let reads = 0;
    const deltas: TileDeltas = async (...args) => {
      if (reads++ === 0) await gate;
      return real(...args);
    };
    const sent: string[] = [];
    const fanout = new TileFanout(deltas, () => [{ audit: true, send: (text) => sent.push(text) }], pino({ level: 'silent' }));
    const message = { type: 'UpdateHousekeepingReport' as const, facilityId, reportId: null, roomId };
    fanout.push(tenantId, facilityId, v0 + 1, message);
    fanout.push(tenantId, facilityId, v0 + 2, message);
    open();
    await expect.poll(() => sent.length).toBe(2);
    // A notice heard only after the burst that carried its version went out.
    fanout.push(tenantId, facilityId, v0 + 2, message);
    await expect.poll(() => sent.length).toBe(3);

    const received = sent.map((text) => JSON.parse(text) as { roomId: string; delta?: THubDelta });
    expect(received.every((m) => m.roomId === roomId && m.delta !== undefined)).toBe(true);
    const [first, second, late] = received.map((m) => m.delta as THubDelta);
    // The first burst reads the site as it is, at both changes: its tiles carry both.
    expect(first).toMatchObject({ previous: v0, version: v0 + 2, removed: [] });
    expect(first?.rooms.map((r) => r.id)).toEqual([roomId]);
    // The second change's tiles went out with the first: its message and the late one carry nothing (at the
    // time of the tiles sent), so a tablet at v0 + 2 has nothing to do and reads nothing.
    for (const none of [second, late]) {
      expect(none).toEqual({ previous: v0 + 2, version: v0 + 2, at: first?.at, rooms: [], removed: [] });
    }
    expect(reads).toBe(1);
  });
});
