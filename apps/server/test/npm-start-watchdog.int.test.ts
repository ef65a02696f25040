import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/platform/db/postgres-host.ts';

// `npm start` (scripts/start-with-simulator.mjs) on its own data folder: the server's event loop blocked on
// purpose is seen by its watchdog, which logs why and kills it; `npm start` starts it again on the same
// data; SIGTERM then stops everything with exit code 0.

const repo = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-npm-start-watchdog-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child?.on('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(what: string, ok: () => Promise<boolean> | boolean, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('npm start with a blocked server', () => {
  it('logs why, kills it and starts it again', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const password = 'Watchdog-Start-2026';
    child = spawn(process.execPath, ['scripts/start-with-simulator.mjs'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PASSWORD: password,
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
        TEST_ROUTES: 'true',
        EVENT_LOOP_STALL_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout?.setEncoding('utf8').on('data', (s: string) => {
      out += s;
    });
    child.stderr?.setEncoding('utf8').on('data', (s: string) => {
      err += s;
    });
    const ready = () =>
      fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    await until('the server', ready);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'admin@maplewood.example', password } }),
    });
    const token = ((await login.json()) as { token: { token: string } }).token.token;
    const blocked = await fetch(`${base}/api/test/block-event-loop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    }).catch(() => null);
    // The request dies with the process: no answer.
    expect(blocked).toBeNull();

    await until('the watchdog', () => out.includes('killing the process'), 10_000);
    const fatal = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.level === 60);
    expect(fatal?.msg).toMatch(/^event loop blocked for 2(\.\d)? s \(EVENT_LOOP_STALL_MS=2000\): killing the process/);
    await until('the restart message', () => err.includes('starting it again'), 10_000);
    expect(err).toContain('The server was killed (SIGKILL');

    // Started again on the same data (the embedded PostgreSQL it left running is taken over).
    await until('the server again', ready);
    const again = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'admin@maplewood.example', password } }),
    });
    expect(again.status).toBe(200);

    const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
