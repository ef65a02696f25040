/**
 * The one date formatter of the app: MM/DD/YYYY for display; YYYY-MM-DD,
 * HH:mm:ss and YYYY-MM-DDTHH:mm:ss for data. Times are shown in the site's time zone.
 */

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();
function formatter(timeZone?: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

function parts(value: string | Date, timeZone?: string) {
  const d = typeof value === 'string' ? new Date(value) : value;
  const fmt = formatter(timeZone);
  const p = Object.fromEntries(fmt.formatToParts(d).map((x) => [x.type, x.value])) as Record<string, string>;
  return { y: p.year ?? '', mo: p.month ?? '', d: p.day ?? '', h: p.hour ?? '', mi: p.minute ?? '', s: p.second ?? '' };
}

/** MM/DD/YYYY */
export function formatDisplayDate(value: string | Date, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${p.mo}/${p.d}/${p.y}`;
}

/** MM/DD/YYYY HH:mm */
export function formatDisplayDateTime(value: string | Date, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${p.mo}/${p.d}/${p.y} ${p.h}:${p.mi}`;
}

/** YYYY-MM-DD */
export function formatDataDate(value: string | Date, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** HH:mm:ss */
export function formatDataTime(value: string | Date, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${p.h}:${p.mi}:${p.s}`;
}

/** YYYY-MM-DDTHH:mm:ss (report times, site-local wall time) */
export function formatReportTime(value: string | Date, timeZone?: string): string {
  const p = parts(value, timeZone);
  return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}:${p.s}`;
}
