import { describe, expect, it } from 'vitest';
import { LUMINANCE_THRESHOLD, luminance, ROOM_COMPLETE_COLOR, textColorOn } from './color.ts';

describe('text colour on a background (luminance threshold 186)', () => {
  it('has the spec constants', () => {
    expect([ROOM_COMPLETE_COLOR, LUMINANCE_THRESHOLD]).toEqual(['#C5E379', 186]);
  });

  it('computes 0.299 R + 0.587 G + 0.114 B', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBe(255);
    expect(luminance('#ff0000')).toBe(76.245);
    expect(luminance('#C5E379')).toBe(205.946);
    expect(luminance('nope')).toBeNaN();
  });

  it.each([
    ['#C5E379', '#000000', 'room complete colour, 205.946'],
    ['#AAE216', '#FFFFFF', 'exactly 186 (170, 226, 22): white'],
    ['#BABABA', '#FFFFFF', 'exactly 186: not above, so white'],
    ['#bababa', '#FFFFFF', 'lower case, exactly 186'],
    ['#BBBBBB', '#000000', '187: black'],
    ['#B9B9B9', '#FFFFFF', '185: white'],
    ['#FF00FF', '#FFFFFF', 'magenta, 105'],
    ['#FFFF00', '#000000', 'yellow, 225.93'],
    ['#1971C2', '#FFFFFF', 'blue'],
    ['#FFFFFF', '#000000', 'white'],
    ['#000000', '#FFFFFF', 'black'],
    ['C5E379', '#000000', 'without #'],
    ['', '#000000', 'not a colour: black'],
  ] as const)('%s → %s (%s)', (background, text, _why) => {
    expect(textColorOn(background)).toBe(text);
  });

  it('is exact at the threshold where floating point is not', () => {
    // #AAE216 is exactly 186 (299 × 170 + 587 × 226 + 114 × 22 = 186000), but the floating-point formula
    // gives 186.00000000000003, which would wrongly pick black text.
    expect(0.299 * 170 + 0.587 * 226 + 0.114 * 22).toBeGreaterThan(186);
    expect(luminance('#AAE216')).toBe(186);
    expect(textColorOn('#AAE216')).toBe('#FFFFFF');
  });
});
