import type { TDuration, TEditorSchedule, TRoutineSchedule } from '@carehome/contracts';
import type { TBucket } from '@carehome/domain';
import {
  formatDataDate,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatLocalDate,
  instantWeekdayName,
  monthDayName,
  weekdayName,
} from './dates.ts';

// Schedules in words and their next occurrences, for the routine list, the previews and the
// reference book. `t` is the translator of the 'config' namespace.

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Short week day names, Monday first (ISO 1 … 7), in a language. */
export function weekdayNames(lang: string): string[] {
  return Array.from({ length: 7 }, (_, i) => weekdayName(i + 1, lang));
}

/** 'MM-DD' as a short day of the year in a language ('Feb 29'). */
export function yearDateName(mmdd: string, lang: string): string {
  const [m, d] = mmdd.split('-').map(Number);
  if (!m || !d) return mmdd;
  return monthDayName(m, d, lang);
}

/** 'YYYY-MM-DD' shown as MM/DD/YYYY (the app's display format), without any time zone shift. */
export function localDateDisplay(date: string): string {
  return formatLocalDate(date);
}

function list(items: readonly string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

export function durationText(d: TDuration, t: Translate): string {
  return t(`duration.${d.unit}`, { count: d.amount });
}

function dateRange(s: { startDate?: string; endDate?: string | null }, t: Translate): string[] {
  const out: string[] = [];
  if (s.startDate) out.push(t('describe.fromDate', { date: localDateDisplay(s.startDate) }));
  if (s.endDate) out.push(t('describe.untilDate', { date: localDateDisplay(s.endDate) }));
  return out;
}

function absolutePeriod(s: Extract<TRoutineSchedule, { type: 'Absolute' }>, t: Translate, lang: string): string {
  const n = s.every;
  const many = n !== 1;
  switch (s.period) {
    case 'Daily':
      return many ? t('describe.everyNDays', { n }) : t('describe.daily');
    case 'Weekly': {
      const names = weekdayNames(lang);
      const days = list(
        (s.weekDays ?? []).map((d) => names[d - 1] ?? String(d)),
        lang,
      );
      return many ? t('describe.everyNWeeks', { n, days }) : t('describe.weekly', { days });
    }
    case 'Monthly': {
      const days = list(
        (s.monthDays ?? []).map((d) => (d === 'last' ? t('describe.lastDay') : String(d))),
        lang,
      );
      return many ? t('describe.everyNMonths', { n, days }) : t('describe.monthly', { days });
    }
    case 'Yearly': {
      const dates = list(
        (s.yearDates ?? []).map((d) => yearDateName(d, lang)),
        lang,
      );
      return many ? t('describe.everyNYears', { n, dates }) : t('describe.yearly', { dates });
    }
  }
}

/** A routine schedule in one sentence (null: on demand). */
export function describeSchedule(s: TRoutineSchedule | null, t: Translate, lang: string): string {
  if (!s) return t('describe.onDemand');
  const parts: string[] = [];
  switch (s.type) {
    case 'Cron':
      parts.push(t('describe.cron', { cron: s.cron }));
      if (s.dueAfterMinutes !== undefined) parts.push(t('describe.cronDue', { minutes: s.dueAfterMinutes }));
      parts.push(
        s.durationMinutes !== undefined ? t('describe.cronDuration', { minutes: s.durationMinutes }) : t('describe.cronUntilNext'),
      );
      parts.push(...dateRange(s, t));
      break;
    case 'Absolute': {
      parts.push(absolutePeriod(s, t, lang));
      const buckets = s.buckets.map((b) => t('describe.bucket', { start: b.start, due: b.due, end: b.end }));
      parts.push(list(buckets, lang));
      parts.push(...dateRange(s, t));
      break;
    }
    case 'Relative':
      parts.push(t('describe.relative', { duration: durationText(s.afterLastClean, t) }));
      if (s.dueAfter) parts.push(t('describe.relativeDue', { duration: durationText(s.dueAfter, t) }));
      parts.push(s.window ? t('describe.relativeWindow', { duration: durationText(s.window, t) }) : t('describe.relativeNoEnd'));
      if (s.startDate) parts.push(t('describe.notBefore', { date: localDateDisplay(s.startDate) }));
      break;
  }
  return parts.join(t('describe.separator'));
}

function editorMonthDay(day: TEditorSchedule['monthDay'], t: Translate): string {
  if (day === 'last') return t('describe.lastDay');
  if (day === 'lastWeekday') return t('describe.lastWeekday');
  if (typeof day === 'object') return t('describe.daysBeforeEnd', { n: day.daysBeforeEnd });
  return t('describe.dayN', { n: day ?? 1 });
}

/** A schedule-editor schedule (the notification schedule) in one sentence. */
export function describeEditorSchedule(s: TEditorSchedule | null, t: Translate, lang: string): string {
  if (!s) return t('describe.notifyOff');
  const n = s.every;
  const many = n !== 1;
  const time = s.at ?? '00:00';
  let text: string;
  switch (s.period) {
    case 'Minutes':
      text = many ? t('describe.editorEveryNMinutes', { n }) : t('describe.editorEveryMinute');
      break;
    case 'Hourly': {
      const minute = String(s.minuteOfHour ?? (s.at ? Number(s.at.slice(3, 5)) : 0)).padStart(2, '0');
      text = many ? t('describe.editorEveryNHours', { n, minute }) : t('describe.editorHourly', { minute });
      break;
    }
    case 'Daily':
      text = many ? t('describe.editorEveryNDays', { n, time }) : t('describe.editorDaily', { time });
      break;
    case 'Weekly': {
      const names = weekdayNames(lang);
      const days = list(
        (s.weekDays ?? []).map((d) => names[d - 1] ?? String(d)),
        lang,
      );
      text = many ? t('describe.editorEveryNWeeks', { n, days, time }) : t('describe.editorWeekly', { days, time });
      break;
    }
    case 'Monthly': {
      const day = editorMonthDay(s.monthDay, t);
      text = many ? t('describe.editorEveryNMonths', { n, day, time }) : t('describe.editorMonthly', { day, time });
      break;
    }
  }
  return [text, ...dateRange(s, t)].join(t('describe.separator'));
}

/** Short week day, MM/DD/YYYY and HH:mm of an instant in the site's time zone. */
export function formatInstant(d: Date, timeZone: string, lang: string): string {
  return `${instantWeekdayName(d, lang, timeZone)} ${formatDisplayDateTime(d, timeZone)}`;
}

const timeOf = (d: Date, timeZone: string) => formatDisplayTime(d, timeZone);

/** A later instant of a bucket: its time when on the start's day, '24:00' at the midnight ending it, else day and time. */
function laterTime(start: Date, later: Date, timeZone: string, lang: string): string {
  const startDay = formatDataDate(start, timeZone);
  if (formatDataDate(later, timeZone) === startDay) return timeOf(later, timeZone);
  const dayBefore = formatDataDate(new Date(later.getTime() - 60_000), timeZone);
  if (timeOf(later, timeZone) === '00:00' && dayBefore === startDay) return '24:00';
  return formatInstant(later, timeZone, lang);
}

/** 'Mon 11/23/2026 07:00 – due 12:00 – until 15:00', in the site's time zone. */
export function formatBucket(b: TBucket, timeZone: string, lang: string, t: Translate): string {
  const start = formatInstant(b.start, timeZone, lang);
  const due = laterTime(b.start, b.due, timeZone, lang);
  return b.end
    ? t('preview.bucket', { start, due, end: laterTime(b.start, b.end, timeZone, lang) })
    : t('preview.bucketNoEnd', { start, due });
}

/** Today's date 'YYYY-MM-DD' in the site's time zone. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  return formatDataDate(now, timeZone);
}

/** MM/DD/YYYY of today in the site's time zone (reference book cover). */
export function todayDisplay(timeZone: string | undefined, now = new Date()): string {
  return formatDisplayDate(now, timeZone);
}
