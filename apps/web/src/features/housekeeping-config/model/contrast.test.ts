import { describe, expect, it } from 'vitest';
import { LUMINANCE_THRESHOLD, luminance, textColorOn } from './contrast.ts';

describe('text colour on a background (spec section 9: luminance threshold 186)', () => {
  it('computes the perceived luminance', () => {
    expect(luminance('#FFFFFF')).toBeCloseTo(255);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ff0000')).toBeCloseTo(76.245);
    expect(luminance('C5E379')).toBeCloseTo(0.299 * 197 + 0.587 * 227 + 0.114 * 121);
    expect(luminance('red')).toBeNaN();
  });

  it('uses black above the threshold and white at or below it', () => {
    expect(LUMINANCE_THRESHOLD).toBe(186);
    expect(textColorOn('#C5E379')).toBe('#000000'); // room complete colour, ~203
    expect(textColorOn('#FFFFFF')).toBe('#000000');
    expect(textColorOn('#1971C2')).toBe('#FFFFFF');
    expect(textColorOn('#E03131')).toBe('#FFFFFF');
    // #BABABA has a luminance of exactly 186: not above, so white.
    expect(luminance('#BABABA')).toBeCloseTo(186);
    expect(textColorOn('#BABABA')).toBe('#FFFFFF');
    expect(textColorOn('#BBBBBB')).toBe('#000000');
  });

  it('falls back to black on a value that is not a colour', () => {
    expect(textColorOn('')).toBe('#000000');
  });
});
