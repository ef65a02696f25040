import type { TReportOperation } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { cycleAuditStatus, setAuditStatus, toggleMarked } from './audit.ts';
import { setAuditMethod } from './audit-methods.ts';
import { canEdit, cleaningMode, showsCleanTypeDropdown } from './mode.ts';
import { tickGroup, tickOperation, toggleOperation, untickOperation } from './operations.ts';
import { checklist, deepFreeze, NOW } from './test-helpers.ts';
import { type AuditMethods, CLEANING_EDITS, CLEANING_MODES, type CleaningEdit, type CleaningMode } from './types.ts';

// The whole matrix, written out: a change to any cell fails one row.
const MATRIX: Record<CleaningEdit, Record<CleaningMode, boolean>> = {
  operations: { normal: true, readonly: false, audit: false, marking: false },
  cleanType: { normal: true, readonly: false, audit: false, marking: true },
  comments: { normal: true, readonly: false, audit: false, marking: false },
  shortcuts: { normal: true, readonly: false, audit: false, marking: false },
  decline: { normal: true, readonly: false, audit: false, marking: false },
  auditStatus: { normal: false, readonly: false, audit: true, marking: false },
  marks: { normal: false, readonly: false, audit: false, marking: true },
  auditMethods: { normal: false, readonly: false, audit: true, marking: false },
  auditComments: { normal: false, readonly: false, audit: true, marking: false },
  save: { normal: true, readonly: false, audit: true, marking: true },
};

describe('canEdit', () => {
  const rows = CLEANING_EDITS.flatMap((kind) => CLEANING_MODES.map((mode) => [mode, kind, MATRIX[kind][mode]] as const));

  it('covers every mode and kind', () => expect(rows).toHaveLength(40));

  it.each(rows)('%s mode, %s → %s', (mode, kind, expected) => {
    expect(canEdit(mode, kind)).toBe(expected);
  });

  it('read-only blocks every edit', () => {
    for (const kind of CLEANING_EDITS) expect(canEdit('readonly', kind)).toBe(false);
  });
});

describe('cleaningMode from the report flags', () => {
  it.each([
    [{}, 'normal'],
    [{ readonly: false, auditMode: false, auditMarking: false }, 'normal'],
    [{ auditMode: true }, 'audit'],
    [{ auditMode: true, auditMarking: true }, 'marking'],
    [{ auditMarking: true }, 'marking'],
    [{ readonly: true }, 'readonly'],
    [{ readonly: true, auditMode: true }, 'readonly'],
    [{ readonly: true, auditMode: true, auditMarking: true }, 'readonly'],
  ] as const)('%j → %s', (flags, mode) => {
    expect(cleaningMode(flags)).toBe(mode);
  });

  it.each([
    ['normal', true],
    ['readonly', true],
    ['audit', false],
    ['marking', true],
  ] as const)('clean type dropdown in %s mode: %s', (mode, shown) => {
    expect(showsCleanTypeDropdown(mode)).toBe(shown);
  });
});

describe('every mutating function refuses an edit its mode does not accept, returning its input', () => {
  const ops: TReportOperation[] = deepFreeze(
    checklist('ppX', ['A', 'A', 'B']).map((o) => ({ ...o, auditStatus: o.index === 0 ? ('CleanedPass' as const) : null })),
  );
  const methods: AuditMethods = deepFreeze({
    directObservationMethod: false,
    fluorescentGelMethod: false,
    atpSystemMethod: false,
    swabCulturesMethod: false,
    agarSlideCulturesMethod: false,
  });
  const mutators: [string, CleaningEdit, (mode: CleaningMode) => unknown, unknown][] = [
    ['tickOperation', 'operations', (mode) => tickOperation(ops, 'o1', { mode, now: NOW }), ops],
    ['untickOperation', 'operations', (mode) => untickOperation(ops, 'o2', { mode, now: NOW }), ops],
    ['toggleOperation', 'operations', (mode) => toggleOperation(ops, 'o0', { mode, now: NOW }), ops],
    ['tickGroup', 'operations', (mode) => tickGroup(ops, 'A', { mode, now: NOW }), ops],
    ['cycleAuditStatus', 'auditStatus', (mode) => cycleAuditStatus(ops, 'o0', { mode, hasMarkingReport: false }), ops],
    ['setAuditStatus', 'auditStatus', (mode) => setAuditStatus(ops, 'o0', 'NotObserved', mode), ops],
    ['toggleMarked', 'marks', (mode) => toggleMarked(ops, 'o0', mode), ops],
    ['setAuditMethod', 'auditMethods', (mode) => setAuditMethod(methods, 'atpSystemMethod', true, mode, false), methods],
  ];
  const rows = mutators.flatMap(([name, kind, run, input]) => CLEANING_MODES.map((mode) => [name, mode, kind, run, input] as const));

  it.each(rows)('%s in %s mode', (_name, mode, kind, run, input) => {
    const result = run(mode);
    if (canEdit(mode, kind)) expect(result).not.toBe(input);
    else expect(result).toBe(input);
  });
});
