import { describe, expect, it } from 'vitest';
import { checkResidentImport, checkResidentTable, parseRiskFlags, RESIDENT_IMPORT_TEMPLATE } from './import.ts';

const rooms = [
  { id: 'r101', roomNumber: '101', areaPath: ['North Wing'] },
  { id: 'lounge-n', roomNumber: 'Lounge 1', areaPath: ['North Wing'] },
  { id: 'lounge-s', roomNumber: 'Lounge 1', areaPath: ['South Wing'] },
];
const ctx = {
  rooms,
  facilityId: 'site-1',
  existing: new Map([
    ['r-2', { id: 'id-2', imported: false, facilityId: 'site-1' }],
    ['r-3', { id: 'id-3', imported: true, facilityId: 'site-1' }],
    ['r-4', { id: 'id-4', imported: false, facilityId: 'site-2' }],
  ]),
};

describe('checkResidentImport', () => {
  it('reads the template as one new resident with flags and notes', () => {
    const check = checkResidentImport(RESIDENT_IMPORT_TEMPLATE, ctx);
    if (!check.ok) throw new Error('no header');
    expect(check.counts).toEqual({ new: 1, update: 0, error: 0 });
    expect(check.rows[0]).toMatchObject({
      residentId: 'R-1001',
      namePrefix: 'Mrs',
      nickName: 'Peggy',
      roomId: 'r101',
      flags: ['fallRisk', 'exitSeeking'],
      preCleanNote: 'Knock and wait: she startles easily.',
      action: 'new',
    });
  });

  it('flags each invalid row with its reasons and updates by resident ID', () => {
    const csv = [
      'Resident ID;First name;Last name;Room;Arrival date;Flags;Title',
      'R-2;Ann;Bell;101;2026-02-30;;',
      'R-5;;Cole;999;;X;Sir',
      'R-6;Dee;Ford;Lounge 1;;;',
      'R-7;Eve;Gray;South Wing / Lounge 1;2026-03-01;fe;mr.',
      'R-7;Eve;Gray;;;;',
      'R-3;Imp;Orted;;;;',
      'R-4;Other;Site;;;;',
      'R-2;Ann;Bell;101;2026-02-28;P;Ms',
    ].join('\n');
    const check = checkResidentImport(csv, ctx);
    if (!check.ok) throw new Error('no header');
    const codes = check.rows.map((r) => [r.line, r.action, r.errors.map((e) => `${e.column}:${e.code}`)]);
    expect(codes).toEqual([
      [2, 'error', ['arrivalDate:import.invalid_date']],
      [
        3,
        'error',
        ['firstName:validation.required', 'namePrefix:import.invalid_title', 'room:import.unknown_room', 'flags:import.invalid_flag'],
      ],
      [4, 'error', ['room:import.ambiguous_room']],
      [5, 'new', []],
      [6, 'error', ['residentId:import.duplicate_resident_in_file']],
      [7, 'error', ['residentId:import.resident_imported']],
      [8, 'error', ['residentId:duplicate.id']],
      [9, 'error', ['residentId:import.duplicate_resident_in_file']],
    ]);
    expect(check.rows[3]).toMatchObject({ roomId: 'lounge-s', namePrefix: 'Mr', flags: ['fallRisk', 'exitSeeking'] });
    expect(check.rows[0]?.errors[0]?.message).toBe('Use a real date in the YYYY-MM-DD format.');
  });

  it('an update of an existing resident of the site', () => {
    const check = checkResidentImport('resident id,first name,last name\nR-2,Ann,Bell', ctx);
    expect(check.ok && check.rows[0]).toMatchObject({ action: 'update', existingId: 'id-2' });
  });

  it('refuses a file without the needed columns, in any language', () => {
    expect(checkResidentImport('Room,Name\n101,Ann', ctx)).toEqual({ ok: false, code: 'import.resident_no_header' });
    expect(checkResidentImport('Identifiant,Prénom,Nom\nR-9,Jeanne,Roy', ctx).ok).toBe(true);
  });
});

describe('a spreadsheet with a column per risk flag', () => {
  const csv = [
    'Resident ID,First name,Surname,Room,Fall Risk?,Wandering/exit-seeking,Flags,Key safe code,Notes',
    'R-10,Ada,Kerr,101,Yes,,V,1234,Hard of hearing',
    'R-11,Bob,Lane,,x,oui,,,',
    'R-12,Cy,Moss,,maybe,n,,,',
    'R-13,Di,Nash,,no,,Q,,',
  ].join('\n');

  it('reads each yes/no column into its flag and says which columns are not used', () => {
    const check = checkResidentImport(csv, ctx);
    if (!check.ok) throw new Error(check.code);
    expect(check.columns.map((c) => c.field)).toEqual([
      'residentId',
      'firstName',
      'lastName',
      'room',
      'fallRisk',
      'exitSeeking',
      'flags',
      null,
      'preCleanNote',
    ]);
    expect(check.rows[0]).toMatchObject({ action: 'new', flags: ['fallRisk', 'verballyAbusive'], preCleanNote: 'Hard of hearing' });
    expect(check.rows[1]).toMatchObject({ action: 'new', flags: ['fallRisk', 'exitSeeking'] });
  });

  it('holds back a row whose flag is not a clear yes or no, naming the field and the value', () => {
    const check = checkResidentImport(csv, ctx);
    if (!check.ok) throw new Error(check.code);
    expect(check.rows[2]).toMatchObject({
      action: 'error',
      errors: [{ column: 'fallRisk', code: 'import.unclear_yes_no', params: { value: 'maybe' } }],
    });
    expect(check.rows[2]?.errors[0]?.message).toBe('“maybe” is not a clear yes or no. Write yes or no (an empty cell means no).');
    expect(check.rows[3]).toMatchObject({ action: 'error', errors: [{ column: 'flags', code: 'import.invalid_flag' }] });
  });

  it('follows the mapping the user chose, including columns left unused', () => {
    const table = { header: ['ID', 'Given', 'Family', 'Chute ?'], rows: [['R-20', 'Eve', 'Roy', 'oui']] };
    expect(checkResidentTable(table, null, ctx)).toEqual({ ok: false, code: 'import.resident_no_header' });
    const check = checkResidentTable(table, ['residentId', 'firstName', 'lastName', 'fallRisk'], ctx);
    expect(check.ok && check.rows[0]).toMatchObject({ action: 'new', flags: ['fallRisk'] });
    const unused = checkResidentTable(table, ['residentId', 'firstName', 'lastName', null], ctx);
    expect(unused.ok && unused.rows[0]?.flags).toEqual([]);
  });

  it('refuses a mapping that does not fit the file or fills a field twice', () => {
    const table = { header: ['ID', 'First', 'Last'], rows: [] };
    expect(checkResidentTable(table, ['residentId', 'firstName'], ctx)).toMatchObject({ code: 'import.columns_mismatch' });
    expect(checkResidentTable(table, ['residentId', 'firstName', 'firstName'], ctx)).toMatchObject({ code: 'import.column_mapped_twice' });
  });
});

describe('parseRiskFlags', () => {
  it('reads letters in any form and refuses anything else', () => {
    expect(parseRiskFlags('P, v')).toEqual(['verballyAbusive', 'physicallyAggressive']);
    expect(parseRiskFlags('FESVP')).toHaveLength(5);
    expect(parseRiskFlags('fallRisk')).toEqual(['fallRisk']);
    expect(parseRiskFlags('Q')).toBeNull();
  });
});
