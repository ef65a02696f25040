import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { at, DAILY, input, report, routine, state } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';
import { windowStart } from './window.ts';

// "safety of the cleaning record": what the tile shows decides whether a room gets the right
// clean. A room state's clean is the clean to do; a partial clean, a refusal or a failed audit never reads
// as OK; a new room is not missed for buckets from before it existed. Times in America/Toronto (EDT).

const clean = routine({ id: 'clean', cleanType: 'Clean', priority: 10, color: '#C5E379', schedule: DAILY });
const deep = routine({
  id: 'deep',
  cleanType: 'Deep Clean',
  priority: 20,
  color: '#74C0FC',
  schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Months' }, dueAfter: { amount: 3, unit: 'Days' } },
});
const isolationClean = routine({ id: 'isolation', cleanType: 'Isolation Clean', priority: 40, color: '#FFA94D', schedule: null });
const routines = [clean, deep, isolationClean];
const yesterdayDone = report('2026-05-11T08:00-04:00');
const audit = { showAuditBanners: true };
const plain = { showAuditBanners: false };

/** The monthly Deep Clean was done on 1 May, so it is not due in these tests unless they say so. */
const deepDone = [{ priority: 20, completedAt: at('2026-05-01T09:00-04:00') }];

const statusOf = (now: string, history: HistoryEntry[], extra: Partial<RoomStatusInput> = {}, opts = audit) =>
  roomStatus(input(now, { routines, history, lastCompletedByPriority: deepDone, ...extra }), opts);

describe("a room state's clean is the clean that is done", () => {
  const isolation = state({ stateName: 'Isolation', cleanType: 'Isolation Clean', setAt: at('2026-05-12T09:00-04:00'), color: '#F59F00' });

  it('names the state clean although Deep Clean (a Relative routine never done) needs cleaning too', () => {
    const status = statusOf('2026-05-12T10:00-04:00', [yesterdayDone], { roomState: isolation, lastCompletedByPriority: [] });
    expect(status.routines.find((r) => r.routineId === 'deep')?.needsCleaning).toBe(true);
    expect([status.current?.source, status.current?.cleanType, status.label, status.banner]).toEqual([
      'state',
      'Isolation Clean',
      'State',
      { kind: 'state', text: 'Isolation' },
    ]);
  });

  it('is done by a completed clean of its clean type after the state was set; the state stays', () => {
    const done = report('2026-05-12T09:30-04:00', { cleanType: 'Isolation Clean', priority: 40 });
    const status = statusOf('2026-05-12T10:00-04:00', [yesterdayDone, done], { roomState: isolation });
    expect(status.stateClean?.needsCleaning).toBe(false);
    expect(status.current?.source).not.toBe('state');
    expect(status.banner).toEqual({ kind: 'state', text: 'Isolation' });
  });

  it('is not done by a clean of a lower priority, nor by one before the state was set', () => {
    const lower = report('2026-05-12T09:30-04:00', { cleanType: 'Deep Clean', priority: 20 });
    const before = report('2026-05-12T08:00-04:00', { cleanType: 'Isolation Clean', priority: 40 });
    expect(statusOf('2026-05-12T10:00-04:00', [yesterdayDone, before, lower], { roomState: isolation }).current?.source).toBe('state');
  });
});

describe('a partial clean, a refusal or "Room occupied." never looks like a clean room', () => {
  // 16:00: the day's bucket (07:00–15:00) is closed, so no bucket is active.
  const evening = '2026-05-12T16:00-04:00';
  const doneToday = report('2026-05-12T08:00-04:00');

  it('an Incomplete last report shows INCOMPLETE with no bucket open, in its routine colour', () => {
    const partial = report('2026-05-12T15:20-04:00', { status: 'Incomplete', cleanType: 'Deep Clean', priority: 20 });
    const deepDone = report('2026-05-01T08:00-04:00', { cleanType: 'Deep Clean', priority: 20 });
    const status = statusOf(evening, [deepDone, doneToday, partial], {}, plain);
    expect(status.routines.every((r) => !r.needsCleaning)).toBe(true);
    expect([status.incomplete, status.label, status.banner, status.color]).toEqual([true, 'Incomplete', { kind: 'incomplete' }, '#74C0FC']);
    expect(status.outstanding).toMatchObject({ kind: 'incomplete', cleanType: 'Deep Clean', reportId: partial.reportId });
  });

  it("'Room occupied.' (saved Incomplete) after the day's clean shows INCOMPLETE", () => {
    const occupied = report('2026-05-12T15:30-04:00', { status: 'Incomplete', comment: 'Room occupied' } as Partial<HistoryEntry>);
    expect(statusOf(evening, [yesterdayDone, doneToday, occupied], {}, plain).banner).toEqual({ kind: 'incomplete' });
  });

  it('a Declined last report shows DECLINED until a clean of its priority is completed', () => {
    const refused = report('2026-05-12T15:30-04:00', { status: 'Declined' });
    expect(statusOf(evening, [yesterdayDone, doneToday, refused], {}, plain)).toMatchObject({ declined: true, label: 'Declined' });
    const after = report('2026-05-12T15:45-04:00');
    expect(statusOf(evening, [yesterdayDone, doneToday, refused, after], {}, plain)).toMatchObject({
      declined: false,
      label: 'OK',
      outstanding: null,
    });
  });

  it('a clean of a lower priority does not finish an Incomplete Deep Clean; one of its priority does', () => {
    const partial = report('2026-05-12T09:00-04:00', { status: 'Incomplete', cleanType: 'Deep Clean', priority: 20 });
    const lower = report('2026-05-12T09:30-04:00', { completedAt: at('2026-05-12T10:30-04:00') });
    // The lower clean started before the Incomplete one ended: it completed after it, and is not enough.
    const startedEarlier = report('2026-05-12T08:50-04:00', { completedAt: at('2026-05-12T09:40-04:00') });
    expect(statusOf(evening, [yesterdayDone, startedEarlier, partial], {}, plain).outstanding?.kind).toBe('incomplete');
    const deepLater = report('2026-05-12T08:55-04:00', {
      cleanType: 'Deep Clean',
      priority: 20,
      completedAt: at('2026-05-12T09:40-04:00'),
    });
    expect(statusOf(evening, [yesterdayDone, deepLater, partial], {}, plain).outstanding).toBeNull();
    expect(statusOf(evening, [yesterdayDone, partial, lower], {}, plain).outstanding).toBeNull(); // not the last report any more
  });

  it('the summary of completed cleans counts too (a completion outside the loaded history)', () => {
    const partial = report('2026-05-12T09:00-04:00', { status: 'Incomplete' });
    const summary = [...deepDone, { priority: 10, completedAt: at('2026-05-12T09:45-04:00') }];
    expect(statusOf(evening, [partial], { lastCompletedByPriority: summary }, plain).outstanding).toBeNull();
  });
});

