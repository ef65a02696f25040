import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server as a child process on its own data folder (embedded PostgreSQL), for the crash
 * tests: start it, wait until it is ready, kill it however the test likes, start it again on the same
 * data; `cleanUp` stops whatever still runs and deletes the folder.
 */
export function serverProcesses(label: string, demoPassword: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `carehome-${label}-`));
  const children: ChildProcess[] = [];
  const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

  /** `logs`, when given, receives the server's log lines (pino JSON, level warn and above). */
  function start(port: number, logs?: string[]): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PASSWORD: demoPassword,
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', logs ? 'pipe' : 'ignore', 'pipe'],
    });
    if (logs) {
      // stdout: the log's JSON lines; stderr (an uncaught error's stack): kept as 'stderr: …' lines, so a
      // test that fails on the logs can show why the process ended.
      for (const [stream, prefix] of [
        [child.stdout, ''],
        [child.stderr, 'stderr: '],
      ] as const) {
        if (!stream) continue;
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          logs.push(...lines.filter(Boolean).map((l) => prefix + l));
        });
      }
    }
    children.push(child);
    return child;
  }

  async function waitReady(port: number, child: ChildProcess): Promise<void> {
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not become ready');
  }

  async function cleanUp(): Promise<void> {
    const left = children.filter(running);
    for (const c of left) c.kill('SIGTERM');
    await Promise.all(left.map((c) => new Promise((r) => c.on('exit', r))));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { dataDir, start, waitReady, cleanUp };
}
