import * as z from 'zod/mini';
import { ZCount, ZId, ZIsoDateTime, ZTimeZone } from './common.ts';

// Scheduled jobs of a site: what runs, when next, how the last run went.

/** Jobs the platform runs for a site: the overdue-rooms notification, each active site schedule, each care-records data source. */
export const JOB_KINDS = ['overdueRoomsNotification', 'siteSchedule', 'careRecordsSync'] as const;
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
  recipients: ZCount,
  overdueRooms: ZCount,
  error: z.nullable(z.string()),
});
export type TJobRun = z.infer<typeof ZJobRun>;

export const ZNotificationJob = z.object({
  kind: z.literal('overdueRoomsNotification'),
  /** The next scheduled run, null when the schedule has ended. */
  nextRunAt: z.nullable(ZIsoDateTime),
  lastRun: z.nullable(ZJobRun),
  /** Who the next run would mail: the configured addresses plus staff of the site with notifications on. */
  recipientCount: ZCount,
});
export type TNotificationJob = z.infer<typeof ZNotificationJob>;

/**
 * How a site schedule's run ended: `created` assignments made and `existing` already there, or failed
 * with the error code `error` (not retried: the next scheduled run is the next try).
 */
export const ZSiteScheduleRun = z.object({
  runAt: ZIsoDateTime,
  result: z.enum(['created', 'failed']),
  created: ZCount,
  existing: ZCount,
  error: z.nullable(z.string()),
});
export type TSiteScheduleRun = z.infer<typeof ZSiteScheduleRun>;

/**
 * The fields of a job kind a site may have several of (site schedules, data sources): which one, its
 * description, and its next scheduled run (null when the schedule has ended).
 */
const oneOfSeveral = { id: ZId, description: z.string(), nextRunAt: z.nullable(ZIsoDateTime) };

/** An active site schedule (a template applied on a schedule's runs, /facilitySchedule). */
export const ZSiteScheduleJob = z.object({
  kind: z.literal('siteSchedule'),
  ...oneOfSeveral,
  lastRun: z.nullable(ZSiteScheduleRun),
});
export type TSiteScheduleJob = z.infer<typeof ZSiteScheduleJob>;

/**
 * A data source's care-records sync: reconciled daily, with its last import or reconciliation
 * and the webhook messages waiting for a retry or given up.
 */
export const ZCareRecordsSyncJob = z.object({
  kind: z.literal('careRecordsSync'),
  ...oneOfSeveral,
  lastRun: z.nullable(
    z.object({
      runAt: ZIsoDateTime,
      kind: z.enum(['import', 'reconcile']),
      status: z.enum(['queued', 'running', 'waitingForQuota', 'completed', 'failed']),
      /** The run's failure code ('sync.*'), when it failed. */
      error: z.nullable(z.string()),
    }),
  ),
  retryingMessages: ZCount,
  failedMessages: ZCount,
});
export type TCareRecordsSyncJob = z.infer<typeof ZCareRecordsSyncJob>;

export const ZJob = z.discriminatedUnion('kind', [ZNotificationJob, ZSiteScheduleJob, ZCareRecordsSyncJob]);
export type TJob = z.infer<typeof ZJob>;

/** GET /jobs?facilityId=: the site's active jobs (empty: "No active jobs"). */
export const ZJobsQuery = z.object({ facilityId: ZId });
export const ZJobsResponse = z.object({ facilityId: ZId, timeZone: ZTimeZone, jobs: z.array(ZJob) });
export type TJobsResponse = z.infer<typeof ZJobsResponse>;
