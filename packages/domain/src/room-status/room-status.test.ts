import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { DAILY, input, iso, isoBucket, report, routine, TORONTO } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';

// The spec's rules for an Absolute daily bucket 07:00–15:00 due 12:00 in America/Toronto (EDT, -04:00).

const clean = routine({ id: 'clean', cleanType: 'Clean', priority: 10, color: '#1971C2', schedule: DAILY });
const show = { showAuditBanners: false };
/** A complete clean yesterday inside yesterday's bucket, so that nothing was missed. */
const yesterdayDone = report('2026-05-11T08:00-04:00');

const statusAt = (now: string, history: HistoryEntry[] = [yesterdayDone], extra: Partial<RoomStatusInput> = {}) =>
  roomStatus(input(now, { routines: [clean], history, ...extra }), show);
const routineAt = (now: string, history?: HistoryEntry[]) => {
  const status = statusAt(now, history).routines[0];
  if (!status) throw new Error('no routine status');
  return status;
};

describe('needs cleaning and due soon through the day', () => {
  it.each([
    ['06:59 before the bucket', '2026-05-12T06:59-04:00', false, false, 'OK'],
    ['07:00 the bucket opens', '2026-05-12T07:00-04:00', true, false, 'NeedsCleaning'],
    ['11:59 not due yet', '2026-05-12T11:59-04:00', true, false, 'NeedsCleaning'],
    ['11:59:59.999 not due yet', '2026-05-12T11:59:59.999-04:00', true, false, 'NeedsCleaning'],
    ['12:00 due', '2026-05-12T12:00-04:00', true, true, 'DueSoon'],
    ['14:59 due', '2026-05-12T14:59-04:00', true, true, 'DueSoon'],
    ['14:59:59.999 due', '2026-05-12T14:59:59.999-04:00', true, true, 'DueSoon'],
  ] as const)('%s', (_name, now, needsCleaning, dueSoon, label) => {
    const status = statusAt(now);
    expect(status.routines[0]).toMatchObject({ needsCleaning, dueSoon, incomplete: false, declined: false, missed: false });
    expect({ needsCleaning: status.needsCleaning, dueSoon: status.dueSoon, label: status.label }).toEqual({
      needsCleaning,
      dueSoon,
      label,
    });
    expect(status.banner).toEqual(dueSoon ? { kind: 'dueSoon' } : null);
  });

  it('has the bucket of the day and yesterday as the previous bucket', () => {
    const status = routineAt('2026-05-12T08:00-04:00');
    expect(isoBucket(status.bucket)).toEqual({
      start: iso('2026-05-12T07:00-04:00'),
      due: iso('2026-05-12T12:00-04:00'),
      end: iso('2026-05-12T15:00-04:00'),
    });
    expect(isoBucket(status.previousBucket)?.start).toBe(iso('2026-05-11T07:00-04:00'));
    expect(status.scheduleType).toBe('Absolute');
  });

  it('15:00 closes the bucket: not cleaned today, so missed and no longer needing cleaning', () => {
    const status = statusAt('2026-05-12T15:00-04:00');
    expect(status.routines[0]).toMatchObject({ bucket: null, needsCleaning: false, dueSoon: false, missed: true });
    expect([status.label, status.banner]).toEqual(['Missed', { kind: 'missed' }]);
  });

  it('colours the tile with the routine needing cleaning, then the room complete colour', () => {
    expect([statusAt('2026-05-12T08:00-04:00').color, statusAt('2026-05-12T08:00-04:00').textColor]).toEqual(['#1971C2', '#FFFFFF']);
    const done = statusAt('2026-05-12T13:00-04:00', [yesterdayDone, report('2026-05-12T08:00-04:00')]);
    expect([done.color, done.textColor, done.label, done.banner, done.current]).toEqual(['#C5E379', '#000000', 'OK', null, null]);
  });
});

