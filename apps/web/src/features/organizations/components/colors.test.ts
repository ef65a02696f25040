import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, textColorOn } from './colors.ts';

describe('report colours', () => {
  it('accepts #RRGGBB colours only', () => {
    expect(isHexColor('#1E3A5F')).toBe(true);
    expect(isHexColor('#1e3a5f')).toBe(true);
    expect(isHexColor('#FFF')).toBe(false);
    expect(isHexColor('red')).toBe(false);
  });

  it('puts black text on light backgrounds and white on dark ones (threshold 186)', () => {
    expect(textColorOn('#FFFFFF')).toBe('#000000');
    expect(textColorOn('#F1F5F9')).toBe('#000000');
    expect(textColorOn('#1E3A5F')).toBe('#FFFFFF');
    // 0.299*186 + 0.587*186 + 0.114*186 = 186: not above the threshold, so white.
    expect(textColorOn('#BABABA')).toBe('#FFFFFF');
    expect(textColorOn('#BBBBBB')).toBe('#000000');
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#FFFFFF', '#1E3A5F')).toBeGreaterThan(4.5);
    expect(contrastRatio('#FFFFFF', '#FFFF00')).toBeLessThan(4.5);
    expect(contrastRatio('#FFF', '#000000')).toBeNull();
  });
});
