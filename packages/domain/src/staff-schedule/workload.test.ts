import { describe, expect, it } from 'vitest';
import { DEFAULT_CLEAN_MINUTES, durationKey, expectedCleanMinutes, redistributeRooms } from './redistribute.ts';

describe('redistribution within shifts', () => {
  it('20 rooms of a sick housekeeper never take one colleague past their shift; what does not fit is said', () => {
    // The demo's case: colleagues with 390 and 300 planned of 450; 20 rooms of 60 minutes each.
    const rooms = Array.from({ length: 20 }, (_, i) => ({ id: `r${String(i).padStart(2, '0')}`, minutes: 60 }));
    const { moves, unplaced } = redistributeRooms(rooms, [
      { staffMemberId: 'ben', minutes: 390, shiftMinutes: 450 },
      { staffMemberId: 'cat', minutes: 300, shiftMinutes: 450 },
    ]);
    expect(moves.every((m) => m.totalMinutes <= m.shiftMinutes)).toBe(true);
    expect(moves.map((m) => [m.staffMemberId, m.roomIds.length])).toEqual([
      ['ben', 1],
      ['cat', 2],
    ]);
    expect(unplaced).toHaveLength(17);
  });

  it('spreads by share of the shift: a short shift takes less', () => {
    const rooms = Array.from({ length: 6 }, (_, i) => ({ id: `r${i}`, minutes: 30 }));
    const { moves, unplaced } = redistributeRooms(rooms, [
      { staffMemberId: 'full', minutes: 0, shiftMinutes: 480 },
      { staffMemberId: 'half', minutes: 0, shiftMinutes: 240 },
    ]);
    expect(unplaced).toEqual([]);
    expect(moves.find((m) => m.staffMemberId === 'full')?.roomIds).toHaveLength(4);
    expect(moves.find((m) => m.staffMemberId === 'half')?.roomIds).toHaveLength(2);
  });

  it('a large room goes to whoever still has room for it, smaller ones fill the gaps', () => {
    const { moves, unplaced } = redistributeRooms(
      [
        { id: 'big', minutes: 90 },
        { id: 'small', minutes: 20 },
      ],
      [
        { staffMemberId: 'a', minutes: 400, shiftMinutes: 450 },
        { staffMemberId: 'b', minutes: 420, shiftMinutes: 450 },
      ],
    );
    expect(unplaced.map((r) => r.id)).toEqual(['big']);
    expect(moves).toEqual([{ staffMemberId: 'a', roomIds: ['small'], addedMinutes: 20, totalMinutes: 420, shiftMinutes: 450 }]);
  });
});

describe('expected minutes of a clean', () => {
  const d = {
    byTypeAndClean: new Map([[durationKey('bed', 'Deep Clean'), 55]]),
    byType: new Map([['bed', 25]]),
    site: 18,
  };
  it('the median of that room type and clean type, else of the room type, else of the site, else the estimate', () => {
    expect(expectedCleanMinutes(d, 'bed', 'Deep Clean')).toBe(55);
    expect(expectedCleanMinutes(d, 'bed', 'Clean')).toBe(25);
    expect(expectedCleanMinutes(d, 'bed', null)).toBe(25);
    expect(expectedCleanMinutes(d, 'lounge', 'Clean')).toBe(18);
    expect(expectedCleanMinutes({ byTypeAndClean: new Map(), byType: new Map(), site: null }, null, null)).toBe(DEFAULT_CLEAN_MINUTES);
  });
});
