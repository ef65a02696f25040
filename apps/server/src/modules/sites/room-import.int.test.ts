import type { TRoomImportPreview } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// The room import reads files with the residents import's parser and header matcher: headers in the
// five languages, every column answered as matched or not used, a mapping the user changed, and the
// same bounds (a file past the server's default 1 MB body limit is still read).

let t: TestContext;
let a: OrgFixture;
let site: string;
let manager: string;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(manager), payload });

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Rooms');
  site = a.siteIds[0];
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  // The site's first configuration read gives it the starter room types ('Resident Room').
  await t.app.inject({ method: 'GET', url: `/api/housekeeping?facilityId=${site}`, headers: bearer(manager) });
});
afterAll(() => t.close());

describe('room import columns', () => {
  it('reads French headers separated by semicolons and lists the column it does not use', async () => {
    const csv = 'Aile;Chambre;Type de chambre;Agent\nAile Ouest;101;Resident Room;Marie\n';
    const res = await post('facility/rooms/import/preview', { facilityId: site, csv });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as TRoomImportPreview;
    expect(preview.columns).toEqual([
      { header: 'Aile', field: 'area' },
      { header: 'Chambre', field: 'roomNumber' },
      { header: 'Type de chambre', field: 'roomType' },
      { header: 'Agent', field: null },
    ]);
    expect(preview.rows[0], JSON.stringify(preview.rows[0])).toMatchObject({ area: ['Aile Ouest'], roomNumber: '101', action: 'new' });
  });

  it('follows the mapping the user chose and imports with it', async () => {
    const csv = 'Block,Door,Kind,Remarks\nEast,E1,Resident Room,By the lift\n';
    const refused = await post('facility/rooms/import/preview', { facilityId: site, csv });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'import.no_header']);
    const columns = ['area', 'roomNumber', 'roomType', 'description'];
    const res = await post('facility/rooms/import', { facilityId: site, csv, columns });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rooms).toContainEqual(expect.objectContaining({ roomNumber: 'E1', description: 'By the lift' }));
    const twice = await post('facility/rooms/import/preview', {
      facilityId: site,
      csv,
      columns: ['area', 'roomNumber', 'roomNumber', null],
    });
    expect([twice.statusCode, twice.json().code, twice.json().errors[0].field]).toEqual([400, 'import.column_mapped_twice', 'columns']);
  });

  it('reads a file past 1 MB and refuses one past the row bound by name', async () => {
    const description = 'Fenêtre côté jardin et volets roulants. '.repeat(20);
    const lines = Array.from({ length: 1_500 }, (_, i) => `Big Wing,B${i},Resident Room,,${description}`);
    // Descriptions longer than a room's 500 characters make every row an error, which is all this needs.
    const csv = ['Area,Room,Room type,QR code,Description', ...lines].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1_100_000);
    const res = await post('facility/rooms/import/preview', { facilityId: site, csv });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().counts.error).toBe(1_500);
    const tooMany = await post('facility/rooms/import/preview', {
      facilityId: site,
      csv: `Area,Room,Room type\n${'W,1,Resident Room\n'.repeat(2_001)}`,
    });
    expect([tooMany.statusCode, tooMany.json().code, tooMany.json().errors[0].field]).toEqual([400, 'import.too_many_rows', 'csv']);
  });
});
