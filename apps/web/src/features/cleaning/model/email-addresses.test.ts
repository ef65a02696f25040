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
      { key: 'lead@care.example', email: 'Lead@Care.example', name: null, valid: true },
      { key: 'night@care.example', email: 'night@care.example', name: null, valid: true },
    ]);
    expect(staff).toEqual([{ key: 'ana@care.example', email: 'ana@care.example', name: 'Ana Lopez', valid: true }]);
  });

  it('marks an address the server would refuse, so it cannot be ticked', () => {
    const { supervisors, staff } = emailAddresses({
      supervisors: ['office@care'],
      staff: [{ name: 'Old Entry', email: 'old@care.c' }],
    });
    expect(supervisors.map((a) => a.valid)).toEqual([false]);
    expect(staff.map((a) => a.valid)).toEqual([false]);
  });

  it('gives empty groups for empty lists', () => {
    expect(emailAddresses({ supervisors: [], staff: [] })).toEqual({ supervisors: [], staff: [] });
  });
});
