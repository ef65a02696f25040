import { describe, expect, it } from 'vitest';
import { matchColumns, normalizeHeader, parseYesNo, RESIDENT_COLUMN_NAMES, ROOM_COLUMN_NAMES } from './spreadsheet-columns.ts';

const residentField = (header: string) => matchColumns([header], RESIDENT_COLUMN_NAMES)[0];

describe('resident spreadsheet headers', () => {
  it.each([
    ['Fall risk', 'fallRisk'],
    ['Fall Risk?', 'fallRisk'],
    ['FALL RISK (Y/N)', 'fallRisk'],
    ['Risque de chute', 'fallRisk'],
    ['Riesgo de caída', 'fallRisk'],
    ['Riesgo de caida', 'fallRisk'],
    ['跌倒风险', 'fallRisk'],
    ['跌倒風險', 'fallRisk'],
    ['Exit seeking', 'exitSeeking'],
    ['Wandering/exit-seeking', 'exitSeeking'],
    ['Risque de fugue', 'exitSeeking'],
    ['走失風險', 'exitSeeking'],
    ['Verbally abusive', 'verballyAbusive'],
    ['Physically aggressive', 'physicallyAggressive'],
    ['Sexually abusive', 'sexuallyAbusive'],
    ['Last name', 'lastName'],
    ['Surname', 'lastName'],
    ['Nom', 'lastName'],
    ['Apellido', 'lastName'],
    ['姓氏', 'lastName'],
    ['Prénom', 'firstName'],
    ['Nombre', 'firstName'],
    ['Room', 'room'],
    ['Chambre', 'room'],
    ['Habitación', 'room'],
    ['房间', 'room'],
    ['房間', 'room'],
    ['Resident ID', 'residentId'],
    ['N° de résident', 'residentId'],
    ['Notes', 'preCleanNote'],
    ['Pre-clean notes', 'preCleanNote'],
    ['Post-clean notes', 'postCleanNote'],
    ['Notes après ménage', 'postCleanNote'],
    ['Flags', 'flags'],
    ['Risques', 'flags'],
  ])('%s → %s', (header, field) => {
    expect(residentField(header)).toBe(field);
  });

  it('leaves unknown headers unused and gives a field to its first column only', () => {
    expect(matchColumns(['Key safe', 'Room', 'Chambre', 'GP'], RESIDENT_COLUMN_NAMES)).toEqual([null, 'room', null, null]);
  });

  it('never gives one header name to two fields', () => {
    for (const names of [RESIDENT_COLUMN_NAMES, ROOM_COLUMN_NAMES] as Record<string, readonly string[]>[]) {
      const owner = new Map<string, string>();
      for (const [field, list] of Object.entries(names)) {
        for (const name of list) {
          const key = normalizeHeader(name);
          expect(owner.get(key) ?? field, `${name} is a name of ${owner.get(key)} and ${field}`).toBe(field);
          owner.set(key, field);
        }
      }
    }
  });

  it('reads room headers in every language', () => {
    expect(matchColumns(['Aile', 'Chambre', 'Type de chambre', 'Code QR'], ROOM_COLUMN_NAMES)).toEqual([
      'area',
      'roomNumber',
      'roomType',
      'qrCode',
    ]);
  });
});

describe('yes/no cells', () => {
  it.each(['yes', 'Y', 'x', 'X', '1', 'TRUE', 'Oui', 'sí', 'SI', '是', ' yes. '])('%s is yes', (v) => {
    expect(parseYesNo(v)).toBe(true);
  });
  it.each(['', 'no', 'N', '0', 'false', 'Non', 'NO', '否', '  '])('%j is no', (v) => {
    expect(parseYesNo(v)).toBe(false);
  });
  it.each(['maybe', 'high', '2', 'yes?no', 'peut-être'])('%s is not clear', (v) => {
    expect(parseYesNo(v)).toBeNull();
  });
});
