import { AUDIT_METHODS, type TAtpBand, type TAuditStatus } from '@carehome/contracts';
import type { AuditMethod } from '../cleaning/types.ts';
import { type AtpCounts, atpCountsByBrand } from './atp-results.ts';
import { operationPassRate } from './metrics.ts';

// Results per audit method: an audit counts under every method its auditor ticked in the header, so a
// method's numbers are those of the audits that used it (the methods overlap; they do not add up to the
// total). 'Not present' is counted apart and left out of the pass rate, as everywhere else.

export interface MethodAuditInput {
  methods: readonly AuditMethod[];
  operations: readonly { auditStatus: TAuditStatus | null; atp?: { brand: string; band: TAtpBand | null } | null }[];
}

export interface MethodResult {
  method: AuditMethod;
  audits: number;
  /** Operations given a result (passed, failed or Not present); Not observed is no result. */
  audited: number;
  passed: number;
  failed: number;
  notPresent: number;
  /** passed / (passed + failed), or null. */
  rate: number | null;
  /** ATP readings per brand by band; only under the ATP method. */
  atpByBrand?: ({ brand: string } & AtpCounts)[];
}

/** Per method used by at least one audit, in the header's order. */
export function resultsByMethod(audits: readonly MethodAuditInput[]): MethodResult[] {
  return AUDIT_METHODS.flatMap((method) => {
    const used = audits.filter((a) => a.methods.includes(method));
    if (used.length === 0) return [];
    const ops = used.flatMap((a) => a.operations);
    const pass = operationPassRate(ops.map((o) => o.auditStatus));
    const notPresent = ops.filter((o) => o.auditStatus === 'NotPresent').length;
    const result: MethodResult = {
      method,
      audits: used.length,
      audited: pass.passed + pass.failed + notPresent,
      notPresent,
      ...pass,
    };
    if (method === 'atpSystemMethod') {
      result.atpByBrand = atpCountsByBrand(ops.flatMap((o) => (o.atp ? [{ brand: o.atp.brand, band: o.atp.band }] : [])));
    }
    return [result];
  });
}
