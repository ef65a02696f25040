import { ROLES, type TRole } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { canManageRole, hasRole, roleIncludes } from './roles.ts';

// The role matrix of the product, written out by hand: row = role held, columns in ROLES order
// (SA, SAs, MFA, FA, FAs, LH, N, RD, H, TR). 1 = the held role includes the column role.
const MATRIX: Record<TRole, string> = {
  SiteAdministrator: '1111111111',
  SiteAssistant: '0111111111',
  MultiFacilityAdministrator: '0011111111',
  FacilityAdministrator: '0001111110',
  FacilityAssistant: '0001111110',
  LeadHousekeeper: '0000011110',
  Nursing: '0000001110',
  RegisteredDevice: '0000000100',
  Housekeeper: '0000000010',
  TabletRegistration: '0000000111',
};

const cases = ROLES.flatMap((held) => ROLES.map((required, i) => ({ held, required, expected: MATRIX[held][i] === '1' })));

describe('role hierarchy', () => {
  it('covers every pair of roles', () => {
    expect(cases).toHaveLength(ROLES.length * ROLES.length);
  });

  it.each(cases)('$held includes $required: $expected', ({ held, required, expected }) => {
    expect(roleIncludes(held, required)).toBe(expected);
  });

  it('passes a role check when no account is signed in', () => {
    for (const role of ROLES) {
      expect(hasRole(null, role)).toBe(true);
      expect(hasRole(undefined, role)).toBe(true);
    }
  });

  it('checks the signed-in role otherwise', () => {
    expect(hasRole({ role: 'Nursing' }, 'FacilityAssistant')).toBe(false);
    expect(hasRole({ role: 'FacilityAssistant' }, 'Nursing')).toBe(true);
  });

  it('lets limited roles manage only roles they include', () => {
    expect(canManageRole('FacilityAdministrator', 'MultiFacilityAdministrator')).toBe(false);
    expect(canManageRole('FacilityAdministrator', 'Housekeeper')).toBe(true);
    expect(canManageRole('FacilityAdministrator', 'TabletRegistration')).toBe(false);
    expect(canManageRole('SiteAssistant', 'SiteAdministrator')).toBe(false);
  });
});
