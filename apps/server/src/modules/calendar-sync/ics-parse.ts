import type { TCalendarEvent } from '@carehome/contracts';
import ICAL from 'ical.js';
import { CalendarLimitError, CalendarParseError } from './ics-errors.ts';
import { type ExpandRange, expand } from './ics-expand.ts';
import { InnerStepsExceeded, MAX_INNER_STEPS, withStepBudget } from './ics-guard.ts';
import { type ScannedEvent, scan, unfold } from './ics-scan.ts';
import { Zones } from './ics-zones.ts';

// Reads an .ics file (RFC 5545) into the occurrences of its events over a range of site-local days:
// folded lines, CRLF/LF, TZID with the zone database (Windows names mapped) or the file's VTIMEZONE for
// names the database lacks, all-day events, RRULE/RDATE (dates and periods) with EXDATE and
// RECURRENCE-ID overrides, SEQUENCE and STATUS. Synchronous and pure: it runs in the calendar worker.
// Every failure is a CalendarParseError naming the physical line, or a CalendarLimitError.

export { CalendarLimitError, CalendarParseError } from './ics-errors.ts';

export interface ParseRange extends ExpandRange {
  /** The site's IANA zone: floating times and unknown zones are read in it, days are counted in it. */
  timeZone: string;
  from: string;
  to: string;
  /** Keep cancelled events and occurrences (with status 'cancelled') instead of leaving them out. */
  includeCancelled?: boolean;
}

/** Parses `fileText` and expands its events into the occurrences touching the site-local days from..to. */
export function parseCalendar(fileText: string, range: ParseRange): TCalendarEvent[] {
  const found = scan(unfold(fileText));
  let roots: ICAL.Component[];
  try {
    const parsed = ICAL.parse(found.text) as unknown[];
    const jcals = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
    roots = jcals.map((j) => new ICAL.Component(j as never));
  } catch {
    // Every line was read on its own above: what is left is the file's structure as a whole.
    throw new CalendarParseError(found.events[0]?.line ?? 1, 'invalid_event');
  }
  // The file's VTIMEZONEs are taken off the tree so ical.js reads every TZID time as a wall time; the
  // zone database (or the block, for names it lacks) places it afterwards.
  const blocks = new Map<string, ICAL.Component>();
  const vevents: ICAL.Component[] = [];
  for (const root of roots) {
    for (const block of root.getAllSubcomponents('vtimezone')) {
      const tzid = String(block.getFirstPropertyValue('tzid') ?? '');
      if (!blocks.has(tzid)) blocks.set(tzid, block);
      root.removeSubcomponent(block);
    }
    vevents.push(...root.getAllSubcomponents('vevent'));
  }
  const calendarZone = roots.map((r) => r.getFirstPropertyValue('x-wr-timezone')).find((z) => typeof z === 'string') ?? null;
  const items = vevents.map((comp, i) => ({ comp, scanned: found.events[i] ?? ({ line: 1, propLines: [] } as ScannedEvent) }));
  try {
    return withStepBudget(MAX_INNER_STEPS, () => expand(items, new Zones(blocks, range.timeZone, calendarZone as string | null), range));
  } catch (err) {
    if (err instanceof CalendarParseError || err instanceof CalendarLimitError) throw err;
    if (err instanceof InnerStepsExceeded)
      throw new CalendarParseError(items[0]?.scanned.line ?? 1, 'rule_too_costly', { max: MAX_INNER_STEPS });
    throw new CalendarParseError(items[0]?.scanned.line ?? 1, 'invalid_event');
  }
}
