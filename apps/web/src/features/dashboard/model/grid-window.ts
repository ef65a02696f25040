/**
 * The arithmetic of the windowed room grid: the same columns as the flat grid's CSS
 * (`repeat(auto-fill, minmax(148px, 1fr))`, gap 10px), so a big site's tiles are as wide as a small one's.
 */

/** The tile's narrowest width and the space between tiles (dashboard.css, .dash-grid). */
export const TILE_MIN_WIDTH = 148;
export const TILE_GAP = 10;
/** A tile's min-height: the estimate of a row not yet measured (most rows are exactly this). */
export const ROW_ESTIMATE = 132;
/**
 * A site of up to this many rooms has all its tiles rendered (the demo sites): cheap enough, and the
 * browser's find-in-page and printing see every room. A bigger site renders only the rows on screen,
 * filtered or not: a filter then mounts a screen of tiles rather than a hundred or more (the wing of a
 * big site), which kept a filter change near 100 ms.
 */
export const WINDOW_FROM = 200;

/** Whether a site's grid renders only the rows on screen. */
export function windowedSite(siteRooms: number): boolean {
  return siteRooms > WINDOW_FROM;
}

/**
 * Columns of a grid `width` pixels wide, as CSS auto-fill counts them: the most tracks of the minimum
 * width that fit with their gaps, at least one.
 */
export function columnsFor(width: number, min = TILE_MIN_WIDTH, gap = TILE_GAP): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (min + gap)));
}

/** Rows of `count` tiles in `columns` columns. */
export function rowsFor(count: number, columns: number): number {
  return count > 0 ? Math.ceil(count / Math.max(1, columns)) : 0;
}

/** The tiles of one row: indexes [start, end) into the shown rooms. */
export function rowSlice(row: number, columns: number, count: number): { start: number; end: number } {
  const start = Math.min(count, row * columns);
  return { start, end: Math.min(count, start + columns) };
}

/**
 * The rows to render: the virtualizer's (sorted) plus the row that holds keyboard focus, so that a
 * focused tile scrolled out of view is not unmounted (focus would fall back to the page's start).
 */
export function withRow(rows: readonly number[], keep: number | null): number[] {
  if (keep === null || keep < 0 || rows.includes(keep)) return [...rows];
  return [...rows, keep].sort((x, y) => x - y);
}

/** The row holding the tile at `index`. */
export function rowOf(index: number, columns: number): number {
  return Math.floor(index / Math.max(1, columns));
}
