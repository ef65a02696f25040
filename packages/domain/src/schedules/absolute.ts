import type { TAbsoluteSchedule } from '@carehome/contracts';
import { parseLocalDate, parseWallTime } from './civil.ts';
import { MINUTE_MS } from './constants.ts';
import { clampMonthDay, type DayRule, dailyRule, monthlyRule, nextDay, previousDay, weeklyRule, yearlyRule } from './day-rules.ts';
import { type BucketSource, contains, overlaps, type RawBucket } from './source.ts';
import { localDay, wallToInstant } from './zone.ts';

// Absolute schedules: calendar occurrence days with fixed wall-time buckets on each of them.
// Buckets never cross midnight (an end of '24:00' is the next midnight), so the bucket holding an
// instant belongs to that instant's local day, and the previous bucket is on that day or on the
// previous occurrence day.

interface BucketSpec {
  start: number;
  due: number;
  end: number;
}

/** The calendar rule of an Absolute schedule (also used for the editor's Daily/Weekly/Monthly). */
export function absoluteDayRule(schedule: TAbsoluteSchedule): DayRule {
  const bounds = {
    first: parseLocalDate(schedule.startDate),
    last: schedule.endDate ? parseLocalDate(schedule.endDate) : null,
    every: schedule.every,
  };
  switch (schedule.period) {
    case 'Daily':
      return dailyRule(bounds);
    case 'Weekly':
      return weeklyRule(bounds, schedule.weekDays ?? []);
    case 'Monthly': {
      const monthDays = schedule.monthDays ?? [];
      return monthlyRule(bounds, (year, month) => monthDays.map((day) => clampMonthDay(year, month, day === 'last' ? 31 : day)));
    }
    case 'Yearly': {
      const dates = (schedule.yearDates ?? []).map((text) => text.split('-').map(Number) as [number, number]);
      return yearlyRule(bounds, (year) => dates.map(([month, day]) => [month, clampMonthDay(year, month, day)] as const));
    }
  }
}

function bucketSpecs(schedule: TAbsoluteSchedule): BucketSpec[] {
  return schedule.buckets
    .map((bucket) => ({ start: parseWallTime(bucket.start), due: parseWallTime(bucket.due), end: parseWallTime(bucket.end) }))
    .sort((a, b) => a.start - b.start);
}

/**
 * The buckets of one occurrence day as instants. Wall times in the spring-forward gap move forward,
 * which can push a bucket's end past the next bucket's start: ends are cut at the next start, and a
 * bucket left empty that day is skipped; due stays within its bucket.
 */
function dayBuckets(timeZone: string, specs: readonly BucketSpec[], day: number): RawBucket[] {
  const resolved = specs.map((spec) => ({
    start: wallToInstant(timeZone, day, spec.start * MINUTE_MS),
    due: wallToInstant(timeZone, day, spec.due * MINUTE_MS),
    end: wallToInstant(timeZone, day, spec.end * MINUTE_MS),
  }));
  const buckets: RawBucket[] = [];
  resolved.forEach((bucket, i) => {
    const end = Math.min(bucket.end, resolved[i + 1]?.start ?? bucket.end);
    if (bucket.start >= end) return;
    buckets.push({ start: bucket.start, due: Math.min(Math.max(bucket.due, bucket.start), end), end });
  });
  return buckets;
}

/** The buckets of an Absolute schedule in a site time zone. */
export function absoluteSource(schedule: TAbsoluteSchedule, timeZone: string): BucketSource {
  const rule = absoluteDayRule(schedule);
  const specs = bucketSpecs(schedule);
  const bucketsOn = (day: number) => dayBuckets(timeZone, specs, day);

  return {
    at(at) {
      const today = localDay(timeZone, at);
      for (let day = previousDay(rule, today); day !== null && day >= today - 1; day = previousDay(rule, day - 1)) {
        const found = bucketsOn(day).findLast((bucket) => contains(bucket, at));
        if (found) return found;
      }
      return null;
    },

    previous(at, notBefore) {
      const today = localDay(timeZone, at);
      const oldest = localDay(timeZone, notBefore) - 1;
      for (let day = previousDay(rule, today); day !== null && day >= oldest; day = previousDay(rule, day - 1)) {
        const found = bucketsOn(day).findLast((bucket) => bucket.end !== null && bucket.end <= at);
        if (found) return found.end !== null && found.end >= notBefore ? found : null;
      }
      return null;
    },

    between(from, to, count) {
      const result: RawBucket[] = [];
      const lastDay = localDay(timeZone, to);
      for (let day = nextDay(rule, localDay(timeZone, from) - 1); day !== null && day <= lastDay; day = nextDay(rule, day + 1)) {
        for (const bucket of bucketsOn(day)) {
          if (!overlaps(bucket, from, to)) continue;
          count();
          result.push(bucket);
        }
      }
      return result;
    },

    next(from, count) {
      const result: RawBucket[] = [];
      for (let day = nextDay(rule, localDay(timeZone, from) - 1); day !== null && result.length < count; day = nextDay(rule, day + 1)) {
        for (const bucket of bucketsOn(day)) {
          if (bucket.start >= from && result.length < count) result.push(bucket);
        }
      }
      return result;
    },
  };
}
