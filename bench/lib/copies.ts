import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import WebSocket from 'ws';
import { APP_ROLE } from '../../apps/server/src/platform/db/embedded-postgres.ts';
import { freePort } from '../../apps/server/src/platform/db/postgres-host.ts';
import { type BenchServer, DEMO_PASSWORD, repo } from './server.ts';
import { ownerUrl } from './sites.ts';

// More app copies on the bench server's database, as `npm run cluster` runs them: the same DATABASE_URL,
// each on a port of its own. Each is started with the inspector on a loopback port and `--expose-gc`, so the
// bench reads its memory (after a full collection) and CPU time from inside, as process.memoryUsage and
// process.cpuUsage say them, without a route in the server.

/** Memory and CPU time of one server process. */
export interface ProcessStats {
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  /** User + system CPU time since the process started (microseconds). */
  cpuMicros: number;
}

export interface AppCopy extends BenchServer {
  name: string;
  pid: number;
  /** Memory after a full garbage collection (so that it is what the process holds, not what it has yet to free). */
  memory(): Promise<ProcessStats>;
  /** CPU time so far, without a collection (which would cost CPU itself). */
  cpuMicros(): Promise<number>;
}

/**
 * The application role's URL of the bench server's embedded PostgreSQL. Passed to the copies with the owner
 * URL: given only the owner URL, a copy would derive the role's password anew (ALTER ROLE), and the bench
 * server's next connections, made with the embedded cluster's own password, would be refused.
 */
function appUrl(dataDir: string): string {
  const { appPassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8')) as { appPassword: string };
  const url = new URL(ownerUrl(dataDir));
  url.username = APP_ROLE;
  url.password = appPassword;
  return url.toString();
}

/** One evaluation in the process through its inspector (Chrome DevTools protocol over a WebSocket). */
class Inspector {
  private next = 1;
  private readonly pending = new Map<number, (value: unknown) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const reply = JSON.parse(String(data)) as { id?: number; result?: { result?: { value?: unknown } } };
      if (reply.id !== undefined) this.pending.get(reply.id)?.(reply.result?.result?.value);
      if (reply.id !== undefined) this.pending.delete(reply.id);
    });
  }

  static async open(port: number): Promise<Inspector> {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    if (!target) throw new Error('bench: the copy has no inspector target');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Inspector(socket);
  }

  evaluate<T>(expression: string): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve) => {
      this.pending.set(id, (v) => resolve(JSON.parse(String(v)) as T));
      this.socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
    });
  }

  close(): void {
    this.socket.close();
  }
}

const CPU = 'JSON.stringify((({ user, system }) => user + system)(process.cpuUsage()))';
const MEMORY = `(() => { gc(); const m = process.memoryUsage();
  return JSON.stringify({ rssBytes: m.rss, heapUsedBytes: m.heapUsed, externalBytes: m.external + m.arrayBuffers, cpuMicros: ${CPU} }); })()`;

/** Starts one more app copy on the bench server's database (its data folder for files, as the cluster shares it). */
export async function startCopy(server: BenchServer, name: string): Promise<AppCopy> {
  const [port, inspectPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${inspectPort}`, '--expose-gc', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repo,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: server.dataDir,
        DATABASE_URL: ownerUrl(server.dataDir),
        DATABASE_APP_URL: appUrl(server.dataDir),
        DEMO_PASSWORD,
        LOG_LEVEL: 'warn',
        BENCH_ROUTES: 'true',
        CLUSTER_COPY: name,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Its log (warnings up: JSON lines on stdout, after the start banner) goes to the bench's stderr, named;
  // the inspector's own lines on stderr ("Debugger listening…") are noise.
  const forward = (keep: (l: string) => boolean) => (l: string) => {
    if (keep(l)) process.stderr.write(`${name}: ${l}\n`);
  };
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on(
    'line',
    forward((l) => l.startsWith('{')),
  );
  readline.createInterface({ input: child.stderr as NodeJS.ReadableStream }).on(
    'line',
    forward((l) => !/^(Debugger listening|Debugger ending|For help, see|Debugger attached)/.test(l)),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: app copy ${name} exited`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > until) throw new Error(`bench: app copy ${name} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const inspector = await Inspector.open(inspectPort);
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return {
    name,
    url,
    dataDir: server.dataDir,
    pid: child.pid as number,
    async memory() {
      const stats = await inspector.evaluate<ProcessStats>(MEMORY);
      // The kernel's count is the same figure where /proc exists; it needs no evaluation.
      return fs.existsSync(`/proc/${child.pid}/status`) ? { ...stats, rssBytes: rss() } : stats;
    },
    cpuMicros: () => inspector.evaluate<number>(CPU),
    async stop() {
      inspector.close();
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    },
  };
}
