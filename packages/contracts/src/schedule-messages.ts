// Kept apart from the schedule schemas: the error texts (errors.ts) need the messages, and importing
// schedules.ts for them would bring every schedule schema into the sign-in page.

/**
 * Stable problem codes of schedule validation and the English text of the spec for each.
 * The client translates by code; the spec's wording is kept to the letter ('Crons' included).
 */
export const SCHEDULE_MESSAGES = {
  'schedule.not_set': 'Schedule is not set',
  'schedule.cron_invalid': 'Crons expression is invalid',
  'schedule.json_invalid': 'Schedule is not valid JSON',
  'schedule.end_before_start': 'End date must be on or after the start date',
  'schedule.invalid': 'The schedule is not valid',
  'bucket.duration_required': 'Duration is required and must not be zero',
  'bucket.end_before_start': 'End time must be after start time',
  'bucket.due_outside': 'Due time must be after the start time and before the end time',
  'bucket.overlap': 'Time buckets of one day must not overlap',
} as const;

export type TScheduleCode = keyof typeof SCHEDULE_MESSAGES;
