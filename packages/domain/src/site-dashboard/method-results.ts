import { type MethodResult, resultsByMethod } from '../reporting/method-results.ts';
import type { AuditFact } from './measures.ts';

// The dashboard's results per audit method: the reporting rule over its audit facts. With `operation`
// only that operation's results count, as in the dashboard's other audit measures.

/** Results per method of the audits (a reading without a band or a brand is left out of the brands). */
export function methodResultsOf(audits: readonly AuditFact[], operation: string | null = null): MethodResult[] {
  return resultsByMethod(
    audits.map((a) => ({
      methods: a.methods ?? [],
      operations: a.operations
        .filter((o) => operation === null || o.operation === operation)
        .map((o) => ({ auditStatus: o.auditStatus, atp: o.atpBrand ? { brand: o.atpBrand, band: o.atpBand ?? null } : null })),
    })),
  );
}
