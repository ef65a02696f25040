/** Minutes the zone is ahead of UTC at an instant (Intl's 'longOffset': 'GMT+05:30', 'GMT' for zero). */
function offsetMinutes(timeZone: string, ms: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(ms).find((p) => p.type === 'timeZoneName')
      ?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The site-local 'YYYY-MM-DDTHH:mm' of an instant (a datetime-local field's value). */
export function siteLocalNow(timeZone: string, at: Date = new Date()): string {
  const local = new Date(at.getTime() + offsetMinutes(timeZone, at.getTime()) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The site's calendar date 'YYYY-MM-DD' of an instant. */
export function siteToday(timeZone: string, at: Date = new Date()): string {
  return siteLocalNow(timeZone, at).slice(0, 10);
}

/**
 * A site-local wall time 'YYYY-MM-DDTHH:mm' as an ISO instant with offset (UTC), or null when it is not
 * a real time. The offset is looked up at the instant itself, so daylight saving time is respected.
 */
export function siteLocalToIso(wall: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const check = new Date(asUtc);
  if (check.getUTCDate() !== Number(m[3]) || check.getUTCMonth() !== Number(m[2]) - 1) return null;
  let instant = asUtc - offsetMinutes(timeZone, asUtc) * 60_000;
  instant = asUtc - offsetMinutes(timeZone, instant) * 60_000;
  return new Date(instant).toISOString();
}
