import { describe, expect, it } from 'vitest';
import { auditFailures, medianMinutes, recleanDoneBy, rightFirstTime, untickedFailures } from './corrective.ts';
import { op } from './test-helpers.ts';

const BELL = '00000000-0000-4000-8000-000000000001';
const FLUSH = '00000000-0000-4000-8000-000000000002';
const SINK = '00000000-0000-4000-8000-000000000003';

const audited = [
  op({ id: BELL, index: 0, item: 'Call bell', checked: true, auditStatus: 'NotCleanedFailed' }),
  op({ id: FLUSH, index: 1, item: 'Flush handle', checked: true, auditStatus: 'CleanedFailed' }),
  op({ id: SINK, index: 2, item: 'Sink', checked: true, auditStatus: 'CleanedPass' }),
];
const failures = auditFailures(audited);

/** A clean of the three operations, ticked as given. */
const clean = (bell: boolean | null, flush: boolean | null, status = 'Complete') => ({
  status,
  operations: [
    op({ id: BELL, index: 0, item: 'Call bell', checked: bell }),
    op({ id: FLUSH, index: 1, item: 'Flush handle', checked: flush }),
    op({ id: SINK, index: 2, item: 'Sink', checked: false }),
  ],
});

describe('the corrective loop of a failed audit', () => {
  it('records the failed operations with their results, not the passed ones', () => {
    expect(failures).toEqual([
      { id: BELL, group: 'Bathroom', item: 'Call bell', auditStatus: 'NotCleanedFailed' },
      { id: FLUSH, group: 'Bathroom', item: 'Flush handle', auditStatus: 'CleanedFailed' },
    ]);
  });

  it('closes the re-clean only when a completed clean ticks every failed operation', () => {
    expect(recleanDoneBy(failures, clean(true, true))).toBe(true);
    // A shortcut saves nothing ticked; 'Room occupied.' saves Incomplete.
    expect(recleanDoneBy(failures, clean(false, false))).toBe(false);
    expect(recleanDoneBy(failures, clean(true, true, 'Incomplete'))).toBe(false);
    expect(recleanDoneBy(failures, clean(true, false))).toBe(false);
    expect(recleanDoneBy(failures, clean(true, null))).toBe(false);
    expect(recleanDoneBy(failures, { status: 'Complete', operations: [] })).toBe(false);
  });

  it('lists the failed operations a clean leaves unticked, for the warning before saving', () => {
    expect(untickedFailures(failures, clean(true, false).operations).map((f) => f.item)).toEqual(['Flush handle']);
    expect(untickedFailures(failures, clean(true, true).operations)).toEqual([]);
  });

  it('finds a failed operation by group and item when the routine was edited since (new ids)', () => {
    const edited = [
      op({ id: SINK, index: 0, item: 'call bell ', checked: true }),
      op({ id: BELL, index: 1, item: 'Flush handle', checked: true }),
    ];
    expect(recleanDoneBy(failures, { status: 'Complete', operations: edited })).toBe(true);
  });

  it('a loop without a recorded failure is never closed by a clean', () => {
    expect(recleanDoneBy([], clean(true, true))).toBe(false);
  });
});

describe('corrective loop measures', () => {
  it('right first time is the share of audits passed at their first pass', () => {
    expect(rightFirstTime({ audits: 0, reaudits: 0, firstPassFailures: 0 }).rate).toBeNull();
    // Six audits, two of them re-audits: of the four first passes, one failed.
    expect(rightFirstTime({ audits: 6, reaudits: 2, firstPassFailures: 1 })).toEqual({ passed: 3, failed: 1, rate: 0.75 });
  });

  it('the median time from failure to closed re-audit, in minutes', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([30 * 60_000, 10 * 60_000, 90 * 60_000])).toBe(30);
    expect(medianMinutes([10 * 60_000, 20 * 60_000])).toBe(15);
  });
});
