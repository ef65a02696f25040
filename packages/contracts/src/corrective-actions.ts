import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZReportPhoto } from './reports.ts';

/** An operation a failed audit found not clean: Cleaned Fail or Not Cleaned Fail. */
export const ZAuditFailure = z.object({
  id: ZId,
  group: z.string(),
  item: z.string(),
  auditStatus: z.enum(['CleanedFailed', 'NotCleanedFailed']),
});
export type TAuditFailure = z.infer<typeof ZAuditFailure>;

/**
 * Where a failed audit's corrective loop stands: 'open' (the re-clean is to do), 'reauditDue' (a clean
 * ticked every failed operation; a supervisor is to audit it), 'closed' (re-audited, or replaced by a
 * newer failure of the room).
 */
export const CORRECTIVE_STATUSES = ['open', 'reauditDue', 'closed'] as const;
export type TCorrectiveStatus = (typeof CORRECTIVE_STATUSES)[number];

/** How a loop's pass ended: its re-audit passed or failed, or a newer failure of the room replaced it. */
export const REAUDIT_RESULTS = ['pass', 'fail', 'superseded'] as const;

/** One pass of the corrective loop of a failed audit (fail → re-clean → re-audit). */
export const ZCorrectiveAction = z.object({
  id: ZId,
  /** 1 for the first failed audit; a failed re-audit starts the next pass. */
  pass: z.number(),
  status: z.enum(CORRECTIVE_STATUSES),
  failedReportId: ZId,
  cleanType: z.string(),
  failures: z.array(ZAuditFailure),
  auditor: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  photos: z.array(ZReportPhoto),
  failedAt: ZIsoDateTime,
  /** The clean that ticked every failed operation. */
  reclean: z.nullable(z.object({ reportId: ZId, by: z.nullable(z.string()), at: ZIsoDateTime, operations: z.array(z.string()) })),
  reaudit: z.nullable(z.object({ result: z.enum(REAUDIT_RESULTS), at: ZIsoDateTime, by: z.nullable(z.string()) })),
});
export type TCorrectiveAction = z.infer<typeof ZCorrectiveAction>;
