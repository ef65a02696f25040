import type { TDashboardDelta, TDashboardRoom, THousekeepingConfig, THubDelta, THubMessage } from '@carehome/contracts';
import { nextLocalMidnight } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contextWith, newReport, newRooms, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { connectHub, hubUrlOf } from '../../../test/hub.ts';
import { staffAssignments } from '../../db/schema/schedules.ts';
import { withTenant } from '../../platform/db/database.ts';

// The room board as changes: one dashboard version per change of the site across app copies, `since`
// reads of exactly the rooms changed, the whole board when the gap is too old, and hub messages with tiles.

let t: TestContext;
let a: OrgFixture;
let second: Awaited<ReturnType<TestContext['secondApp']>>;
let nurse: string;
let facilityId: string;
let config: THousekeepingConfig;
let rooms: Record<string, string>;

beforeAll(async () => {
  [t, a] = await contextWith(['Delta']);
  second = await t.secondApp();
  for (const app of [t.app, second.app]) await app.listen({ port: 0, host: '127.0.0.1' });
  facilityId = a.siteIds[0] as string;
  nurse = (await login(t, a.emails.Nursing as string)).token.token;
  rooms = await newRooms(t, ['101', '102', '103'], { org: a });
  config = await siteConfig(t, { org: a });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function read(app: FastifyInstance, since: number, at?: number) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/housekeeping',
    query: { facilityId, since: String(since), ...(at === undefined ? {} : { at: String(at) }) },
    headers: bearer(nurse),
  });
  expect(res.statusCode).toBe(200);
  return { delta: res.json() as TDashboardDelta, bytes: res.rawPayload.length };
}

const stateOn = (app: FastifyInstance, roomId: string, on: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/housekeeping/roomstate',
    headers: bearer(nurse),
    payload: { facilityId, roomId, roomStateId: on ? (config.roomStates[0]?.id as string) : null },
  });

const routine = () => routineOf(roomTypeNamed(config), 'Clean');
const ids = (list: TDashboardRoom[]) => list.map((r) => r.id);

async function loggedVersions(after: number): Promise<number[]> {
  const res = await withTenant(t.ctx.database.db, a.tenantId, (tx) =>
    tx.execute<{ v: string }>(
      sql`select site_version as v from events where facility_id = ${facilityId} and site_version > ${after} order by 1`,
    ),
  );
  return res.rows.map((r) => Number(r.v));
}

