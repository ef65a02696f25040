import { type TReportOperation, ZAuditSave, ZMarkingSave, ZReportSave } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { initialOperations, tickOperation } from './operations.ts';
import {
  isReportReadonly,
  prepareAuditSave,
  prepareMarkingSave,
  prepareReportSave,
  type ReportSaveAction,
  type ReportSaveContext,
  validateReportSave,
} from './save.ts';
import { checklist, deepFreeze, NOW, NOW_ISO, normal, routineOp, TORONTO } from './test-helpers.ts';
import { type AuditDraft, CLEANING_MODES, type CleaningErrorCode, type ReportDraft } from './types.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const ctx: ReportSaveContext = { mode: 'normal', isStaffMember: true, now: NOW, timeZone: TORONTO, markingCleanType: null };

function draft(ops: TReportOperation[], extra: Partial<ReportDraft> = {}): ReportDraft {
  return deepFreeze({
    selectedCleanType: 'Clean',
    comment: null,
    residentFamilyConcern: null,
    maintenance: null,
    pestControl: null,
    operations: ops,
    photos: [],
    declineSignature: null,
    ...extra,
  });
}

const codesOf = (outcome: { ok: boolean; problems?: { code: CleaningErrorCode }[] }) =>
  outcome.ok ? [] : outcome.problems?.map((p) => p.code);

describe('prepareReportSave', () => {
  it.each([
    ['xxN', { kind: 'save' }, 'Complete', null, 'Save: every required operation done'],
    ['xpN', { kind: 'save' }, 'Incomplete', null, 'Save: a required operation pending'],
    ['sxN', { kind: 'save' }, 'Incomplete', null, 'Save: a required operation skipped'],
    ['ppp', { kind: 'roomOccupied' }, 'Incomplete', 'Room occupied - 05/12/2026', "'Room occupied.'"],
    ['xxx', { kind: 'roomOccupied' }, 'Incomplete', 'Room occupied - 05/12/2026', "'Room occupied.' even when everything is done"],
    ['ppp', { kind: 'roomCheckedClean' }, 'Complete', 'Room checked & CLEAN', "'Room checked, CLEAN.' whatever the checklist"],
    ['ppp', { kind: 'decline', signature: SIGNATURE }, 'Declined', null, 'decline'],
  ] as const)('%s %j → %s, comment %j (%s)', (ops, action, status, comment, _why) => {
    const outcome = prepareReportSave(draft(checklist(ops)), action as ReportSaveAction, ctx);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.value.status).toBe(status);
    expect(outcome.value.comment).toBe(comment);
    expect(outcome.value.reportDate).toBe(NOW_ISO);
    expect(outcome.value.declineSignature).toBe(action.kind === 'decline' ? SIGNATURE : null);
  });

  it("a shortcut adds its line to the housekeeper's comment", () => {
    const outcome = prepareReportSave(draft([], { comment: 'Bin emptied' }), { kind: 'roomCheckedClean' }, ctx);
    expect(outcome.ok && outcome.value.comment).toBe('Bin emptied\nRoom checked & CLEAN');
    const blank = prepareReportSave(draft([], { comment: '  ' }), { kind: 'roomCheckedClean' }, ctx);
    expect(blank.ok && blank.value.comment).toBe('Room checked & CLEAN');
  });

  it('a save that is not a decline sends no signature; the operations travel unchanged', () => {
    const ops = checklist('xp');
    const outcome = prepareReportSave(draft(ops, { declineSignature: SIGNATURE }), { kind: 'save' }, ctx);
    expect(outcome.ok && outcome.value.declineSignature).toBeNull();
    expect(outcome.ok && outcome.value.operations).toBe(ops);
  });

  it.each([
    [{ kind: 'decline', signature: null }, ctx, ['report.signature_required'], 'a decline without signature'],
    [{ kind: 'decline', signature: '' }, ctx, ['report.signature_required'], 'an empty signature'],
    [{ kind: 'save' }, { ...ctx, isStaffMember: false }, ['report.no_permission'], 'not a staff member'],
    [{ kind: 'save' }, { ...ctx, markingCleanType: 'Deep Clean' }, ['report.clean_type_mismatch'], 'not the marking’s clean type'],
    [{ kind: 'save' }, { ...ctx, markingCleanType: 'CLEAN' }, [], 'the marking’s clean type, other case'],
    [{ kind: 'save' }, { ...ctx, mode: 'readonly' }, ['report.readonly'], 'read-only'],
    [{ kind: 'roomOccupied' }, { ...ctx, mode: 'readonly' }, ['report.readonly'], 'a shortcut in read-only'],
    [{ kind: 'decline', signature: SIGNATURE }, { ...ctx, mode: 'readonly' }, ['report.readonly'], 'a decline in read-only'],
    [{ kind: 'save' }, { ...ctx, mode: 'audit' }, ['report.readonly'], 'audit mode saves audits, not reports'],
    [{ kind: 'save' }, { ...ctx, mode: 'marking' }, ['report.readonly'], 'marking mode'],
    [
      { kind: 'decline', signature: null },
      { ...ctx, mode: 'readonly', isStaffMember: false, markingCleanType: 'Other' },
      ['report.readonly', 'report.no_permission', 'report.signature_required', 'report.clean_type_mismatch'],
      'every problem, in order',
    ],
  ] as const)('%j: %j (%s)', (action, context, expected, _why) => {
    expect(codesOf(prepareReportSave(draft(checklist('xx')), action as ReportSaveAction, context as ReportSaveContext))).toEqual(expected);
  });

  it('gives what ZReportSave accepts', () => {
    const ops = tickOperation(initialOperations([routineOp(uuid(1)), routineOp(uuid(2), { optional: true })]), uuid(1), normal);
    for (const action of [
      { kind: 'save' },
      { kind: 'roomOccupied' },
      { kind: 'roomCheckedClean' },
      { kind: 'decline', signature: SIGNATURE },
    ] as const) {
      const outcome = prepareReportSave(draft(ops), action, ctx);
      if (!outcome.ok) throw new Error('refused');
      const save = {
        ...outcome.value,
        id: uuid(10),
        facilityId: uuid(11),
        roomId: uuid(12),
        startDate: '2026-05-12T14:00:00.000Z',
        selectedGroupTime: null,
        markingReportId: null,
        authorStaffId: uuid(13),
      };
      expect(ZReportSave.safeParse(save).success).toBe(true);
    }
  });
});

