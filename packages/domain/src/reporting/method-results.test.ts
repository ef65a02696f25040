import { describe, expect, it } from 'vitest';
import { resultsByMethod } from './method-results.ts';

const atp = (brand: string, band: 'pass' | 'caution' | 'fail' | null) => ({ brand, band });

describe('results per audit method', () => {
  it('counts each audit under every method it used, Not present apart and out of the rate', () => {
    const results = resultsByMethod([
      {
        methods: ['directObservationMethod', 'atpSystemMethod'],
        operations: [
          { auditStatus: 'CleanedPass', atp: atp('Hygiena', 'pass') },
          { auditStatus: 'NotPresent' },
          { auditStatus: 'CleanedFailed', atp: atp('Hygiena', 'fail') },
          { auditStatus: 'NotObserved' },
        ],
      },
      { methods: ['directObservationMethod'], operations: [{ auditStatus: 'CleanedPass' }, { auditStatus: 'NotCleanedFailed' }] },
    ]);
    expect(results).toEqual([
      { method: 'directObservationMethod', audits: 2, audited: 5, passed: 2, failed: 2, notPresent: 1, rate: 0.5 },
      {
        method: 'atpSystemMethod',
        audits: 1,
        audited: 3,
        passed: 1,
        failed: 1,
        notPresent: 1,
        rate: 0.5,
        atpByBrand: [{ brand: 'Hygiena', pass: 1, caution: 0, fail: 1, rate: 0.5 }],
      },
    ]);
  });

  it('gives ATP readings per brand by band, caution passing and readings without a band left out', () => {
    const [result] = resultsByMethod([
      {
        methods: ['atpSystemMethod'],
        operations: [
          { auditStatus: 'CleanedPass', atp: atp('3M Clean-Trace', 'caution') },
          { auditStatus: 'CleanedPass', atp: atp('Hygiena', null) },
          { auditStatus: 'CleanedPass', atp: null },
        ],
      },
    ]);
    expect(result?.atpByBrand).toEqual([
      { brand: '3M Clean-Trace', pass: 0, caution: 1, fail: 0, rate: 1 },
      { brand: 'Hygiena', pass: 0, caution: 0, fail: 0, rate: null },
    ]);
  });

  it('leaves out methods no audit used, and an audit of only Not present has no pass rate', () => {
    expect(resultsByMethod([])).toEqual([]);
    expect(resultsByMethod([{ methods: ['fluorescentGelMethod'], operations: [{ auditStatus: 'NotPresent' }] }])).toEqual([
      { method: 'fluorescentGelMethod', audits: 1, audited: 1, passed: 0, failed: 0, notPresent: 1, rate: null },
    ]);
  });
});
