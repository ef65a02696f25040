import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

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