describe('validateReportSave (server)', () => {
  const save = { status: 'Complete' as const, declineSignature: null, selectedCleanType: 'Clean' };
  const server = { isStaffMember: true, markingCleanType: null };

  it.each([
    [save, server, []],
    [save, { ...server, isStaffMember: false }, ['report.no_permission']],
    [{ ...save, status: 'Declined' as const }, server, ['report.signature_required']],
    [{ ...save, status: 'Declined' as const, declineSignature: SIGNATURE }, server, []],
    [{ ...save, status: 'Incomplete' as const }, server, []],
    [save, { ...server, markingCleanType: 'Deep' }, ['report.clean_type_mismatch']],
    [save, { ...server, markingCleanType: ' clean' }, []],
    [save, { ...server, storedStatus: 'Complete' as const }, ['report.readonly']],
    [save, { ...server, storedStatus: 'Declined' as const }, ['report.readonly']],
    [save, { ...server, storedStatus: 'Incomplete' as const }, []],
    [save, { ...server, storedStatus: 'Initial' as const }, []],
    [save, { ...server, storedStatus: null }, []],
  ])('%j %j → %j', (s, c, expected) => {
    expect(validateReportSave(s, c).map((p) => p.code)).toEqual(expected);
  });

  it.each([
    ['Initial', false],
    ['Incomplete', false],
    ['Complete', true],
    ['Declined', true],
  ] as const)('a stored %s report is read-only: %s', (status, readonly) => {
    expect(isReportReadonly(status)).toBe(readonly);
  });
});

