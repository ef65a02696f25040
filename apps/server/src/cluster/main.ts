// `npm run cluster`: several app copies on one PostgreSQL behind HAProxy, from one command.
//
//   PORT        the balancer's port (3000); copies listen on 127.0.0.1 at PORT+1 … PORT+COPIES
//   COPIES      how many app copies (2, at most 16)
//   DATA_DIR    as for `npm start` (./data): the embedded PostgreSQL, files and the cluster's state
//   DATABASE_URL, DATABASE_APP_URL  an external PostgreSQL instead of the embedded one
//   READ_REPLICA  on (default) / off: a streaming replica of the embedded PostgreSQL (replica.ts) whose
//                 URLs reach the copies as DATABASE_READ_URL and DATABASE_READ_APP_URL; with an external
//                 PostgreSQL, or DATABASE_READ_URL set, the copies get DATABASE_READ_URL as it is
//
// Every other variable goes to the copies as it is (APP_SECRET, SMTP_URL, METRICS_TOKEN …). The script
// runs PostgreSQL itself (so killing a copy never takes the database with it), migrates once, starts the
// first copy (which seeds the demo organization when SEED_DEMO allows) and then the others, and writes
// HAProxy's configuration to DATA_DIR/cluster/haproxy.cfg. A copy that dies is started again (after 1, 2,
// 4 … 10 s); the balancer sends its traffic to the others meanwhile. A copy whose event loop is blocked
// for EVENT_LOOP_STALL_MS (10 s) is killed by its own watchdog thread; one that answers no /healthz for
// twice that long is killed by this script; either way it is started again as a dead one is. DATA_DIR/cluster/state.json says
// which copy runs where (ports and process ids). SIGINT or SIGTERM stops the balancer, then the copies,
// then PostgreSQL.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../platform/db/embedded-postgres.ts';
import { deriveAppUrl, migrateDatabase } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/logging.ts';
import { type Copy, haproxyConfig } from './haproxy-config.ts';
import { watchLiveness } from './liveness.ts';
import { type ClusterReplica, removeClusterReplica, startClusterReplica } from './replica.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');
const log = createLogger(process.env.LOG_LEVEL ?? 'info');
const balancerPort = Number(process.env.PORT ?? 3000);
const copyCount = Number(process.env.COPIES ?? 2);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const clusterDir = path.join(dataDir, 'cluster');
const stallMs = Number(process.env.EVENT_LOOP_STALL_MS ?? 10_000);
const replicaSetting = (process.env.READ_REPLICA ?? 'on').toLowerCase();

if (!Number.isInteger(balancerPort) || balancerPort < 1 || balancerPort + copyCount > 65535)
  fail(`PORT must be a port number, not ${process.env.PORT}`);
if (!Number.isInteger(copyCount) || copyCount < 1 || copyCount > 16)
  fail(`COPIES must be a whole number from 1 to 16, not ${process.env.COPIES}`);
if (!Number.isInteger(stallMs) || (stallMs !== 0 && (stallMs < 1000 || stallMs > 600_000)))
  fail(`EVENT_LOOP_STALL_MS must be 0 (off) or from 1000 to 600000, not ${process.env.EVENT_LOOP_STALL_MS}`);
if (!['on', 'off', 'true', 'false', '1', '0'].includes(replicaSetting))
  fail(`READ_REPLICA must be on or off, not ${process.env.READ_REPLICA}`);
const replicaWanted = ['on', 'true', '1'].includes(replicaSetting);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function haproxyBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    return fail(
      "HAProxy is not installed. On Debian or Ubuntu: apt-get install haproxy (the tests do it with 'node scripts/ensure-haproxy.mjs').",
    );
  }
}

interface RunningCopy extends Copy {
  child: ChildProcess | undefined;
  restarts: number;
  startedAt: number;
  /** How the copy last stopped, for operators and the cluster test. */
  lastExit: { code: number | null; signal: string | null; reason: string; at: string } | null;
}

let stopping = false;
let embedded: EmbeddedPostgres | undefined;
let replica: ClusterReplica | undefined;
let balancer: ChildProcess | undefined;
const copies: RunningCopy[] = [];

