import { describe, expect, it } from 'vitest';
import { mappingProblems, readResidentFile, sampleValues, unclearValues } from './import-mapping.ts';

const file = [
  'Resident ID;Prénom;Nom;Chambre;Risque de chute;Wandering/exit-seeking;Médecin;Flags',
  'R-1;Jeanne;Roy;101;oui;;Dr Blanc;F',
  'R-2;Paul;Dupré;102;peut-être;non;Dr Blanc;FQ',
  'R-3;Luc;Marin',
].join('\n');

describe('the columns step of the residents import', () => {
  it('reads the file in the browser and suggests a field for each header, leaving unknown ones unused', () => {
    const read = readResidentFile(`\uFEFF${file}`);
    if (!read.ok) throw new Error(read.code);
    expect(read.columns).toEqual(['residentId', 'firstName', 'lastName', 'room', 'fallRisk', 'exitSeeking', null, 'flags']);
    // A short row is filled out with empty cells.
    expect(read.table.rows[2]).toHaveLength(8);
    expect(sampleValues(read.table, 6)).toEqual(['Dr Blanc']);
  });

  it('shows the values a flag column cannot read before anything is checked', () => {
    const read = readResidentFile(file);
    if (!read.ok) throw new Error(read.code);
    expect(unclearValues(read.table, 4, 'fallRisk')).toEqual(['peut-être']);
    expect(unclearValues(read.table, 7, 'flags')).toEqual(['FQ']);
    expect(unclearValues(read.table, 6, null)).toEqual([]);
  });

  it('names the missing and doubled fields that stop the rows from being checked', () => {
    expect(mappingProblems(['residentId', 'firstName', null])).toEqual({ missing: ['lastName'], twice: [] });
    expect(mappingProblems(['residentId', 'firstName', 'lastName', 'room', 'room'])).toEqual({ missing: [], twice: ['room'] });
  });

  it('refuses a file past the bounds before reading it', () => {
    const read = readResidentFile('x'.repeat(2_000_001));
    expect(read).toMatchObject({ ok: false, code: 'import.file_too_large' });
  });
});
