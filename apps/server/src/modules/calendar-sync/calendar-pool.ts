import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TCalendarProfileRules } from '@carehome/contracts';
import type { RulesProblem } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { CalendarCheckResult, CalendarJob, CalendarJobResult } from './calendar-worker.ts';

// A small pool of calendar workers (calendar-worker.ts). Each file gets a wall-clock budget and the
// worker a heap limit: a file over either is refused (400 calendar.too_complex on fileText), its worker
// is terminated, and a fresh one takes its place. At most `workers` files are read at once and `maxQueue`
// wait; the next is refused at once (503 calendar.busy with Retry-After) rather than queueing forever.

export interface CalendarPoolOptions {
  /** Files read at once (one worker each). */
  workers: number;
  /** Files waiting for a worker before the next is refused. */
  maxQueue: number;
  /** Wall-clock time one file may take in its worker (ms), from when the worker has it. */
  budgetMs: number;
  /** A worker's heap (MB); a file that needs more is refused. */
  memoryMb: number;
}

const WORKER_FILE = new URL('./calendar-worker.ts', import.meta.url);
/**
 * The server runs its TypeScript sources through tsx (`node --import tsx`, the test runner's transform),
 * and a worker does not inherit those hooks: the worker registers tsx itself before loading its module.
 */
const TSX_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const BOOTSTRAP = `const { register } = await import(${JSON.stringify(TSX_API)}); register(); await import(${JSON.stringify(WORKER_FILE.href)});`;

interface Slot {
  worker: Worker;
  /** Settles when the worker has loaded its module (rejects when it died first). */
  ready: Promise<void>;
}

export class CalendarPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<() => void> = [];
  private active = 0;
  private closed = false;
  /** Workers started, replacements included (for the tests and the logs). */
  started = 0;

  constructor(readonly options: CalendarPoolOptions) {}

  /** Reads a file in a worker within the budget; throws the 400 / 503 answers described above. */
  async read(job: CalendarJob): Promise<CalendarJobResult> {
    return (await this.run(job, 'fileText')) as CalendarJobResult;
  }

  /** The first problem of each rules' patterns (null when fine), compiled in a worker within the budget. */
  async check(rules: TCalendarProfileRules[], field: string): Promise<Array<RulesProblem | null>> {
    if (rules.length === 0) return [];
    const result = (await this.run({ check: rules }, field)) as CalendarCheckResult | { kind: 'failed' };
    if (result.kind !== 'checked') throw tooComplex(field);
    return result.problems;
  }

  private async run(message: unknown, field: string): Promise<unknown> {
    if (this.active < this.options.workers) this.active++;
    else if (this.waiting.length >= this.options.maxQueue) throw new AppError(503, 'calendar.busy', [], {}, 2);
    // The finishing job hands its place over, so `active` never drops in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await this.runOnWorker(message, field);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Starts the workers ahead of the first file (each takes a moment to load its modules). */
  async warm(): Promise<void> {
    while (this.idle.length + this.active < this.options.workers) this.idle.push(this.spawn());
    await Promise.all(this.idle.map((s) => s.ready));
  }

  /** Stops every worker (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    this.started++;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    // A worker's 'error' with no listener would take the process down; the job that runs hears it too.
    worker.on('error', () => undefined);
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: unknown) => {
        if (m !== 'ready') return;
        worker.off('error', reject);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`calendar worker exited with code ${code} before it was ready`)));
    });
    // A start-up failure is seen by the job that waits for it; this keeps it from being an unhandled rejection.
    ready.catch(() => undefined);
    return { worker, ready };
  }

  private async runOnWorker(message: unknown, field: string): Promise<unknown> {
    const slot = this.idle.pop() ?? this.spawn();
    await slot.ready;
    const { worker } = slot;
    let timer: NodeJS.Timeout | undefined;
    let settle: ((result: unknown) => void) | undefined;
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash of the thread: the file is what was too big.
    let fail: (() => void) | undefined;
    const onMessage = (m: unknown) => settle?.(m);
    const onFailure = () => fail?.();
    worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        settle = resolve;
        fail = () => reject(tooComplex(field));
        timer = setTimeout(fail, this.options.budgetMs);
        worker.postMessage(message);
      });
      if (this.closed) void worker.terminate();
      else this.idle.push(slot);
      return result;
    } catch (err) {
      // The worker may be deep in an endless loop: it is stopped, and a fresh one takes its place.
      void worker.terminate();
      if (!this.closed) this.idle.push(this.spawn());
      throw err;
    } finally {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
    }
  }
}

function tooComplex(field: string): AppError {
  return fieldError(field, 'calendar.too_complex', 400);
}

const pools = new WeakMap<AppContext, CalendarPool>();

/** The app's pool (made on first use, with the CALENDAR_* settings of the README's configuration table). */
export function calendarPoolOf(ctx: AppContext): CalendarPool {
  let pool = pools.get(ctx);
  if (!pool) {
    const c = ctx.config;
    pool = new CalendarPool({
      workers: c.calendarWorkers,
      maxQueue: c.calendarQueueMax,
      budgetMs: c.calendarReadBudgetMs,
      memoryMb: c.calendarWorkerMemoryMb,
    });
    pools.set(ctx, pool);
  }
  return pool;
}

/** Stops the app's calendar workers, if it started any. */
export async function closeCalendarPool(ctx: AppContext): Promise<void> {
  await pools.get(ctx)?.close();
  pools.delete(ctx);
}
