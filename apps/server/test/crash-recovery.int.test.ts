import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/postgres-host.ts';
import { demoDeviceToken } from '../src/seed/demo.ts';
import { serverProcesses } from './server-process.ts';

const DEMO_PASSWORD = 'Crash-Test-2026';
const servers = serverProcesses('crash', DEMO_PASSWORD);

afterAll(() => servers.cleanUp());

describe('SIGKILL during writes', () => {
  it('keeps every acknowledged write and starts again', async () => {
    const port = await freePort();
    const first = servers.start(port);
    await servers.waitReady(port, first);

    // Each PIN sign-in commits a session and an event before it answers; the token proves the commit.
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/stafflogin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-device-token': demoDeviceToken(DEMO_PASSWORD) },
            body: JSON.stringify({ pincode: '1111' }),
          });
          if (res.ok) acknowledged.push(((await res.json()) as { token: { token: string } }).token.token);
        } catch {
          return; // the server died mid-request: that write was never acknowledged
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    await Promise.all(workers);
    stop = true;
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const port2 = await freePort();
    const second = servers.start(port2);
    await servers.waitReady(port2, second);
    const results = await Promise.all(
      acknowledged.map((token) =>
        fetch(`http://127.0.0.1:${port2}/api/auth/sites`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s !== 200)).toEqual([]);

    second.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(code).toBe(0);
    // A clean shutdown stops PostgreSQL too: its pid file is gone.
    expect(fs.existsSync(path.join(servers.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
