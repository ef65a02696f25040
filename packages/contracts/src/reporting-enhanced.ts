import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { rowsReport, ZAuditMethod, ZAuditOutcome, ZCleanCountsRow, ZPassRow, ZReportRate, ZReportRoom } from './reporting.ts';
import { ZReportStatus } from './reports.ts';

// Enhanced Cleaning Report (POST /reporting/enhanced): state-triggered and terminal cleans with their audits

export const ENHANCED_KINDS = ['state', 'terminal'] as const;

export const ZEnhancedRow = z.object({
  reportId: ZId,
  room: ZReportRoom,
  /** state: the clean a room state asks for (e.g. Isolation); terminal: a discharge / post-clean. */
  kind: z.enum(ENHANCED_KINDS),
  /** The room state's name or the routine kind that makes it enhanced. */
  reason: z.string(),
  cleanType: z.string(),
  status: ZReportStatus,
  startDate: ZIsoDateTime,
  reportDate: z.nullable(ZIsoDateTime),
  durationMinutes: ZReportRate,
  staff: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  audit: z.nullable(
    z.object({
      auditor: z.nullable(z.string()),
      auditStart: ZIsoDateTime,
      auditDate: z.nullable(ZIsoDateTime),
      methods: z.array(ZAuditMethod),
      outcome: ZAuditOutcome,
    }),
  ),
});
export type TEnhancedRow = z.infer<typeof ZEnhancedRow>;

export const ZEnhancedReportResponse = rowsReport(
  ZEnhancedRow,
  z.object({ byCleanType: z.array(ZCleanCountsRow), audits: ZPassRow, unaudited: z.number() }),
);
export type TEnhancedReportResponse = z.infer<typeof ZEnhancedReportResponse>;
