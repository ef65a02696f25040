import * as z from 'zod/mini';
import { ZId } from './common.ts';
import { SCHEDULE_MESSAGES, type TScheduleCode } from './schedule-messages.ts';

export { SCHEDULE_MESSAGES, type TScheduleCode } from './schedule-messages.ts';

// The schedule JSON forms of the product spec (routine schedules and the schedule editor).
// These schemas check the shape only; the rules between fields (bucket order, a Weekly schedule's
// week days, the cron expression) are checked by `validateRoutineSchedule` in the domain package.

export const SCHEDULE_CODES = Object.keys(SCHEDULE_MESSAGES) as TScheduleCode[];

/** One validation problem: dotted path of the field ('' for the whole schedule), stable code, English text. */
export const ZScheduleProblem = z.object({
  path: z.string(),
  code: z.enum(SCHEDULE_CODES as [TScheduleCode, ...TScheduleCode[]]),
  message: z.string(),
});
export type TScheduleProblem = z.infer<typeof ZScheduleProblem>;

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const BUCKET_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;
/** Days of each month in a leap year, to check 'YYYY-MM-DD' and 'MM-DD' strings without a date library. */
const MAX_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isRealDate(text: string): boolean {
  const m = LOCAL_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const max = month === 2 && !leap ? 28 : (MAX_MONTH_DAYS[month - 1] ?? 0);
  return year >= 1900 && day >= 1 && day <= max;
}

function isRealMonthDay(text: string): boolean {
  const m = MONTH_DAY.exec(text);
  if (!m) return false;
  const [month, day] = [Number(m[1]), Number(m[2])];
  return day >= 1 && day <= (MAX_MONTH_DAYS[month - 1] ?? 0);
}

/** A site-local wall time 'HH:mm', 00:00 to 23:59. */
export const ZWallTime = z.string().check(z.regex(WALL_TIME, { error: 'Use the HH:mm format, from 00:00 to 23:59' }));

/** A bucket end: a wall time, or '24:00' for the midnight that ends the day. */
export const ZBucketEndTime = z.string().check(z.regex(BUCKET_END, { error: 'Use the HH:mm format, from 00:00 to 24:00' }));

/** A site-local calendar date 'YYYY-MM-DD' (no time, no zone: the site's time zone applies). */
export const ZLocalDate = z.string().check(z.refine(isRealDate, { error: 'Use a real date in the YYYY-MM-DD format' }));

/** A site and a span of its calendar days, first and last included: what a schedule or a report is asked for. */
export const siteDaysFields = { facilityId: ZId, from: ZLocalDate, to: ZLocalDate };

/** A day of the year 'MM-DD'; '02-29' falls on 28 February in years that are not leap years. */
export const ZYearDate = z.string().check(z.refine(isRealMonthDay, { error: 'Use a real day of the year in the MM-DD format' }));

/** ISO week day: 1 = Monday … 7 = Sunday. */
export const ZIsoWeekDay = z.number().check(z.int(), z.gte(1), z.lte(7));

export const DURATION_UNITS = ['Minutes', 'Hours', 'Days', 'Weeks', 'Months', 'Years'] as const;
export type TDurationUnit = (typeof DURATION_UNITS)[number];

/**
 * A length of time; the spec estimates a month as 30 days and a year as 365 days. An amount of 0
 * passes the shape so that validation can answer with the spec's message for it.
 */
export const ZDuration = z.strictObject({
  amount: z.number().check(z.int(), z.gte(0)),
  unit: z.enum(DURATION_UNITS),
});
export type TDuration = z.infer<typeof ZDuration>;

/** A time bucket of an Absolute schedule, in site-local wall times of the occurrence day. */
export const ZTimeBucket = z.strictObject({ start: ZWallTime, due: ZBucketEndTime, end: ZBucketEndTime });
export type TTimeBucket = z.infer<typeof ZTimeBucket>;

export const ROUTINE_SCHEDULE_TYPES = ['Cron', 'Absolute', 'Relative'] as const;
export type TRoutineScheduleType = (typeof ROUTINE_SCHEDULE_TYPES)[number];

