import { Worker } from 'node:worker_threads';

export interface EventLoopWatchdogOptions {
  /** Blocked this long (ms), the process is killed; 0 turns the watchdog off. */
  stallMs: number;
  /** The log level of the app: the watchdog's lines obey it. */
  logLevel: string;
  /** Fields every watchdog line carries (the cluster copy's name). */
  bindings?: Record<string, unknown>;
  /** Where the lines go: the log's file descriptor (stdout). */
  logFd?: number;
  /** The watchdog thread failed: the app goes on, unwatched; say so. */
  onFailure?: (err: Error) => void;
}

/**
 * Watches this process's event loop from a thread of its own: the main thread counts a heartbeat up in
 * shared memory every few hundred milliseconds; when it stops counting for `stallMs` (a request stuck in
 * a loop, a runaway regular expression), the watchdog thread logs why and SIGKILLs the process, so its
 * supervisor (the cluster script, systemd) starts a fresh one instead of leaving every user waiting on a
 * process that will never answer. A GC pause or a busy second is far below the limit; a warning is
 * logged from 2 s on. Returns the function that stops it.
 */
export function startEventLoopWatchdog(opts: EventLoopWatchdogOptions): () => Promise<void> {
  if (opts.stallMs <= 0) return async () => undefined;
  const heartbeat = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  // Checks and beats ten times per limit (at most every 500 ms): a stall is seen within a tenth of the limit.
  const everyMs = Math.max(50, Math.min(500, Math.floor(opts.stallMs / 10)));
  const beat = setInterval(() => Atomics.add(heartbeat, 0, 1), everyMs);
  beat.unref();
  const worker = new Worker(new URL('./event-loop-watchdog.worker.mjs', import.meta.url), {
    workerData: {
      heartbeat,
      stallMs: opts.stallMs,
      checkEveryMs: everyMs,
      logLevel: opts.logLevel,
      logFd: opts.logFd ?? 1,
      bindings: opts.bindings ?? {},
    },
    // The watchdog needs almost nothing; the app's heap limits and its flags (--inspect, a loader) are not its own.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    execArgv: [],
    stdout: false,
    stderr: false,
  });
  worker.unref();
  // An error in the watchdog must not take the app down with it (a worker's unhandled error would).
  worker.on('error', (err) => opts.onFailure?.(err));
  return async () => {
    clearInterval(beat);
    await worker.terminate();
  };
}
