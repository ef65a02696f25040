import { checkResidentImport } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import { csvText, importableCount, importRowName, residentImportTemplate } from './import-template.ts';

describe('residents import template', () => {
  it('has every column the import reads, and its example row imports as a new resident', () => {
    const template = residentImportTemplate();
    expect(template.startsWith('\uFEFF')).toBe(true);
    const header = csvText(template).split('\n')[0];
    expect(header).toBe('Resident ID,Title,First name,Last name,Nickname,Room,Arrival date,Flags,Pre-clean note,Post-clean note');
    const check = checkResidentImport(csvText(template), {
      rooms: [{ id: 'room-101', roomNumber: '101', areaPath: ['Wing A'] }],
      existing: new Map(),
      facilityId: 'site-1',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.counts).toEqual({ new: 1, update: 0, error: 0 });
    expect(check.rows[0]?.flags).toEqual(['fallRisk', 'exitSeeking']);
  });

  it('counts the rows to write and names a row as the review shows it', () => {
    expect(importableCount({ counts: { new: 3, update: 2, error: 4 } })).toBe(5);
    expect(importRowName({ namePrefix: 'Mrs', firstName: 'Margaret', nickName: 'Peggy', lastName: 'Wilson' })).toBe(
      'Mrs Margaret “Peggy” Wilson',
    );
    expect(importRowName({ namePrefix: null, firstName: 'Ann', nickName: null, lastName: '' })).toBe('Ann');
    expect(csvText('\uFEFFa,b')).toBe('a,b');
  });
});
