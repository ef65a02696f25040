import { formatRate } from '@carehome/domain';
import { formatDisplayDateTime, formatLocalDate, formatLocalMonth } from '../../../lib/dates.ts';

// Display of report values as the product shows them everywhere: MM/DD/YYYY dates, HH:mm times on the site's clock.

/** A rate as '83%', or a dash when there is nothing to count. */
export function rateText(rate: number | null): string {
  return formatRate(rate) || '–';
}

/** An instant on the site's clock as MM/DD/YYYY HH:mm, or '' for none. */
export function dateTimeText(iso: string | null | undefined, timeZone: string): string {
  return iso ? formatDisplayDateTime(iso, timeZone) : '';
}

/** A site-local date (YYYY-MM-DD) as MM/DD/YYYY; a month (YYYY-MM) as MM/YYYY; anything else as it is. */
export function localDateText(key: string): string {
  return formatLocalMonth(formatLocalDate(key));
}

/** Minutes with at most one decimal ('12.5'), or '' for none. */
export function minutesText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  return String(Math.round(minutes * 10) / 10);
}
