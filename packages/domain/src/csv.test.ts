import { describe, expect, it } from 'vitest';
import { CSV_LIMITS, parseCsv, readCsv } from './csv.ts';

describe('CSV parsing', () => {
  it.each([
    [
      'plain',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF and no final newline',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'quotes, doubled quotes, delimiter and newline inside',
      'a,b\n"x, ""y""","line1\nline2"\n',
      [
        ['a', 'b'],
        ['x, "y"', 'line1\nline2'],
      ],
    ],
    [
      'byte-order mark',
      '\uFEFFa,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'semicolons (spreadsheet in French)',
      'Aile;Chambre\nOuest;101',
      [
        ['Aile', 'Chambre'],
        ['Ouest', '101'],
      ],
    ],
    [
      'tabs',
      'a\tb\n1\t2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'blank lines skipped',
      'a,b\n\n1,2\n,\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'empty fields kept',
      'a,b,c\n1,,3',
      [
        ['a', 'b', 'c'],
        ['1', '', '3'],
      ],
    ],
  ])('%s', (_name, text, rows) => {
    expect(parseCsv(text).rows).toEqual(rows);
  });
});

describe('reading an imported spreadsheet within bounds', () => {
  it('reads a file with quoted separators and refuses one past the row, column or size bound', () => {
    const read = readCsv('\uFEFFRoom;Notes\n101;"Knock; wait"\n');
    expect(read).toEqual({
      ok: true,
      delimiter: ';',
      rows: [
        ['Room', 'Notes'],
        ['101', 'Knock; wait'],
      ],
    });
    expect(readCsv(`a\n${'1\n'.repeat(CSV_LIMITS.rows)}`).ok).toBe(true);
    expect(readCsv(`a\n${'1\n'.repeat(CSV_LIMITS.rows + 1)}`)).toMatchObject({
      ok: false,
      code: 'import.too_many_rows',
      params: { max: 2000 },
    });
    expect(readCsv(Array.from({ length: 61 }, (_, i) => `c${i}`).join(','))).toMatchObject({ ok: false, code: 'import.too_many_columns' });
    expect(readCsv('x'.repeat(CSV_LIMITS.chars + 1))).toMatchObject({ ok: false, code: 'import.file_too_large' });
  });
});
