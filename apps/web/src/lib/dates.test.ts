import { describe, expect, it } from 'vitest';
import { formatDataDate, formatDataTime, formatDisplayDate, formatDisplayDateTime, formatReportTime } from './dates.ts';

describe('date formats of the app (MM/DD/YYYY shown, ISO in data)', () => {
  // Toronto moved to daylight time at 07:00Z that day: 07:30:05Z is 03:30:05 EDT.
  const instant = '2026-03-08T07:30:05Z';

  it('shows MM/DD/YYYY in the site time zone', () => {
    expect(formatDisplayDate(instant, 'America/Toronto')).toBe('03/08/2026');
    expect(formatDisplayDate('2026-01-01T03:00:00Z', 'America/Vancouver')).toBe('12/31/2025');
  });

  it('writes data dates and times', () => {
    expect(formatDataDate(instant, 'UTC')).toBe('2026-03-08');
    expect(formatDataTime(instant, 'UTC')).toBe('07:30:05');
    expect(formatReportTime(instant, 'America/Toronto')).toBe('2026-03-08T03:30:05');
    expect(formatDisplayDateTime('2026-07-01T23:05:00Z', 'Europe/London')).toBe('07/02/2026 00:05');
  });
});
