// Calendar arithmetic on site-local dates, as whole "day numbers" (days since 1970-01-01), so that
// stepping through days, weeks and months is integer math with no time zone and no allocation.

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date of a day number (H. Hinnant's civil_from_days). */
export function civilDate(n: number): CivilDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 30);
}

/** ISO week day of a day number: 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
export function isoWeekDay(n: number): number {
  return ((((n + 3) % 7) + 7) % 7) + 1;
}

/** Months since January 1970, so that "every N months" is a remainder. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1 - 1970 * 12;
}

/** Parses 'YYYY-MM-DD' (already validated) into a day number. */
export function parseLocalDate(text: string): number {
  const [year = 1970, month = 1, day = 1] = text.split('-').map(Number);
  return dayNumber(year, month, day);
}

/** Formats a day number as 'YYYY-MM-DD'. */
export function formatLocalDate(n: number): string {
  const { year, month, day } = civilDate(n);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes since midnight of 'HH:mm' ('24:00' gives 1440). */
export function parseWallTime(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
}
