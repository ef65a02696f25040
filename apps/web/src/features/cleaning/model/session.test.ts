import { describe, expect, it } from 'vitest';
import { buildSession, type CleaningSession } from './session.ts';
import { EMPTY_TYPE, input, marking, NOW, OPS, room, savedReport } from './test-fixtures.ts';

function session(result: ReturnType<typeof buildSession>): CleaningSession {
  if (!result.ok) throw new Error(`expected a session, got ${result.problem}`);
  return result.session;
}

describe('buildSession: a new clean', () => {
  it('gets its id and start time on the tablet, opens with the shortcuts, and starts with the requested clean type', () => {
    const r = room();
    const s = session(buildSession(input({ link: { roomId: r.id, mode: 'clean', cleanType: 'Deep Clean' }, rooms: [r] })));
    expect(s.mode).toBe('normal');
    expect(s.reportId).toBe('new-id');
    expect(s.startDate).toBe(NOW.toISOString());
    expect(s.showShortcuts).toBe(true);
    expect(s.initial.selectedCleanType).toBe('Deep Clean');
    expect(s.initial.operations.map((o) => [o.id, o.checked])).toEqual([
      [OPS.walls.id, false],
      [OPS.sink.id, false],
      [OPS.toilet.id, false],
    ]);
    expect(s.marking).toBeNull();
  });

  it('a room with a pending pre-audit marking starts with the marking’s clean type and answers it', () => {
    const r = room({ lastMarkingReport: { id: 'm1', startDate: '2026-05-12T12:00:00.000Z', cleanType: 'Clean', auditor: 'Sofia García' } });
    const s = session(buildSession(input({ link: { roomId: r.id, mode: 'clean', cleanType: 'Deep Clean' }, rooms: [r] })));
    expect(s.initial.selectedCleanType).toBe('Clean');
    expect(s.marking).toMatchObject({ id: 'm1', cleanType: 'Clean' });
  });

  it('without a clean type in the link, starts with the room’s current clean (a room state’s clean)', () => {
    const base = room();
    const r = room({ status: { ...base.status, label: 'State', currentCleanType: 'Deep Clean' } });
    const s = session(buildSession(input({ link: { roomId: r.id, mode: 'clean' }, rooms: [r] })));
    expect(s.initial.selectedCleanType).toBe('Deep Clean');
  });

  it('cannot start on a room type without routines (naming it), nor on a room the site does not have', () => {
    const chapel = room({ roomTypeId: EMPTY_TYPE, roomType: 'Chapel' });
    expect(buildSession(input({ link: { roomId: chapel.id, mode: 'clean' }, rooms: [chapel] }))).toEqual({
      ok: false,
      problem: 'noRoutines',
      roomType: 'Chapel',
    });
    expect(buildSession(input({ link: { roomId: chapel.id, mode: 'marking' }, rooms: [chapel], role: 'FacilityAssistant' }))).toMatchObject(
      {
        problem: 'noMarkingRoutines',
      },
    );
    expect(buildSession(input({ link: { roomId: 'gone', mode: 'clean' }, rooms: [chapel] }))).toMatchObject({ problem: 'roomNotFound' });
  });
});

describe('buildSession: a pre-audit marking', () => {
  it('is for supervisors: a new marking of the requested clean type, not answering any other marking', () => {
    const r = room({ lastMarkingReport: { id: 'm1', startDate: '2026-05-12T12:00:00.000Z', cleanType: 'Deep Clean', auditor: null } });
    const s = session(
      buildSession(input({ link: { roomId: r.id, mode: 'marking', cleanType: 'Clean' }, rooms: [r], role: 'FacilityAssistant' })),
    );
    expect(s.mode).toBe('marking');
    expect(s.marking).toBeNull();
    expect(s.initial.selectedCleanType).toBe('Clean');
    expect(s.auditStartDate).toBe(NOW.toISOString());
    expect(s.showShortcuts).toBe(false);
    expect(buildSession(input({ link: { roomId: r.id, mode: 'marking' }, rooms: [r], role: 'LeadHousekeeper' }))).toMatchObject({
      problem: 'notAllowed',
    });
  });
});

