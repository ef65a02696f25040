import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('runtime pool', () => {
  it('survives a connection lost in the middle of a transaction: that transaction fails, the next query works', async () => {
    const url = inject('pgAdminUrl');
    const database = openDatabase(url, 2);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const lost = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        // As when PostgreSQL stops or restarts: the server ends this client's connection while it is checked out.
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(lost).rejects.toThrow();
      const { rows } = await database.db.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
