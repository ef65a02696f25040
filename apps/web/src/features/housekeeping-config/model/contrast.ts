/** Spec section 9: text on a coloured background is black above this luminance, white otherwise. */
export const LUMINANCE_THRESHOLD = 186;

/** The perceived luminance (0–255) of a '#RRGGBB' colour: 0.299 R + 0.587 G + 0.114 B; NaN when not a colour. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return Number.NaN;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => Number.parseInt(x as string, 16)) as [number, number, number];
  // Rounded so that the threshold is exact (no floating-point noise at 186).
  return Math.round((0.299 * r + 0.587 * g + 0.114 * b) * 1000) / 1000;
}

/** The text colour on a background: black when its luminance is above 186, else white (and black on an unreadable value). */
export function textColorOn(background: string): '#000000' | '#FFFFFF' {
  const l = luminance(background);
  if (Number.isNaN(l)) return '#000000';
  return l > LUMINANCE_THRESHOLD ? '#000000' : '#FFFFFF';
}
