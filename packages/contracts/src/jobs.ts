import * as z from 'zod/mini';
import { ZId, ZIsoDateTime, ZTimeZone } from './common.ts';

// Scheduled jobs of a site (issue 11, item 5): what runs, when next, how the last run went.

/** Jobs the platform runs for a site. Only the overdue-rooms notification so far. */
export const JOB_KINDS = ['overdueRoomsNotification'] as const;
export type TJobKind = (typeof JOB_KINDS)[number];

/**
 * How a run ended: mails queued for `recipients` addresses; nothing overdue (no mail); overdue rooms but
 * nobody to tell; failed with `error` (retried at the next ticks, at most three attempts).
 */
export const JOB_RESULTS = ['sent', 'nothingOverdue', 'noRecipients', 'failed'] as const;
export type TJobResult = (typeof JOB_RESULTS)[number];

export const ZJobRun = z.object({
  /** The scheduled time the run was for. */
  runAt: ZIsoDateTime,
  /** When it was done (the last attempt, for a failed run). */
  finishedAt: ZIsoDateTime,
  result: z.enum(JOB_RESULTS),
  /** Addresses mailed (0 unless `sent`). */
  recipients: z.number().check(z.int(), z.gte(0)),
  overdueRooms: z.number().check(z.int(), z.gte(0)),
  error: z.nullable(z.string()),
});
export type TJobRun = z.infer<typeof ZJobRun>;

export const ZJob = z.object({
  kind: z.enum(JOB_KINDS),
  /** The next scheduled run, null when the schedule has ended. */
  nextRunAt: z.nullable(ZIsoDateTime),
  lastRun: z.nullable(ZJobRun),
  /** Who the next run would mail: the configured addresses plus staff of the site with notifications on. */
  recipientCount: z.number().check(z.int(), z.gte(0)),
});
export type TJob = z.infer<typeof ZJob>;

/** GET /jobs?facilityId=: the site's active jobs (empty: "No active jobs"). */
export const ZJobsQuery = z.object({ facilityId: ZId });
export const ZJobsResponse = z.object({ facilityId: ZId, timeZone: ZTimeZone, jobs: z.array(ZJob) });
export type TJobsResponse = z.infer<typeof ZJobsResponse>;
