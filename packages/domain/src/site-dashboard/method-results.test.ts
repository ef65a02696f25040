import { describe, expect, it } from 'vitest';
import { methodResultsOf } from './method-results.ts';

const at = new Date('2026-11-02T10:00:00Z');

describe('site dashboard results per method', () => {
  const audits = [
    {
      at,
      roomId: 'r1',
      methods: ['atpSystemMethod'] as const,
      operations: [
        { operation: 'Bathroom / Sink', auditStatus: 'CleanedPass' as const, atpBrand: 'Hygiena', atpBand: 'caution' as const },
        { operation: 'Bathroom / Rail', auditStatus: 'NotPresent' as const },
        { operation: 'Bed / Rails', auditStatus: 'CleanedFailed' as const, atpBrand: 'Hygiena', atpBand: 'fail' as const },
      ],
    },
    // An audit saved before the methods were read counts under none.
    { at, roomId: 'r2', operations: [{ operation: 'Bathroom / Sink', auditStatus: 'CleanedPass' as const }] },
  ];

  it('counts the audits of each method, ATP per brand by band, Not present out of the rate', () => {
    expect(methodResultsOf(audits)).toEqual([
      {
        method: 'atpSystemMethod',
        audits: 1,
        audited: 3,
        passed: 1,
        failed: 1,
        notPresent: 1,
        rate: 0.5,
        atpByBrand: [{ brand: 'Hygiena', pass: 0, caution: 1, fail: 1, rate: 0.5 }],
      },
    ]);
  });

  it('counts one operation only when one is chosen', () => {
    expect(methodResultsOf(audits, 'Bathroom / Sink')[0]).toMatchObject({
      audited: 1,
      passed: 1,
      failed: 0,
      rate: 1,
      atpByBrand: [{ brand: 'Hygiena', pass: 0, caution: 1, fail: 0, rate: 1 }],
    });
  });
});
