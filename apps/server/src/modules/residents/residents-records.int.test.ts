import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';
import { a, call, newResident, residentsTestbed, rooms, site, t, tokens } from './residents.testbed.ts';

// Residents through HTTP on a real PostgreSQL: the access log of a record, what an imported record
// keeps, and deleting one entered by mistake.

residentsTestbed();

describe('the access log', () => {
  it('records reads and changes with who and from where, for FacilityAdministrator and above', async () => {
    const created = await call('nurse', 'POST', '/api/resident', newResident('R-300', null));
    const id = created.json().resident.id as string;
    await call('nurse', 'POST', '/api/resident', {
      ...newResident('R-300', null, { verballyAbusive: true }),
      resident: { ...newResident('R-300', null, { verballyAbusive: true }).resident, id },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/resident/${id}?facilityId=${site}`,
      headers: { ...bearer(tokens.nurse as string), 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36' },
    });
    expect(read.statusCode).toBe(200);
    expect((await call('nurse', 'GET', `/api/resident/${id}/accesslog?facilityId=${site}`)).statusCode).toBe(403);
    const log = await call('manager', 'GET', `/api/resident/${id}/accesslog?facilityId=${site}`);
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json().entries as { action: string; by: string; role: string; device: string; fields: string[] }[];
    expect(entries.map((e) => e.action)).toEqual(['viewed', 'updated', 'created']);
    expect(entries[0]).toMatchObject({ role: 'Nursing', device: expect.stringContaining('Chrome · Windows') });
    expect(entries[1]?.fields).toEqual(['verballyAbusive']);
    expect(JSON.stringify(entries)).not.toContain('Margaret');
  });

  it('the app cannot rewrite the log', async () => {
    const attempt = withTenant(t.database.db, a.tenantId, (tx) => tx.execute(sql`update resident_access_log set action = 'x'`));
    const err = await attempt.then(
      () => null,
      (e: { cause?: { code?: string } }) => e,
    );
    expect(err?.cause?.code).toBe('42501'); // insufficient_privilege
  });
});

describe('imported residents', () => {
  it('keep who they are; notes and flags stay editable here; they are not deleted or moved', async () => {
    const created = await call('nurse', 'POST', '/api/resident', newResident('R-400', rooms['204'] as string));
    const resident = created.json().resident;
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update residents set sync_id = 'ext-1', sync_status = 'New' where id = ${resident.id}`),
    );
    const base = newResident('R-400', rooms['204'] as string).resident;
    const rename = await call('nurse', 'POST', '/api/resident', {
      facilityId: site,
      resident: { ...base, id: resident.id, lastName: 'Smith' },
    });
    expect([rename.statusCode, rename.json().message]).toEqual([409, 'Imported resident cannot be modified']);
    const notes = await call('nurse', 'POST', '/api/resident', {
      facilityId: site,
      resident: { ...base, id: resident.id, physicallyAggressive: true, notes: [{ type: 'PreClean', text: 'Two staff at all times.' }] },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().resident).toMatchObject({
      imported: true,
      physicallyAggressive: true,
      notes: [{ text: 'Two staff at all times.' }],
    });
    expect((await call('nurse', 'DELETE', '/api/resident', { id: resident.id, facilityId: site })).statusCode).toBe(409);
    expect(
      (await call('nurse', 'POST', '/api/resident/checkinout', { facilityId: site, id: resident.id, kind: 'discharge' })).statusCode,
    ).toBe(409);
  });
});

describe('deleting', () => {
  it('deletes a record entered by mistake, not one with cleaning reports', async () => {
    const created = await call('nurse', 'POST', '/api/resident', newResident('R-500', null));
    const id = created.json().resident.id;
    const del = await call('nurse', 'DELETE', '/api/resident', { id, facilityId: site });
    expect(del.statusCode, del.body).toBe(200);
    expect((await call('nurse', 'GET', `/api/resident/${id}?facilityId=${site}`)).statusCode).toBe(404);
    // The log outlives the record.
    const log = await call('manager', 'GET', `/api/resident/${id}/accesslog?facilityId=${site}`);
    expect(log.json().entries.map((e: { action: string }) => e.action)).toEqual(['deleted', 'created']);
  });
});
