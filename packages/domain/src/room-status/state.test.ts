import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { at, DAILY, input, report, routine, state } from './test-helpers.ts';
import type { HistoryEntry, RoomStateInput } from './types.ts';

// Room states: the state wins the banner and the colour; a state naming a clean type needs that clean
// ('State Room Clean') until a completed report of that clean type, or of equal or higher priority than
// the routine of that clean type, is saved after the state was set.

const clean = routine({ id: 'clean', cleanType: 'Clean', priority: 10, schedule: DAILY });
const discharge = routine({ id: 'discharge', cleanType: 'Discharge Clean', priority: 40, schedule: null, stateClean: true });
const doneToday = report('2026-05-12T07:10-04:00');
const setAt = at('2026-05-12T09:00-04:00');

const statusOf = (roomState: RoomStateInput, history: HistoryEntry[] = [doneToday], now = '2026-05-12T11:00-04:00') =>
  roomStatus(input(now, { routines: [clean, discharge], history, roomState }), { showAuditBanners: true });

describe('a state without a clean type', () => {
  it('wins banner, label, colour and border, and asks for no clean', () => {
    const status = statusOf(state({ stateName: 'Isolation', cleanType: null, color: '#E03131', borderColor: '#FFD43B', style: 'dashed' }));
    expect(status).toMatchObject({
      banner: { kind: 'state', text: 'Isolation' },
      label: 'State',
      color: '#E03131',
      textColor: '#FFFFFF',
      border: { color: '#FFD43B', style: 'dashed' },
      stateClean: null,
      needsCleaning: false,
      current: null,
    });
  });

  it('beats DUE SOON, which stays true underneath', () => {
    const status = statusOf(state({ stateName: 'Isolation', color: '#FFFF00' }), [], '2026-05-12T13:00-04:00');
    expect([status.banner, status.dueSoon, status.current?.routineId, status.color, status.textColor]).toEqual([
      { kind: 'state', text: 'Isolation' },
      true,
      'clean',
      '#FFFF00',
      '#000000',
    ]);
  });
});

describe('a state with a clean type', () => {
  const discharged = state({ stateName: 'Discharged', cleanType: 'Discharge Clean', setAt });

  it('needs that clean and is what the tile is about when no routine needs cleaning', () => {
    const status = statusOf(discharged);
    expect(status.stateClean).toMatchObject({ source: 'state', routineId: 'discharge', priority: 40, needsCleaning: true, since: setAt });
    expect([status.needsCleaning, status.current?.source, status.label, status.banner]).toEqual([
      true,
      'state',
      'State',
      { kind: 'state', text: 'Discharged' },
    ]);
  });

  it.each([
    [
      'a complete report of the clean type after the state was set (any priority)',
      [report('2026-05-12T09:30-04:00', { cleanType: 'Discharge Clean', priority: 0 })],
      false,
    ],
    ['the clean type written differently', [report('2026-05-12T09:30-04:00', { cleanType: ' discharge clean ', priority: 0 })], false],
    ['a higher-priority report of another clean type', [report('2026-05-12T09:30-04:00', { cleanType: 'Deep', priority: 50 })], false],
    ['an equal-priority report of another clean type', [report('2026-05-12T09:30-04:00', { cleanType: 'Deep', priority: 40 })], false],
    ['a lower-priority report of another clean type', [report('2026-05-12T09:30-04:00', { cleanType: 'Clean', priority: 39 })], true],
    ['a complete report before the state was set', [report('2026-05-12T08:00-04:00', { cleanType: 'Discharge Clean' })], true],
    [
      'an Incomplete report of the clean type',
      [report('2026-05-12T09:30-04:00', { cleanType: 'Discharge Clean', status: 'Incomplete' })],
      true,
    ],
  ] as const)('%s: needs cleaning %s', (_name, history, needsCleaning) => {
    expect(statusOf(discharged, [doneToday, ...history]).stateClean?.needsCleaning).toBe(needsCleaning);
  });

  it('is incomplete or declined from the reports after the state was set', () => {
    const incomplete = statusOf(discharged, [
      doneToday,
      report('2026-05-12T09:30-04:00', { cleanType: 'Discharge Clean', status: 'Incomplete' }),
    ]);
    expect([incomplete.stateClean?.incomplete, incomplete.incomplete, incomplete.banner?.kind]).toEqual([true, true, 'state']);
    const declined = statusOf(discharged, [doneToday, report('2026-05-12T09:30-04:00', { status: 'Declined' })]);
    expect([declined.stateClean?.declined, declined.declined, declined.label]).toEqual([true, true, 'State']);
    const before = statusOf(discharged, [
      doneToday,
      report('2026-05-12T08:30-04:00', { cleanType: 'Discharge Clean', status: 'Incomplete' }),
    ]);
    expect(before.stateClean?.incomplete).toBe(false);
  });

  it('keeps the state banner and colour after the clean is done (the caller clears the state)', () => {
    const status = statusOf(discharged, [doneToday, report('2026-05-12T09:30-04:00', { cleanType: 'Discharge Clean' })]);
    expect([status.needsCleaning, status.current, status.banner?.kind, status.color]).toEqual([false, null, 'state', '#E03131']);
  });

  it('accepts only its own clean type when the room type has no routine of it', () => {
    const unknown = state({ cleanType: 'Terminal Clean', setAt });
    const other = statusOf(unknown, [doneToday, report('2026-05-12T09:30-04:00', { cleanType: 'Deep', priority: 1000 })]);
    expect(other.stateClean).toMatchObject({ routineId: null, priority: null, needsCleaning: true });
    const same = statusOf(unknown, [doneToday, report('2026-05-12T09:30-04:00', { cleanType: 'Terminal Clean', priority: 0 })]);
    expect(same.stateClean?.needsCleaning).toBe(false);
  });

  it('is the current clean while it needs cleaning, even when a routine needs cleaning too', () => {
    const status = statusOf(discharged, [], '2026-05-12T10:00-04:00');
    expect([status.current?.cleanType, status.current?.source, status.banner?.kind]).toEqual([discharged.cleanType, 'state', 'state']);
    expect(status.routines.find((r) => r.routineId === 'clean')?.needsCleaning).toBe(true);
  });
});
