import { AUDIT_METHODS } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { auditMethodState, auditMethodsForSave, fluorescentGelState, setAuditMethod } from './audit-methods.ts';
import { deepFreeze } from './test-helpers.ts';
import { type AuditMethods, CLEANING_MODES, type CleaningMode } from './types.ts';

const none: AuditMethods = deepFreeze({
  directObservationMethod: false,
  fluorescentGelMethod: false,
  atpSystemMethod: false,
  swabCulturesMethod: false,
  agarSlideCulturesMethod: false,
});

describe('fluorescent gel: disabled while marking or when a marking report exists', () => {
  it.each([
    ['marking', false, false, { checked: false, disabled: true }],
    ['marking', true, true, { checked: false, disabled: true }],
    ['audit', true, false, { checked: true, disabled: true }],
    ['audit', true, true, { checked: true, disabled: true }],
    ['audit', false, false, { checked: false, disabled: false }],
    ['audit', false, true, { checked: true, disabled: false }],
    ['readonly', true, false, { checked: false, disabled: true }],
    ['readonly', false, true, { checked: true, disabled: true }],
    ['normal', false, false, { checked: false, disabled: true }],
  ] as const)('mode %s, marking report %s, current %s → %j', (mode, hasMarking, current, expected) => {
    expect(fluorescentGelState(mode, hasMarking, current)).toEqual(expected);
  });

  it('the two-argument form reads as unticked when the auditor may choose', () => {
    expect(fluorescentGelState('audit', false)).toEqual({ checked: false, disabled: false });
  });
});

describe('method checkboxes', () => {
  const others = AUDIT_METHODS.filter((m) => m !== 'fluorescentGelMethod');

  it.each(CLEANING_MODES.flatMap((mode) => [false, true].map((hasMarking) => [mode, hasMarking] as [CleaningMode, boolean])))(
    'other methods in %s mode (marking report %s): enabled in audit mode only',
    (mode, hasMarking) => {
      for (const m of others) {
        expect(auditMethodState(m, none, mode, hasMarking)).toEqual({ checked: false, disabled: mode !== 'audit' });
        const set = setAuditMethod(none, m, true, mode, hasMarking);
        if (mode === 'audit') expect(set).toEqual({ ...none, [m]: true });
        else expect(set).toBe(none);
      }
    },
  );

  it('fluorescent gel can be set in audit mode only without a marking report', () => {
    expect(setAuditMethod(none, 'fluorescentGelMethod', true, 'audit', false)).toEqual({ ...none, fluorescentGelMethod: true });
    expect(setAuditMethod(none, 'fluorescentGelMethod', true, 'audit', true)).toBe(none);
    expect(setAuditMethod(none, 'fluorescentGelMethod', true, 'marking', false)).toBe(none);
    expect(auditMethodState('fluorescentGelMethod', none, 'audit', true)).toEqual({ checked: true, disabled: true });
  });

  it('setting a method to the value it has returns the input', () => {
    expect(setAuditMethod(none, 'atpSystemMethod', false, 'audit', false)).toBe(none);
  });

  it('on save, fluorescent gel is ticked when the clean answers a marking, left as chosen otherwise', () => {
    expect(auditMethodsForSave(none, true)).toEqual({ ...none, fluorescentGelMethod: true });
    expect(auditMethodsForSave(none, false)).toBe(none);
    const gel = { ...none, fluorescentGelMethod: true };
    expect(auditMethodsForSave(gel, false)).toBe(gel);
  });
});
