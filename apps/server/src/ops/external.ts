import path from 'node:path';
import pg from 'pg';
import { JOBS_SCHEMA } from '../platform/jobs.ts';
import { clientMajor, describeServer, libpqTarget, type Manifest, OpsError, run, say } from './shared.ts';

/**
 * Backup and restore of an external PostgreSQL (DATABASE_URL set) with the client programs on PATH:
 * `pg_dump -Fc` and `pg_restore --clean --if-exists`.
 *
 * Every tenant table has row-level security *forced*, so its owner (DATABASE_URL) is subject to it too:
 * pg_dump as the owner fails ("query would be affected by row-level security policy"), and with
 * --enable-row-security it would silently dump no rows. Backups and restores therefore connect as a
 * role that bypasses row-level security, named by BACKUP_DATABASE_URL (a superuser, or for backups a
 * role with BYPASSRLS and pg_read_all_data), on the database of DATABASE_URL.
 */

export function externalUrl(databaseUrl: string): { url: string; named: boolean } {
  const backupUrl = process.env.BACKUP_DATABASE_URL;
  if (!backupUrl) return { url: databaseUrl, named: false };
  // The database is DATABASE_URL's: BACKUP_DATABASE_URL only supplies the role (and may omit the database).
  const u = new URL(backupUrl);
  u.pathname = new URL(databaseUrl).pathname;
  return { url: u.toString(), named: true };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'carehome-backup' });
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(`Cannot connect to PostgreSQL: ${(err as Error).message}`);
  }
  return client;
}

const RLS_HINT = `Set BACKUP_DATABASE_URL to a role that bypasses row-level security, on the same server, e.g. as a superuser:
  CREATE ROLE carehome_backup LOGIN BYPASSRLS PASSWORD '…';
  GRANT pg_read_all_data TO carehome_backup;
(a restore needs a superuser: it drops and recreates the owner's tables).`;

/** Checks the client program against the server: it must exist and be at least the server's major version. */
async function requireClient(cmd: 'pg_dump' | 'pg_restore', serverMajor: number, serverVersion: string): Promise<number> {
  const client = await clientMajor(cmd);
  if (!client) {
    throw new OpsError(
      `${cmd} was not found on PATH. Install the PostgreSQL ${serverMajor} client programs (Debian/Ubuntu: postgresql-client-${serverMajor}).`,
    );
  }
  if (client.major < serverMajor) {
    throw new OpsError(
      `${client.version} is older than the server (PostgreSQL ${serverVersion}) and cannot be used with it. Install the PostgreSQL ${serverMajor} client programs (postgresql-client-${serverMajor}) and put them first on PATH.`,
    );
  }
  return client.major;
}

export async function backupExternal(databaseUrl: string, staging: string): Promise<Pick<Manifest, 'postgres'>> {
  const { url, named } = externalUrl(databaseUrl);
  const client = await connect(url);
  let server: Awaited<ReturnType<typeof describeServer>>;
  try {
    server = await describeServer(client);
  } finally {
    await client.end();
  }
  say(`External PostgreSQL ${server.version}, database ${server.database}, as ${server.role}`);
  if (!server.bypassesRls) {
    throw new OpsError(
      `The role ${server.role}${named ? ' (BACKUP_DATABASE_URL)' : ' (DATABASE_URL)'} is subject to row-level security, so pg_dump cannot read the tenant tables.\n${RLS_HINT}`,
    );
  }
  const pgDumpMajor = await requireClient('pg_dump', server.major, server.version);
  const target = libpqTarget(url);
  say('pg_dump -Fc …');
  await run('pg_dump', ['--format=custom', '--file', path.join(staging, 'database.dump'), '--dbname', target.conninfo], {
    env: target.env,
  });
  return { postgres: { major: server.major, version: server.version, method: 'pg_dump', pgDumpMajor } };
}

/**
 * Replaces the database's content with the dump, in one transaction (a failure changes nothing).
 * Refuses while other sessions use the database: the app's copies would hold locks the restore waits
 * for, and write between the drop and the load.
 */
export async function restoreExternal(databaseUrl: string, dumpFile: string, manifest: Manifest, safetyDump: string): Promise<void> {
  const { url, named } = externalUrl(databaseUrl);
  const client = await connect(url);
  let server: Awaited<ReturnType<typeof describeServer>>;
  try {
    server = await describeServer(client);
    const others = await client.query<{ usename: string; application_name: string; client_addr: string | null }>(
      "select usename, application_name, client_addr::text from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    if (others.rowCount) {
      const who = others.rows.map((r) => `  ${r.usename} ${r.application_name || ''} ${r.client_addr ?? 'local'}`).join('\n');
      throw new OpsError(
        `The database ${server.database} is in use (${others.rowCount} other session(s)). Stop every copy of the app first, then run npm run restore again.\n${who}`,
      );
    }
  } finally {
    await client.end();
  }
  say(`External PostgreSQL ${server.version}, database ${server.database}, as ${server.role}`);
  if (!server.bypassesRls) {
    throw new OpsError(
      `The role ${server.role}${named ? ' (BACKUP_DATABASE_URL)' : ' (DATABASE_URL)'} is subject to row-level security and cannot load the tenant tables.\n${RLS_HINT}`,
    );
  }
  await requireClient('pg_dump', server.major, server.version);
  const restoreMajor = await requireClient('pg_restore', server.major, server.version);
  if (manifest.postgres.pgDumpMajor && restoreMajor < manifest.postgres.pgDumpMajor) {
    throw new OpsError(`The dump was made by pg_dump ${manifest.postgres.pgDumpMajor}; pg_restore ${restoreMajor} cannot read it.`);
  }
  const target = libpqTarget(url);
  // Nothing is deleted without a way back: the database as it is now goes to a dump next to the data.
  say(`Keeping the current database in ${safetyDump}`);
  await run('pg_dump', ['--format=custom', '--file', safetyDump, '--dbname', target.conninfo], { env: target.env });
  // pg-boss keeps its jobs in partitioned tables, and pg_restore --clean drops a partition's inherited
  // primary key before its parent's, which PostgreSQL refuses ("cannot drop inherited constraint"). The
  // schema holds only queue state, which pg-boss recreates at start (docs/OPERATIONS.md), so it goes
  // first; the dump then brings back the one of the backup.
  const drop = await connect(url);
  try {
    await drop.query(`drop schema if exists ${JOBS_SCHEMA} cascade`);
  } finally {
    await drop.end();
  }
  say('pg_restore --clean --if-exists --single-transaction …');
  await run('pg_restore', ['--clean', '--if-exists', '--single-transaction', '--dbname', target.conninfo, dumpFile], { env: target.env });
}