describe('the room board as changes', () => {
  it('moves the site’s version forward exactly once per change, across two app copies and batched saves', async () => {
    const start = (await read(t.app, 0)).delta.version;
    const writes = [
      ...['101', '102', '103'].flatMap((n) => [stateOn(t.app, rooms[n] as string, true), stateOn(second.app, rooms[n] as string, true)]),
      ...['101', '102', '103', '101'].map((n) => newReport(t, { org: a, roomId: rooms[n] as string, routine: routine() })),
    ];
    const answers = await Promise.all(writes);
    for (const answer of answers.slice(0, 6)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    const end = (await read(second.app, 0)).delta.version;
    expect(end - start).toBe(10);
    expect(await loggedVersions(start)).toEqual(Array.from({ length: 10 }, (_, i) => start + i + 1));
  });

  it('answers a tablet exactly the rooms changed since its version, and almost nothing when it is up to date', async () => {
    const { delta: board } = await read(t.app, 0);
    expect(board.complete).toBe(true);
    expect(board.head?.facilityId).toBe(facilityId);
    expect(ids(board.rooms)).toEqual(Object.values(rooms));
    for (const room of board.rooms) expect(room.housekeepingHistory.length).toBeLessThanOrEqual(1);

    expect((await stateOn(second.app, rooms['102'] as string, false)).statusCode).toBe(200);
    const { delta: patch } = await read(t.app, board.version, board.at);
    expect(patch).toMatchObject({ complete: false, version: board.version + 1, removed: [] });
    expect(patch.head).toBeUndefined();
    expect(ids(patch.rooms)).toEqual([rooms['102']]);
    expect(patch.rooms[0]?.roomState).toBeNull();

    const upToDate = await read(second.app, patch.version, patch.at);
    expect(upToDate.delta).toMatchObject({ complete: false, version: patch.version, rooms: [], removed: [] });
    expect(upToDate.bytes).toBeLessThan(1024);

    // The spec's answer is unchanged for every other client: an array, rooms with up to three reports.
    const full = await t.app.inject({ method: 'GET', url: '/api/housekeeping', query: { facilityId }, headers: bearer(nurse) });
    const [head, ...all] = full.json() as [THousekeepingConfig, ...TDashboardRoom[]];
    expect(head.facilityId).toBe(facilityId);
    expect(all.find((r) => r.id === rooms['101'])?.housekeepingHistory.length).toBe(2);
  });

  it('answers the whole board when the gap is too old, the site itself changed, or the tablet is ahead', async () => {
    const { delta: board } = await read(t.app, 0);
    await newRooms(t, ['104'], { org: a });
    const { delta: afterLayout } = await read(t.app, board.version, board.at);
    expect(afterLayout.complete).toBe(true);
    expect(afterLayout.rooms).toHaveLength(4);

    for (let i = 0; i < 101; i++) expect((await stateOn(t.app, rooms['103'] as string, i % 2 === 0)).statusCode).toBe(200);
    const { delta: old } = await read(second.app, afterLayout.version, afterLayout.at);
    expect(old.version).toBe(afterLayout.version + 101);
    expect(old.complete).toBe(true);
    expect(old.rooms).toHaveLength(4);

    expect((await read(t.app, old.version + 5, old.at)).delta.complete).toBe(true);
    // Without the time of the tablet's copy, what the clock changed is unknown.
    expect((await read(t.app, old.version)).delta.complete).toBe(true);
  });

  it('pushes the changed tiles to tablets on both copies, chained by version', async () => {
    const tablets = [await connectHub(hubUrlOf(t.app), nurse, facilityId), await connectHub(hubUrlOf(second.app), nurse, facilityId)];
    for (const tablet of tablets) expect(await tablet.next((m) => m.type === 'Authenticated')).toBeTruthy();
    const { delta: board } = await read(t.app, 0);
    expect((await stateOn(second.app, rooms['101'] as string, false)).statusCode).toBe(200);
    await newReport(t, { org: a, roomId: rooms['102'] as string, routine: routine() });

    const deltasOf = (messages: THubMessage[]) =>
      messages.flatMap((m) => (m.type === 'UpdateHousekeepingReport' && m.delta ? [m.delta] : [])) as THubDelta[];
    for (const tablet of tablets) {
      await tablet.next(() => (deltasOf(tablet.messages).at(-1)?.version ?? 0) >= board.version + 2, 5000);
      const deltas = deltasOf(tablet.messages);
      expect(deltas[0]?.previous).toBe(board.version);
      // Each message starts where the one before it ended.
      for (let i = 1; i < deltas.length; i++) expect(deltas[i]?.previous).toBe(deltas[i - 1]?.version);
      const patched = new Map(board.rooms.map((r) => [r.id, r]));
      for (const d of deltas) for (const r of d.rooms) patched.set(r.id, r);
      expect(patched.get(rooms['101'] as string)?.roomState).toBeNull();
      expect(patched.get(rooms['102'] as string)?.housekeepingHistory[0]?.status).toBe('Complete');
      const last = deltas.at(-1) as THubDelta;
      // A tablet patched from the hub is up to date.
      expect((await read(t.app, last.version, last.at)).delta.rooms).toEqual([]);
      tablet.socket.close();
    }
  });
  // Last: it moves the clock forward, which the kept boards then remember.
  it('answers the rooms the clock changed since the tablet’s copy, with no version moved', async () => {
    const timeZone = (
      await withTenant(t.ctx.database.db, a.tenantId, (tx) =>
        tx.execute<{ z: string }>(sql`select time_zone as z from sites where id = ${facilityId}`),
      )
    ).rows[0]?.z as string;
    const midnight = nextLocalMidnight(timeZone, Date.now());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(midnight));
    // An assignment of tomorrow only: at midnight room 101 joins the housekeeper's list, by the clock alone.
    await withTenant(t.ctx.database.db, a.tenantId, (tx) =>
      tx.insert(staffAssignments).values({
        tenantId: a.tenantId,
        facilityId,
        staffMemberId: a.staffIds.Housekeeper as string,
        startDate: tomorrow,
        endDate: tomorrow,
        roomNumbers: ['101'],
        scheduledDays: [],
      }),
    );
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(midnight - 2 * 60_000);
      const { delta: evening } = await read(t.app, 0);
      vi.setSystemTime(midnight + 60_000);
      const { delta: night } = await read(t.app, evening.version, evening.at);
      expect(night.version).toBe(evening.version);
      expect(night.complete).toBe(false);
      // Room 101 joined the list; the new day also made the rooms cleaned today due again. Room 104, never
      // cleaned and on no list, is as it was: it does not come.
      expect(night.rooms.find((r) => r.id === rooms['101'])?.assignees).toEqual([a.staffIds.Housekeeper]);
      expect(ids(night.rooms)).not.toContain(rooms['104']);
      expect((await read(t.app, night.version, night.at)).delta.rooms).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
