import type { TReportPhoto } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { type DraftAction, type DraftContext, reduceDraft } from './draft.ts';
import { buildSession, type CleaningSession } from './session.ts';
import { input, marking, NOW, OPS, room, savedReport } from './test-fixtures.ts';

const photo = (id: string): TReportPhoto => ({ id, photo: `${id}.jpg`, createdDate: NOW.toISOString(), createdBy: null, isDeleted: false });

function open(extra: Parameters<typeof input>[0]): { s: CleaningSession; ctx: DraftContext } {
  const result = buildSession(input(extra));
  if (!result.ok) throw new Error(result.problem);
  const s = result.session;
  return { s, ctx: { mode: s.mode, hasMarkingReport: s.marking !== null, marking: s.marking?.operations ?? null } };
}

describe('reduceDraft', () => {
  const r = room();

  it('normal mode: ticks, texts, photos (a removed photo is kept, flagged deleted) and the clean type', () => {
    const { s, ctx } = open({ link: { roomId: r.id, mode: 'clean' }, rooms: [r] });
    const steps: DraftAction[] = [
      { type: 'toggle', id: OPS.toilet.id, now: NOW },
      { type: 'text', field: 'maintenance', value: 'Tap drips' },
      { type: 'addPhoto', photo: photo('p1') },
      { type: 'addPhoto', photo: photo('p2') },
      { type: 'removePhoto', id: 'p1' },
    ];
    const d = steps.reduce((acc, a) => reduceDraft(acc, a, ctx), s.initial);
    expect(d.operations.map((o) => [o.checked, o.skipped])).toEqual([
      [false, true],
      [true, false],
      [false, false],
      [null, false],
    ]);
    expect(d.maintenance).toBe('Tap drips');
    expect(d.photos.map((p) => [p.id, p.isDeleted])).toEqual([
      ['p1', true],
      ['p2', false],
    ]);
    // Deep Clean shares the bathroom operations: their ticks stay.
    const deep = reduceDraft(d, { type: 'cleanType', cleanType: 'Deep Clean', routineOps: [OPS.walls, OPS.sink, OPS.toilet] }, ctx);
    expect(deep.selectedCleanType).toBe('Deep Clean');
    expect(deep.operations.map((o) => [o.id, o.checked])).toEqual([
      [OPS.walls.id, false],
      [OPS.sink.id, false],
      [OPS.toilet.id, true],
    ]);
    // Audit edits are not accepted in normal mode.
    expect(reduceDraft(d, { type: 'cycleAudit', id: OPS.sink.id }, ctx)).toBe(d);
    expect(reduceDraft(d, { type: 'auditComment', value: 'x' }, ctx)).toBe(d);
  });

  it('read-only mode blocks every edit', () => {
    const report = savedReport(r);
    const { s, ctx } = open({ link: { roomId: r.id, mode: 'history', reportId: report.id }, rooms: [r], report });
    const actions: DraftAction[] = [
      { type: 'toggle', id: OPS.sink.id, now: NOW },
      { type: 'text', field: 'comment', value: 'x' },
      { type: 'addPhoto', photo: photo('p') },
      { type: 'cleanType', cleanType: 'Deep Clean', routineOps: [] },
      { type: 'method', method: 'atpSystemMethod', value: true },
      { type: 'toggleMarked', id: OPS.sink.id },
    ];
    for (const a of actions) expect(reduceDraft(s.initial, a, ctx)).toBe(s.initial);
  });

  it('audit mode: results cycle and can be set; fluorescent gel is locked when the clean answers a marking', () => {
    const m = marking(r, [OPS.sink.id]);
    const report = savedReport(r, { markingReportId: m.id });
    const { s, ctx } = open({
      link: { roomId: r.id, mode: 'audit', reportId: report.id },
      rooms: [r],
      report,
      marking: m,
      role: 'FacilityAssistant',
    });
    let d = reduceDraft(s.initial, { type: 'cycleAudit', id: OPS.sink.id }, ctx);
    d = reduceDraft(d, { type: 'setAudit', id: OPS.toilet.id, status: 'CleanedPass' }, ctx);
    d = reduceDraft(d, { type: 'method', method: 'atpSystemMethod', value: true }, ctx);
    expect(d.operations.map((o) => o.auditStatus)).toEqual(['CleanedFailed', 'CleanedPass', null]);
    expect(d.audit.atpSystemMethod).toBe(true);
    expect(reduceDraft(d, { type: 'method', method: 'fluorescentGelMethod', value: false }, ctx)).toBe(d);
    expect(reduceDraft(d, { type: 'toggle', id: OPS.mop.id, now: NOW }, ctx)).toBe(d);
  });

  it('marking mode: marks and the clean type (marks kept by operation), nothing else', () => {
    const { s, ctx } = open({ link: { roomId: r.id, mode: 'marking' }, rooms: [r], role: 'FacilityAssistant' });
    const d = reduceDraft(s.initial, { type: 'toggleMarked', id: OPS.sink.id }, ctx);
    expect(d.operations.map((o) => o.isMarked)).toEqual([true, false, false, false]);
    const deep = reduceDraft(d, { type: 'cleanType', cleanType: 'Deep Clean', routineOps: [OPS.walls, OPS.sink] }, ctx);
    expect(deep.operations.map((o) => o.isMarked)).toEqual([false, true]);
    expect(reduceDraft(d, { type: 'text', field: 'comment', value: 'x' }, ctx)).toBe(d);
  });
});
