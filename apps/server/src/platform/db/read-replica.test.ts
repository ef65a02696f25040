import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isReplicaFailure, replicaAppUrl } from './read-replica.ts';

describe('the read replica’s URL as the app role', () => {
  const primaryApp = 'postgres://carehome_app:app-secret@db1.internal:5432/carehome';

  it('is DATABASE_READ_APP_URL when given', () => {
    const config = loadConfig({
      DATABASE_READ_URL: 'postgres://o:p@db2:5432/carehome',
      DATABASE_READ_APP_URL: 'postgres://reader:r@db2:6432/carehome',
    });
    expect(replicaAppUrl(config, primaryApp)).toBe('postgres://reader:r@db2:6432/carehome');
  });

  it('is otherwise the app role’s login on DATABASE_READ_URL’s server and database', () => {
    const config = loadConfig({ DATABASE_READ_URL: 'postgres://carehome_owner:owner-secret@db2.internal:5433/carehome?sslmode=require' });
    expect(replicaAppUrl(config, primaryApp)).toBe('postgres://carehome_app:app-secret@db2.internal:5433/carehome?sslmode=require');
  });

  it('is none without DATABASE_READ_URL: every read goes to the primary', () => {
    const config = loadConfig({});
    expect(replicaAppUrl(config, primaryApp)).toBeUndefined();
    expect(config.readReplicaWaitMs).toBe(2000);
  });
});

describe('a replica failure, told from an error of the read', () => {
  const sqlError = (code: string) => Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });

  it('counts a server gone, refusing or cancelling for recovery, also under drizzle’s wrapper', () => {
    expect(isReplicaFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5499'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaFailure(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isReplicaFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isReplicaFailure(new Error('Failed query: select 1', { cause: sqlError('57P01') }))).toBe(true);
    expect(isReplicaFailure(sqlError('40001'))).toBe(true);
    expect(isReplicaFailure(sqlError('08006'))).toBe(true);
  });

  it('leaves the read’s own errors alone: they are the caller’s', () => {
    expect(isReplicaFailure(Object.assign(new Error('not found'), { code: 'not_found' }))).toBe(false);
    expect(isReplicaFailure(sqlError('42P01'))).toBe(false);
    // A read that writes is a bug, not a reason to move it to the primary.
    expect(isReplicaFailure(sqlError('25006'))).toBe(false);
  });
});
