import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** Every environment variable the server reads; the README has the same table. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATABASE_APP_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  BENCH_ROUTES: bool.default(false),
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
  dataDir: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  demoPassword: string;
  appSecret: string | undefined;
  sessionTtlMinutes: number;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  webDist: string;
  benchRoutes: boolean;
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
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    demoPassword: e.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    appSecret: e.APP_SECRET,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    benchRoutes: e.BENCH_ROUTES,
  };
}
