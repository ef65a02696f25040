import { DateTime } from 'luxon';

// A VTIMEZONE block for an IANA zone from the runtime's zone database (through Luxon): one observance
// per offset change in the years asked for, for the export feed (ical-generator has no zone database of
// its own). Imports read zones from the database directly (ics-zones.ts).

const DAY_MS = 86_400_000;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const offsetAt = (zone: string, ms: number) => DateTime.fromMillis(ms, { zone }).offset;

/** The instants (ms) in [fromMs, toMs) where the zone's UTC offset changes, to the minute. */
export function offsetChanges(zone: string, fromMs: number, toMs: number): number[] {
  const changes: number[] = [];
  for (let day = fromMs; day < toMs; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, toMs);
    if (offsetAt(zone, day) === offsetAt(zone, next)) continue;
    let lo = day;
    let hi = next;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(zone, mid) === offsetAt(zone, lo)) lo = mid;
      else hi = mid;
    }
    changes.push(hi);
  }
  return changes;
}

/** Blocks built lately (each takes ~20 ms): a feed asks for the same site zone and years on every request. */
const built = new Map<string, string>();
const BUILT_MAX = 64;

/** The VTIMEZONE lines (CRLF) of `zone` covering the years fromYear..toYear, under the name `tzid`. */
export function vtimezone(zone: string, fromYear: number, toYear: number, tzid: string = zone): string {
  const key = `${zone}\u0000${fromYear}\u0000${toYear}\u0000${tzid}`;
  const cached = built.get(key);
  if (cached !== undefined) {
    // Least recently used first: a hit moves to the end.
    built.delete(key);
    built.set(key, cached);
    return cached;
  }
  const block = build(zone, fromYear, toYear, tzid);
  built.set(key, block);
  if (built.size > BUILT_MAX) built.delete(built.keys().next().value as string);
  return block;
}

function build(zone: string, fromYear: number, toYear: number, tzid: string): string {
  const start = DateTime.fromObject({ year: fromYear, month: 1, day: 1 }, { zone: 'utc' }).toMillis() - DAY_MS;
  const end = DateTime.fromObject({ year: toYear + 1, month: 1, day: 2 }, { zone: 'utc' }).toMillis();
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', atMs: number, from: number, to: number) => [
    `BEGIN:${kind}`,
    // DTSTART is the wall time just before the change, in the offset it changes from.
    `DTSTART:${DateTime.fromMillis(atMs, { zone: 'utc' }).plus({ minutes: from }).toFormat("yyyyLLdd'T'HHmmss")}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
  const first = offsetAt(zone, start);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tzid}`];
  lines.push(...observance(DateTime.fromMillis(start, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD', start, first, first));
  let previous = first;
  for (const at of offsetChanges(zone, start, end)) {
    const next = offsetAt(zone, at);
    lines.push(...observance(DateTime.fromMillis(at, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD', at, previous, next));
    previous = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
