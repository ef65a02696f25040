import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant, withTenant } from '../src/platform/db/database.ts';
import { contextWith } from './factories.ts';
import type { OrgFixture, TestContext } from './harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  // An event per organization so the events table has rows of both.
  for (const org of [a, b]) {
    await withTenant(t.database.db, org.tenantId, (tx) =>
      tx.execute(sql`insert into events (tenant_id, type, actor_kind) values (${org.tenantId}, 'test', 'platform')`),
    );
  }
});
afterAll(() => t.close());

/** Tables whose rows belong to one organization: every table with a tenant_id column, plus organizations. */
async function tenantTables(): Promise<string[]> {
  const owner = new pg.Client({ connectionString: t.ownerUrl });
  await owner.connect();
  const res = await owner.query<{ table_name: string }>(`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'tenant_id'
    union select 'organizations' order by 1`);
  await owner.end();
  return res.rows.map((r) => r.table_name);
}

/** Drizzle wraps PostgreSQL's error; the database's own message is in `cause`. */
const causeMatches = (re: RegExp) => (err: unknown) => re.test(String((err as { cause?: Error }).cause?.message));

// Tables resolved before a tenant is known (sign-in); they hold ids, not organization data.
const AUTH_TABLES = ['devices', 'login_directory', 'password_resets', 'sessions'];

describe('tenant isolation in PostgreSQL', () => {
  it('the app connects as a role that owns no table, is not superuser and cannot bypass RLS', async () => {
    const res = await t.database.pool.query<{ rolsuper: boolean; rolbypassrls: boolean; owned: number; current_user: string }>(`
      select r.rolsuper, r.rolbypassrls, current_user,
        (select count(*)::int from pg_class c where c.relowner = r.oid and c.relkind in ('r','p','v','m')) as owned
      from pg_roles r where r.rolname = current_user`);
    expect(res.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0, current_user: 'carehome_app' });
  });

  it('every tenant table has row-level security enabled and forced, with a tenant policy', async () => {
    const tables = (await tenantTables()).filter((n) => !AUTH_TABLES.includes(n));
    expect(tables).toEqual(
      expect.arrayContaining(['organizations', 'sites', 'staff_members', 'events', 'idempotency_keys', 'mail_outbox']),
    );
    const res = await t.database.pool.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity,
         (select count(*)::int from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = any($1)`,
      [tables],
    );
    expect(res.rows).toHaveLength(tables.length);
    for (const row of res.rows) {
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true, policies: 1 });
    }
  });

  it('a transaction without tenant context sees zero rows of every tenant table', async () => {
    const tables = (await tenantTables()).filter((n) => !AUTH_TABLES.includes(n));
    for (const table of tables) {
      const n = await withoutTenant(t.database.db, async (tx) => {
        const res = await tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
        return res.rows[0]?.n;
      });
      expect(n, table).toBe(0);
    }
  });

  it('a tenant transaction sees only its own organization', async () => {
    const seen = await withTenant(t.database.db, a.tenantId, async (tx) => {
      const orgs = await tx.execute<{ id: string }>(sql`select id from organizations`);
      const staff = await tx.execute<{ tenant_id: string }>(sql`select distinct tenant_id from staff_members`);
      const ev = await tx.execute<{ tenant_id: string }>(sql`select distinct tenant_id from events`);
      return { orgs: orgs.rows.map((r) => r.id), staff: staff.rows.map((r) => r.tenant_id), events: ev.rows.map((r) => r.tenant_id) };
    });
    expect(seen).toEqual({ orgs: [a.tenantId], staff: [a.tenantId], events: [a.tenantId] });
  });

  it('refuses to write a row of another organization even when the SQL names it', async () => {
    await expect(
      withTenant(t.database.db, a.tenantId, (tx) =>
        tx.execute(sql`insert into sites (tenant_id, name, time_zone) values (${b.tenantId}, 'Intruder', 'UTC')`),
      ),
    ).rejects.toSatisfy(causeMatches(/row-level security/));
    const updated = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update staff_members set first_name = 'x' where tenant_id = ${b.tenantId}`),
    );
    expect(updated.rowCount).toBe(0);
  });

  it('keeps the audit trail append-only for the app', async () => {
    await expect(withTenant(t.database.db, a.tenantId, (tx) => tx.execute(sql`delete from events`))).rejects.toSatisfy(
      causeMatches(/permission denied/),
    );
  });
});
