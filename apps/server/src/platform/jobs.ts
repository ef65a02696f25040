import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** A periodic job: pg-boss puts one job per cron slot in its queue, whatever the number of app copies. */
export interface ScheduledJob {
  name: string;
  /** Five-field cron in UTC; pg-boss's smallest step is one minute. */
  cron: string;
  run: () => Promise<unknown>;
}

/**
 * A queue of work sent by the app (a webhook message to process, an import to run): each job goes to one
 * worker of one app copy. The handler's own tables say what is done, so a job run twice does no harm.
 */
export interface QueueWorker {
  name: string;
  run: (data: Record<string, unknown>) => Promise<unknown>;
  /** Tries pg-boss makes again after a thrown error (a crash mid-run); the work's own retries are its business. */
  retryLimit?: number;
  expireInSeconds?: number;
}

/** What services use to hand work to the job runner. */
export interface WorkQueue {
  send(name: string, data: Record<string, unknown>, opts?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
  /** Jobs waiting per queue (for the metrics). */
  sizes?(): Promise<Record<string, number>>;
}

/** The pg-boss schema in the application's database. */
export const JOBS_SCHEMA = 'pgboss';
/** Serialises queue creation between app copies that start together (pg-boss's own createQueue deadlocks then). */
const QUEUE_SETUP_LOCK = 7_272_002;

/**
 * The job runner: pg-boss on the same PostgreSQL, connected as the owner role (it creates and migrates
 * its own schema `pgboss` at start, under its advisory lock, which the app role may not do). Job code
 * itself reads and writes through the app role's pool, under row security, like any request.
 *
 * pg-boss gives each cron slot one job (a singleton key per minute) and each job to one worker, but a
 * job can still run twice (a worker that stops mid-run, an expired job retried): what a job does must
 * hold on its own when repeated. The overdue-rooms notification does (`notification_runs`).
 */
export class JobRunner implements WorkQueue {
  private readonly boss: PgBoss;
  private readonly pollingIntervalSeconds: number;
  private readonly workers: QueueWorker[];

  constructor(
    private readonly ownerUrl: string,
    private readonly jobs: ScheduledJob[],
    private readonly log: Logger,
    opts: { pollingIntervalSeconds?: number; workers?: QueueWorker[] } = {},
  ) {
    this.boss = new PgBoss({ connectionString: ownerUrl, schema: JOBS_SCHEMA, max: 3, application_name: 'carehome-jobs' });
    this.boss.on('error', (err) => log.error({ err }, 'job queue error'));
    this.pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 10;
    this.workers = opts.workers ?? [];
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.setUpQueues();
    for (const job of this.jobs) {
      await this.boss.work(job.name, { pollingIntervalSeconds: this.pollingIntervalSeconds }, async () => {
        try {
          await job.run();
        } catch (err) {
          this.log.error({ err, job: job.name }, 'job failed');
          throw err;
        }
      });
    }
    // Sent work is waited for by a person (a webhook's clean on a tile, an import's progress): polled each second.
    for (const worker of this.workers) {
      await this.boss.work(worker.name, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        try {
          await worker.run((job?.data ?? {}) as Record<string, unknown>);
        } catch (err) {
          this.log.error({ err, job: worker.name }, 'job failed');
          throw err;
        }
      });
    }
  }

  async send(name: string, data: Record<string, unknown>, opts: { startAfterSeconds?: number; singletonKey?: string } = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...(opts.startAfterSeconds ? { startAfter: Math.ceil(opts.startAfterSeconds) } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
    });
  }

  /** Creates the queues and their cron schedules, one app copy at a time. */
  private async setUpQueues(): Promise<void> {
    const client = new pg.Client({ connectionString: this.ownerUrl });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      for (const job of this.jobs) {
        // A tick that fails is not retried by pg-boss: the next minute's tick is the retry.
        await this.boss.createQueue(job.name, { name: job.name, retryLimit: 0, expireInSeconds: 600 });
        await this.boss.schedule(job.name, job.cron);
      }
      for (const w of this.workers) {
        await this.boss.createQueue(w.name, {
          name: w.name,
          retryLimit: w.retryLimit ?? 2,
          retryDelay: 30,
          expireInSeconds: w.expireInSeconds ?? 900,
        });
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]).catch(() => undefined);
      await client.end();
    }
  }

  async sizes(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const name of [...this.jobs.map((j) => j.name), ...this.workers.map((w) => w.name)])
      out[name] = await this.boss.getQueueSize(name);
    return out;
  }

  /** Queues one run of a job now (operators, tests); returns the pg-boss job id. */
  async runNow(name: string): Promise<string | null> {
    return this.boss.send(name, {});
  }

  /** Stops fetching, lets a running job finish (up to 30 s) and closes the pool. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
  }
}