describe('which completed reports satisfy the bucket', () => {
  it.each([
    ['completed at 08:00: OK', [report('2026-05-12T07:30-04:00', { completedAt: new Date('2026-05-12T08:00-04:00') })], false],
    ['completed yesterday only: needs cleaning', [yesterdayDone], true],
    [
      'completed exactly at the bucket start',
      [report('2026-05-12T06:40-04:00', { completedAt: new Date('2026-05-12T07:00-04:00') })],
      false,
    ],
    [
      'completed just before the bucket start',
      [report('2026-05-12T06:30-04:00', { completedAt: new Date('2026-05-12T06:59:59.999-04:00') })],
      true,
    ],
    [
      'a higher-priority report satisfies the lower routine',
      [report('2026-05-12T08:00-04:00', { priority: 20, cleanType: 'Deep' })],
      false,
    ],
    ['an equal-priority report of another clean type satisfies it', [report('2026-05-12T08:00-04:00', { cleanType: 'Other' })], false],
    ['a lower-priority report does not', [report('2026-05-12T08:00-04:00', { priority: 9, cleanType: 'Spot' })], true],
    ['an Incomplete report does not', [report('2026-05-12T08:00-04:00', { status: 'Incomplete' })], true],
    ['a Declined report does not', [report('2026-05-12T08:00-04:00', { status: 'Declined' })], true],
    ['an Initial (in progress) report does not', [report('2026-05-12T08:00-04:00', { status: 'Initial' })], true],
    [
      'a Complete report dated after now does not (not done yet as of now)',
      [report('2026-05-12T08:00-04:00', { completedAt: new Date('2026-05-12T13:30-04:00') })],
      true,
    ],
    ['a Complete report without a completion date does not', [report('2026-05-12T08:00-04:00', { completedAt: null })], true],
  ] as const)('%s', (_name, today, needsCleaning) => {
    expect(routineAt('2026-05-12T13:00-04:00', [yesterdayDone, ...today]).needsCleaning).toBe(needsCleaning);
  });

  it('reads the summary of the latest completed cleans per priority', () => {
    const summary = [{ priority: 30, completedAt: new Date('2026-05-12T09:00-04:00') }];
    expect(statusAt('2026-05-12T13:00-04:00', [yesterdayDone], { lastCompletedByPriority: summary }).needsCleaning).toBe(false);
    const lower = [{ priority: 5, completedAt: new Date('2026-05-12T09:00-04:00') }];
    expect(statusAt('2026-05-12T13:00-04:00', [yesterdayDone], { lastCompletedByPriority: lower }).needsCleaning).toBe(true);
  });
});

describe('incomplete', () => {
  // The routine's flag follows the spec's bucket rule; the room's flag also holds for an Incomplete last
  // report outside the bucket or of a lower priority (a partial clean never looks like a full one).
  it.each([
    [
      'the last report is Incomplete and started inside the bucket',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete' })],
      true,
      true,
    ],
    [
      'started before the bucket (finished inside it)',
      [report('2026-05-12T06:30-04:00', { status: 'Incomplete', completedAt: new Date('2026-05-12T07:30-04:00') })],
      false,
      true,
    ],
    ['of a lower priority', [report('2026-05-12T08:00-04:00', { status: 'Incomplete', priority: 9 })], false, true],
    ['of a higher priority', [report('2026-05-12T08:00-04:00', { status: 'Incomplete', priority: 11 })], true, true],
    [
      'not the last report (an Initial one started later)',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T09:00-04:00', { status: 'Initial' })],
      false,
      false,
    ],
    [
      'not the last report (a Declined one started later)',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T09:00-04:00', { status: 'Declined' })],
      false,
      false,
    ],
    [
      'the last report as of now (a report starting after now is not there yet)',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T10:30-04:00', { status: 'Initial' })],
      true,
      true,
    ],
  ] as const)('%s', (_name, today, routineIncomplete, roomIncomplete) => {
    const status = statusAt('2026-05-12T10:00-04:00', [yesterdayDone, ...today]);
    expect(status.routines[0]?.incomplete).toBe(routineIncomplete);
    expect(status.incomplete).toBe(roomIncomplete);
    if (roomIncomplete) expect([status.label, status.banner]).toEqual(['Incomplete', { kind: 'incomplete' }]);
  });

  it('is not shown once a later report completes the clean', () => {
    const history = [yesterdayDone, report('2026-05-12T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T09:00-04:00')];
    expect(statusAt('2026-05-12T10:00-04:00', history)).toMatchObject({ incomplete: false, needsCleaning: false, label: 'OK' });
  });
});

describe('declined', () => {
  it('shows DECLINED while the bucket is open and the last report in it is Declined', () => {
    const status = statusAt('2026-05-12T10:00-04:00', [yesterdayDone, report('2026-05-12T08:00-04:00', { status: 'Declined' })]);
    expect(status).toMatchObject({ needsCleaning: true, declined: true, label: 'Declined', banner: { kind: 'declined' } });
    expect(status.current?.declined).toBe(true);
  });

  it('gives way to DUE SOON once due', () => {
    const status = statusAt('2026-05-12T12:30-04:00', [yesterdayDone, report('2026-05-12T08:00-04:00', { status: 'Declined' })]);
    expect([status.declined, status.dueSoon, status.banner]).toEqual([true, true, { kind: 'dueSoon' }]);
  });

  it('is still shown for a decline before the bucket that nothing cleaned since (the room was refused, not cleaned)', () => {
    const status = statusAt('2026-05-12T10:00-04:00', [yesterdayDone, report('2026-05-12T06:00-04:00', { status: 'Declined' })]);
    expect(status.current?.declined).toBe(false);
    expect([status.declined, status.label, status.outstanding?.kind]).toEqual([true, 'Declined', 'declined']);
  });

  it('is not shown for a decline followed by another report', () => {
    const today = [report('2026-05-12T08:00-04:00', { status: 'Declined' }), report('2026-05-12T09:00-04:00', { status: 'Initial' })];
    expect(statusAt('2026-05-12T10:00-04:00', [yesterdayDone, ...today]).declined).toBe(false);
  });

  it('counts a decline of any priority', () => {
    expect(
      statusAt('2026-05-12T10:00-04:00', [yesterdayDone, report('2026-05-12T08:00-04:00', { status: 'Declined', priority: 1 })]).declined,
    ).toBe(true);
  });
});

