import type { TAuditStatus } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { atpCounts, atpCountsByBrand } from './atp-results.ts';
import { auditOutcome, auditPassRate, markedObjects, operationPassRate, thoroughness } from './metrics.ts';

// 'Not present' (the surface is not in this room) answers an operation but counts in no measure.

const ops = (statuses: Record<string, TAuditStatus | null>) =>
  Object.entries(statuses).map(([id, auditStatus]) => ({ id, auditStatus, isMarked: true }));

describe('Not present', () => {
  it('is left out of thoroughness: neither cleaned, not cleaned nor pending', () => {
    const statuses = { sink: 'CleanedPass', rail: 'NotPresent', door: 'NotCleanedFailed' } as const;
    const objects = markedObjects({ operations: ops(statuses) }, { audited: true, operations: ops(statuses) });
    expect(thoroughness(objects)).toEqual({ marked: 2, cleaned: 1, pending: 0, tdc: 0.5 });
  });

  it('is not an observation: an audit of only Not present surfaces has no result', () => {
    expect(auditOutcome([{ auditStatus: 'NotPresent' }, { auditStatus: 'NotPresent' }])).toBe('notObserved');
    expect(auditOutcome([{ auditStatus: 'NotPresent' }, { auditStatus: 'CleanedPass' }])).toBe('pass');
    expect(auditPassRate(['pass', 'notObserved', 'fail'])).toEqual({ passed: 1, failed: 1, rate: 0.5 });
  });

  it('is left out of the operation pass rate', () => {
    expect(operationPassRate(['CleanedPass', 'NotPresent', 'NotPresent', 'CleanedFailed'])).toEqual({ passed: 1, failed: 1, rate: 0.5 });
  });
});

describe('ATP results', () => {
  it('passes pass and caution, fails fail, leaves readings without a band out', () => {
    expect(atpCounts(['pass', 'caution', 'fail', null, 'pass'])).toEqual({ pass: 2, caution: 1, fail: 1, rate: 0.75 });
    expect(atpCounts([])).toEqual({ pass: 0, caution: 0, fail: 0, rate: null });
  });

  it('counts per brand', () => {
    expect(
      atpCountsByBrand([
        { brand: 'Hygiena', band: 'caution' },
        { brand: '3M Clean-Trace', band: 'pass' },
        { brand: 'Hygiena', band: 'fail' },
      ]),
    ).toEqual([
      { brand: '3M Clean-Trace', pass: 1, caution: 0, fail: 0, rate: 1 },
      { brand: 'Hygiena', pass: 0, caution: 1, fail: 1, rate: 0.5 },
    ]);
  });
});
