// The duration of a clean in history and audit modes: minutes between start and completion, 2 decimals.

function ms(date: Date | string | null | undefined): number {
  if (date === null || date === undefined) return Number.NaN;
  return (typeof date === 'string' ? new Date(date) : date).getTime();
}

/**
 * Minutes from `startDate` to `reportDate`, rounded to 2 decimals (half away from zero); null when either
 * date is missing or invalid. A report dated before its start (device clocks) gives a negative value.
 */
export function durationMinutes(startDate: Date | string | null, reportDate: Date | string | null): number | null {
  const diff = ms(reportDate) - ms(startDate);
  if (Number.isNaN(diff)) return null;
  // Whole milliseconds / 600 = hundredths of a minute; a half is exact in floating point.
  const hundredths = Math.sign(diff) * Math.round(Math.abs(diff) / 600);
  return hundredths / 100 + 0; // + 0 turns -0 into 0
}

/** The duration as shown: '12.50'; '' when unknown. */
export function formatDurationMinutes(startDate: Date | string | null, reportDate: Date | string | null): string {
  const minutes = durationMinutes(startDate, reportDate);
  return minutes === null ? '' : minutes.toFixed(2);
}
