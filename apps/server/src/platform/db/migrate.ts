import crypto from 'node:crypto';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { APP_ROLE } from './embedded-postgres.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../db/migrations');
const MIGRATION_LOCK = 7_272_001;

/**
 * Applies the committed migrations as the owner role. An advisory lock serialises app copies that
 * start at the same time on one database.
 */
export async function migrateDatabase(ownerUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Without DATABASE_APP_URL, the app logs in as carehome_app with a password derived from the owner
 * credentials (so every app copy derives the same one). Needs an owner allowed to alter that role.
 */
export async function deriveAppUrl(ownerUrl: string): Promise<string> {
  const owner = new URL(ownerUrl);
  const secret = `${decodeURIComponent(owner.username)}:${decodeURIComponent(owner.password)}@${owner.hostname}:${owner.port}`;
  const appPassword = crypto.createHash('sha256').update(`${APP_ROLE}|${secret}`).digest('base64url');
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const current = await client.query<{ ok: boolean }>(`select rolcanlogin as ok from pg_roles where rolname = $1`, [APP_ROLE]);
    try {
      await client.query(`ALTER ROLE ${APP_ROLE} LOGIN PASSWORD ${client.escapeLiteral(appPassword)}`);
    } catch (err) {
      if (!current.rows[0]?.ok) {
        throw new Error(
          `Cannot give ${APP_ROLE} a login (${(err as Error).message}). Create it yourself and set DATABASE_APP_URL (see docs/OPERATIONS.md).`,
        );
      }
      throw err;
    }
  } finally {
    await client.end();
  }
  const app = new URL(ownerUrl);
  app.username = APP_ROLE;
  app.password = appPassword;
  return app.toString();
}
