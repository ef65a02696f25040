// Fitting a report cell's text into a PDF table column, in time linear in the text. pdfkit breaks a word
// wider than its column by measuring ever longer prefixes of it, which is quadratic in the word's length
// (one 50,000-character comment held the server for 12 s), so long cells are cut to a documented length
// first and unbroken runs are split here at the column's width, measured character by character.

/** The most characters of one cell the PDF prints; the CSV keeps the whole text. */
export const PDF_CELL_MAX_CHARS = 1_000;

/** Follows a cell cut at PDF_CELL_MAX_CHARS (in English: the PDF writes its reader's language's note). */
export const PDF_CELL_CUT_NOTE = '… (full text in the CSV)';

/** The cell's text, cut after `max` characters with a note that the CSV has all of it. */
export function truncateCell(text: string, max = PDF_CELL_MAX_CHARS, note = PDF_CELL_CUT_NOTE): string {
  if (text.length <= max) return text;
  let end = max;
  // Never leave half of a surrogate pair behind.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${note}`;
}

const BREAKS = new Set([' ', '\n', '\r', '\t']);

/**
 * The text with a line break put into every run of characters without a break opportunity (space, tab,
 * newline) where the run would overflow `width`; `widthOf` measures one character. Text that fits
 * comes back unchanged.
 */
export function breakLongRuns(text: string, width: number, widthOf: (char: string) => number): string {
  const limit = Math.max(width, 0);
  let run = 0;
  let changed = false;
  const out: string[] = [];
  for (const char of text) {
    if (BREAKS.has(char)) {
      out.push(char);
      run = 0;
      continue;
    }
    const w = widthOf(char);
    if (run > 0 && run + w > limit) {
      out.push('\n');
      changed = true;
      run = 0;
    }
    out.push(char);
    run += w;
  }
  return changed ? out.join('') : text;
}

/** `widthOf` for breakLongRuns, remembering each character's width (a report uses few distinct ones). */
export function cachedWidths(measure: (char: string) => number): (char: string) => number {
  const known = new Map<string, number>();
  return (char) => {
    let w = known.get(char);
    if (w === undefined) {
      w = measure(char);
      known.set(char, w);
    }
    return w;
  };
}
