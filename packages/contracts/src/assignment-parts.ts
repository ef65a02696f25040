import * as z from 'zod/mini';
import { trimmed } from './common.ts';
import { ZIsoWeekDay } from './schedules.ts';

// The pieces the staff schedule's and the templates' contracts share (not exported from the package: its
// index re-exports the limits through staff-schedule.ts).

export const ASSIGNMENT_ROOM_NUMBERS_MAX = 500;
export const ASSIGNMENT_AREAS_MAX = 100;
/** The longest view the schedule screen asks for at once (a week; two for the copy preview). */
export const STAFF_SCHEDULE_MAX_DAYS = 31;

export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : null)),
  );

export const weekDays = z.pipe(
  z.array(ZIsoWeekDay).check(z.maxLength(7)),
  z.transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);

export const roomNumbers = z.pipe(
  z.array(trimmed(1, 40)).check(z.maxLength(ASSIGNMENT_ROOM_NUMBERS_MAX)),
  z.transform((list) => [...new Set(list)]),
);
