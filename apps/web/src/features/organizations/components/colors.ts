/** Colour rules of the report preview: readable text on a background, and WCAG contrast. */

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

function channels(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim());
  if (!m?.[1]) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Text on a coloured background is black or white depending on a luminance
 * threshold of 186 (0.299 R + 0.587 G + 0.114 B).
 */
export function textColorOn(background: string): '#000000' | '#FFFFFF' {
  const c = channels(background);
  if (!c) return '#000000';
  return c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114 > 186 ? '#000000' : '#FFFFFF';
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21); null when one is not a #RRGGBB colour. */
export function contrastRatio(a: string, b: string): number | null {
  const x = channels(a);
  const y = channels(b);
  if (!x || !y) return null;
  const [hi, lo] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
