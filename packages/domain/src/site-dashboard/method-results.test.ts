import { describe, expect, it } from 'vitest';
import { resultsByMethod } from '../reporting/method-results.ts';
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

  it('gives the reporting rule each audit’s methods, results and ATP readings (brand and band)', () => {
    expect(methodResultsOf(audits)).toEqual(
      resultsByMethod([
        {
          methods: ['atpSystemMethod'],
          operations: [
            { auditStatus: 'CleanedPass', atp: { brand: 'Hygiena', band: 'caution' } },
            { auditStatus: 'NotPresent', atp: null },
            { auditStatus: 'CleanedFailed', atp: { brand: 'Hygiena', band: 'fail' } },
          ],
        },
        { methods: [], operations: [{ auditStatus: 'CleanedPass', atp: null }] },
      ]),
    );
    expect(methodResultsOf(audits).map((m) => [m.method, m.audits, m.rate])).toEqual([['atpSystemMethod', 1, 0.5]]);
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
