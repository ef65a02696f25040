import type { THousekeepingConfig, THousekeepingReport, TResidentAccessEntry } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, roomTypeNamed, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { multipart, upload } from '../../../test/multipart.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import { purgeAccessLog } from '../../platform/access-log.ts';
import { withTenant } from '../../platform/db/database.ts';

// Reads of many residents at once in the access log, on a real PostgreSQL: the residents list, the room
// dashboard and report history each leave one entry per answer naming every resident it carried; the
// dashboard's 304s and repeats leave none; old entries go after the retention; and housekeeping roles no
// longer get a discharged resident's photo or notes.

let t: TestContext;
let a: OrgFixture;
const tokens: Record<string, string> = {};
const rooms: Record<string, string> = {};
const ids: Record<string, string> = {};
let config: THousekeepingConfig;
let site: string;
let photo: string;

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type BulkRow = {
  kind: string;
  route: string;
  resident_ids: string[];
  actor_name: string | null;
  actor_role: string | null;
  facility_id: string;
};
const bulkRows = async (): Promise<BulkRow[]> =>
  (
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<BulkRow>(
        sql`select kind, route, resident_ids, actor_name, actor_role, facility_id from resident_bulk_reads order by created_at, id`,
      ),
    )
  ).rows;

async function accessLogOf(id: string): Promise<TResidentAccessEntry[]> {
  const res = await call('manager', 'GET', `/api/resident/${id}/accesslog?facilityId=${site}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries;
}

async function addResident(ref: string, firstName: string, roomId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call('nurse', 'POST', '/api/resident', {
    facilityId: site,
    resident: {
      residentId: ref,
      firstName,
      lastName: 'Tremblay',
      roomId,
      fallRisk: true,
      notes: [{ type: 'PreClean', text: `${firstName} startles easily: knock and wait.` }],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resident.id;
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  site = a.siteIds[0];
  Object.assign(tokens, await tokensOf(t, { manager: 'FacilityAdministrator', nurse: 'Nursing', housekeeper: 'Housekeeper' }));
  config = await siteConfig(t);
  Object.assign(rooms, await newRooms(t, ['301', '302'], { roomType: roomTypeNamed(config) }));

  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
  const face = multipart({ Kind: 'resident' }, { name: 'face.png', type: 'image/png', data: png });
  const uploaded = await upload(t, 'files/image', tokens.nurse as string, face);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  photo = uploaded.json().fileName;
  ids.ada = await addResident('AL-1', 'Ada', rooms['301'] as string, { photo });
  ids.bea = await addResident('AL-2', 'Bea', rooms['302'] as string);
  // Whatever the set-up read is not what the tests count.
  await withTenant(t.database.db, a.tenantId, (tx) => tx.execute(sql`delete from resident_bulk_reads`));
});
afterAll(() => t.close());

describe('bulk reads of resident data in the access log', () => {
  it('the residents list is one entry naming every resident it returned, found in each resident’s log', async () => {
    const res = await call('nurse', 'GET', `/api/resident?facilityId=${site}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().residents).toHaveLength(2);
    const rows = await bulkRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'residentList', route: '/resident', actor_role: 'Nursing', facility_id: site });
    expect([...(rows[0]?.resident_ids ?? [])].sort()).toEqual([ids.ada, ids.bea].sort());
    for (const id of [ids.ada, ids.bea]) {
      const entry = (await accessLogOf(id as string)).find((e) => e.action === 'listViewed');
      expect(entry?.role).toBe('Nursing');
    }
  });

  it('the housekeeper’s dashboard read is one entry; its 304 and a repeat of the same residents add none', async () => {
    const first = await call('housekeeper', 'GET', `/api/housekeeping?facilityId=${site}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(
      (await call('housekeeper', 'GET', `/api/housekeeping?facilityId=${site}`, undefined, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    expect((await call('housekeeper', 'GET', `/api/housekeeping?facilityId=${site}`)).statusCode).toBe(200);
    const rows = (await bulkRows()).filter((r) => r.kind === 'dashboard');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ route: '/housekeeping', actor_role: 'Housekeeper' });
    expect([...(rows[0]?.resident_ids ?? [])].sort()).toEqual([ids.ada, ids.bea].sort());
    expect((await accessLogOf(ids.bea as string)).map((e) => e.action)).toContain('dashboardViewed');
  });

  it('report history is one entry naming the residents of the reports it returned', async () => {
    const routine =
      config.roomTypes.flatMap((r) => r.routines).find((r) => r.cleanType === 'Daily Clean') ?? config.roomTypes[0]?.routines[0];
    const save = completeReportSave(
      { facilityId: site, roomId: rooms['301'] as string, authorStaffId: a.staffIds.Housekeeper as string, routine: routine as never },
      new Date(),
    );
    expect((await call('housekeeper', 'POST', '/api/housekeeping/submitReport', { report: save })).statusCode).toBe(200);
    const res = await call('nurse', 'POST', '/api/housekeeping/reports', { facilityId: site, roomId: rooms['301'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.values(res.json() as Record<string, THousekeepingReport>).map((r) => r.resident?.name)).toEqual(['Ada Tremblay']);
    const rows = (await bulkRows()).filter((r) => r.kind === 'reportHistory');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ route: '/housekeeping/reports', resident_ids: [ids.ada], actor_role: 'Nursing' });
    expect((await accessLogOf(ids.ada as string)).map((e) => e.action)).toContain('reportHistoryViewed');
  });

  it('the cleans report and its export are one entry each, naming the residents of the cleans listed', async () => {
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const request = { facilityId: site, from, to };
    const cleans = await call('nurse', 'POST', '/api/reporting/cleans', request);
    expect(cleans.statusCode, cleans.body).toBe(200);
    expect(cleans.json().rows.map((r: { resident: string | null }) => r.resident)).toContain('Ada Tremblay');
    const csv = await call('nurse', 'POST', '/api/reporting/export', { report: 'cleans', request, format: 'csv' });
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const rows = (await bulkRows()).filter((r) => r.route.startsWith('/reporting/'));
    expect(rows.map((r) => [r.route, r.kind, r.resident_ids])).toEqual([
      ['/reporting/cleans', 'reportHistory', [ids.ada]],
      ['/reporting/export', 'reportHistory', [ids.ada]],
    ]);
  });
});

describe('a discharged resident, as housekeeping sees it', () => {
  beforeAll(async () => {
    const res = await call('nurse', 'POST', '/api/resident/checkinout', { facilityId: site, id: ids.ada, kind: 'discharge' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the photo is not found for a housekeeper, and still served to Nursing', async () => {
    expect((await call('housekeeper', 'GET', `/api/files/${photo}`)).statusCode).toBe(404);
    expect((await call('nurse', 'GET', `/api/files/${photo}`)).statusCode).toBe(200);
  });

  it('the dashboard no longer carries the notes, and its next read names only the residents it shows', async () => {
    const res = await call('housekeeper', 'GET', `/api/housekeeping?facilityId=${site}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Ada startles easily');
    expect(res.body).toContain('Bea startles easily');
    // The set of residents changed: recorded at once, within the window of the earlier read.
    const rows = (await bulkRows()).filter((r) => r.kind === 'dashboard');
    expect(rows.map((r) => r.resident_ids)).toEqual([expect.arrayContaining([ids.ada, ids.bea]), [ids.bea]]);
  });

  it('report history still names them to every role, each read in the access log; so does a report mailed', async () => {
    const mine = await call('housekeeper', 'POST', '/api/housekeeping/reports', { facilityId: site, roomId: rooms['301'] });
    expect(mine.statusCode, mine.body).toBe(200);
    const [report] = Object.values(mine.json() as Record<string, THousekeepingReport>);
    // A report without its resident would read as a vacant room's: the record keeps the name.
    expect(report?.resident?.name).toBe('Ada Tremblay');
    const mailed = await call('housekeeper', 'POST', '/api/housekeeping/emailreport', {
      id: report?.id,
      facilityId: site,
      recipients: [a.emails.FacilityAssistant],
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const rows = (await bulkRows()).filter((r) => r.actor_role === 'Housekeeper' && r.kind === 'reportHistory');
    expect(rows.map((r) => [r.route, r.resident_ids])).toEqual([
      ['/housekeeping/reports', [ids.ada]],
      ['/housekeeping/emailreport', [ids.ada]],
    ]);
  });
});

describe('retention', () => {
  it('the purge deletes access-log entries older than the retention, and keeps the rest', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    await withTenant(t.database.db, a.tenantId, async (tx) => {
      await tx.execute(sql`
        insert into resident_bulk_reads (tenant_id, facility_id, kind, route, resident_ids, actor_kind, created_at)
        values (${a.tenantId}, ${site}, 'dashboard', '/housekeeping', array[${ids.bea}]::uuid[], 'staff', ${old.toISOString()})`);
      await tx.execute(sql`
        insert into resident_access_log (tenant_id, facility_id, resident_id, action, actor_kind, created_at)
        values (${a.tenantId}, ${site}, ${ids.bea}, 'viewed', 'staff', ${old.toISOString()})`);
    });
    const count = async () =>
      (
        await withTenant(t.database.db, a.tenantId, (tx) =>
          tx.execute<{ bulk: number; single: number; oldest: Date }>(sql`
            select (select count(*)::int from resident_bulk_reads) as bulk, (select count(*)::int from resident_access_log) as single,
              (select min(created_at) from resident_bulk_reads) as oldest`),
        )
      ).rows[0];
    const before = await count();
    expect(await purgeAccessLog(t.database.db, 30)).toBe(2);
    const after = await count();
    expect([after?.bulk, after?.single]).toEqual([(before?.bulk ?? 0) - 1, (before?.single ?? 0) - 1]);
    expect(new Date(after?.oldest as Date).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
    expect((await accessLogOf(ids.bea as string)).every((e) => new Date(e.at).getTime() > old.getTime())).toBe(true);
  });
});
