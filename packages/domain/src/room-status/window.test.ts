import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { routineBuckets } from './routine-buckets.ts';
import { at, DAILY, input, iso, report, routine, state, TORONTO } from './test-helpers.ts';
import type { RoomStatusInput } from './types.ts';
import { nextChangeAt, windowStart } from './window.ts';

const clean = routine({ id: 'clean', schedule: DAILY, priority: 10 });
const relative: TRoutineSchedule = { type: 'Relative', afterLastClean: { amount: 2, unit: 'Days' } };
const noRoom = { roomState: null };

describe('windowStart', () => {
  it.each([
    ['during the bucket: the previous bucket’s start', [clean], '2026-05-12T13:00-04:00', noRoom, '2026-05-11T07:00-04:00'],
    ['before the bucket: the previous bucket’s start', [clean], '2026-05-12T06:00-04:00', noRoom, '2026-05-11T07:00-04:00'],
    ['no routines: today’s midnight (ToDo)', [], '2026-05-12T13:00-04:00', noRoom, '2026-05-12T00:00-04:00'],
    ['an on-demand routine: today’s midnight', [routine({ schedule: null })], '2026-05-12T13:00-04:00', noRoom, '2026-05-12T00:00-04:00'],
    [
      'a state with a clean type: when it was set',
      [clean],
      '2026-05-12T13:00-04:00',
      { roomState: state({ cleanType: 'Discharge Clean', setAt: at('2026-05-01T10:00-04:00') }) },
      '2026-05-01T10:00-04:00',
    ],
    [
      'a state without a clean type does not matter',
      [clean],
      '2026-05-12T13:00-04:00',
      { roomState: state({ cleanType: null, setAt: at('2026-05-01T10:00-04:00') }) },
      '2026-05-11T07:00-04:00',
    ],
    [
      'a Relative routine: its last clean from the summary',
      [routine({ schedule: relative, priority: 10 })],
      '2026-05-12T13:00-04:00',
      { roomState: null, lastCompletedByPriority: [{ priority: 20, completedAt: at('2026-05-09T10:00-04:00') }] },
      '2026-05-09T10:00-04:00',
    ],
    [
      'a Relative routine the summary shows never cleaned, with a start date: its midnight',
      [routine({ schedule: { ...relative, startDate: '2026-05-01' } as TRoutineSchedule, priority: 10 })],
      '2026-05-12T13:00-04:00',
      { roomState: null, lastCompletedByPriority: [{ priority: 5, completedAt: at('2026-05-09T10:00-04:00') }] },
      '2026-05-01T00:00-04:00',
    ],
    [
      'a Relative routine without a summary: the 10-year lookback',
      [routine({ schedule: relative })],
      '2026-05-12T13:00-04:00',
      noRoom,
      new Date(at('2026-05-12T13:00-04:00').getTime() - 3650 * 86_400_000).toISOString(),
    ],
    [
      'bounded by the 10-year lookback',
      [clean],
      '2026-05-12T13:00-04:00',
      { roomState: state({ cleanType: 'Discharge Clean', setAt: at('2001-01-01T00:00Z') }) },
      new Date(at('2026-05-12T13:00-04:00').getTime() - 3650 * 86_400_000).toISOString(),
    ],
  ] as const)('%s', (_name, routines, now, room, expected) => {
    expect(windowStart(routines, TORONTO, at(now), room).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe('nextChangeAt', () => {
  const room = (extra: Partial<RoomStatusInput> = {}) => ({ history: [], lastMarkingReport: null, todaysPlan: false, ...extra });

  it.each([
    ['before the bucket: it opens', '2026-05-12T06:00-04:00', room(), '2026-05-12T07:00-04:00'],
    ['in the bucket: it becomes due', '2026-05-12T08:00-04:00', room(), '2026-05-12T12:00-04:00'],
    ['due: it closes', '2026-05-12T13:00-04:00', room(), '2026-05-12T15:00-04:00'],
    ['exactly at the close: the next opening', '2026-05-12T15:00-04:00', room(), '2026-05-13T07:00-04:00'],
    ['in today’s plan: midnight (ToDo)', '2026-05-12T16:00-04:00', room({ todaysPlan: true }), '2026-05-13T00:00-04:00'],
    [
      'a report dated after now counts from its date',
      '2026-05-12T16:00-04:00',
      room({ history: [report('2026-05-12T15:50-04:00', { completedAt: at('2026-05-12T16:20-04:00') })] }),
      '2026-05-12T16:20-04:00',
    ],
    [
      'a marking report dated after now',
      '2026-05-12T16:00-04:00',
      room({ lastMarkingReport: { startDate: at('2026-05-12T17:00-04:00'), cleanType: 'Clean' } }),
      '2026-05-12T17:00-04:00',
    ],
    ['the spring DST night', '2026-03-07T16:00-05:00', room(), '2026-03-08T07:00-04:00'],
  ] as const)('%s', (_name, now, facts, expected) => {
    expect(nextChangeAt([clean], TORONTO, at(now), facts)?.toISOString()).toBe(iso(expected));
  });

  it('follows a Relative routine from the room’s last clean', () => {
    const facts = room({ history: [report('2026-05-10T09:30-04:00')] });
    const routines = [routine({ schedule: relative })];
    expect(nextChangeAt(routines, TORONTO, at('2026-05-11T12:00-04:00'), facts)?.toISOString()).toBe(iso('2026-05-12T10:00-04:00'));
  });

  it('is null when nothing can change by time alone', () => {
    expect(nextChangeAt([routine({ schedule: null })], TORONTO, at('2026-05-12T12:00-04:00'), room())).toBeNull();
    expect(nextChangeAt([routine({ schedule: relative })], TORONTO, at('2026-05-12T12:00-04:00'), room())).toBeNull();
  });
});

describe('routineBuckets', () => {
  const cron = routine({ id: 'cron', schedule: { type: 'Cron', cron: '0 */4 * * *' } });
  const rel = routine({ id: 'relative', schedule: relative });
  const routines = [clean, cron, rel, routine({ id: 'on-demand', schedule: null })];

  it('covers Cron and Absolute routines, valid until the next change', () => {
    const buckets = routineBuckets(routines, TORONTO, at('2026-05-12T09:00-04:00'));
    expect([...buckets.byRoutine.keys()]).toEqual(['clean', 'cron']);
    expect(buckets.until?.toISOString()).toBe(iso('2026-05-12T12:00-04:00'));
  });

  it('gives the same status as without, at the instant and later within its validity', () => {
    const buckets = routineBuckets(routines, TORONTO, at('2026-05-12T09:00-04:00'));
    for (const now of [
      '2026-05-12T09:00-04:00',
      '2026-05-12T11:59-04:00',
      '2026-05-12T12:00-04:00',
      '2026-05-13T09:00-04:00',
      '2026-05-12T08:00-04:00',
    ]) {
      const roomInput = input(now, { routines, history: [report('2026-05-12T07:30-04:00', { priority: 5 })] });
      expect(roomStatus(roomInput, { showAuditBanners: true }, buckets)).toEqual(roomStatus(roomInput, { showAuditBanners: true }));
    }
  });

  it('is used when it applies, and ignored for another time zone or another schedule', () => {
    const buckets = routineBuckets([clean], TORONTO, at('2026-05-12T09:00-04:00'));
    const pair = buckets.byRoutine.get('clean');
    if (!pair) throw new Error('missing pair');
    buckets.byRoutine.set('clean', { ...pair, bucket: null });
    const roomInput = input('2026-05-12T10:00-04:00', { routines: [clean] });
    expect(roomStatus(roomInput, { showAuditBanners: false }, buckets).needsCleaning).toBe(false);
    expect(
      roomStatus({ ...roomInput, timeZone: 'Europe/London' }, { showAuditBanners: false }, { ...buckets, timeZone: 'Europe/Paris' })
        .needsCleaning,
    ).toBe(roomStatus({ ...roomInput, timeZone: 'Europe/London' }, { showAuditBanners: false }).needsCleaning);
    const edited = { ...clean, schedule: { ...DAILY } };
    expect(roomStatus({ ...roomInput, routines: [edited] }, { showAuditBanners: false }, buckets).needsCleaning).toBe(true);
  });
});
