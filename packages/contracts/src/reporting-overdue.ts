import * as z from 'zod/mini';
import { ZIsoDateTime } from './common.ts';
import { ZOnTimeRow, ZReportMeta, ZReportRate, ZReportRoom } from './reporting.ts';

// Overdue report (POST /housekeeping/overduereports): scheduled buckets missed or completed late

export const ZOverdueRow = z.object({
  room: ZReportRoom,
  cleanType: z.string(),
  priority: z.number(),
  scheduleType: z.string(),
  bucketStart: ZIsoDateTime,
  due: ZIsoDateTime,
  bucketEnd: z.nullable(ZIsoDateTime),
  outcome: z.enum(['late', 'missed']),
  completedAt: z.nullable(ZIsoDateTime),
  /** Minutes after the due time (late only). */
  minutesLate: ZReportRate,
});
export type TOverdueRow = z.infer<typeof ZOverdueRow>;

export const ZOverdueReportResponse = z.object({
  meta: ZReportMeta,
  /** Late and missed buckets, oldest first. */
  rows: z.array(ZOverdueRow),
  /** Rows were cut at REPORT_MAX_ROWS (the counts below are complete). */
  truncated: z.boolean(),
  summary: z.object({
    total: ZOnTimeRow,
    byRoom: z.array(ZOnTimeRow),
    byArea: z.array(ZOnTimeRow),
    byCleanType: z.array(ZOnTimeRow),
    byDay: z.array(ZOnTimeRow),
  }),
});
export type TOverdueReportResponse = z.infer<typeof ZOverdueReportResponse>;
