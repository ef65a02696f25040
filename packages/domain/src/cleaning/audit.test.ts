import { AUDIT_STATUSES, type TAuditStatus } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyAuditDefaults,
  auditHasFailure,
  auditReportDate,
  auditResults,
  cycleAuditStatus,
  defaultAuditStatus,
  effectiveAuditStatus,
  NEXT_AUDIT_STATUS,
  setAuditStatus,
  toggleMarked,
} from './audit.ts';
import { AUDIT_STATUS_LABELS } from './constants.ts';
import { deepFreeze, NOW, NOW_ISO, op } from './test-helpers.ts';
import { type AuditContext, CLEANING_MODES } from './types.ts';

const audit: AuditContext = { mode: 'audit', hasMarkingReport: false };
const auditAfterMarking: AuditContext = { mode: 'audit', hasMarkingReport: true };

describe('audit status labels and cycle', () => {
  it('labels', () => {
    expect(AUDIT_STATUS_LABELS).toEqual({
      CleanedPass: 'Cleaned Pass',
      CleanedFailed: 'Cleaned Fail',
      NotCleanedFailed: 'Not Cleaned Fail',
      NotObserved: 'Not observed',
      NotPresent: 'Not present',
    });
    expect(Object.keys(AUDIT_STATUS_LABELS).sort()).toEqual([...AUDIT_STATUSES].sort());
  });

  it('cycles CleanedPass → CleanedFailed → NotCleanedFailed → NotObserved → CleanedPass', () => {
    const seen: TAuditStatus[] = ['CleanedPass'];
    for (let i = 0; i < 4; i++) seen.push(NEXT_AUDIT_STATUS[seen[seen.length - 1] as TAuditStatus]);
    expect(seen).toEqual(['CleanedPass', 'CleanedFailed', 'NotCleanedFailed', 'NotObserved', 'CleanedPass']);
  });

  it.each([
    ['CleanedPass', 'CleanedFailed'],
    ['CleanedFailed', 'NotCleanedFailed'],
    ['NotCleanedFailed', 'NotObserved'],
    ['NotObserved', 'CleanedPass'],
    ['NotPresent', 'CleanedPass'],
  ] as const)('a tile click on %s gives %s', (from, to) => {
    const ops = deepFreeze([op({ id: 'a', index: 0, auditStatus: from }), op({ id: 'b', index: 1, auditStatus: from })]);
    const result = cycleAuditStatus(ops, 'a', audit);
    expect(result.map((o) => o.auditStatus)).toEqual([to, from]);
  });

  it.each([
    [audit, false, 'CleanedFailed', 'no status yet: the default CleanedPass is shown, so the click gives the next one'],
    [auditAfterMarking, false, 'CleanedPass', 'an unmarked operation after a marking shows NotObserved; next is CleanedPass'],
    [auditAfterMarking, true, 'CleanedFailed', 'a marked operation shows CleanedPass; next is CleanedFailed'],
  ] as const)('click on an operation without status (%j, marked %s) → %s', (ctx, isMarked, to, _why) => {
    const ops = deepFreeze([op({ id: 'a', index: 0, isMarked })]);
    expect(cycleAuditStatus(ops, 'a', ctx)[0]?.auditStatus).toBe(to);
  });
});

