import { describe, expect, it } from 'vitest';
import { nextLocalMidnight } from './filters.ts';

// The next site-local midnight, which ends the dashboard's day (today's assignments, ToDo): on the
// nights the clocks change too, and where the offset is not whole hours.

const at = (iso: string) => Date.parse(iso);

describe('nextLocalMidnight', () => {
  it.each([
    ['America/Toronto', '2026-11-27T22:00:00Z', '2026-11-28T05:00:00Z'],
    // The night before the spring change (02:00 -> 03:00): midnight still at the old offset.
    ['America/Toronto', '2026-03-08T03:00:00Z', '2026-03-08T05:00:00Z'],
    // The fall change: the 25-hour day ends at midnight at the new offset.
    ['America/Toronto', '2026-11-01T05:00:00Z', '2026-11-02T05:00:00Z'],
    // Havana springs forward at midnight: the day starts at 01:00 of the new offset, the same instant.
    ['America/Havana', '2026-03-08T03:00:00Z', '2026-03-08T05:00:00Z'],
    // Santiago falls back at midnight (24:00 -> 23:00): the day starts at the later, second midnight.
    ['America/Santiago', '2026-04-05T02:30:00Z', '2026-04-05T04:00:00Z'],
    ['Asia/Kolkata', '2026-11-27T18:00:00Z', '2026-11-27T18:30:00Z'],
    ['Australia/Adelaide', '2026-11-27T13:00:00Z', '2026-11-27T13:30:00Z'],
  ])('in %s after %s: %s', (zone, now, midnight) => {
    expect(new Date(nextLocalMidnight(zone, at(now))).toISOString()).toBe(new Date(at(midnight)).toISOString());
  });
});
