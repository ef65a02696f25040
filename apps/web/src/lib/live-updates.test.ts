import type { THubDelta, THubMessage } from '@carehome/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BoardPatchResult, deliver, holdLiveUpdates, setBoardPatcher } from './live-updates.ts';
import { queryClient } from './query-client.ts';
import { dashboardKeys } from './query-keys.ts';

// The hub's messages against the app's query cache: which reach the board's patcher (no request), and
// which make the board read what it missed (one request), now or when a cleaning screen closes.

const SITE = 'site-1';
const delta = (previous: number, version: number): THubDelta => ({ previous, version, at: 1, rooms: [], removed: [] });
const report = (d?: THubDelta): THubMessage => ({
  type: 'UpdateHousekeepingReport',
  facilityId: SITE,
  reportId: null,
  roomId: null,
  ...(d ? { delta: d } : {}),
});

let reads = 0;
let patched: THubDelta[][] = [];
let answer: BoardPatchResult = 'applied';
let stop: () => void = () => undefined;

/** A board on screen (an observer keeps its query active, so an invalidation reads it), read once. */
async function boardOnScreen() {
  const observer = new QueryObserver(queryClient, {
    queryKey: dashboardKeys.view(SITE, false),
    queryFn: async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 20));
      return { version: reads };
    },
    staleTime: 60_000,
  });
  stop = observer.subscribe(() => undefined);
  await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);
  reads = 0;
}

/** Lets an invalidation's read start and finish. */
const settle = () => new Promise((r) => setTimeout(r, 60));

beforeEach(async () => {
  patched = [];
  answer = 'applied';
  setBoardPatcher((_site, deltas) => {
    patched.push([...deltas]);
    return answer;
  });
  await boardOnScreen();
});

afterEach(() => {
  stop();
  queryClient.clear();
});

describe('live updates of the room board', () => {
  it('hands a message’s tile changes to the board and reads nothing', async () => {
    deliver(SITE, report(delta(4, 5)));
    await settle();
    expect(patched).toEqual([[delta(4, 5)]]);
    expect(reads).toBe(0);
  });

  it('reads the board once when the changes do not follow on from its version', async () => {
    answer = 'gap';
    deliver(SITE, report(delta(7, 8)));
    await settle();
    expect(reads).toBe(1);
  });

  it('reads the board when a message carries no changes, or the site itself changed', async () => {
    deliver(SITE, report());
    await settle();
    expect(reads).toBe(1);
    deliver(SITE, { type: 'DataChanged', facilityId: SITE, topic: 'config' });
    await settle();
    expect(reads).toBe(2);
    expect(patched).toEqual([]);
  });

  it('reads once for messages that come while a read is on its way (a reconnection and a missed message)', async () => {
    deliver(SITE, { type: 'Resync' });
    deliver(SITE, { type: 'Resync' });
    deliver(SITE, report());
    await settle();
    expect(reads).toBe(1);
  });

  it('applies nothing while a cleaning screen is open; on its close, the held changes in order, with no read', async () => {
    const release = holdLiveUpdates();
    deliver(SITE, report(delta(4, 5)));
    deliver(SITE, report(delta(5, 6)));
    await settle();
    expect(patched).toEqual([]);
    release();
    await settle();
    expect(patched).toEqual([[delta(4, 5), delta(5, 6)]]);
    expect(reads).toBe(0);
  });

  it('catches up with one read on the close when the held changes do not chain, or the site changed meanwhile', async () => {
    const release = holdLiveUpdates();
    deliver(SITE, { type: 'DataChanged', facilityId: SITE, topic: 'residents' });
    deliver(SITE, report(delta(4, 5)));
    deliver(SITE, { type: 'DataChanged', facilityId: SITE, topic: 'residents' });
    release();
    await settle();
    expect(patched).toEqual([[delta(4, 5)]]);
    expect(reads).toBe(1);
  });
});
