import type { TAccountInfo, THousekeepingConfig, THousekeepingReport, TReportSave, TSite } from '@carehome/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/postgres-host.ts';
import { demoDeviceToken } from '../src/seed/demo.ts';
import { completeReportSave } from './report-saves.ts';
import { serverProcesses } from './server-process.ts';

// The tablet's outbox against a server that is SIGKILLed in the middle of a burst of report saves:
// every save has a client-generated id and is sent again, unchanged, until the server answers it. After
// the restart on the same data, each of the 500 reports exists exactly once. Some answers are also lost
// after the server committed, so replays of saves the server already holds are part of every run.

const DEMO_PASSWORD = 'Report-Kill-2026';
const servers = serverProcesses('report-kill', DEMO_PASSWORD);
const SAVES = 500;
const ROOMS = 5;
/** Tablets sending at once, each one save at a time, as one outbox does. */
const TABLETS = 16;

afterAll(() => servers.cleanUp());

describe('SIGKILL during a burst of report saves', () => {
  it('stores each of 500 queued saves exactly once when the outbox retries across a crash', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = servers.start(port);
    await servers.waitReady(port, first);

    const json = async <T>(url: string, init: RequestInit): Promise<T> => {
      const res = await fetch(`${base}${url}`, init);
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const headersOf = (token: string, extra: Record<string, string> = {}) => ({
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...extra,
    });
    // The demo tablet, where the demo housekeeper signs in with PIN 1111.
    const tabletHeaders = { 'x-device-token': demoDeviceToken(DEMO_PASSWORD) };
    const housekeeper = await json<TAccountInfo>('/api/auth/stafflogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...tabletHeaders },
      body: JSON.stringify({ pincode: '1111' }),
    });
    const facilityId = housekeeper.facility?.id as string;
    const manager = await json<TAccountInfo>('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'manager@maplewood.example', password: DEMO_PASSWORD } }),
    });
    const config = await json<THousekeepingConfig>(`/api/housekeeping/config?facilityId=${facilityId}`, {
      headers: headersOf(manager.token.token),
    });
    const roomType = config.roomTypes.find((t) => t.routines.length) as THousekeepingConfig['roomTypes'][number];
    const routine = roomType.routines[0] as THousekeepingConfig['roomTypes'][number]['routines'][number];
    // Rooms of their own, so that their row counts are the burst's alone.
    const numbers = Array.from({ length: ROOMS }, (_, i) => `KILL-${i + 1}`);
    const site = await json<TSite>('/api/facility/rooms', {
      method: 'POST',
      headers: headersOf(manager.token.token),
      body: JSON.stringify({ facilityId, rooms: numbers.map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId: roomType.id })) }),
    });
    const roomIds = numbers.map((n) => site.rooms.find((r) => r.roomNumber === n)?.id as string);

    // The outbox: each save's body is fixed once, then sent as is until acknowledged.
    const now = Date.now();
    const saves = Array.from({ length: SAVES }, (_, i): TReportSave => {
      const reportDate = new Date(now - (SAVES - i) * 1000);
      const authorStaffId = housekeeper.staffMember?.id as string;
      const target = { facilityId, roomId: roomIds[i % ROOMS] as string, authorStaffId, routine: { ...routine, operations: [] } };
      const startDate = new Date(reportDate.getTime() - 15 * 60_000).toISOString();
      return completeReportSave(target, reportDate, { startDate, comment: `burst ${i}` });
    });
    const bodies = new Map(saves.map((s) => [s.id, JSON.stringify({ report: s })]));
    const queue = saves.map((s) => s.id);
    const acknowledged = new Map<string, THousekeepingReport>();
    const refused: string[] = [];
    // Every tenth save's first answer is lost on its way back (the network dropped it after the server
    // committed): the tablet cannot tell that from a failure and sends the save again.
    const loseFirstAnswer = new Set(saves.filter((_, i) => i % 10 === 3).map((s) => s.id));
    let sends = 0;
    let failedSends = 0;
    let networkFailures = 0;
    const send = async (id: string): Promise<boolean> => {
      sends++;
      try {
        const res = await fetch(`${base}/api/housekeeping/submitReport`, {
          method: 'POST',
          headers: headersOf(housekeeper.token.token, tabletHeaders),
          body: bodies.get(id) as string,
        });
        if (loseFirstAnswer.delete(id)) {
          await res.arrayBuffer();
          failedSends++;
          return false;
        }
        if (res.ok) {
          acknowledged.set(id, (await res.json()) as THousekeepingReport);
          return true;
        }
        // A 4xx would be dropped by a real outbox (and shown for review): here it fails the test.
        if (res.status < 500) {
          refused.push(`${id}: ${res.status} ${await res.text()}`);
          return true;
        }
      } catch {
        // The server died mid-request or is not back yet: not acknowledged, send again.
        networkFailures++;
      }
      failedSends++;
      return false;
    };
    const tablet = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        for (let attempt = 0; !(await send(id)); attempt++) {
          await new Promise((r) => setTimeout(r, Math.min(1000, 100 * 2 ** attempt)));
        }
      }
    };
    const tablets = Array.from({ length: TABLETS }, tablet);

    while (acknowledged.size < 150) await new Promise((r) => setTimeout(r, 5));
    first.kill('SIGKILL');
    await new Promise((r) => first.on('exit', r));
    const acknowledgedAtKill = acknowledged.size;
    expect(acknowledgedAtKill).toBeLessThan(SAVES);

    const second = servers.start(port);
    await servers.waitReady(port, second);
    await Promise.all(tablets);

    expect(refused).toEqual([]);
    expect(acknowledged.size).toBe(SAVES);
    // Sent again: the 50 lost answers, and whatever the kill cut off.
    expect(networkFailures, 'the kill cut the burst').toBeGreaterThan(0);
    expect(failedSends).toBeGreaterThan(SAVES / 10);
    expect(sends).toBe(SAVES + failedSends);
    for (const s of saves) expect(acknowledged.get(s.id)).toMatchObject({ id: s.id, status: 'Complete', comment: s.comment });

    // The server's view after the crash: every id once, and nothing else in the burst's rooms.
    const query = (body: Record<string, unknown>) =>
      json<Record<string, THousekeepingReport>>('/api/housekeeping/reports', {
        method: 'POST',
        headers: headersOf(housekeeper.token.token),
        body: JSON.stringify({ facilityId, ...body }),
      });
    const found = new Set<string>();
    for (let i = 0; i < SAVES; i += 200) {
      for (const id of Object.keys(await query({ ids: saves.slice(i, i + 200).map((s) => s.id) }))) found.add(id);
    }
    expect(found.size).toBe(SAVES);
    for (const [i, roomId] of roomIds.entries()) {
      const rows = Object.values(await query({ roomId }));
      const expected = saves.filter((_, n) => n % ROOMS === i).map((s) => s.id);
      expect(rows).toHaveLength(expected.length);
      expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
    }

    second.kill('SIGTERM');
    expect(await new Promise<number | null>((resolve) => second.on('exit', resolve))).toBe(0);
  }, 120_000);
});
