import { describe, expect, it } from 'vitest';
import * as format from './date-format.ts';

describe('the product date formats, on the site clock', () => {
  it('display dates are MM/DD/YYYY and times on the site clock', () => {
    expect(format.reportDisplayDate(new Date('2026-03-08T02:30:00Z'), 'America/Toronto')).toBe('03/07/2026');
    expect(format.reportDisplayDateTime('2026-03-08T02:30:00Z', 'America/Toronto')).toBe('03/07/2026 21:30');
    expect(format.reportDisplayDateTime(null, 'UTC')).toBe('');
    expect(format.localDateToDisplay('2026-12-31')).toBe('12/31/2026');
    expect(format.localMonthToDisplay('2026-04')).toBe('04/2026');
  });

  it('reads the clock across a daylight-saving change', () => {
    // Toronto moved to daylight time at 07:00Z that day: 07:30:05Z is 03:30:05 EDT, 06:59:59Z is 01:59:59 EST.
    expect(format.reportTime('2026-03-08T07:30:05Z', 'America/Toronto')).toBe('2026-03-08T03:30:05');
    expect(format.reportDataTime('2026-03-08T06:59:59Z', 'America/Toronto')).toBe('01:59:59');
    expect(format.reportDisplayTime('2026-07-01T23:05:00Z', 'Europe/London')).toBe('00:05');
    expect(format.reportDataDate('2026-01-01T03:00:00Z', 'America/Vancouver')).toBe('2025-12-31');
  });

  it('pads every field, also for early years and midnight', () => {
    expect(format.wallClock('0999-01-02T00:00:00Z', 'UTC')).toEqual({
      year: '0999',
      month: '01',
      day: '02',
      hour: '00',
      minute: '00',
      second: '00',
    });
  });

  it('gives the offset of a zone at an instant, daylight saving included', () => {
    expect(format.utcOffsetMinutes('America/Toronto', Date.parse('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(format.utcOffsetMinutes('America/Toronto', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(format.utcOffsetMinutes('Asia/Kolkata', 0)).toBe(330);
    expect(() => format.utcOffsetMinutes('Mars/Olympus', 0)).toThrow(RangeError);
  });

  it('refuses an invalid date instead of printing NaN', () => {
    expect(() => format.reportDisplayDate('not a date', 'UTC')).toThrow(RangeError);
  });
});
