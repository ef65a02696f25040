import { describe, expect, it } from 'vitest';
import { defaultRows, emptyRow, rowProblems, toLimits, toRows } from './limit-rows.ts';

describe('the ATP limits table', () => {
  it('offers Hygiena and 3M Clean-Trace to a new site, ready to save', () => {
    const rows = defaultRows();
    expect(rowProblems(rows)).toEqual({});
    expect(toLimits(rows)).toEqual([
      { brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 },
      { brand: '3M Clean-Trace', surface: null, passMax: 249, cautionMax: 499 },
    ]);
  });

  it('names each field that cannot be saved', () => {
    const [blank, low, twice] = [
      emptyRow(),
      { ...emptyRow('Hygiena'), passMax: 20, cautionMax: 10 },
      { ...emptyRow('hygiena'), surface: ' ', passMax: 1, cautionMax: 2 },
    ] as const;
    const problems = rowProblems([...defaultRows(), blank, low, twice]);
    expect(problems[blank.key]).toEqual({ brand: 'error.brandRequired', passMax: 'error.number', cautionMax: 'error.number' });
    expect(problems[low.key]).toEqual({ cautionMax: 'error.cautionBelowPass', surface: 'error.duplicate' });
    expect(problems[twice.key]).toEqual({ surface: 'error.duplicate' });
  });

  it('keeps a surface’s own limit apart from its brand’s', () => {
    const rows = toRows([
      { brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 },
      { brand: 'Hygiena', surface: 'Bed rails', passMax: 5, cautionMax: 15 },
    ]);
    expect(rowProblems(rows)).toEqual({});
  });
});
