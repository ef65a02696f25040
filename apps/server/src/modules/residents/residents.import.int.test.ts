import type { TResidentImportPreview } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// The residents import with its column mapping, through HTTP on a real PostgreSQL: spreadsheets whose
// safety columns are not the template's ('Fall risk', 'Exit seeking', a column of flag letters) keep
// their flags, an unclear yes/no holds its row back with the field named, and the limits agree.

let t: TestContext;
let a: OrgFixture;
let site: string;
let token: string;

interface ListedResident {
  residentId: string;
  fallRisk: boolean;
  exitSeeking: boolean;
  verballyAbusive: boolean;
  physicallyAggressive: boolean;
  room: { roomNumber: string } | null;
  notes: { type: string; text: string }[];
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/resident?facilityId=${site}&status=all`, headers: bearer(token) })).json()
    .residents as ListedResident[];

beforeAll(async () => {
  [t, a] = await contextWith(['Mapping']);
  site = a.siteIds[0];
  token = (await login(t, a.emails.Nursing as string)).token.token;
  // 'Resident Room's, outside any area.
  await newRooms(t, ['301', '302', '303']);
});
afterAll(() => t.close());

describe('a spreadsheet with its own safety columns', () => {
  const csv = [
    'Resident ID,First name,Surname,Room,Fall Risk?,Wandering/exit-seeking,Other risks,GP practice,Notes,Post-clean notes',
    'M-1,Ada,Kerr,301,Yes,no,V,Elm Street,Hard of hearing: knock loudly.,Leave the walker by the bed.',
    'M-2,Bob,Lane,302,x,Y,,Elm Street,,',
    'M-3,Cy,Moss,303,maybe,,,Oak Lane,,',
  ].join('\r\n');

  it('previews every column as mapped or not used, and names the unclear value on its row', async () => {
    const res = await post('/api/resident/import/preview', { facilityId: site, csv });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as TResidentImportPreview;
    expect(preview.columns.map((c) => [c.header, c.field])).toEqual([
      ['Resident ID', 'residentId'],
      ['First name', 'firstName'],
      ['Surname', 'lastName'],
      ['Room', 'room'],
      ['Fall Risk?', 'fallRisk'],
      ['Wandering/exit-seeking', 'exitSeeking'],
      ['Other risks', null],
      ['GP practice', null],
      ['Notes', 'preCleanNote'],
      ['Post-clean notes', 'postCleanNote'],
    ]);
    expect(preview.rows[2]).toMatchObject({
      line: 4,
      action: 'error',
      errors: [{ column: 'fallRisk', code: 'import.unclear_yes_no', params: { value: 'maybe' } }],
    });
    expect(preview.counts).toEqual({ new: 2, update: 0, error: 1 });
    expect((await listed()).length).toBe(0);
  });

  it('imports with the mapping the user confirmed: yes/no columns and a column of letters become flags', async () => {
    const columns = [
      'residentId',
      'firstName',
      'lastName',
      'room',
      'fallRisk',
      'exitSeeking',
      'flags',
      null,
      'preCleanNote',
      'postCleanNote',
    ];
    const res = await post('/api/resident/import', { facilityId: site, csv, columns, fileName: 'care-plan-export.csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ new: 2, update: 0, error: 1 });
    const residents = await listed();
    expect(residents.find((r) => r.residentId === 'M-1')).toMatchObject({
      fallRisk: true,
      exitSeeking: false,
      verballyAbusive: true,
      room: { roomNumber: '301' },
    });
    expect(residents.find((r) => r.residentId === 'M-1')?.notes.map((n) => [n.type, n.text])).toEqual([
      ['PreClean', 'Hard of hearing: knock loudly.'],
      ['PostClean', 'Leave the walker by the bed.'],
    ]);
    expect(residents.find((r) => r.residentId === 'M-2')).toMatchObject({ fallRisk: true, exitSeeking: true });
    // The row with the unclear fall risk waits for a fix: nothing about M-3 is guessed.
    expect(residents.some((r) => r.residentId === 'M-3')).toBe(false);
  });

  it('takes the rows the browser read, in a French file, and the fixed row then imports', async () => {
    const table = {
      header: ['N° de résident', 'Prénom', 'Nom', 'Chambre', 'Risque de chute', 'Risque de fugue', 'Risques'],
      rows: [
        ['M-3', 'Cy', 'Moss', '303', 'oui', 'non', 'P'],
        ['M-4', 'Dee', 'Roy', '', 'non', 'OUI', ''],
      ],
    };
    const res = await post('/api/resident/import', { facilityId: site, table });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as TResidentImportPreview;
    expect(preview.columns.every((c) => c.field !== null)).toBe(true);
    expect(preview.counts).toEqual({ new: 2, update: 0, error: 0 });
    const residents = await listed();
    expect(residents.find((r) => r.residentId === 'M-3')).toMatchObject({ fallRisk: true, physicallyAggressive: true, exitSeeking: false });
    expect(residents.find((r) => r.residentId === 'M-4')).toMatchObject({ fallRisk: false, exitSeeking: true, room: null });
  });

  it('an unknown flag letter holds its row back, naming the letters column', async () => {
    const res = await post('/api/resident/import/preview', {
      facilityId: site,
      csv: 'Resident ID,First name,Last name,Flags\nM-5,Eve,Hart,F Q',
    });
    expect(res.json().rows[0]).toMatchObject({ action: 'error', errors: [{ column: 'flags', code: 'import.invalid_flag' }] });
  });
});

describe('mapping and limits', () => {
  it('a mapping that does not fit the file, or fills a field twice, is a 400 naming the columns', async () => {
    const csv = 'Resident ID,First name,Last name\nM-9,Fay,Iles';
    const short = await post('/api/resident/import/preview', { facilityId: site, csv, columns: ['residentId', 'firstName'] });
    expect([short.statusCode, short.json().code, short.json().errors[0].field]).toEqual([400, 'import.columns_mismatch', 'columns']);
    const twice = await post('/api/resident/import/preview', {
      facilityId: site,
      csv,
      columns: ['residentId', 'firstName', 'firstName'],
    });
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'import.column_mapped_twice']);
    const unknown = await post('/api/resident/import/preview', { facilityId: site, csv, columns: ['residentId', 'firstName', 'shoeSize'] });
    expect(unknown.statusCode).toBe(400);
    const none = await post('/api/resident/import/preview', { facilityId: site });
    expect([none.statusCode, none.json().code]).toEqual([400, 'import.no_file']);
  });

  it('a file of the largest size the contract allows is read (not refused at 1 MB), one larger is refused by name', async () => {
    const header = 'Resident ID,First name,Last name,Room,Fall risk,Notes\n';
    // 1.9 million characters of Chinese notes: 5.7 MB of UTF-8, far past the server's default body limit.
    const note = '请敲门后等待'.repeat(166);
    const big = header + Array.from({ length: 1_900 }, (_, i) => `N-${i},名,姓,,no,${note}\n`).join('');
    expect(big.length).toBeGreaterThan(1_900_000);
    expect(big.length).toBeLessThan(2_000_000);
    expect(Buffer.byteLength(big)).toBeGreaterThan(5_000_000);
    const res = await post('/api/resident/import/preview', { facilityId: site, csv: big });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().counts.new).toBe(1_900);
    const tooLong = await post('/api/resident/import/preview', { facilityId: site, csv: `${big}${'x'.repeat(100_000)}` });
    expect([tooLong.statusCode, tooLong.json().errors[0].field]).toEqual([400, 'csv']);
    const tooMany = await post('/api/resident/import/preview', { facilityId: site, csv: header + 'N,a,b,,,\n'.repeat(2_001) });
    expect([tooMany.statusCode, tooMany.json().code, tooMany.json().message]).toEqual([
      400,
      'import.too_many_rows',
      'The file has too many rows: at most 2000.',
    ]);
    const rows = Array.from({ length: 2_001 }, () => ['N', 'a', 'b']);
    const tooManyRows = await post('/api/resident/import/preview', { facilityId: site, table: { header: ['ID', 'First', 'Last'], rows } });
    expect(tooManyRows.statusCode).toBe(400);
  });
});
