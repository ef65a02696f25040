import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZCleanCountsRow, ZReportMeta } from './reporting.ts';
import { ZLocalDate } from './schedules.ts';

// Daily staff report (POST /housekeeping/staffreports, /housekeeping/savestaffreport)

/** A supervisor's review of a staff member's day. */
export const ZSavedStaffReport = z.object({
  id: ZId,
  staffMemberId: ZId,
  date: ZLocalDate,
  comment: z.string(),
  savedBy: z.nullable(z.string()),
  savedAt: ZIsoDateTime,
});
export type TSavedStaffReport = z.infer<typeof ZSavedStaffReport>;

export const ZStaffDayRow = z.object({
  staffMemberId: ZId,
  name: z.string(),
  /** Site-local date. */
  date: ZLocalDate,
  /**
   * The day's assignments (staff schedule): each its description or task as written, else its clean type
   * (as written) and rooms; `staffDayAssignmentText` of the domain words it in a reader's language.
   */
  assignments: z.array(z.object({ text: z.nullable(z.string()), cleanType: z.nullable(z.string()), rooms: z.array(z.string()) })),
  cleans: ZCleanCountsRow,
  /** Rooms cleaned (any status), by number. */
  rooms: z.array(z.string()),
  firstStart: z.nullable(ZIsoDateTime),
  lastEnd: z.nullable(ZIsoDateTime),
  review: z.nullable(ZSavedStaffReport),
});
export type TStaffDayRow = z.infer<typeof ZStaffDayRow>;

export const ZStaffReportResponse = z.object({ meta: ZReportMeta, truncated: z.boolean(), rows: z.array(ZStaffDayRow) });
export type TStaffReportResponse = z.infer<typeof ZStaffReportResponse>;

export const STAFF_REPORT_COMMENT_MAX = 4000;
export const ZSaveStaffReport = z.object({
  facilityId: ZId,
  staffMemberId: ZId,
  date: ZLocalDate,
  comment: z.string().check(z.trim(), z.maxLength(STAFF_REPORT_COMMENT_MAX)),
});
export type TSaveStaffReport = z.infer<typeof ZSaveStaffReport>;
