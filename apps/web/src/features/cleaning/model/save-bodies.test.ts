import { ZMarkingSave, ZReportSave, ZSubmitAudit } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { type DraftAction, reduceDraft } from './draft.ts';
import { auditSaveBody, markingSaveBody, reportSaveBody, type Saver } from './save-bodies.ts';
import { buildSession, type CleaningDraft, type CleaningSession } from './session.ts';
import { input, marking, NOW, OPS, room, savedReport, TORONTO, testId } from './test-fixtures.ts';

const STAFF = testId();
const who: Saver = { staffMemberId: STAFF, now: NOW, timeZone: TORONTO };

function open(extra: Parameters<typeof input>[0]): CleaningSession {
  const result = buildSession(input({ newId: testId, ...extra }));
  if (!result.ok) throw new Error(result.problem);
  return result.session;
}
function edit(s: CleaningSession, ...actions: DraftAction[]): CleaningDraft {
  const ctx = { mode: s.mode, hasMarkingReport: s.marking !== null, marking: s.marking?.operations ?? null };
  return actions.reduce((d, a) => reduceDraft(d, a, ctx), s.initial);
}

describe('reportSaveBody', () => {
  const r = room();
  const s = open({ link: { roomId: r.id, mode: 'clean' }, rooms: [r] });

  it('Save: Complete once every required task is done, with the session’s ids and the author; blank texts are none', () => {
    const tick = (id: string): DraftAction => ({ type: 'toggle', id, now: NOW });
    const draft = edit(s, tick(OPS.sink.id), tick(OPS.toilet.id), tick(OPS.mop.id), { type: 'text', field: 'comment', value: '  ' });
    const out = reportSaveBody(s, draft, { kind: 'save' }, who);
    if (!out.ok) throw new Error('refused');
    expect(ZReportSave.safeParse(out.value.report).success).toBe(true);
    expect(out.value.report).toMatchObject({
      id: s.reportId,
      roomId: r.id,
      status: 'Complete',
      startDate: s.startDate,
      reportDate: NOW.toISOString(),
      comment: null,
      markingReportId: null,
      declineSignature: null,
      authorStaffId: STAFF,
    });
    expect(reportSaveBody(s, edit(s, tick(OPS.mop.id)), { kind: 'save' }, who)).toMatchObject({
      ok: true,
      value: { report: { status: 'Incomplete' } },
    });
  });

  it('the shortcuts save their status and comment line', () => {
    const occupied = reportSaveBody(s, s.initial, { kind: 'roomOccupied' }, who);
    expect(occupied).toMatchObject({ ok: true, value: { report: { status: 'Incomplete', comment: 'Room occupied - 05/12/2026' } } });
    const checked = reportSaveBody(s, edit(s, { type: 'text', field: 'comment', value: 'Bin full' }), { kind: 'roomCheckedClean' }, who);
    expect(checked).toMatchObject({ ok: true, value: { report: { status: 'Complete', comment: 'Bin full\nRoom checked & CLEAN' } } });
  });

  it('a decline needs a signature and saves it with Declined', () => {
    expect(reportSaveBody(s, s.initial, { kind: 'decline', signature: null }, who)).toEqual({
      ok: false,
      problems: [{ code: 'report.signature_required', message: 'Signature is required' }],
    });
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    expect(reportSaveBody(s, s.initial, { kind: 'decline', signature }, who)).toMatchObject({
      ok: true,
      value: { report: { status: 'Declined', declineSignature: signature } },
    });
  });

  it('only staff members save; a read-only report is not saved', () => {
    expect(reportSaveBody(s, s.initial, { kind: 'save' }, { ...who, staffMemberId: null })).toMatchObject({
      ok: false,
      problems: [{ code: 'report.no_permission' }],
    });
    const report = savedReport(r);
    const history = open({ link: { roomId: r.id, mode: 'history', reportId: report.id }, rooms: [r], report });
    expect(reportSaveBody(history, history.initial, { kind: 'save' }, who)).toMatchObject({
      ok: false,
      problems: [{ code: 'report.readonly' }],
    });
  });

  it('a clean answering a marking carries it, and must keep the marking’s clean type', () => {
    const marked = room({ lastMarkingReport: { id: testId(), startDate: NOW.toISOString(), cleanType: 'Clean', auditor: null } });
    const m = open({ link: { roomId: marked.id, mode: 'clean' }, rooms: [marked] });
    expect(reportSaveBody(m, m.initial, { kind: 'save' }, who)).toMatchObject({
      ok: true,
      value: { report: { markingReportId: marked.lastMarkingReport?.id } },
    });
    const deep = edit(m, { type: 'cleanType', cleanType: 'Deep Clean', routineOps: [OPS.walls] });
    expect(reportSaveBody(m, deep, { kind: 'save' }, who)).toMatchObject({ ok: false, problems: [{ code: 'report.clean_type_mismatch' }] });
  });
});

describe('auditSaveBody and markingSaveBody', () => {
  const r = room();

  it('an audit: every task gets a result (unmarked ones of a marked clean Not observed), fluorescent gel with the marking', () => {
    const m = marking(r, [OPS.sink.id]);
    const report = savedReport(r, { markingReportId: m.id });
    const s = open({
      link: { roomId: r.id, mode: 'audit', reportId: report.id },
      rooms: [r],
      report,
      marking: m,
      role: 'FacilityAssistant',
    });
    const draft = edit(s, { type: 'cycleAudit', id: OPS.sink.id }, { type: 'auditComment', value: 'Sink stained' });
    const out = auditSaveBody(s, draft, who);
    if (!out.ok) throw new Error('refused');
    expect(ZSubmitAudit.safeParse(out.value).success).toBe(true);
    expect(out.value.audit).toMatchObject({
      reportId: report.id,
      startDate: NOW.toISOString(),
      comment: 'Sink stained',
      fluorescentGelMethod: true,
      authorStaffId: STAFF,
      operations: [
        { id: OPS.sink.id, auditStatus: 'CleanedFailed' },
        { id: OPS.toilet.id, auditStatus: 'NotObserved' },
        { id: OPS.mop.id, auditStatus: 'NotObserved' },
      ],
    });
  });

  it('a marking: the marking id, its clean type and marks, results left Not observed', () => {
    const s = open({ link: { roomId: r.id, mode: 'marking', cleanType: 'Clean' }, rooms: [r], role: 'FacilityAssistant' });
    const draft = edit(s, { type: 'toggleMarked', id: OPS.toilet.id }, { type: 'toggle', id: OPS.sink.id, now: NOW });
    const out = markingSaveBody(s, draft, who);
    if (!out.ok) throw new Error('refused');
    expect(ZMarkingSave.safeParse(out.value.report).success).toBe(true);
    expect(out.value.report).toMatchObject({ id: s.reportId, cleanType: 'Clean', markingDate: NOW.toISOString(), authorStaffId: STAFF });
    expect(out.value.report.operations.map((o) => [o.isMarked, o.checked, o.auditStatus])).toEqual([
      [false, false, 'NotObserved'],
      [true, false, 'NotObserved'],
      [false, false, 'NotObserved'],
      [false, null, 'NotObserved'],
    ]);
    expect(markingSaveBody(s, draft, { ...who, staffMemberId: null })).toMatchObject({
      ok: false,
      problems: [{ code: 'marking.no_permission' }],
    });
  });
});
