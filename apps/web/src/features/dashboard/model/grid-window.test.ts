import { describe, expect, it } from 'vitest';
import { columnsFor, rowOf, rowSlice, rowsFor, windowedSite, withRow } from './grid-window.ts';

describe('windowed room grid arithmetic', () => {
  it('counts columns as CSS auto-fill does with 148 px tiles and 10 px gaps', () => {
    // n columns need n × 148 + (n − 1) × 10 pixels.
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(100)).toBe(1);
    expect(columnsFor(148)).toBe(1);
    expect(columnsFor(305)).toBe(1);
    expect(columnsFor(306)).toBe(2);
    expect(columnsFor(380)).toBe(2);
    expect(columnsFor(1000)).toBe(6);
    expect(columnsFor(1022)).toBe(6);
    expect(columnsFor(1253)).toBe(7);
    expect(columnsFor(1254)).toBe(8);
    expect(columnsFor(Number.NaN)).toBe(1);
  });

  it('splits the tiles into rows; the last row may be short', () => {
    expect(rowsFor(0, 6)).toBe(0);
    expect(rowsFor(1, 6)).toBe(1);
    expect(rowsFor(1000, 6)).toBe(167);
    expect(rowsFor(1000, 2)).toBe(500);
    expect(rowSlice(0, 6, 1000)).toEqual({ start: 0, end: 6 });
    expect(rowSlice(166, 6, 1000)).toEqual({ start: 996, end: 1000 });
    expect(rowSlice(200, 6, 1000)).toEqual({ start: 1000, end: 1000 });
    expect(rowOf(0, 6)).toBe(0);
    expect(rowOf(5, 6)).toBe(0);
    expect(rowOf(6, 6)).toBe(1);
    expect(rowOf(999, 6)).toBe(166);
  });

  it('keeps the focused row among the rendered ones, in order', () => {
    expect(withRow([4, 5, 6], null)).toEqual([4, 5, 6]);
    expect(withRow([4, 5, 6], 5)).toEqual([4, 5, 6]);
    expect(withRow([4, 5, 6], 1)).toEqual([1, 4, 5, 6]);
    expect(withRow([4, 5, 6], 90)).toEqual([4, 5, 6, 90]);
  });

  it('windows the grid of a site of more than 200 rooms, whatever the filters show', () => {
    expect(windowedSite(40)).toBe(false);
    expect(windowedSite(200)).toBe(false);
    expect(windowedSite(201)).toBe(true);
    expect(windowedSite(1000)).toBe(true);
  });
});
