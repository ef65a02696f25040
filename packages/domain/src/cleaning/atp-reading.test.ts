import { describe, expect, it } from 'vitest';
import { auditResults, setAtpReading } from './audit.ts';
import { hasUnsavedChanges } from './draft.ts';
import { prepareAuditSave } from './save.ts';
import { deepFreeze, op } from './test-helpers.ts';

const reading = (rlu: number, band: 'pass' | 'caution' | 'fail' | null) => ({ brand: 'Hygiena', rlu, band, overrideReason: null });

describe('an ATP reading on the audit screen', () => {
  it('sets the result its band gives; caution passes', () => {
    const ops = deepFreeze([op({ id: 'a', index: 0, auditStatus: 'CleanedPass' })]);
    expect(setAtpReading(ops, 'a', reading(40, 'fail'), 'audit')[0]).toMatchObject({
      auditStatus: 'CleanedFailed',
      atp: reading(40, 'fail'),
    });
    expect(setAtpReading(ops, 'a', reading(20, 'caution'), 'audit')[0]?.auditStatus).toBe('CleanedPass');
  });

  it('keeps the result the auditor set by hand when there is no band, or the band did not change', () => {
    const ops = deepFreeze([op({ id: 'a', index: 0, auditStatus: 'NotCleanedFailed', atp: reading(40, 'fail') })]);
    expect(setAtpReading(ops, 'a', reading(45, 'fail'), 'audit')[0]?.auditStatus).toBe('NotCleanedFailed');
    expect(setAtpReading(ops, 'a', reading(5, null), 'audit')[0]?.auditStatus).toBe('NotCleanedFailed');
  });

  it('is an audit-mode edit only, and a change Cancel asks about', () => {
    const ops = deepFreeze([op({ id: 'a', index: 0 })]);
    expect(setAtpReading(ops, 'a', reading(1, 'pass'), 'normal')).toBe(ops);
    const after = setAtpReading(ops, 'a', reading(1, 'pass'), 'audit');
    expect(hasUnsavedChanges({ operations: ops }, { operations: after }, 'audit')).toBe(true);
  });

  it('travels with the result in the audit save; no reading, no field; a removed one, null', () => {
    const ops = [
      op({ id: 'a', index: 0, auditStatus: 'CleanedPass', atp: reading(3, 'pass') }),
      op({ id: 'b', index: 1, auditStatus: 'NotPresent' }),
      op({ id: 'c', index: 2, auditStatus: 'CleanedPass', atp: null }),
    ];
    expect(auditResults(ops, { mode: 'audit', hasMarkingReport: false })).toEqual([
      { id: 'a', auditStatus: 'CleanedPass', atp: reading(3, 'pass') },
      { id: 'b', auditStatus: 'NotPresent' },
      { id: 'c', auditStatus: 'CleanedPass', atp: null },
    ]);
  });
});

describe('an audit save with an overridden ATP reading', () => {
  const audit = {
    comment: null,
    photos: [],
    directObservationMethod: false,
    fluorescentGelMethod: false,
    atpSystemMethod: true,
    swabCulturesMethod: false,
    agarSlideCulturesMethod: false,
  };
  const ctx = { mode: 'audit' as const, isStaffMember: true, hasMarkingReport: false, now: new Date('2026-05-12T14:30:00Z') };

  it('is refused without a reason, and saved with one', () => {
    const overridden = op({ id: 'a', index: 0, auditStatus: 'CleanedPass', atp: reading(80, 'fail') });
    const refused = prepareAuditSave([overridden], audit, ctx);
    expect(refused.ok ? [] : refused.problems.map((p) => p.code)).toEqual(['atp.override_reason_required']);
    const withReason = { ...overridden, atp: { ...reading(80, 'fail'), overrideReason: 'Swab touched the glove' } };
    expect(prepareAuditSave([withReason], audit, ctx).ok).toBe(true);
    expect(prepareAuditSave([{ ...overridden, auditStatus: 'CleanedFailed' }], audit, ctx).ok).toBe(true);
  });
});
