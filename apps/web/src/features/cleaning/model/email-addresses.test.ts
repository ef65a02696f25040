import { describe, expect, it } from 'vitest';
import { emailAddresses } from './email-addresses.ts';

describe('emailAddresses', () => {
  it('lists supervisors, then staff, each address once whatever its case', () => {
    const { supervisors, staff } = emailAddresses({
      supervisors: ['Lead@Care.example', 'lead@care.example', ' night@care.example '],
      staff: [
        { name: 'Ana Lopez', email: 'ana@care.example' },
        { name: 'Lead Person', email: 'LEAD@care.example' },
        { name: 'Blank', email: '  ' },
      ],
    });
    expect(supervisors).toEqual([
      { key: 'lead@care.example', email: 'Lead@Care.example', name: null },
      { key: 'night@care.example', email: 'night@care.example', name: null },
    ]);
    expect(staff).toEqual([{ key: 'ana@care.example', email: 'ana@care.example', name: 'Ana Lopez' }]);
  });

  it('gives empty groups for empty lists', () => {
    expect(emailAddresses({ supervisors: [], staff: [] })).toEqual({ supervisors: [], staff: [] });
  });
});