describe('a failed audit is visible and acted on', () => {
  const audited = report('2026-05-12T08:00-04:00', { hasAuditReport: true, auditComplete: true, auditFailed: true });
  const reclean = { cleanType: 'Clean', since: at('2026-05-12T10:00-04:00') };

  it('tells every role in words that the re-clean of a failed audit is to do, as the current clean', () => {
    const status = statusOf('2026-05-12T16:00-04:00', [yesterdayDone, audited], { reclean });
    expect([status.banner, status.label, status.current?.source, status.current?.cleanType]).toEqual([
      { kind: 'reclean' },
      'NeedsCleaning',
      'reclean',
      'Clean',
    ]);
    expect(statusOf('2026-05-12T16:00-04:00', [yesterdayDone, audited], { reclean }, plain)).toMatchObject({
      banner: { kind: 'reclean' },
      label: 'NeedsCleaning',
    });
  });

  it('a completed clean after the audit does not end the re-clean while its task is open (the failed operations decide)', () => {
    const shortcut = report('2026-05-12T10:30-04:00');
    const status = statusOf('2026-05-12T16:00-04:00', [yesterdayDone, audited, shortcut], { reclean });
    expect([status.reclean?.needsCleaning, status.banner, status.label]).toEqual([true, { kind: 'reclean' }, 'NeedsCleaning']);
  });

  it('a re-clean done waits for its re-audit: supervisors see Re-audit due, others nothing', () => {
    const reCleaned = report('2026-05-12T10:30-04:00');
    expect(statusOf('2026-05-12T16:00-04:00', [yesterdayDone, audited, reCleaned], { reauditDue: true }).banner).toEqual({
      kind: 'reauditDue',
    });
    expect(statusOf('2026-05-12T16:00-04:00', [yesterdayDone, audited, reCleaned], { reauditDue: true }, plain).banner).toBeNull();
  });

  it('the last report with a failed operation shows Audit failed even without a task (an audit in progress)', () => {
    const inProgress = report('2026-05-12T08:00-04:00', { hasAuditReport: true, auditComplete: false, auditFailed: true });
    expect(statusOf('2026-05-12T16:00-04:00', [yesterdayDone, inProgress]).banner).toEqual({ kind: 'auditFailed' });
  });

  it('the history window reaches back to the audit', () => {
    const from = windowStart(routines, 'America/Toronto', at('2026-05-20T16:00-04:00'), {
      roomState: null,
      lastCompletedByPriority: [{ priority: 40, completedAt: at('2026-05-19T08:00-04:00') }],
      reclean,
    });
    expect(from.getTime()).toBeLessThanOrEqual(reclean.since.getTime());
  });
});

describe("a room's history starts when it is created", () => {
  it('a new room is not MISSED for the bucket of the day before it existed', () => {
    const createdAt = at('2026-05-11T18:00-04:00');
    const status = statusOf('2026-05-12T08:00-04:00', [], { createdAt });
    expect([status.missed, status.label]).toEqual([false, 'NeedsCleaning']);
    expect(statusOf('2026-05-12T08:00-04:00', [], {}).missed).toBe(true);
  });

  it('a bucket that started after it was created is missed as usual', () => {
    const createdAt = at('2026-05-11T06:00-04:00');
    expect(statusOf('2026-05-12T08:00-04:00', [], { createdAt }).missed).toBe(true);
  });

  it('a bucket that was open when it was created is not missed (it did not exist for most of it)', () => {
    const createdAt = at('2026-05-11T14:30-04:00');
    expect(statusOf('2026-05-12T08:00-04:00', [], { createdAt }).missed).toBe(false);
  });
});
