import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../../../test/server-process.ts';
import { demoDeviceToken } from '../../seed/demo.ts';
import { freePort } from './postgres-host.ts';

const DEMO_PASSWORD = 'Supervise-Test-2026';
const servers = serverProcesses('supervise', DEMO_PASSWORD);

afterAll(() => servers.cleanUp());

const postmasterPid = () =>
  Number.parseInt(fs.readFileSync(path.join(servers.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

describe('embedded PostgreSQL supervision', () => {
  it('restarts PostgreSQL killed under the running app; the app answers again and writes work', async () => {
    const port = await freePort();
    const app = servers.start(port);
    await servers.waitReady(port, app);
    const base = `http://127.0.0.1:${port}`;
    // A write: a PIN sign-in commits a session and an event.
    const write = () =>
      fetch(`${base}/api/auth/stafflogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-token': demoDeviceToken(DEMO_PASSWORD) },
        body: JSON.stringify({ pincode: '1111' }),
      });
    expect((await write()).status).toBe(200);

    const first = postmasterPid();
    process.kill(first, 'SIGKILL');
    await until('readyz 503', async () => (await fetch(`${base}/readyz`)).status === 503, 5_000);
    const recovered = await until('readyz 200', async () => (await fetch(`${base}/readyz`)).status === 200, 30_000);
    expect(recovered).toBeLessThan(30_000);
    expect(postmasterPid()).not.toBe(first);
    expect(app.exitCode).toBeNull();
    // The pools reconnect: after at most a few failed requests on dead connections, writes work.
    await until('a write', async () => (await write()).status === 200, 10_000);
    const res = await write();
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { token: { token: string } }).token.token;
    expect((await fetch(`${base}/api/auth/sites`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    // Shutdown still stops PostgreSQL after HTTP and the pools.
    app.kill('SIGTERM');
    expect(await new Promise<number | null>((resolve) => app.on('exit', resolve))).toBe(0);
    expect(fs.existsSync(path.join(servers.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);

  it('gives up after 5 restarts in a row and exits non-zero, so the unit’s supervisor restarts the app', async () => {
    const port = await freePort();
    const logs: string[] = [];
    const app = servers.start(port, logs);
    await servers.waitReady(port, app);
    // 'close': the exit code, once the log lines written before the exit are read too.
    const exited = new Promise<number | null>((resolve) => app.on('close', resolve));
    let kills = 0;
    while (app.exitCode === null && kills < 10) {
      const pid = postmasterPid();
      process.kill(pid, 'SIGKILL');
      kills++;
      // Wait for the next postmaster (or for the app to give up).
      const next = async () => {
        if (app.exitCode !== null) return true;
        const current = fs.existsSync(path.join(servers.dataDir, 'postgres', 'postmaster.pid')) ? postmasterPid() : pid;
        return current !== pid && (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
      };
      await until('a new postmaster or the exit', next, 40_000);
    }
    expect(await exited).toBe(1);
    // Exactly five restart attempts (the log's JSON lines; the start banner is text), then the app gives up. On a loaded machine a restart may itself
    // fail (the old server's port not yet free): it counts as one of the five, so fewer kills may do.
    const messages = logs.filter((l) => l.startsWith('{')).map((l) => (JSON.parse(l) as { msg?: string }).msg);
    const attempts = messages.filter((m) => m === 'embedded PostgreSQL restarted' || m === 'embedded PostgreSQL restart failed');
    const stderr = logs.filter((l) => l.startsWith('stderr: ')).slice(-20);
    expect(attempts, [...messages, ...stderr].join('\n')).toHaveLength(5);
    expect(messages, [...messages, ...stderr].join('\n')).toContain('giving up on embedded PostgreSQL');
    expect(kills).toBeGreaterThanOrEqual(1);
    expect(kills).toBeLessThanOrEqual(6);
  }, 180_000);
});