function writeState(): void {
  const state = {
    balancer: { url: `http://127.0.0.1:${balancerPort}`, pid: balancer?.pid ?? null },
    copies: copies.map((c) => ({
      name: c.name,
      port: c.port,
      url: `http://127.0.0.1:${c.port}`,
      pid: c.child?.pid ?? null,
      restarts: c.restarts,
      lastExit: c.lastExit,
    })),
    database: embedded
      ? {
          embedded: true,
          port: embedded.port,
          replica: replica ? { port: replica.port, pid: replica.pid(), restarts: replica.restarts() } : null,
        }
      : { embedded: false },
    updatedAt: new Date().toISOString(),
  };
  const tmp = path.join(clusterDir, `state.json.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, path.join(clusterDir, 'state.json'));
}

async function waitReady(copy: RunningCopy, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return;
    if (copy.child?.exitCode !== null && copy.child?.exitCode !== undefined) throw new Error(`${copy.name} exited during start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${copy.port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${copy.name} was not ready after ${timeoutMs / 1000} s`);
}

function startCopy(copy: RunningCopy, env: NodeJS.ProcessEnv): void {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(copy.port), HOST: '127.0.0.1', CLUSTER_COPY: copy.name },
  });
  copy.child = child;
  copy.startedAt = Date.now();
  writeState();
  let reason = 'exited';
  const stopWatching =
    stallMs > 0
      ? watchLiveness({
          url: `http://127.0.0.1:${copy.port}`,
          unansweredMs: stallMs * 2,
          onUnanswered: (silentMs) => {
            if (stopping) return;
            reason = 'answered nothing';
            log.error({ copy: copy.name, pid: child.pid, silentMs }, 'app copy answers nothing; killing it');
            child.kill('SIGKILL');
          },
        })
      : () => undefined;
  child.on('exit', (code, signal) => {
    stopWatching();
    if (stopping) return;
    // SIGKILL not sent by this script: the copy's event-loop watchdog (its log says so) or the kernel.
    if (reason === 'exited' && signal === 'SIGKILL') reason = 'SIGKILL (its event-loop watchdog, out of memory, or an operator)';
    copy.lastExit = { code, signal, reason, at: new Date().toISOString() };
    writeState();
    // Up for a minute: the next failure starts again from a short wait.
    if (Date.now() - copy.startedAt > 60_000) copy.restarts = 0;
    const delay = Math.min(10_000, 1000 * 2 ** copy.restarts);
    copy.restarts += 1;
    log.warn({ copy: copy.name, code, signal, reason, restartInMs: delay }, 'app copy stopped; starting it again');
    setTimeout(() => {
      if (!stopping) startCopy(copy, env);
    }, delay);
  });
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info('stopping the cluster');
  balancer?.kill('SIGTERM');
  const exits = copies.map(
    (c) =>
      new Promise<void>((resolve) => {
        const child = c.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  await Promise.all(exits);
  await replica?.stop().catch((err) => log.error({ err }, 'stopping the read replica failed'));
  await embedded?.stop().catch((err) => log.error({ err }, 'stopping PostgreSQL failed'));
  fs.rmSync(path.join(clusterDir, 'state.json'), { force: true });
  await new Promise<void>((resolve) => log.flush(() => resolve()));
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void stop(0));
// Run by npm under `sh -c`, which dies of npm's SIGTERM without passing it on: a parent gone is a SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stop(0);
}, 1000).unref();

/**
 * The replica the copies read from: the cluster's own, made from the embedded PostgreSQL (on by default:
 * seconds to make, one more PostgreSQL process, and the reports' load off the primary), or none. A replica
 * that cannot be made is logged and the copies read from the primary: the cluster runs without it.
 */
async function readReplicaUrls(ownerUrl: string, appUrl: string): Promise<Record<string, string>> {
  if (!embedded) return {};
  // Not ours to run (off, or the operator's own replica): none of an earlier run's is left behind.
  if (!replicaWanted || process.env.DATABASE_READ_URL) {
    await removeClusterReplica(embedded, dataDir);
    return {};
  }
  try {
    replica = await startClusterReplica({ embedded, dataDir, log, onChange: () => (stopping ? undefined : writeState()) });
  } catch (err) {
    log.error({ err }, 'the read replica did not start; the copies read from the primary');
    return {};
  }
  const port = String(replica.port);
  const onReplica = (url: string) => {
    const u = new URL(url);
    u.port = port;
    return u.toString();
  };
  return { DATABASE_READ_URL: onReplica(ownerUrl), DATABASE_READ_APP_URL: onReplica(appUrl) };
}

async function main(): Promise<void> {
  const haproxy = haproxyBinary();
  fs.mkdirSync(clusterDir, { recursive: true });
  let ownerUrl = process.env.DATABASE_URL || undefined;
  let appUrl = process.env.DATABASE_APP_URL || undefined;
  if (!ownerUrl) {
    embedded = await startEmbeddedPostgres({ dataDir, log, onGiveUp: () => void stop(1) });
    ownerUrl = embedded.ownerUrl;
    appUrl = embedded.appUrl;
  }
  await migrateDatabase(ownerUrl);
  appUrl ??= await deriveAppUrl(ownerUrl);
  const read = await readReplicaUrls(ownerUrl, appUrl);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: ownerUrl,
    DATABASE_APP_URL: appUrl,
    ...read,
    // The copies listen on the loopback only, behind the balancer: its X-Forwarded-For is the client.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${balancerPort}`,
  };
  for (let i = 1; i <= copyCount; i++)
    copies.push({ name: `copy${i}`, port: balancerPort + i, child: undefined, restarts: 0, startedAt: 0, lastExit: null });

  // The first copy alone (it seeds the demo organization on an empty database), then the rest together.
  const [first, ...rest] = copies as [RunningCopy, ...RunningCopy[]];
  startCopy(first, env);
  await waitReady(first, 180_000);
  for (const c of rest) startCopy(c, env);
  await Promise.all(rest.map((c) => waitReady(c, 180_000)));

  const cfg = path.join(clusterDir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig({ host: process.env.HOST ?? '0.0.0.0', port: balancerPort, copies }));
  execFileSync(haproxy, ['-c', '-q', '-f', cfg], { stdio: 'inherit' });
  balancer = spawn(haproxy, ['-db', '-f', cfg], { stdio: ['ignore', 'inherit', 'inherit'] });
  balancer.on('exit', (code, signal) => {
    if (stopping) return;
    log.error({ code, signal }, 'HAProxy stopped');
    void stop(1);
  });
  writeState();
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${balancerPort}/readyz`)).ok) break;
    } catch {
      // HAProxy still starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  process.stdout.write(
    [
      '',
      `  ${copyCount} app copies behind HAProxy at http://localhost:${balancerPort}`,
      ...copies.map((c) => `    ${c.name}: http://127.0.0.1:${c.port} (pid ${c.child?.pid})`),
      ...(replica ? [`  Read replica: PostgreSQL on 127.0.0.1:${replica.port} (pid ${replica.pid()})`] : []),
      `  Configuration: ${cfg}`,
      '',
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  log.fatal({ err }, 'the cluster did not start');
  void stop(1);
});
