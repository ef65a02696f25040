import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type AllowedHost, parseAllowedHosts } from './outbound/addresses.ts';

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** `false`, a hop count, or addresses/CIDR ranges of the proxies (Fastify's `trustProxy`). */
export type TrustProxy = false | number | string[];

/** Names proxy-addr knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the socket's address is the client), a number of proxies in front of
 * the app (`1`: the address the nearest proxy saw), or a comma list of proxy addresses and CIDR ranges.
 * `true` used to trust any `X-Forwarded-For`, which let every client choose its own address and escape
 * every per-address limit; it is refused with a message saying what to set instead.
 */
export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true would trust any client-supplied X-Forwarded-For. Set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !PROXY_RANGE_NAMES.has(e) && !isAddressOrRange(e));
  if (bad.length || !entries.length) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false, a number of proxies (1 to 10) or a comma list of addresses and CIDR ranges; not understood: ${bad.join(', ') || raw}`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes a function trusting that many hops nearest to
 * the app: Fastify 5 turns a bare number into "trust nothing". The client's address is then the one
 * the farthest trusted proxy saw; entries further left in `X-Forwarded-For` (anyone can write them)
 * are ignored.
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  return (_address, hop) => hop < tp;
}

/** Every environment variable the server reads; the README has the same table. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATABASE_APP_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  // A streaming replica of DATABASE_URL's server for the reads that tolerate lag (platform/db/read-replica.ts).
  DATABASE_READ_URL: z.string().optional(),
  DATABASE_READ_APP_URL: z.string().optional(),
  READ_REPLICA_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Care Home Housekeeping <no-reply@localhost>'),
  SEED_DEMO: bool.default(true),
  DEMO_PASSWORD: z.string().optional(),
  APP_SECRET: z.string().min(16).optional(),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(160)
    .max(60 * 24 * 30)
    .default(600),
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(3)
    .max(24 * 90)
    .default(24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  HSTS: bool.default(false),
  WEB_DIST: z.string().optional(),
  BENCH_ROUTES: bool.default(false),
  SYNC_CA_FILE: z.string().optional(),
  // Outbound calls (platform/outbound): hosts reached even on private addresses, and the bounds of every call.
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      try {
        return parseAllowedHosts(raw);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  OUTBOUND_MAX_RESPONSE_BYTES: z.coerce.number().int().min(1024).max(1_073_741_824).default(10_485_760),
  OUTBOUND_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  // What one listing, import or reconciliation reads of the care-records system at most.
  SYNC_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(100),
  SYNC_MAX_PATIENTS: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  // How long the access log of residents' records is kept (2555 days: about seven years).
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(2555),
  METRICS_TOKEN: z.string().min(16).optional(),
  // How long GET /sitedashboard/sites works out sites' measures itself before leaving the rest to its job.
  BENCHMARK_INLINE_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
  // Calendar files are read in worker threads (calendar-pool.ts): how many at once, waiting, and each one's budget.
  CALENDAR_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  CALENDAR_QUEUE_MAX: z.coerce.number().int().min(0).max(100).default(4),
  CALENDAR_READ_BUDGET_MS: z.coerce.number().int().min(200).max(120_000).default(5_000),
  CALENDAR_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(4096).default(256),
  // A process whose event loop is blocked this long is killed (0: never); see event-loop-watchdog.ts.
  EVENT_LOOP_STALL_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 1000 && v <= 600_000), 'EVENT_LOOP_STALL_MS must be 0 (off) or from 1000 to 600000')
    .default(10_000),
  TEST_ROUTES: bool.default(false),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  port: number;
  host: string;
  /** Owner connection: runs migrations. Absent means "start the embedded PostgreSQL". */
  databaseUrl: string | undefined;
  /** Runtime connection as the non-owner app role; derived from databaseUrl when absent. */
  databaseAppUrl: string | undefined;
  poolSize: number;
  /** A streaming replica (any role's URL: its server and database); absent: every read on the primary. */
  databaseReadUrl: string | undefined;
  /** The replica as the app role; by default the app role's login with DATABASE_READ_URL's server. */
  databaseReadAppUrl: string | undefined;
  /** How long a replica read waits for the replica to replay what the primary had at its start (ms). */
  readReplicaWaitMs: number;
  dataDir: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  demoPassword: string;
  appSecret: string | undefined;
  sessionTtlMinutes: number;
  /** Absolute lifetime of a sign-in: refreshes never extend a session family past it. */
  sessionMaxAgeMinutes: number;
  logLevel: Env['LOG_LEVEL'];
  /** Which `X-Forwarded-For` hops to believe: none, a number of proxies, or the proxies' addresses. */
  trustProxy: TrustProxy;
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts: boolean;
  webDist: string;
  benchRoutes: boolean;
  /**
   * Certificate authorities (PEM) the care-records adapter trusts besides the system's, for an external
   * system whose server certificate a private CA signed (the simulator's mutual-TLS port).
   */
  syncCa: string | undefined;
  /** Hosts (and ports) outbound calls reach even on loopback or private addresses. */
  outboundAllowedHosts: AllowedHost[];
  /** Bytes an outbound answer may have before it is cut off. */
  outboundMaxResponseBytes: number;
  outboundConnectTimeoutMs: number;
  /** One outbound call, from the lookup to the answer's last byte. */
  outboundTimeoutMs: number;
  /** Pages of patients one sync call reads at most (sync.too_many_pages past it). */
  syncMaxPages: number;
  /** Patients one sync call reads at most (sync.too_many_patients past it). */
  syncMaxPatients: number;
  /** Days the access log of residents' records is kept; a daily job deletes older rows. */
  accessLogRetentionDays: number;
  /** The bearer token GET /metrics asks for; without it the metrics are off (404). */
  metricsToken: string | undefined;
  /** Time the organization's benchmark request works out sites' measures itself (the rest goes to a job). */
  benchmarkInlineMs: number;
  /** Calendar files read at once, each in a worker thread of its own. */
  calendarWorkers: number;
  /** Calendar files waiting for a worker before the next is refused (503). */
  calendarQueueMax: number;
  /** Wall-clock time one calendar file may take to read (ms); over it, 400 calendar.too_complex. */
  calendarReadBudgetMs: number;
  /** A calendar worker's heap (MB); a file needing more is refused like a slow one. */
  calendarWorkerMemoryMb: number;
  /** A blocked event loop this long (ms) kills the process so its supervisor starts it again; 0: off. */
  eventLoopStallMs: number;
  /** Routes that only the automated tests may have (blocking the event loop on purpose). */
  testRoutes: boolean;
}

/** The demo password when DEMO_PASSWORD is not set; printed at start with the demo logins. */
export const DEFAULT_DEMO_PASSWORD = 'Demo-Care-2026';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads and validates the environment; exits early with a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseAppUrl: e.DATABASE_APP_URL || undefined,
    poolSize: e.DATABASE_POOL_SIZE,
    databaseReadUrl: e.DATABASE_READ_URL || undefined,
    databaseReadAppUrl: e.DATABASE_READ_APP_URL || undefined,
    readReplicaWaitMs: e.READ_REPLICA_WAIT_MS,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    appSecret: e.APP_SECRET,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    sessionMaxAgeMinutes: e.SESSION_MAX_AGE_HOURS * 60,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    hsts: e.HSTS,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    benchRoutes: e.BENCH_ROUTES,
    syncCa: e.SYNC_CA_FILE ? fs.readFileSync(e.SYNC_CA_FILE, 'utf8') : undefined,
    outboundAllowedHosts: e.OUTBOUND_ALLOWED_HOSTS,
    outboundMaxResponseBytes: e.OUTBOUND_MAX_RESPONSE_BYTES,
    outboundConnectTimeoutMs: e.OUTBOUND_CONNECT_TIMEOUT_MS,
    outboundTimeoutMs: e.OUTBOUND_TIMEOUT_MS,
    syncMaxPages: e.SYNC_MAX_PAGES,
    syncMaxPatients: e.SYNC_MAX_PATIENTS,
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN || undefined,
    benchmarkInlineMs: e.BENCHMARK_INLINE_MS,
    calendarWorkers: e.CALENDAR_WORKERS,
    calendarQueueMax: e.CALENDAR_QUEUE_MAX,
    calendarReadBudgetMs: e.CALENDAR_READ_BUDGET_MS,
    calendarWorkerMemoryMb: e.CALENDAR_WORKER_MEMORY_MB,
    eventLoopStallMs: e.EVENT_LOOP_STALL_MS,
    testRoutes: e.TEST_ROUTES,
  };
}
