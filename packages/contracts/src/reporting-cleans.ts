import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { rowsReport, ZCleanCountsRow, ZReportRate, ZReportRoom } from './reporting.ts';
import { ZReportStatus } from './reports.ts';

// Cleans report (POST /reporting/cleans): every clean started in the period

export const ZCleanRow = z.object({
  reportId: ZId,
  room: ZReportRoom,
  cleanType: z.string(),
  status: ZReportStatus,
  startDate: ZIsoDateTime,
  reportDate: z.nullable(ZIsoDateTime),
  /** Minutes, 2 decimals; null while in progress. */
  durationMinutes: ZReportRate,
  staff: z.nullable(z.object({ id: z.nullable(ZId), name: z.string() })),
  /** Every resident of the room when the clean was saved, comma-separated. */
  resident: z.nullable(z.string()),
  /** Who of them signed a decline (a shared room's residents each may). */
  declinedBy: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  residentFamilyConcern: z.nullable(z.string()),
  maintenance: z.nullable(z.string()),
  pestControl: z.nullable(z.string()),
  supervisorNote: z.nullable(z.string()),
  photoCount: z.number(),
  /** A Declined clean with the resident's signature: read the image with POST /reporting/signature. */
  hasSignature: z.boolean(),
  audited: z.boolean(),
});
export type TCleanRow = z.infer<typeof ZCleanRow>;

export const ZCleansReportResponse = rowsReport(ZCleanRow, z.object({ total: ZCleanCountsRow }));
export type TCleansReportResponse = z.infer<typeof ZCleansReportResponse>;

/** POST /reporting/signature: the decline signature of a clean, as a PNG data URI. */
export const ZSignatureRequest = z.object({ facilityId: ZId, reportId: ZId });
export const ZSignatureResponse = z.object({ reportId: ZId, dataUri: z.string() });
