import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/platform/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { createLogger } from '../src/platform/logging.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgAppPassword: string;
  }
}

export const TEST_APP_PASSWORD = 'carehome-app-test-password';
const TEMPLATE = 'carehome_test_template';

let embedded: EmbeddedPostgres | undefined;
let dataDir: string | undefined;

/**
 * One PostgreSQL for the whole run: the embedded server, or TEST_DATABASE_URL (a superuser URL of an
 * external server such as the machine's PostgreSQL 15). A migrated template database is copied per
 * test file, so files run in parallel on isolated databases.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, log: createLogger('warn') });
    adminUrl = embedded.superuserUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_roles where rolname = $1', ['carehome_owner']);
    if (!exists.rowCount) await admin.query('CREATE ROLE carehome_owner LOGIN CREATEDB NOSUPERUSER');
    const app = await admin.query('select 1 from pg_roles where rolname = $1', ['carehome_app']);
    if (!app.rowCount) await admin.query('CREATE ROLE carehome_app NOLOGIN NOSUPERUSER NOBYPASSRLS');
    await admin.query(`ALTER ROLE carehome_owner PASSWORD ${admin.escapeLiteral(TEST_APP_PASSWORD)}`);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE} OWNER carehome_owner`);
  } finally {
    await admin.end();
  }
  await migrateDatabase(withDatabase(withUser(adminUrl, 'carehome_owner', TEST_APP_PASSWORD), TEMPLATE));
  const again = new pg.Client({ connectionString: adminUrl });
  await again.connect();
  await again.query(`ALTER ROLE carehome_app LOGIN PASSWORD ${again.escapeLiteral(TEST_APP_PASSWORD)}`);
  await again.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
  project.provide('pgAppPassword', TEST_APP_PASSWORD);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

export function withUser(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
