import { buildApp } from './app.ts';
import { SYNC_SWEEP_JOB, sweepSync, syncWorkers } from './modules/care-records-sync/sync-jobs.ts';
import { reconcileAll, SYNC_DAILY_JOB } from './modules/care-records-sync/sync-runs.service.ts';
import { OVERDUE_NOTIFICATION_JOB, runOverdueNotifications } from './modules/jobs/index.ts';
import { siteDashboardWorkers } from './modules/site-dashboard/index.ts';
import { runDueFacilitySchedules, SITE_SCHEDULES_JOB } from './modules/staff-schedule/index.ts';
import { ACCESS_LOG_PURGE_JOB, purgeAccessLog } from './platform/access-log.ts';
import { loadConfig } from './platform/config.ts';
import { type Database, openDatabase } from './platform/db/database.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './platform/db/embedded-postgres.ts';
import { deriveAppUrl, migrateDatabase } from './platform/db/migrate.ts';
import { openReadReplica } from './platform/db/read-replica.ts';
import { startEventLoopWatchdog } from './platform/event-loop-watchdog.ts';
import { JobRunner } from './platform/jobs.ts';
import { createLogger } from './platform/logging.ts';
import { MailDispatcher } from './platform/mail.ts';
import { startMaintenance } from './platform/maintenance.ts';
import { demoDeviceToken, demoLogins, hasDemoData, seedDemoIfEmpty } from './seed/demo.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);

let embedded: EmbeddedPostgres | undefined;
let database: Database | undefined;
let stopping = false;
const cleanups: Array<() => Promise<unknown>> = [];

async function shutdown(signal: string, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  for (const fn of cleanups.reverse()) await fn().catch((err) => log.error({ err }, 'shutdown step failed'));
  await database?.close().catch(() => undefined);
  await embedded?.stop().catch((err) => log.error({ err }, 'stopping embedded PostgreSQL failed'));
  // The log is written asynchronously: its last lines (why the app stops) reach stdout before the exit,
  // also when a slow reader has the pipe full (a flush at exit could then lose them).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    log.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void shutdown(sig));

async function main(): Promise<void> {
  let ownerUrl = config.databaseUrl;
  let appUrl = config.databaseAppUrl;
  if (!ownerUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      log,
      // PostgreSQL keeps dying: exit non-zero so the unit's supervisor restarts the whole app.
      onGiveUp: () => void shutdown('embedded-postgres-failed', 1),
    });
    ownerUrl = embedded.ownerUrl;
    appUrl = embedded.appUrl;
  }
  await migrateDatabase(ownerUrl);
  appUrl ??= await deriveAppUrl(ownerUrl);
  database = openDatabase(appUrl, config.poolSize);

  const { app, ctx } = await buildApp({ config, database, logger: log });
  // The reads that tolerate lag go to DATABASE_READ_URL's replica when there is one; closed after HTTP.
  const readReplica = openReadReplica(config, database, log);
  if (readReplica) {
    ctx.readReplica = readReplica;
    cleanups.push(() => readReplica.close());
  }
  if (config.seedDemo && (await seedDemoIfEmpty(database.db, { demoPassword: config.demoPassword, pinPepper: ctx.secrets.pinPepper }))) {
    log.info('demo organization created');
  }
  const mail = new MailDispatcher(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log, files: ctx.files });
  mail.start();
  cleanups.push(() => mail.stop());
  // Scheduled jobs (pg-boss, connected as the owner: it keeps its own schema up to date).
  const jobs = new JobRunner(
    ownerUrl,
    [
      { name: OVERDUE_NOTIFICATION_JOB, cron: '* * * * *', run: () => runOverdueNotifications(ctx) },
      { name: SITE_SCHEDULES_JOB, cron: '* * * * *', run: () => runDueFacilitySchedules(ctx) },
      // Care-records sync: lost work sent again each minute; every data source reconciled daily (03:00 UTC).
      { name: SYNC_SWEEP_JOB, cron: '* * * * *', run: () => sweepSync(ctx) },
      { name: SYNC_DAILY_JOB, cron: '0 3 * * *', run: () => reconcileAll(ctx) },
      // Access-log rows older than ACCESS_LOG_RETENTION_DAYS go once a day, at a quiet hour (04:10 UTC).
      { name: ACCESS_LOG_PURGE_JOB, cron: '10 4 * * *', run: () => purgeAccessLog(ctx.database.db, config.accessLogRetentionDays) },
    ],
    log,
    { workers: [...syncWorkers(ctx), ...siteDashboardWorkers(ctx)] },
  );
  await jobs.start();
  ctx.queue = jobs;
  cleanups.push(() => jobs.stop());
  cleanups.push(startMaintenance(database.db, log));
  cleanups.push(() => app.close());

  const address = await app.listen({ port: config.port, host: config.host });
  // From here on a blocked event loop would leave every request waiting for good: the watchdog kills the
  // process after EVENT_LOOP_STALL_MS and its supervisor (the cluster script, systemd) starts a new one.
  startEventLoopWatchdog({
    stallMs: config.eventLoopStallMs,
    logLevel: config.logLevel,
    bindings: process.env.CLUSTER_COPY ? { copy: process.env.CLUSTER_COPY } : {},
    onFailure: (err) => log.error({ err }, 'the event-loop watchdog stopped; a blocked event loop will not be noticed'),
  });
  const url = config.publicUrl ?? `http://localhost:${new URL(address).port}`;
  const lines = [``, `  Care home housekeeping is running at ${url}`, `  API documentation: ${url}/api/docs`];
  if (config.seedDemo && (await hasDemoData(database.db))) {
    lines.push('', `  Demo logins (password: ${config.demoPassword}):`);
    for (const d of demoLogins()) {
      lines.push(`    ${d.email.padEnd(40)} ${d.role.padEnd(28)} ${d.site ?? 'all organizations'}${d.pin ? `  PIN ${d.pin}` : ''}`);
    }
    lines.push('', `  Demo tablet token (header X-Device-Token): ${demoDeviceToken(config.demoPassword)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  log.fatal({ err }, 'start-up failed');
  void shutdown('startup-failure', 1);
});
