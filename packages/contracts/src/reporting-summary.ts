import * as z from 'zod/mini';
import { ZCleanCountsRow, ZOnTimeRow, ZPassRow, ZReportMeta, ZTdcRow } from './reporting.ts';

// Clean summary (POST /reporting/summary)

export const ZCleanSummaryResponse = z.object({
  meta: ZReportMeta,
  summary: z.object({
    total: ZCleanCountsRow,
    byCleanType: z.array(ZCleanCountsRow),
    byArea: z.array(ZCleanCountsRow),
    byRoomType: z.array(ZCleanCountsRow),
    byStaff: z.array(ZCleanCountsRow),
    byDay: z.array(ZCleanCountsRow),
    audits: ZPassRow,
    tdc: ZTdcRow,
    onTime: ZOnTimeRow,
  }),
});
export type TCleanSummaryResponse = z.infer<typeof ZCleanSummaryResponse>;