export const ROUTINE_PERIODS = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type TRoutinePeriod = (typeof ROUTINE_PERIODS)[number];

/** Each occurrence of a 5-field cron expression, evaluated in the site's time zone, starts a bucket. */
export const ZCronSchedule = z.strictObject({
  type: z.literal('Cron'),
  cron: z.string().check(z.minLength(1), z.maxLength(200)),
  dueAfterMinutes: z.optional(z.number().check(z.int(), z.gte(0))),
  durationMinutes: z.optional(z.number().check(z.int(), z.gte(0))),
  startDate: z.optional(ZLocalDate),
  endDate: z.optional(z.nullable(ZLocalDate)),
});
export type TCronSchedule = z.infer<typeof ZCronSchedule>;

/** Calendar periods with fixed wall-time buckets on each occurrence day. */
export const ZAbsoluteSchedule = z.strictObject({
  type: z.literal('Absolute'),
  startDate: ZLocalDate,
  endDate: z.optional(z.nullable(ZLocalDate)),
  period: z.enum(ROUTINE_PERIODS),
  every: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  weekDays: z.optional(z.array(ZIsoWeekDay)),
  monthDays: z.optional(
    z.array(z.union([z.number().check(z.int(), z.gte(1), z.lte(31)), z.literal('last')], { error: 'Use a day from 1 to 31 or "last"' })),
  ),
  yearDates: z.optional(z.array(ZYearDate)),
  buckets: z.array(ZTimeBucket).check(z.minLength(1), z.maxLength(48)),
});
export type TAbsoluteSchedule = z.infer<typeof ZAbsoluteSchedule>;

/** A bucket that opens a set time after the last completed clean (the spec's "duration after last clean"). */
export const ZRelativeSchedule = z.strictObject({
  type: z.literal('Relative'),
  startDate: z.optional(ZLocalDate),
  afterLastClean: ZDuration,
  dueAfter: z.optional(ZDuration),
  window: z.optional(ZDuration),
});
export type TRelativeSchedule = z.infer<typeof ZRelativeSchedule>;

/** The schedule of a cleaning routine, stored and edited as JSON. */
export const ZRoutineSchedule = z.discriminatedUnion('type', [ZCronSchedule, ZAbsoluteSchedule, ZRelativeSchedule], {
  error: 'Set type to Cron, Absolute or Relative',
});
export type TRoutineSchedule = z.infer<typeof ZRoutineSchedule>;

export const EDITOR_PERIODS = ['Minutes', 'Hourly', 'Daily', 'Weekly', 'Monthly'] as const;
export type TEditorPeriod = (typeof EDITOR_PERIODS)[number];

/** The day of a Monthly editor schedule: a day number (clamped to short months), the last day, the last weekday, or N days before the last day. */
export const ZEditorMonthDay = z.union(
  [
    z.number().check(z.int(), z.gte(1), z.lte(31)),
    z.literal('last'),
    z.literal('lastWeekday'),
    z.strictObject({ daysBeforeEnd: z.number().check(z.int(), z.gte(1), z.lte(27)) }),
  ],
  { error: 'Use a day from 1 to 31, "last", "lastWeekday" or { "daysBeforeEnd": 1 to 27 }' },
);
export type TEditorMonthDay = z.infer<typeof ZEditorMonthDay>;

/** The schedule editor's form (notification schedules and the like): one run per occurrence. */
export const ZEditorSchedule = z.strictObject({
  period: z.enum(EDITOR_PERIODS),
  every: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  startDate: ZLocalDate,
  endDate: z.optional(z.nullable(ZLocalDate)),
  at: z.optional(ZWallTime),
  minuteOfHour: z.optional(z.number().check(z.int(), z.gte(0), z.lte(59))),
  weekDays: z.optional(z.array(ZIsoWeekDay)),
  monthDay: z.optional(ZEditorMonthDay),
});
export type TEditorSchedule = z.infer<typeof ZEditorSchedule>;
