import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { CORRECTIVE_STATUSES, REAUDIT_RESULTS } from './corrective-actions.ts';
import { rowsReport, ZAuditedOperation, ZAuditMethod, ZAuditOutcome, ZPassRow, ZReportRoom } from './reporting.ts';
import { ZReportStatus } from './reports.ts';

// Audit report (POST /reporting/audits): each audit of a clean in the period (by the audit's start date)

/** The corrective loop a failed audit opened, as the audit report shows it beside the audit. */
export const ZAuditLoop = z.object({
  pass: z.number(),
  status: z.enum(CORRECTIVE_STATUSES),
  /**
   * The clean that ticked every failed operation: who, when, and the operations, group and item as written
   * (the screen shows them in its reader's language).
   */
  reclean: z.nullable(
    z.object({
      by: z.nullable(z.string()),
      at: ZIsoDateTime,
      operations: z.array(z.object({ group: z.string(), item: z.string() })),
    }),
  ),
  reaudit: z.nullable(z.object({ result: z.enum(REAUDIT_RESULTS), at: ZIsoDateTime, by: z.nullable(z.string()) })),
});
export type TAuditLoop = z.infer<typeof ZAuditLoop>;

/** ATP readings of one brand by band. */
export const ZAtpCounts = z.object({
  brand: z.string(),
  pass: z.number(),
  caution: z.number(),
  fail: z.number(),
  rate: z.nullable(z.number()),
});
export type TAtpCounts = z.infer<typeof ZAtpCounts>;

/**
 * The results of the audits that used one method (an audit counts under every method it ticked): its
 * operations passed, failed and Not present (left out of the rate), and under ATP the readings per brand.
 */
export const ZMethodResult = z.object({
  method: ZAuditMethod,
  audits: z.number(),
  audited: z.number(),
  passed: z.number(),
  failed: z.number(),
  notPresent: z.number(),
  rate: z.nullable(z.number()),
  atpByBrand: z.optional(z.array(ZAtpCounts)),
});
export type TMethodResult = z.infer<typeof ZMethodResult>;

export const ZAuditRow = z.object({
  reportId: ZId,
  room: ZReportRoom,
  cleanType: z.string(),
  cleanStatus: ZReportStatus,
  cleanedBy: z.nullable(z.string()),
  cleanStart: ZIsoDateTime,
  cleanDate: z.nullable(ZIsoDateTime),
  auditor: z.nullable(z.string()),
  auditStart: ZIsoDateTime,
  /** Set when the audit is complete (no operation left Not observed). */
  auditDate: z.nullable(ZIsoDateTime),
  methods: z.array(ZAuditMethod),
  outcome: ZAuditOutcome,
  comment: z.nullable(z.string()),
  operations: z.array(ZAuditedOperation),
  /** A failed audit's re-clean: when a clean ticked every failed operation (never a clean that did not). */
  recleanedAt: z.nullable(ZIsoDateTime),
  /** The corrective loop this failed audit opened: its pass, its re-clean and its re-audit. */
  loop: z.optional(z.nullable(ZAuditLoop)),
  /** This audit is the re-audit of that pass of a loop. */
  reauditOfPass: z.optional(z.nullable(z.number())),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZAuditReportResponse = rowsReport(
  ZAuditRow,
  z.object({
    /** Audits with a result: passed / (passed + failed). */
    passRate: ZPassRow,
    notObserved: z.number(),
    /** Operations Cleaned Pass / operations observed. */
    operationPassRate: ZPassRow,
    byOperation: z.array(ZPassRow),
    byArea: z.array(ZPassRow),
    byMethod: z.array(ZPassRow),
    /** Audits passed at their first pass (re-audits not counted) / first-pass audits with a result. */
    rightFirstTime: z.optional(ZPassRow),
    /** Median minutes from a failed audit to the re-audit that passed (loops closed in the period). */
    medianMinutesToClose: z.optional(z.nullable(z.number())),
    /** ATP readings per brand: pass, caution, fail, and (pass + caution) / readings with a band. */
    atpByBrand: z.optional(z.array(ZAtpCounts)),
    /** Operations found Not present (the surface is not in the room), left out of every rate. */
    notPresent: z.optional(z.number()),
    /** Per method the results of the audits that used it: operations, Not present apart, ATP per brand. */
    methodResults: z.optional(z.array(ZMethodResult)),
  }),
);
export type TAuditReportResponse = z.infer<typeof ZAuditReportResponse>;
