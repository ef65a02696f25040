// Tile colours: the room complete colour and the text colour readable on a background.

/** Spec constant: the tile colour of a room with nothing to do. */
export const ROOM_COMPLETE_COLOR = '#C5E379';

/** Spec constant: text on a background is black above this luminance (0–255), white at or below it. */
export const LUMINANCE_THRESHOLD = 186;

const HEX = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/**
 * Luminance times 1000 as an integer (299 R + 587 G + 114 B on 0–255 channels), so that the threshold
 * comparison is exact: 0.299 × 186 + 0.587 × 186 + 0.114 × 186 is not exactly 186 in floating point.
 * NaN when the value is not a '#RRGGBB' colour.
 */
function luminanceMilli(hex: string): number {
  const m = HEX.exec(hex.trim());
  if (!m) return Number.NaN;
  const channel = (text: string | undefined) => Number.parseInt(text ?? '', 16);
  return 299 * channel(m[1]) + 587 * channel(m[2]) + 114 * channel(m[3]);
}

/** The perceived luminance (0–255) of '#RRGGBB': 0.299 R + 0.587 G + 0.114 B; NaN when not a colour. */
export function luminance(hex: string): number {
  return luminanceMilli(hex) / 1000;
}

/** The text colour on a background: black when its luminance is above 186, else white; black on a value that is not a colour. */
export function textColorOn(hex: string): '#000000' | '#FFFFFF' {
  const milli = luminanceMilli(hex);
  if (Number.isNaN(milli)) return '#000000';
  return milli > LUMINANCE_THRESHOLD * 1000 ? '#000000' : '#FFFFFF';
}
