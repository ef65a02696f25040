import type { TMethodResult } from '@carehome/contracts';
import { type ExportView, passRateOf } from '../export-table.ts';
import { fill } from '../texts/index.ts';

/**
 * The export's summary lines of results per method (audit and marking reports); under ATP a line per brand
 * (caution passes), unless the report prints its brands already (`brands: false`).
 */
export function methodLines(v: ExportView, results: readonly TMethodResult[] | undefined, brands = true): string[] {
  const s = v.t.summary;
  return (results ?? []).flatMap(({ atpByBrand, ...m }) => [
    fill(s.methodResult, { ...m, method: v.t.method[m.method], rate: passRateOf(v, m) }),
    ...(brands ? (atpByBrand ?? []) : []).map((b) =>
      fill(s.atp, { ...b, rate: passRateOf(v, { passed: b.pass + b.caution, failed: b.fail, rate: b.rate }) }),
    ),
  ]);
}
