import fs from 'node:fs';
import path from 'node:path';
import { nextBuckets } from '@carehome/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  describeEditorSchedule,
  describeSchedule,
  formatBucket,
  localDateDisplay,
  type Translate,
  todayIn,
  weekdayNames,
  yearDateName,
} from './schedule-text.ts';

const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../locales/en/config.json'), 'utf8'));
let t: Translate;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { config: en } }, defaultNS: 'config', interpolation: { escapeValue: false } });
  t = i18n.getFixedT('en', 'config') as unknown as Translate;
});

const TORONTO = 'America/Toronto';

describe('schedules in words', () => {
  it('names week days and year dates in the language', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('fr')[0]?.toLowerCase()).toContain('lun');
    expect(yearDateName('02-29', 'en')).toBe('Feb 29');
    expect(localDateDisplay('2026-11-23')).toBe('11/23/2026');
  });

  it('describes each schedule type', () => {
    expect(describeSchedule(null, t, 'en')).toBe('On demand (no schedule)');
    expect(describeSchedule({ type: 'Cron', cron: '0 9 * * *', dueAfterMinutes: 60, durationMinutes: 240 }, t, 'en')).toBe(
      'At each time of “0 9 * * *”; due after 60 min; open for 240 min',
    );
    expect(describeSchedule({ type: 'Cron', cron: '0 7 * * 1-5', startDate: '2026-01-05' }, t, 'en')).toBe(
      'At each time of “0 7 * * 1-5”; open until the next time; from 01/05/2026',
    );
    expect(
      describeSchedule(
        {
          type: 'Absolute',
          startDate: '2026-01-05',
          period: 'Weekly',
          every: 2,
          weekDays: [1, 3, 5],
          buckets: [
            { start: '07:00', due: '09:00', end: '11:00' },
            { start: '15:00', due: '16:00', end: '24:00' },
          ],
        },
        t,
        'en',
      ),
    ).toBe('Every 2 weeks on Mon, Wed, and Fri; 07:00–11:00 (due 09:00) and 15:00–24:00 (due 16:00); from 01/05/2026');
    expect(
      describeSchedule(
        {
          type: 'Absolute',
          startDate: '2026-01-01',
          period: 'Monthly',
          every: 1,
          monthDays: [15, 'last'],
          buckets: [{ start: '08:00', due: '12:00', end: '17:00' }],
        },
        t,
        'en',
      ),
    ).toBe('Every month on day 15 and the last day; 08:00–17:00 (due 12:00); from 01/01/2026');
    expect(describeSchedule({ type: 'Relative', afterLastClean: { amount: 7, unit: 'Days' } }, t, 'en')).toBe(
      '7 days after the last clean; open until cleaned',
    );
    expect(
      describeSchedule(
        {
          type: 'Relative',
          afterLastClean: { amount: 1, unit: 'Months' },
          dueAfter: { amount: 3, unit: 'Days' },
          window: { amount: 1, unit: 'Weeks' },
        },
        t,
        'en',
      ),
    ).toBe('1 month after the last clean; due 3 days after it opens; open for 1 week');
  });

  it('describes the notification schedule', () => {
    expect(describeEditorSchedule(null, t, 'en')).toBe('No notification');
    expect(
      describeEditorSchedule({ period: 'Monthly', every: 1, startDate: '2026-01-01', at: '18:00', monthDay: 'lastWeekday' }, t, 'en'),
    ).toBe('Every month on the last weekday at 18:00; from 01/01/2026');
    expect(describeEditorSchedule({ period: 'Monthly', every: 3, startDate: '2026-01-01', monthDay: { daysBeforeEnd: 3 } }, t, 'en')).toBe(
      'Every 3 months on 3 day(s) before the last day at 00:00; from 01/01/2026',
    );
    expect(describeEditorSchedule({ period: 'Hourly', every: 2, startDate: '2026-01-01', minuteOfHour: 30 }, t, 'en')).toBe(
      'Every 2 hours at minute 30; from 01/01/2026',
    );
    expect(describeEditorSchedule({ period: 'Weekly', every: 1, startDate: '2026-01-01', at: '07:15', weekDays: [1, 5] }, t, 'en')).toBe(
      'Every week on Mon and Fri at 07:15; from 01/01/2026',
    );
  });
});

describe('next time buckets in the site time zone', () => {
  it('formats a bucket with its week day, date and times', () => {
    const [bucket] = nextBuckets(
      { type: 'Absolute', startDate: '2026-01-01', period: 'Daily', every: 1, buckets: [{ start: '07:00', due: '12:00', end: '15:00' }] },
      TORONTO,
      new Date('2026-11-23T05:00:00Z'),
      1,
    );
    if (!bucket) throw new Error('no bucket');
    expect(formatBucket(bucket, TORONTO, 'en', t)).toBe('Mon 11/23/2026 07:00 – due 12:00 – until 15:00');
  });

  it('shows midnight at the end of the day as 24:00, a later day in full, and an open end', () => {
    const start = new Date('2026-11-23T20:00:00Z'); // 15:00 in Toronto
    const midnight = new Date('2026-11-24T05:00:00Z');
    expect(formatBucket({ start, due: start, end: midnight }, TORONTO, 'en', t)).toBe('Mon 11/23/2026 15:00 – due 15:00 – until 24:00');
    const later = new Date('2026-11-25T14:00:00Z');
    expect(formatBucket({ start, due: later, end: null }, TORONTO, 'en', t)).toBe(
      'Mon 11/23/2026 15:00 – due Wed 11/25/2026 09:00 – open until cleaned',
    );
  });

  it('knows today in the site time zone', () => {
    expect(todayIn(TORONTO, new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });
});
