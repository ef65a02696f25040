import { describe, expect, it } from 'vitest';
import { breakLongRuns, cachedWidths, PDF_CELL_CUT_NOTE, PDF_CELL_MAX_CHARS, truncateCell } from './text-fit.ts';

const oneEach = () => 1;

describe('truncateCell', () => {
  it('keeps a text up to the documented length and cuts a longer one with a note pointing to the CSV', () => {
    const fits = 'x'.repeat(PDF_CELL_MAX_CHARS);
    expect(truncateCell(fits)).toBe(fits);
    const cut = truncateCell('y'.repeat(50_000));
    expect(cut).toBe(`${'y'.repeat(PDF_CELL_MAX_CHARS)}${PDF_CELL_CUT_NOTE}`);
    expect(cut).toContain('full text in the CSV');
  });

  it('does not split an emoji at the cut', () => {
    const cut = truncateCell(`${'a'.repeat(9)}😀😀`, 10);
    expect(cut).toBe(`${'a'.repeat(9)}${PDF_CELL_CUT_NOTE}`);
  });
});

describe('breakLongRuns', () => {
  it('leaves words that fit alone', () => {
    const text = 'The bin by the window was left full';
    expect(breakLongRuns(text, 10, oneEach)).toBe(text);
  });

  it('breaks an unbroken run where it reaches the width, and again after each width', () => {
    expect(breakLongRuns('abcdefghij', 4, oneEach)).toBe('abcd\nefgh\nij');
    expect(breakLongRuns('ok abcdefgh end', 4, oneEach)).toBe('ok abcd\nefgh end');
  });

  it('measures each character: wide characters break sooner', () => {
    const widthOf = (c: string) => (c === 'W' ? 3 : 1);
    expect(breakLongRuns('WWWiii', 6, widthOf)).toBe('WW\nWiii');
  });

  it('keeps a character wider than the column on a line of its own without looping', () => {
    expect(breakLongRuns('aaa', 0.5, oneEach)).toBe('a\na\na');
  });

  it('is linear: a 50,000-character word is broken in well under 100 ms', () => {
    const widthOf = cachedWidths((c) => (c === 'm' ? 6 : 3));
    const started = performance.now();
    const out = breakLongRuns('m'.repeat(50_000), 120, widthOf);
    expect(performance.now() - started).toBeLessThan(100);
    expect(out.split('\n')).toHaveLength(2_500);
    expect(out.split('\n').every((line) => line.length === 20)).toBe(true);
  });
});
