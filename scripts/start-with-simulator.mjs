// `npm start`: the app, and next to it the care-records simulator with demo data so the sync can
// be tried (apps/care-records-simulator/src/main.ts prints its addresses and credentials). The server's
// exit ends both (with its exit code); SIGINT, SIGTERM and SIGHUP go to both. The simulator is optional:
// its port in use or its failure prints a warning and the app goes on. SIMULATOR=off (or SEED_DEMO=false,
// as in production) starts the app alone. With the simulator, the app trusts its test-only CA for the
// mutual-TLS port (SYNC_CA_FILE, unless set) and lists the simulator's two ports for outbound calls
// (OUTBOUND_ALLOWED_HOSTS, unless set).
//
// A server killed by SIGKILL (its event-loop watchdog after EVENT_LOOP_STALL_MS, or the kernel out of
// memory) is started again here, after 1, 2, 4 … 30 s, so a blocked app comes back without a supervisor.
// Any other exit ends `npm start` with the server's code: a configuration error or a database that
// cannot start would only fail again, and a supervisor (systemd) decides what to do with that.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const off = (v) => ['0', 'false', 'no', 'off'].includes(String(v ?? '').toLowerCase());
const withSimulator = !off(process.env.SIMULATOR ?? 'on') && !off(process.env.SEED_DEMO ?? 'true');

let stopping = false;
let simulator = null;
const serverEnv = { ...process.env };

if (withSimulator) {
  simulator = spawn(process.execPath, ['--import', 'tsx', 'apps/care-records-simulator/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  simulator.on('error', (err) => {
    console.warn(`Warning: the care-records simulator did not start (${err.message}); the app runs without it.`);
  });
  simulator.on('exit', (code, signal) => {
    if (!stopping) {
      const why = code === 2 ? 'its port is in use' : `exit ${code ?? signal}`;
      console.warn(`Warning: the care-records simulator stopped (${why}); the app runs without it. SIMULATOR=off skips it.`);
    }
  });
  serverEnv.SYNC_CA_FILE ??= path.join(root, 'apps/care-records-simulator/fixtures/tls/ca.crt');
  // The simulator's plain and mutual-TLS ports on loopback, which outbound calls otherwise refuse.
  const simPorts = [process.env.SIMULATOR_PORT ?? '3590', process.env.SIMULATOR_TLS_PORT ?? '3591'].filter((p) => p !== 'off');
  serverEnv.OUTBOUND_ALLOWED_HOSTS ??= simPorts.flatMap((p) => [`127.0.0.1:${p}`, `localhost:${p}`]).join(',');
}

const running = (child) => child && child.exitCode === null && child.signalCode === null;

let server = null;
let restarts = 0;
let restartTimer = null;
function startServer() {
  const startedAt = Date.now();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: serverEnv });
  server.on('error', (err) => {
    console.error(`The server did not start: ${err.message}`);
    void finish(1);
  });
  server.on('exit', (code, signal) => {
    if (signal === 'SIGKILL' && !stopping) {
      // Up for a minute: the next kill starts again from a short wait.
      if (Date.now() - startedAt > 60_000) restarts = 0;
      const delay = Math.min(30_000, 1000 * 2 ** restarts);
      restarts += 1;
      console.error(`The server was killed (SIGKILL: its event-loop watchdog, or out of memory); starting it again in ${delay / 1000} s.`);
      restartTimer = setTimeout(() => {
        restartTimer = null;
        startServer();
      }, delay);
      return;
    }
    void finish(code ?? 128 + (os.constants.signals[signal] ?? 0));
  });
}
startServer();

const stop = (sig) => {
  stopping = true;
  if (restartTimer) {
    // Stopped while waiting to start the server again: nothing of it is left to stop.
    clearTimeout(restartTimer);
    restartTimer = null;
    void finish(0);
  }
  if (running(server)) server.kill(sig);
  if (running(simulator)) simulator.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig));

// `npm start` runs this under `sh -c`, which dies of the SIGTERM npm passes on without passing it further:
// a parent gone is taken as SIGTERM, so no app or simulator is left running without its terminal.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) stop('SIGTERM');
}, 1000).unref();

/** Ends the simulator (SIGTERM, SIGKILL after 5 s) and exits with the server's code. */
async function finish(code) {
  stopping = true;
  if (running(simulator)) {
    const gone = new Promise((resolve) => simulator.once('exit', resolve));
    simulator.kill('SIGTERM');
    const timer = setTimeout(() => simulator.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  }
  process.exit(code);
}
