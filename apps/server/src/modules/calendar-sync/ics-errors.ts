// The errors a calendar file gives, in terms a lead can act on: a stable code (translated by the web)
// with its parameters, the physical line of the file that failed, and an English sentence for logs and
// the server's message.

/** Why a file could not be read; each code has a translated text in the web's calendar-sync locale. */
export const CALENDAR_PARSE_PROBLEMS = [
  'not_calendar',
  'outside_calendar',
  'end_mismatch',
  'never_closed',
  'after_end',
  'invalid_line',
  'invalid_value',
  'invalid_date',
  'invalid_rule',
  'missing_start',
  'rule_too_costly',
  'rule_never_matches',
  'too_many_zones',
  'invalid_zone',
  'invalid_event',
] as const;
export type TCalendarParseProblem = (typeof CALENDAR_PARSE_PROBLEMS)[number];

export type TParseParams = Record<string, string | number>;

const ENGLISH: Record<TCalendarParseProblem, (p: TParseParams) => string> = {
  not_calendar: () => 'The file is not a calendar: it does not start with BEGIN:VCALENDAR.',
  outside_calendar: (p) => `${p.name} is outside the calendar (before BEGIN:VCALENDAR or after its END).`,
  end_mismatch: (p) => `END:${p.name} does not close BEGIN:${p.open} of line ${p.openLine}.`,
  never_closed: (p) => `BEGIN:${p.name} is never closed.`,
  after_end: () => 'Text after END:VCALENDAR.',
  invalid_line: () => 'The line is not a calendar property (NAME:value).',
  invalid_value: (p) => `The value of ${p.property} cannot be read.`,
  invalid_date: (p) => `${p.property} holds an impossible date or time (${p.value}).`,
  invalid_rule: (p) => `The repeat rule ${p.property} cannot be read.`,
  missing_start: () => 'The event has no start (DTSTART).',
  rule_too_costly: (p) => `The repeat rule needs more than ${p.max} steps to find its dates (it may never match).`,
  rule_never_matches: () => 'The repeat rule names no real day (such as 30 February): it never matches a date.',
  too_many_zones: (p) => `The file names more than ${p.max} different time zones.`,
  invalid_zone: (p) => `The time zone ${p.zone} defined in the file changes its clocks more often than once a month.`,
  invalid_event: () => 'The event cannot be read.',
};

/** A line of the file that could not be read (1-based physical line). */
export class CalendarParseError extends Error {
  /** The English sentence (kept for the server's message). */
  readonly reason: string;
  constructor(
    readonly line: number,
    readonly code: TCalendarParseProblem,
    readonly params: TParseParams = {},
  ) {
    const reason = ENGLISH[code](params);
    super(`line ${line}: ${reason}`);
    this.reason = reason;
  }
}

/** More occurrences than one import may expand (the range gives too many). */
export class CalendarLimitError extends Error {}
