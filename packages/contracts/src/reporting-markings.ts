import * as z from 'zod/mini';
import { ZAtpReading } from './atp.ts';
import { ZId, ZIsoDateTime } from './common.ts';
import { rowsReport, ZAuditMethod, ZReportRate, ZReportRoom, ZTdcRow } from './reporting.ts';
import { ZMethodResult } from './reporting-audits.ts';
import { ZAuditStatus, ZReportStatus } from './reports.ts';

// Pre-audit marking report (POST /reporting/markings): each marking in the period, TDC

export const MARK_OUTCOMES = ['cleaned', 'notCleaned', 'pending'] as const;

export const ZMarkingRow = z.object({
  markingId: ZId,
  room: ZReportRoom,
  cleanType: z.string(),
  auditor: z.nullable(z.string()),
  markingDate: ZIsoDateTime,
  /** The clean that answered the marking (the report whose markingReportId is this marking). */
  answeringClean: z.nullable(
    z.object({
      reportId: ZId,
      status: ZReportStatus,
      staff: z.nullable(z.string()),
      completedAt: z.nullable(ZIsoDateTime),
      audited: z.boolean(),
    }),
  ),
  objects: z.array(
    z.object({
      operationId: z.string(),
      group: z.string(),
      item: z.string(),
      outcome: z.enum(MARK_OUTCOMES),
      auditStatus: z.nullable(ZAuditStatus),
    }),
  ),
  /** The methods the answering clean's audit used, and its ATP readings (of any operation, marked or not). */
  methods: z.optional(z.array(ZAuditMethod)),
  atpReadings: z.optional(z.array(z.object({ group: z.string(), item: z.string(), atp: ZAtpReading }))),
  marked: z.number(),
  cleaned: z.number(),
  pending: z.number(),
  tdc: ZReportRate,
});
export type TMarkingRow = z.infer<typeof ZMarkingRow>;

export const ZMarkingReportResponse = rowsReport(
  ZMarkingRow,
  z.object({
    total: ZTdcRow,
    byRoom: z.array(ZTdcRow),
    byArea: z.array(ZTdcRow),
    /** Keyed 'Group / Item'. */
    byOperation: z.array(ZTdcRow),
    /** Keyed by site-local day, ISO week (its Monday) and month ('YYYY-MM'). */
    byDay: z.array(ZTdcRow),
    byWeek: z.array(ZTdcRow),
    byMonth: z.array(ZTdcRow),
    /** Per method, the results of the audits that answered the markings. */
    byMethod: z.optional(z.array(ZMethodResult)),
  }),
);
export type TMarkingReportResponse = z.infer<typeof ZMarkingReportResponse>;