describe('default audit status', () => {
  it.each([
    ['marking', false, false, 'NotObserved'],
    ['marking', false, true, 'NotObserved'],
    ['marking', true, true, 'NotObserved'],
    ['audit', true, false, 'NotObserved'],
    ['audit', true, true, 'CleanedPass'],
    ['audit', false, false, 'CleanedPass'],
    ['audit', false, true, 'CleanedPass'],
    ['readonly', false, false, 'CleanedPass'],
    ['readonly', true, false, 'NotObserved'],
    ['normal', false, false, 'CleanedPass'],
  ] as const)('mode %s, marking report %s, marked %s → %s', (mode, hasMarkingReport, isMarked, expected) => {
    expect(defaultAuditStatus({ isMarked }, { mode, hasMarkingReport })).toBe(expected);
    expect(effectiveAuditStatus({ isMarked, auditStatus: null }, { mode, hasMarkingReport })).toBe(expected);
    expect(effectiveAuditStatus({ isMarked, auditStatus: 'CleanedFailed' }, { mode, hasMarkingReport })).toBe('CleanedFailed');
  });

  it('applyAuditDefaults fills only the operations without a status', () => {
    const ops = deepFreeze([
      op({ id: 'a', index: 0, auditStatus: 'NotCleanedFailed' }),
      op({ id: 'b', index: 1, isMarked: true }),
      op({ id: 'c', index: 2 }),
    ]);
    expect(applyAuditDefaults(ops, auditAfterMarking).map((o) => o.auditStatus)).toEqual([
      'NotCleanedFailed',
      'CleanedPass',
      'NotObserved',
    ]);
    expect(applyAuditDefaults(ops, audit).map((o) => o.auditStatus)).toEqual(['NotCleanedFailed', 'CleanedPass', 'CleanedPass']);
    expect(applyAuditDefaults(ops, { mode: 'marking', hasMarkingReport: false }).map((o) => o.auditStatus)).toEqual([
      'NotCleanedFailed',
      'NotObserved',
      'NotObserved',
    ]);
    const done = deepFreeze([op({ id: 'a', index: 0, auditStatus: 'CleanedPass' })]);
    expect(applyAuditDefaults(done, audit)).toBe(done);
  });

  it('auditResults: every operation with a status, as ZAuditSave carries them', () => {
    const ops = [op({ id: 'a', index: 0, auditStatus: 'CleanedFailed' }), op({ id: 'b', index: 1 })];
    expect(auditResults(ops, auditAfterMarking)).toEqual([
      { id: 'a', auditStatus: 'CleanedFailed' },
      { id: 'b', auditStatus: 'NotObserved' },
    ]);
  });
});

describe('audit edits', () => {
  it('setAuditStatus sets any status directly (radio buttons)', () => {
    const ops = deepFreeze([op({ id: 'a', index: 0, auditStatus: 'CleanedPass' })]);
    for (const s of AUDIT_STATUSES) expect(setAuditStatus(ops, 'a', s, 'audit')[0]?.auditStatus).toBe(s);
    expect(setAuditStatus(ops, 'a', 'CleanedPass', 'audit')).toBe(ops);
    expect(setAuditStatus(ops, 'zz', 'NotObserved', 'audit')).toBe(ops);
  });

  it.each(CLEANING_MODES.filter((m) => m !== 'audit'))('%s mode: audit statuses are refused', (mode) => {
    const ops = deepFreeze([op({ id: 'a', index: 0, auditStatus: 'CleanedPass' })]);
    expect(setAuditStatus(ops, 'a', 'NotObserved', mode)).toBe(ops);
    expect(cycleAuditStatus(ops, 'a', { mode, hasMarkingReport: false })).toBe(ops);
  });

  it('toggleMarked toggles the marked flag in marking mode only', () => {
    const ops = deepFreeze([op({ id: 'a', index: 0 }), op({ id: 'b', index: 1, isMarked: true })]);
    expect(toggleMarked(ops, 'a', 'marking').map((o) => o.isMarked)).toEqual([true, true]);
    expect(toggleMarked(ops, 'b', 'marking').map((o) => o.isMarked)).toEqual([false, false]);
    expect(toggleMarked(ops, 'zz', 'marking')).toBe(ops);
    for (const mode of CLEANING_MODES.filter((m) => m !== 'marking')) expect(toggleMarked(ops, 'a', mode)).toBe(ops);
  });
});

describe('audit report date: set when no operation is NotObserved', () => {
  it.each([
    [[], NOW_ISO, 'no operations'],
    [['CleanedPass', 'CleanedFailed', 'NotCleanedFailed'], NOW_ISO, 'every operation observed, failures included'],
    [['CleanedPass', 'NotObserved'], null, 'one not observed'],
    [['NotObserved'], null, 'only not observed'],
    [['CleanedPass', 'NotPresent'], NOW_ISO, 'a surface not in the room answers its operation'],
    [['CleanedPass', null], null, 'an operation without status counts as not observed'],
  ] as const)('%j → %s (%s)', (statuses, expected, _why) => {
    const ops = statuses.map((auditStatus) => ({ auditStatus }));
    expect(auditReportDate(ops, NOW)).toBe(expected);
  });
});

describe('auditHasFailure', () => {
  it.each([
    [['CleanedPass', 'NotObserved'], false],
    [['CleanedPass', 'CleanedFailed'], true],
    [['NotCleanedFailed'], true],
    [[null, 'CleanedPass'], false],
    [[], false],
  ] as const)('%j → %s', (statuses, failed) => {
    expect(auditHasFailure(statuses.map((auditStatus) => ({ auditStatus })))).toBe(failed);
  });
});
