import { ATP_BRAND_MAX, ATP_RLU_MAX, DEFAULT_ATP_LIMITS, type TAtpLimit } from '@carehome/contracts';
import { duplicateAtpLimit } from '@carehome/domain';

// The limits table as the supervisor edits it: text fields, checked before the save with the server's rules.

export interface LimitRow {
  key: string;
  brand: string;
  surface: string;
  passMax: number | '';
  cautionMax: number | '';
}

export type LimitField = 'brand' | 'surface' | 'passMax' | 'cautionMax';
/** An error key of the atp-limits namespace per field of each row, by the row's key. */
export type RowProblems = Record<string, Partial<Record<LimitField, string>>>;

let next = 0;
const newKey = () => `row-${++next}`;

export const toRows = (limits: readonly TAtpLimit[]): LimitRow[] =>
  limits.map((l) => ({ key: newKey(), brand: l.brand, surface: l.surface ?? '', passMax: l.passMax, cautionMax: l.cautionMax }));

export const emptyRow = (brand = ''): LimitRow => ({ key: newKey(), brand, surface: '', passMax: '', cautionMax: '' });

/** The makers' limits offered to a site that has none. */
export const defaultRows = (): LimitRow[] => toRows(DEFAULT_ATP_LIMITS);

const inRange = (v: number | '') => v !== '' && Number.isInteger(v) && v >= 0 && v <= ATP_RLU_MAX;

/** What is wrong with each row (the same rules the server applies), empty when the set can be saved. */
export function rowProblems(rows: readonly LimitRow[]): RowProblems {
  const problems: RowProblems = {};
  const add = (row: LimitRow, field: LimitField, key: string) => {
    problems[row.key] = { ...problems[row.key], [field]: key };
  };
  for (const row of rows) {
    const brand = row.brand.trim();
    if (!brand) add(row, 'brand', 'error.brandRequired');
    else if (brand.length > ATP_BRAND_MAX) add(row, 'brand', 'error.brandTooLong');
    if (!inRange(row.passMax)) add(row, 'passMax', 'error.number');
    if (!inRange(row.cautionMax)) add(row, 'cautionMax', 'error.number');
    else if (inRange(row.passMax) && (row.cautionMax as number) < (row.passMax as number)) add(row, 'cautionMax', 'error.cautionBelowPass');
  }
  const limits = rows.map((r) => ({ brand: r.brand, surface: r.surface.trim() || null }));
  // A row that repeats an earlier row's brand and surface.
  rows.forEach((row, i) => {
    const self = limits[i] as (typeof limits)[number];
    if (limits.slice(0, i).some((earlier) => duplicateAtpLimit([earlier, self]) === 1)) add(row, 'surface', 'error.duplicate');
  });
  return problems;
}

/** The rows as the save sends them (check `rowProblems` first). */
export const toLimits = (rows: readonly LimitRow[]): TAtpLimit[] =>
  rows.map((r) => ({
    brand: r.brand.trim(),
    surface: r.surface.trim() || null,
    passMax: Number(r.passMax),
    cautionMax: Number(r.cautionMax),
  }));