describe('buildSession: saved reports', () => {
  it('continues an Incomplete report: its id, start, texts and ticks, with the routine’s new operations appended', () => {
    const r = room();
    const report = savedReport(r, { status: 'Incomplete', comment: 'Room occupied - 05/12/2026' });
    const s = session(buildSession(input({ link: { roomId: r.id, mode: 'continue', reportId: report.id }, rooms: [r], report })));
    expect(s.mode).toBe('normal');
    expect([s.reportId, s.startDate, s.initial.comment]).toEqual([report.id, report.startDate, 'Room occupied - 05/12/2026']);
    expect(s.initial.operations.map((o) => [o.id, o.checked])).toEqual([
      [OPS.sink.id, true],
      [OPS.toilet.id, true],
      [OPS.mop.id, true],
      [OPS.notes.id, null],
    ]);
  });

  it('a finished report does not continue: it opens read-only, as history does', () => {
    const r = room();
    const report = savedReport(r);
    expect(session(buildSession(input({ link: { roomId: r.id, mode: 'continue', reportId: report.id }, rooms: [r], report }))).mode).toBe(
      'readonly',
    );
    expect(session(buildSession(input({ link: { roomId: r.id, mode: 'history', reportId: report.id }, rooms: [r], report }))).mode).toBe(
      'readonly',
    );
  });

  it('audits for supervisors, with the marks of the marking the clean answers; others and declined reports read only', () => {
    const r = room();
    const m = marking(r, [OPS.toilet.id]);
    const report = savedReport(r, { markingReportId: m.id });
    const audit = (role: 'FacilityAssistant' | 'Nursing', rep = report) =>
      buildSession(input({ link: { roomId: r.id, mode: 'audit', reportId: rep.id }, rooms: [r], report: rep, marking: m, role }));
    const s = session(audit('FacilityAssistant'));
    expect(s.mode).toBe('audit');
    expect(s.marking).toMatchObject({ id: m.id, cleanType: 'Clean', markingDate: m.markingDate });
    expect(s.initial.operations.map((o) => o.isMarked)).toEqual([false, true, false]);
    expect(s.auditStartDate).toBe(NOW.toISOString());
    expect(session(audit('Nursing')).mode).toBe('readonly');
    expect(session(audit('FacilityAssistant', { ...report, status: 'Declined' })).mode).toBe('readonly');
  });

  it('an audit already started keeps its start and draft', () => {
    const r = room();
    const report = savedReport(r, {
      auditReport: {
        auditorId: null,
        auditor: 'Sofia García',
        markingDate: null,
        startDate: '2026-05-12T14:00:00.000Z',
        reportDate: null,
        comment: 'Sink stained',
        photos: [],
        directObservationMethod: true,
        fluorescentGelMethod: false,
        atpSystemMethod: true,
        swabCulturesMethod: false,
        agarSlideCulturesMethod: false,
      },
    });
    const s = session(
      buildSession(input({ link: { roomId: r.id, mode: 'audit', reportId: report.id }, rooms: [r], report, role: 'FacilityAssistant' })),
    );
    expect(s.auditStartDate).toBe('2026-05-12T14:00:00.000Z');
    expect(s.initial.audit).toMatchObject({ comment: 'Sink stained', directObservationMethod: true, atpSystemMethod: true });
  });

  it('a report that is missing or of another room is not found', () => {
    const r = room();
    const other = savedReport(room());
    expect(buildSession(input({ link: { roomId: r.id, mode: 'history', reportId: 'x' }, rooms: [r] }))).toMatchObject({
      problem: 'reportNotFound',
    });
    expect(buildSession(input({ link: { roomId: r.id, mode: 'history', reportId: other.id }, rooms: [r], report: other }))).toMatchObject({
      problem: 'reportNotFound',
    });
  });
});
