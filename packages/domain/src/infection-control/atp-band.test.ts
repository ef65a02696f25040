import type { TAtpLimit } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { atpBand, atpBrands, atpLimitFor, atpOverridden, auditStatusOfBand, duplicateAtpLimit, withAtpBand } from './atp-band.ts';

const limits: TAtpLimit[] = [
  { brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 },
  { brand: '3M Clean-Trace', surface: null, passMax: 249, cautionMax: 499 },
  { brand: 'Hygiena', surface: 'Bed rails', passMax: 5, cautionMax: 15 },
];

describe('atpBand', () => {
  it('reads the band edges of a brand: pass up to passMax, caution up to cautionMax, fail above', () => {
    expect(atpBand(limits, 'Hygiena', null, 0)).toBe('pass');
    expect(atpBand(limits, 'Hygiena', null, 10)).toBe('pass');
    expect(atpBand(limits, 'Hygiena', null, 11)).toBe('caution');
    expect(atpBand(limits, 'Hygiena', null, 30)).toBe('caution');
    expect(atpBand(limits, 'Hygiena', null, 31)).toBe('fail');
    expect(atpBand(limits, '3M Clean-Trace', null, 249)).toBe('pass');
    expect(atpBand(limits, '3M Clean-Trace', null, 250)).toBe('caution');
    expect(atpBand(limits, '3M Clean-Trace', null, 500)).toBe('fail');
  });

  it('uses a surface’s own limit before the brand’s', () => {
    expect(atpBand(limits, 'Hygiena', 'Bed rails', 6)).toBe('caution');
    expect(atpBand(limits, 'Hygiena', 'Bed rails', 16)).toBe('fail');
    expect(atpBand(limits, 'Hygiena', 'Door handle', 16)).toBe('caution');
    expect(atpLimitFor(limits, 'Hygiena', 'Door handle')?.surface).toBeNull();
  });

  it('gives the same number different bands under different brands', () => {
    expect(atpBand(limits, 'Hygiena', null, 200)).toBe('fail');
    expect(atpBand(limits, '3M Clean-Trace', null, 200)).toBe('pass');
  });

  it('matches brand and surface without regard to case or spaces around', () => {
    expect(atpBand(limits, ' hygiena ', 'BED RAILS', 6)).toBe('caution');
    expect(atpBand(limits, '3m clean-trace', null, 100)).toBe('pass');
  });

  it('has no band for a brand the site has no limit for: the auditor sets the result', () => {
    expect(atpBand(limits, 'Kikkoman', null, 1)).toBeNull();
    expect(atpBand([{ brand: 'Hygiena', surface: 'Bed rails', passMax: 5, cautionMax: 15 }], 'Hygiena', 'Sink', 1)).toBeNull();
  });
});

describe('the result a reading gives', () => {
  it('passes pass and caution (caution is flagged), fails fail', () => {
    expect(auditStatusOfBand('pass')).toBe('CleanedPass');
    expect(auditStatusOfBand('caution')).toBe('CleanedPass');
    expect(auditStatusOfBand('fail')).toBe('CleanedFailed');
  });

  it('counts a result the band does not give as an override', () => {
    expect(atpOverridden({ band: 'fail' }, 'CleanedPass')).toBe(true);
    expect(atpOverridden({ band: 'pass' }, 'NotCleanedFailed')).toBe(true);
    expect(atpOverridden({ band: 'caution' }, 'CleanedPass')).toBe(false);
    expect(atpOverridden({ band: 'fail' }, 'CleanedFailed')).toBe(false);
    expect(atpOverridden({ band: null }, 'CleanedPass')).toBe(false);
    expect(atpOverridden({ band: 'fail' }, 'NotPresent')).toBe(false);
    expect(atpOverridden(null, 'CleanedPass')).toBe(false);
  });

  it('recomputes the band from the limits whatever the tablet sent, and keeps a reason only for an override', () => {
    const sent = { brand: 'Hygiena', rlu: 40, band: 'pass' as const, overrideReason: ' swab touched glove ' };
    expect(withAtpBand(sent, limits, null, 'CleanedPass')).toEqual({ ...sent, band: 'fail', overrideReason: 'swab touched glove' });
    expect(withAtpBand(sent, limits, null, 'CleanedFailed')).toEqual({ ...sent, band: 'fail', overrideReason: null });
  });
});

describe('site limits', () => {
  it('lists the brands once each, as first written', () => {
    expect(atpBrands(limits)).toEqual(['Hygiena', '3M Clean-Trace']);
  });

  it('finds a brand and surface written twice', () => {
    expect(duplicateAtpLimit(limits)).toBe(-1);
    expect(duplicateAtpLimit([...limits, { brand: 'HYGIENA', surface: 'bed rails' }])).toBe(3);
    expect(duplicateAtpLimit([...limits, { brand: 'hygiena', surface: null }])).toBe(3);
  });
});
