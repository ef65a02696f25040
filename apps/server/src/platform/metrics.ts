import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from './app-context.ts';
import { reserve, THROTTLE_SCALE } from './auth/throttle.ts';
import { withPlatform } from './db/database.ts';
import { AppError, notFound, unauthenticated } from './errors.ts';
import { outboxDepths } from './metrics.repository.ts';

/** Wrong METRICS_TOKENs from one address (the scraper's right token is always answered). */
export const METRICS_ADDRESS_RULE = { scope: 'metrics-address', max: 30 * THROTTLE_SCALE, windowSeconds: 900 };

// Prometheus metrics at GET /metrics, for a scraper that sends the METRICS_TOKEN as a
// bearer token; without METRICS_TOKEN the route answers 404 (metrics off). Labels carry the route's
// pattern ('/api/resident/:id'), the method and the status class only: never an id, a query string or a
// person, so the metrics stay free of personal data as the logs are. Counts of waiting work (mail outbox,
// webhook messages, job queues) and of the pool and live sockets are read at each scrape.

export interface MetricsSources {
  /** Live-update sockets of this process. */
  sockets: () => number;
}

/** Latency buckets (seconds): a tablet notices 100 ms, a person 1 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function installMetrics(app: FastifyInstance, ctx: AppContext, sources: MetricsSources): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'carehome_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'carehome_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const pool = ctx.database.pool;
  new Gauge({
    name: 'carehome_db_pool_connections',
    help: 'Database pool connections of this process: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'carehome_db_pool_max',
    help: 'The most connections the pool opens (DATABASE_POOL_SIZE).',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? ctx.config.poolSize);
    },
  });
  new Counter({
    name: 'carehome_db_replica_reads_total',
    help: 'Reads meant for the read replica, by who answered them: the replica once caught up, or the primary because the replica lagged, was unavailable, or was skipped after that.',
    labelNames: ['answered_by', 'reason'] as const,
    registers: [registry],
    collect() {
      const counts = ctx.readReplica?.counts;
      if (!counts) return;
      // The replica keeps its own counts (it has no registry): each scrape sets them as they are.
      this.reset();
      this.inc({ answered_by: 'replica', reason: 'caught_up' }, counts.replica);
      for (const reason of ['lagging', 'unavailable', 'skipped'] as const) this.inc({ answered_by: 'primary', reason }, counts[reason]);
    },
  });
  new Gauge({
    name: 'carehome_live_sockets',
    help: 'Live-update sockets open on this process.',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'carehome_outbox_depth',
    help: 'Work waiting in the database: mail to send, webhook messages of the care-records sync to process or retry.',
    labelNames: ['outbox'] as const,
    registers: [registry],
    async collect() {
      const counts = await withPlatform(ctx.database.db, (tx) => outboxDepths(tx)).catch(() => null);
      if (!counts) return;
      this.set({ outbox: 'mail' }, counts.mail);
      this.set({ outbox: 'careRecordsSync' }, counts.sync);
    },
  });
  new Gauge({
    name: 'carehome_job_queue_depth',
    help: 'Jobs waiting in the job runner’s queues (pg-boss), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const sizes = (await ctx.queue?.sizes?.().catch(() => null)) ?? null;
      if (!sizes) return;
      for (const [queue, n] of Object.entries(sizes)) this.set({ queue }, n);
    },
  });

  // How long ready work waited for the event loop since the previous scrape (the watchdog kills the
  // process past EVENT_LOOP_STALL_MS; this shows the stalls well below that).
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  new Gauge({
    name: 'carehome_event_loop_delay_seconds',
    help: 'Event-loop delay of this process since the previous scrape: median, 99th percentile and longest.',
    labelNames: ['stat'] as const,
    registers: [registry],
    collect() {
      this.set({ stat: 'p50' }, loopDelay.percentile(50) / 1e9);
      this.set({ stat: 'p99' }, loopDelay.percentile(99) / 1e9);
      this.set({ stat: 'max' }, loopDelay.max / 1e9);
      loopDelay.reset();
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const method = req.method;
    requests.inc({ method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
  });

  const expected = ctx.config.metricsToken ? crypto.createHash('sha256').update(ctx.config.metricsToken).digest() : null;
  app.get('/metrics', { config: { access: { public: true } }, schema: { hide: true } }, async (req, reply) => {
    if (!expected) throw notFound();
    const header = req.headers.authorization ?? '';
    const given = crypto
      .createHash('sha256')
      .update(header.startsWith('Bearer ') ? header.slice(7) : '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      // Only wrong tokens count, so a guesser never locks the scraper out from its own address.
      const attempt = await reserve(ctx.database.db, [{ rule: METRICS_ADDRESS_RULE, key: req.ip ?? 'unknown' }]);
      if (!attempt.ok) throw new AppError(429, 'rate_limited', [], {}, attempt.retryAfterSeconds);
      throw unauthenticated();
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
