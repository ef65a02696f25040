// Sorting and searching the rows of a report table (pure; the table component renders the result).

export type SortValue = string | number | null | undefined;

export interface SortState {
  key: string;
  desc: boolean;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares two sort values: numbers as numbers, texts naturally ('Room 2' before 'Room 10'); empty values last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows sorted by one value, stable (equal rows keep their order). Descending reverses the order
 * of values, but empty values stay last either way.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, desc: boolean): T[] {
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((x, y) => {
      const emptyX = x.v === null || x.v === undefined || x.v === '';
      const emptyY = y.v === null || y.v === undefined || y.v === '';
      if (emptyX || emptyY) return emptyX === emptyY ? x.i - y.i : emptyX ? 1 : -1;
      const cmp = compareValues(x.v, y.v);
      return (desc ? -cmp : cmp) || x.i - y.i;
    })
    .map((x) => x.row);
}

/** Folds case and accents: 'Délai' is found by 'delai'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The rows whose text holds every word of the search, in any order and any case. */
export function searchRows<T>(rows: readonly T[], text: (row: T) => string, query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((row) => {
    const hay = foldText(text(row));
    return words.every((w) => hay.includes(w));
  });
}

/** Clicking a header: a new column sorts ascending, the same column flips. */
export function nextSort(current: SortState | null, key: string): SortState {
  return current?.key === key ? { key, desc: !current.desc } : { key, desc: false };
}
