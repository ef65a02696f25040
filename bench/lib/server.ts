import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/platform/db/postgres-host.ts';

export const repo = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'Bench-Demo-2026';

export interface BenchServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (embedded PostgreSQL, demo data, the /api/hello route) in a child process.
 * BENCH_SERVER_NODE_ARGS adds Node options to it, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile
 * the server under a scenario's load (NODE_OPTIONS does not take --cpu-prof).
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repo,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_PASSWORD, LOG_LEVEL: 'warn', BENCH_ROUTES: 'true', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > until) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