describe('missed (Absolute)', () => {
  it.each([
    ['yesterday had no report', [], true],
    ['yesterday had a complete report', [yesterdayDone], false],
    ['yesterday had a higher-priority complete report', [report('2026-05-11T08:00-04:00', { priority: 50 })], false],
    ['yesterday had only a lower-priority complete report', [report('2026-05-11T08:00-04:00', { priority: 9 })], true],
    ['yesterday had only a Declined report', [report('2026-05-11T08:00-04:00', { status: 'Declined' })], true],
    ['yesterday had only an Incomplete report', [report('2026-05-11T08:00-04:00', { status: 'Incomplete' })], true],
    [
      'yesterday was cleaned after the bucket closed (15:00)',
      [report('2026-05-11T14:45-04:00', { completedAt: new Date('2026-05-11T15:00-04:00') })],
      true,
    ],
    ['yesterday was cleaned at 14:59', [report('2026-05-11T14:29-04:00', { completedAt: new Date('2026-05-11T14:59-04:00') })], false],
  ] as const)('%s', (_name, history, missed) => {
    const status = statusAt('2026-05-12T08:00-04:00', [...history]);
    expect(status.routines[0]?.missed).toBe(missed);
    expect(status.missed).toBe(missed);
  });

  it('stays shown for the previous bucket even after today is cleaned (the miss is a fact until the next bucket closes)', () => {
    const status = statusAt('2026-05-12T09:00-04:00', [report('2026-05-12T08:00-04:00')]);
    expect(status).toMatchObject({ needsCleaning: false, missed: true, label: 'Missed', banner: { kind: 'missed' }, color: '#C5E379' });
    expect(status.tooltip).toMatchObject({ scheduledClean: 'Clean', missed: true });
  });
});

describe('routines without a schedule and rooms without routines', () => {
  it('never makes an on-demand routine due', () => {
    const onDemand = routine({ id: 'on-demand', schedule: null, priority: 99 });
    const status = roomStatus(input('2026-05-12T13:00-04:00', { routines: [onDemand] }), show);
    expect(status.routines).toEqual([
      expect.objectContaining({ routineId: 'on-demand', scheduleType: null, bucket: null, needsCleaning: false, missed: false }),
    ]);
    expect([status.label, status.color, status.banner]).toEqual(['OK', '#C5E379', null]);
  });

  it('shows a room with no routines as OK', () => {
    const status = roomStatus(input('2026-05-12T13:00-04:00'), show);
    expect(status).toMatchObject({
      routines: [],
      needsCleaning: false,
      current: null,
      label: 'OK',
      color: '#C5E379',
      textColor: '#000000',
    });
    expect(status.tooltip).toEqual({
      scheduledClean: null,
      scheduleType: null,
      bucket: null,
      dueSoon: false,
      missed: false,
      incomplete: false,
      previousBucket: null,
    });
  });
});

describe('several routines', () => {
  const deep = routine({ id: 'deep', cleanType: 'Deep Clean', priority: 50, color: '#7048E8', schedule: DAILY });

  it('is about the highest-priority routine that needs cleaning, and one deep clean satisfies both', () => {
    const both = roomStatus(input('2026-05-12T13:00-04:00', { routines: [clean, deep], history: [] }), show);
    expect([both.current?.routineId, both.color, both.tooltip.scheduledClean]).toEqual(['deep', '#7048E8', 'Deep Clean']);
    const history = [report('2026-05-12T08:00-04:00', { priority: 10 })];
    const cleanDone = roomStatus(input('2026-05-12T13:00-04:00', { routines: [clean, deep], history }), show);
    expect(cleanDone.routines.map((r) => r.needsCleaning)).toEqual([false, true]);
    const deepDone = roomStatus(
      input('2026-05-12T13:00-04:00', { routines: [clean, deep], history: [report('2026-05-12T08:00-04:00', { priority: 50 })] }),
      show,
    );
    expect(deepDone.routines.map((r) => r.needsCleaning)).toEqual([false, false]);
  });

  it('works the same in any time zone (the same wall times in Europe/London)', () => {
    const london = roomStatus(input('2026-05-12T12:00+01:00', { timeZone: 'Europe/London', routines: [clean], history: [] }), show);
    expect(isoBucket(london.routines[0]?.bucket ?? null)?.start).toBe(iso('2026-05-12T07:00+01:00'));
    expect(london.dueSoon).toBe(true);
    expect(TORONTO).toBe('America/Toronto');
  });
});
