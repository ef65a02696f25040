import { isMainThread, parentPort } from 'node:worker_threads';
import type { TCalendarEvent, TCalendarProfileRules } from '@carehome/contracts';
import { type EventMatch, matchEvents, type RulesProblem, rulesProblems } from '@carehome/domain';
import { CalendarLimitError, CalendarParseError, type ParseRange, parseCalendar } from './ics-parse.ts';

// The calendar worker: reading a file (parsing, expanding recurrences, time zones), compiling the filter
// and mapping patterns and running them over its occurrences is work whose cost the file's and the
// profile's author chooses, so it runs here, on a thread of its own that calendar-pool.ts can stop when
// it takes too long or too much memory. The app's event loop only waits for a message.

export interface CalendarJob {
  fileText: string;
  range: ParseRange;
  rules: TCalendarProfileRules;
}

export type CalendarJobResult =
  | { kind: 'ok'; events: TCalendarEvent[]; matches: EventMatch[] }
  | { kind: 'rules_problem'; problem: RulesProblem }
  | { kind: 'parse_error'; line: number; reason: string; problem?: string; params?: Record<string, string | number> }
  | { kind: 'too_many_events' }
  | { kind: 'failed'; reason: string };

/** The file's occurrences over the range and what the rules make of each (also callable in-thread by tests). */
export function readCalendarJob(job: CalendarJob): CalendarJobResult {
  // Compiling a pattern can itself take milliseconds ('\\pL{1000}'), and a request may carry a hundred.
  const [problem] = rulesProblems(job.rules);
  if (problem) return { kind: 'rules_problem', problem };
  let events: TCalendarEvent[];
  try {
    events = parseCalendar(job.fileText, job.range);
  } catch (err) {
    if (err instanceof CalendarParseError) {
      // The parser's problem code and its values too, for a client that words the problem itself.
      const { code, params } = err as CalendarParseError & { code?: string; params?: Record<string, string | number> };
      return { kind: 'parse_error', line: err.line, reason: err.reason.slice(0, 300), problem: code, params };
    }
    if (err instanceof CalendarLimitError) return { kind: 'too_many_events' };
    return { kind: 'failed', reason: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }
  return { kind: 'ok', events, matches: matchEvents(events, job.rules) };
}

/** The first problem of each rules' patterns (null when they are fine): a profile list before it is saved. */
export type CalendarCheckJob = { check: TCalendarProfileRules[] };
export type CalendarCheckResult = { kind: 'checked'; problems: Array<RulesProblem | null> };

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', (job: CalendarJob | CalendarCheckJob) => {
    let result: CalendarJobResult | CalendarCheckResult;
    try {
      result =
        'check' in job ? { kind: 'checked', problems: job.check.map((rules) => rulesProblems(rules)[0] ?? null) } : readCalendarJob(job);
    } catch (err) {
      // A stack overflow or the like in the patterns: the file is at fault, not the server.
      result = { kind: 'failed', reason: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
    }
    port.postMessage(result);
  });
  port.postMessage('ready');
}
