// The event-loop watchdog's thread (started by event-loop-watchdog.ts). It is plain JavaScript because a
// worker thread does not get the tsx loader of the main thread. A blocked main thread cannot run its
// own timers, log or answer a signal handler, so this thread watches the heartbeat the main thread
// counts up in shared memory, writes its log lines itself (synchronously, to the log's file descriptor:
// the main thread's logger is stuck with it) and kills the process when the heartbeat stops too long.
import fs from 'node:fs';
import os from 'node:os';
import { isMainThread, workerData } from 'node:worker_threads';

/**
 * Decides from the heartbeat counter, read at times `now` (ms), whether the main thread is blocked:
 * 'warn' once per stall when it has not beaten for warnMs, 'stalled' at stallMs, 'recovered' when it
 * beats again after a warning. When this thread itself was not scheduled for pausedMs (the whole
 * process stopped: SIGSTOP, a suspended machine, a debugger), that time counts for nobody.
 *
 * @param {{ stallMs: number, warnMs: number, pausedMs: number }} limits
 */
export function createStallDetector({ stallMs, warnMs, pausedMs }) {
  let beat = /** @type {number | undefined} */ (undefined);
  let since = 0;
  let lastCheck = /** @type {number | undefined} */ (undefined);
  let warned = false;
  return {
    /**
     * @param {number} now
     * @param {number} currentBeat
     * @returns {{ state: 'ok' | 'warn' | 'stalled' | 'recovered', blockedMs: number }}
     */
    check(now, currentBeat) {
      if (lastCheck !== undefined && now - lastCheck >= pausedMs) since = now;
      lastCheck = now;
      if (currentBeat !== beat) {
        const blockedMs = now - since;
        const recovered = warned && beat !== undefined;
        beat = currentBeat;
        since = now;
        warned = false;
        return { state: recovered ? 'recovered' : 'ok', blockedMs: recovered ? blockedMs : 0 };
      }
      const blockedMs = now - since;
      if (blockedMs >= stallMs) return { state: 'stalled', blockedMs };
      if (!warned && blockedMs >= warnMs) {
        warned = true;
        return { state: 'warn', blockedMs };
      }
      return { state: 'ok', blockedMs };
    },
  };
}

/** Pino's numeric levels, so the lines read like the app's own. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY };

function run() {
  /** @type {{ heartbeat: Int32Array, stallMs: number, checkEveryMs: number, logLevel: keyof typeof LEVELS, logFd: number, bindings: Record<string, unknown> }} */
  const data = workerData;
  const threshold = LEVELS[data.logLevel] ?? LEVELS.info;
  // A log pipe nobody reads must not hold the watchdog in a write before its kill: on Linux the pipe is
  // opened again as non-blocking (a full pipe then loses the line instead). Sockets and others: as given.
  let fd = data.logFd;
  try {
    fd = fs.openSync(`/proc/self/fd/${data.logFd}`, fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_NONBLOCK);
  } catch {
    // not Linux, or not reopenable (a socket)
  }
  const log = (level, msg, fields) => {
    if (LEVELS[level] < threshold) return;
    const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), ...data.bindings, ...fields, msg };
    try {
      fs.writeSync(fd, `${JSON.stringify(line)}\n`);
    } catch {
      // the log is gone (a closed pipe): the watchdog still does its job
    }
  };
  const detector = createStallDetector({
    stallMs: data.stallMs,
    warnMs: Math.min(2000, data.stallMs / 2),
    pausedMs: Math.max(data.stallMs / 2, data.checkEveryMs * 4),
  });
  const clock = () => Math.round(performance.timeOrigin + performance.now());
  setInterval(() => {
    const { state, blockedMs } = detector.check(clock(), Atomics.load(data.heartbeat, 0));
    const seconds = Math.round(blockedMs / 100) / 10;
    if (state === 'warn') log('warn', `event loop blocked for ${seconds} s`, { blockedMs, stallMs: data.stallMs });
    else if (state === 'recovered') log('warn', `event loop answered again after ${seconds} s`, { blockedMs });
    else if (state === 'stalled') {
      log(
        'fatal',
        `event loop blocked for ${seconds} s (EVENT_LOOP_STALL_MS=${data.stallMs}): killing the process so it is started again`,
        {
          blockedMs,
          stallMs: data.stallMs,
        },
      );
      // SIGKILL: the blocked thread would never run a SIGTERM handler.
      process.kill(process.pid, 'SIGKILL');
    }
  }, data.checkEveryMs);
}

if (!isMainThread && workerData?.heartbeat) run();