describe('prepareAuditSave', () => {
  const audit: AuditDraft = deepFreeze({
    comment: 'Sink fine',
    photos: [],
    directObservationMethod: true,
    fluorescentGelMethod: false,
    atpSystemMethod: false,
    swabCulturesMethod: false,
    agarSlideCulturesMethod: false,
  });
  const ops = deepFreeze(
    checklist('xxx').map((o, i) => ({
      ...o,
      id: uuid(i + 1),
      isMarked: i === 1,
      auditStatus: i === 0 ? ('CleanedFailed' as const) : null,
    })),
  );
  const auditCtx = { mode: 'audit' as const, isStaffMember: true, hasMarkingReport: false, now: NOW };

  it('without a marking: defaults CleanedPass, the audit is complete, gel as chosen', () => {
    const outcome = prepareAuditSave(ops, audit, auditCtx);
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.value.operations.map((o) => o.auditStatus)).toEqual(['CleanedFailed', 'CleanedPass', 'CleanedPass']);
    expect(outcome.value.reportDate).toBe(NOW_ISO);
    expect(outcome.value.fluorescentGelMethod).toBe(false);
    expect(outcome.value.directObservationMethod).toBe(true);
    expect(outcome.value.comment).toBe('Sink fine');
    const save = { ...outcome.value, reportId: uuid(20), facilityId: uuid(21), startDate: NOW_ISO, authorStaffId: uuid(22) };
    expect(ZAuditSave.safeParse(save).success).toBe(true);
  });

  it('after a marking: unmarked operations NotObserved, so no report date; gel ticked', () => {
    const outcome = prepareAuditSave(ops, audit, { ...auditCtx, hasMarkingReport: true });
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.value.operations.map((o) => o.auditStatus)).toEqual(['CleanedFailed', 'CleanedPass', 'NotObserved']);
    expect(outcome.value.reportDate).toBeNull();
    expect(outcome.value.fluorescentGelMethod).toBe(true);
  });

  it.each(CLEANING_MODES.filter((m) => m !== 'audit'))('refused in %s mode', (mode) => {
    expect(codesOf(prepareAuditSave(ops, audit, { ...auditCtx, mode }))).toContain('report.readonly');
  });

  it('refused to someone who is not a staff member', () => {
    expect(codesOf(prepareAuditSave(ops, audit, { ...auditCtx, isStaffMember: false }))).toEqual(['report.no_permission']);
  });
});

describe('prepareMarkingSave', () => {
  const ops = deepFreeze(initialOperations([routineOp(uuid(1)), routineOp(uuid(2))]).map((o, i) => ({ ...o, isMarked: i === 0 })));
  const markingCtx = { mode: 'marking' as const, isStaffMember: true, now: NOW };

  it('keeps the marks, every status NotObserved, the marking date now', () => {
    const outcome = prepareMarkingSave(ops, markingCtx);
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.value.operations.map((o) => [o.isMarked, o.auditStatus])).toEqual([
      [true, 'NotObserved'],
      [false, 'NotObserved'],
    ]);
    expect(outcome.value.markingDate).toBe(NOW_ISO);
    const save = {
      ...outcome.value,
      id: uuid(30),
      facilityId: uuid(31),
      roomId: uuid(32),
      cleanType: 'Clean',
      startDate: NOW_ISO,
      authorStaffId: uuid(33),
    };
    expect(ZMarkingSave.safeParse(save).success).toBe(true);
  });

  it('refused to someone who is not a staff member, with the marking wording', () => {
    const outcome = prepareMarkingSave(ops, { ...markingCtx, isStaffMember: false });
    expect(outcome.ok ? [] : outcome.problems).toEqual([
      { code: 'marking.no_permission', message: 'Current user does not have permission to save Pre-Audit Marking reports.' },
    ]);
  });

  it.each(CLEANING_MODES.filter((m) => m !== 'marking'))('refused in %s mode', (mode) => {
    expect(codesOf(prepareMarkingSave(ops, { ...markingCtx, mode }))).toEqual(['report.readonly']);
  });
});
