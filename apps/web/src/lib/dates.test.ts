import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatDataDate,
  formatDataTime,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatLocalDate,
  formatLocalMonth,
  formatReportTime,
  formatWallMinute,
  monthDayName,
  monthName,
  weekdayName,
  zoneOffsetMinutes,
} from './dates.ts';

describe('date formats of the app (MM/DD/YYYY shown, ISO in data)', () => {
  // Toronto moved to daylight time at 07:00Z that day: 07:30:05Z is 03:30:05 EDT.
  const instant = '2026-03-08T07:30:05Z';

  it('shows MM/DD/YYYY in the site time zone', () => {
    expect(formatDisplayDate(instant, 'America/Toronto')).toBe('03/08/2026');
    expect(formatDisplayDate('2026-01-01T03:00:00Z', 'America/Vancouver')).toBe('12/31/2025');
    expect(formatDisplayTime('2026-01-01T03:00:00Z', 'America/Vancouver')).toBe('19:00');
  });

  it('writes data dates and times', () => {
    expect(formatDataDate(instant, 'UTC')).toBe('2026-03-08');
    expect(formatDataTime(instant, 'UTC')).toBe('07:30:05');
    expect(formatReportTime(instant, 'America/Toronto')).toBe('2026-03-08T03:30:05');
    expect(formatDisplayDateTime('2026-07-01T23:05:00Z', 'Europe/London')).toBe('07/02/2026 00:05');
    expect(formatWallMinute(instant, 'America/Toronto')).toBe('2026-03-08T03:30');
  });

  it('shows site-local dates and months without a time zone shift', () => {
    expect(formatLocalDate('2026-12-31')).toBe('12/31/2026');
    expect(formatLocalMonth('2026-04')).toBe('04/2026');
    expect(formatLocalDate('soon')).toBe('soon');
  });

  it('keeps the numbers in every language and translates only the names', () => {
    expect(weekdayName(1, 'fr', 'long')).toBe('lundi');
    expect(weekdayName(7, 'en')).toBe('Sun');
    expect(monthName(2, 'zh-Hant')).toBe('2月');
    expect(monthDayName(2, 29, 'en')).toBe('Feb 29');
    expect(zoneOffsetMinutes('Asia/Kolkata', 0)).toBe(330);
  });
});

// Every date and time on a screen goes through this module, so a new screen cannot bring back a date in its
// language's own format ('Nov 27, 12:12 AM' beside '11/27/2026'). Number formatting (Intl.NumberFormat) and
// lists (Intl.ListFormat) are not dates and stay where they are.
const SRC = path.resolve(import.meta.dirname, '..');
const HELPER = path.join(SRC, 'lib', 'dates.ts');
const DIRECT_DATE_FORMAT = [
  /\.toLocale(Date|Time)?String\(/,
  /\.to(Date|Time|UTC)String\(/,
  /Intl\.DateTimeFormat\b/,
  /Intl\.RelativeTimeFormat\b/,
  /from ['"](date-fns|dayjs|moment|luxon)['"/]/,
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('dates are formatted only by lib/dates.ts', () => {
  const files = sources(SRC).filter((f) => f !== HELPER);

  it('finds the sources to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no direct date formatting elsewhere', () => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          DIRECT_DATE_FORMAT.some((re) => re.test(line)) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
