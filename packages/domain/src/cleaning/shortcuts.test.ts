import type { TRoutine } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { ROOM_CHECKED_CLEAN_COMMENT, ROOM_CHECKED_CLEAN_LABEL, ROOM_OCCUPIED_LABEL, SHORTCUTS_OVERLAY_TITLE } from './constants.ts';
import { displayDate } from './dates.ts';
import { roomCheckedCleanSave, roomOccupiedSave, shortcutBoxes, shortcutSave } from './shortcuts.ts';
import { routine as standardRoutine, TORONTO } from './test-helpers.ts';

describe('displayDate: MM/DD/YYYY on the site calendar', () => {
  it.each([
    ['2026-05-12T10:30:00-04:00', TORONTO, '05/12/2026'],
    ['2026-05-12T02:30:00Z', TORONTO, '05/11/2026'], // 22:30 the evening before in Toronto
    ['2026-05-12T02:30:00Z', 'Europe/London', '05/12/2026'],
    ['2026-05-12T23:30:00Z', 'Asia/Tokyo', '05/13/2026'],
    ['2027-01-01T04:59:59.999Z', TORONTO, '12/31/2026'],
    ['2027-01-01T05:00:00Z', TORONTO, '01/01/2027'],
    ['2026-03-08T07:30:00Z', TORONTO, '03/08/2026'], // just after the spring DST change
    ['2026-11-01T05:30:00Z', TORONTO, '11/01/2026'], // inside the repeated hour
    ['2028-02-29T12:00:00Z', TORONTO, '02/29/2028'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(displayDate(new Date(instant), zone)).toBe(expected);
  });

  it('throws a RangeError on an unknown zone or an invalid date', () => {
    expect(() => displayDate(new Date('2026-05-12T10:30:00Z'), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => displayDate(new Date(Number.NaN), TORONTO)).toThrow(RangeError);
  });
});

describe('shortcuts', () => {
  it('has the spec texts', () => {
    expect([ROOM_OCCUPIED_LABEL, ROOM_CHECKED_CLEAN_LABEL, ROOM_CHECKED_CLEAN_COMMENT, SHORTCUTS_OVERLAY_TITLE]).toEqual([
      'Room occupied.',
      'Room checked, CLEAN.',
      'Room checked & CLEAN',
      'Tap to Continue',
    ]);
  });

  it("'Room occupied.' saves Incomplete with 'Room occupied - {date}', the site's date", () => {
    expect(roomOccupiedSave(new Date('2026-05-12T10:30:00-04:00'), TORONTO)).toEqual({
      status: 'Incomplete',
      comment: 'Room occupied - 05/12/2026',
    });
    expect(roomOccupiedSave(new Date('2026-05-13T01:00:00Z'), TORONTO).comment).toBe('Room occupied - 05/12/2026');
    expect(shortcutSave('roomOccupied', new Date('2026-05-13T01:00:00Z'), 'Europe/London').comment).toBe('Room occupied - 05/13/2026');
  });

  it("'Room checked, CLEAN.' saves Complete with 'Room checked & CLEAN'", () => {
    expect(roomCheckedCleanSave()).toEqual({ status: 'Complete', comment: 'Room checked & CLEAN' });
    expect(shortcutSave('roomCheckedClean', new Date(), TORONTO)).toEqual(roomCheckedCleanSave());
  });
});

describe('shortcutBoxes: one box per clean type that has a shortcut, by shortcut order', () => {
  const routine = (cleanType: string, shortcut: TRoutine['shortcut']): TRoutine => standardRoutine(cleanType, { shortcut });
  const s = (order: number, color = '#FF0000') => ({ order, icon: 'broom', color });

  it('orders by shortcut order and leaves out routines without a shortcut', () => {
    const routines = [
      routine('Clean', s(3)),
      routine('Deep Clean', null),
      routine('Discharge Clean', s(1, '#00FF00')),
      routine('Spot Clean', s(2)),
    ];
    expect(shortcutBoxes(routines)).toEqual([
      { routineId: routines[2]?.id, cleanType: 'Discharge Clean', order: 1, icon: 'broom', color: '#00FF00' },
      { routineId: routines[3]?.id, cleanType: 'Spot Clean', order: 2, icon: 'broom', color: '#FF0000' },
      { routineId: routines[0]?.id, cleanType: 'Clean', order: 3, icon: 'broom', color: '#FF0000' },
    ]);
  });

  it('equal orders go by clean type (numbers in order)', () => {
    const boxes = shortcutBoxes([routine('Clean 10', s(1)), routine('Clean 9', s(1)), routine('a clean', s(1))]);
    expect(boxes.map((b) => b.cleanType)).toEqual(['a clean', 'Clean 9', 'Clean 10']);
  });

  it('one box per clean type (trimmed, case-insensitive): the first routine wins', () => {
    const boxes = shortcutBoxes([routine('Clean', null), routine(' clean ', s(1)), routine('Deep', s(2)), routine('DEEP', s(0))]);
    expect(boxes.map((b) => [b.cleanType, b.order])).toEqual([['Deep', 2]]);
  });

  it('no routines, no boxes', () => expect(shortcutBoxes([])).toEqual([]));
});
