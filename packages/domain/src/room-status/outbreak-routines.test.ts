import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { outbreaksByRoom } from '../infection-control/outbreak-scope.ts';
import { outbreakSince } from './outbreak-routines.ts';
import { roomStatus } from './room-status.ts';
import { routineBuckets } from './routine-buckets.ts';
import { at, DAILY, input, iso, report, routine, TORONTO } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';
import { nextChangeAt, windowStart } from './window.ts';

// An outbreak routine (twice a day, 06:00–14:00 and 14:00–22:00) applies to the rooms an outbreak covers,
// from its start, in America/Toronto (EDT, -04:00).

const TWICE_A_DAY: TRoutineSchedule = {
  type: 'Absolute',
  startDate: '2020-01-01',
  period: 'Daily',
  every: 1,
  buckets: [
    { start: '06:00', due: '12:00', end: '14:00' },
    { start: '14:00', due: '20:00', end: '22:00' },
  ],
};
const clean = routine({ id: 'clean', cleanType: 'Clean', priority: 10, schedule: DAILY, isDefault: true });
const outbreakClean = routine({ id: 'outbreak', cleanType: 'Outbreak Clean', priority: 30, schedule: TWICE_A_DAY, outbreakOnly: true });
const routines = [clean, outbreakClean];
const show = { showAuditBanners: false };

// A site: wing A (with its floor 2) and wing B; an outbreak declared for wing A at 10:00 on 12 May.
const areas = [
  { id: 'wing-a', parentId: null, name: 'Wing A' },
  { id: 'floor-2', parentId: 'wing-a', name: 'Floor 2' },
  { id: 'wing-b', parentId: null, name: 'Wing B' },
];
const outbreak = { id: 'ob-1', areaId: 'wing-a', startedAt: '2026-05-12T10:00-04:00' };
const byRoom = outbreaksByRoom(
  [
    { id: 'a-201', areaId: 'floor-2' },
    { id: 'b-101', areaId: 'wing-b' },
  ],
  areas,
  [outbreak],
);
const inWing = outbreakSince(byRoom.get('a-201'));
const outside = outbreakSince(byRoom.get('b-101'));
/** Both routines cleaned yesterday morning and afternoon: nothing missed before today. */
const yesterday = [
  report('2026-05-11T08:00-04:00', { priority: 30, cleanType: 'Outbreak Clean' }),
  report('2026-05-11T15:00-04:00', { priority: 30, cleanType: 'Outbreak Clean' }),
];

const roomAt = (now: string, since: Date | null, history: HistoryEntry[] = yesterday, extra: Partial<RoomStatusInput> = {}) =>
  input(now, { routines, history, outbreakSince: since, ...extra });
const statusAt = (now: string, since: Date | null, history?: HistoryEntry[]) => roomStatus(roomAt(now, since, history), show);
const outbreakStatus = (now: string, since: Date | null, history?: HistoryEntry[]) =>
  statusAt(now, since, history).routines.find((r) => r.routineId === 'outbreak');

describe('outbreak routines', () => {
  it('apply to a room the outbreak covers (nested area) and not to one outside it', () => {
    expect(inWing?.toISOString()).toBe(iso('2026-05-12T10:00-04:00'));
    expect(outside).toBeNull();
    expect(outbreakStatus('2026-05-12T11:00-04:00', inWing)).toMatchObject({ needsCleaning: true, dueSoon: false });
    expect(statusAt('2026-05-12T11:00-04:00', inWing).current?.cleanType).toBe('Outbreak Clean');
    // Outside the wing the routine is not there at all: never due, never missed.
    expect(outbreakStatus('2026-05-12T11:00-04:00', outside)).toBeUndefined();
    expect(statusAt('2026-05-12T11:00-04:00', outside).current?.cleanType).toBe('Clean');
    expect(statusAt('2026-05-12T23:00-04:00', outside, []).routines.map((r) => r.routineId)).toEqual(['clean']);
  });

  it('gives the covered room both buckets of the day: a clean in the morning does not do for the afternoon', () => {
    const morning = report('2026-05-12T11:00-04:00', { priority: 30, cleanType: 'Outbreak Clean' });
    expect(outbreakStatus('2026-05-12T13:00-04:00', inWing, [...yesterday, morning])).toMatchObject({ needsCleaning: false });
    expect(outbreakStatus('2026-05-12T15:00-04:00', inWing, [...yesterday, morning])).toMatchObject({
      needsCleaning: true,
      missed: false,
    });
    expect(outbreakStatus('2026-05-12T20:30-04:00', inWing, [...yesterday, morning])).toMatchObject({ dueSoon: true });
    // The afternoon bucket left undone is missed once it closes.
    expect(outbreakStatus('2026-05-12T22:30-04:00', inWing, [...yesterday, morning])).toMatchObject({ missed: true });
  });

  it('never counts a bucket that started before the outbreak as missed', () => {
    // Started at 10:00: the morning bucket (06:00–14:00) is due from then, but not missed at 15:00 if undone.
    expect(outbreakStatus('2026-05-12T15:00-04:00', inWing, [])).toMatchObject({ missed: false, needsCleaning: true });
    // Without the outbreak's start the same room would show the morning as missed.
    const sinceDawn = new Date('2026-05-12T05:00-04:00');
    expect(outbreakStatus('2026-05-12T15:00-04:00', sinceDawn, [])).toMatchObject({ missed: true });
  });

  it('stops when the outbreak ends: the routine no longer shows and nothing of it is missed', () => {
    const ended = statusAt('2026-05-13T11:00-04:00', null, []);
    expect(ended.routines.map((r) => r.routineId)).toEqual(['clean']);
    expect(ended.current?.cleanType).toBe('Clean');
  });

  it('loads history and keeps the status as long as with the routine in force', () => {
    const now = '2026-05-12T11:00-04:00';
    const buckets = routineBuckets(routines, TORONTO, at(now));
    const covered = roomAt(now, inWing);
    const free = roomAt(now, null, []);
    expect(roomStatus(covered, show, buckets)).toEqual(roomStatus(covered, show));
    // The outbreak routine's bucket ends at 14:00: that is when the covered room can change; the other room
    // follows its daily clean (due at 12:00).
    expect(nextChangeAt(routines, TORONTO, at(now), covered, buckets)?.toISOString()).toBe(iso('2026-05-12T12:00-04:00'));
    expect(nextChangeAt([outbreakClean], TORONTO, at(now), covered, buckets)?.toISOString()).toBe(iso('2026-05-12T12:00-04:00'));
    expect(nextChangeAt([outbreakClean], TORONTO, at(now), free, buckets)).toBeNull();
    expect(windowStart([outbreakClean], TORONTO, at(now), { roomState: null, outbreakSince: inWing }).toISOString()).toBe(
      iso('2026-05-11T14:00-04:00'),
    );
    expect(windowStart([outbreakClean], TORONTO, at(now), { roomState: null }).toISOString()).toBe(iso('2026-05-12T00:00-04:00'));
  });
});
