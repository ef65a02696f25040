import type {
  TCalendarEvent,
  TCalendarFilter,
  TCalendarMapping,
  TCalendarProfileRules,
  TCalendarReplacement,
  TCalendarSourceField,
  TCalendarTargetField,
  TErrorCode,
} from '@carehome/contracts';
import { checkRegex, compilePattern, extractPattern, type RegexProblem, testPattern } from './regex.ts';

// The pure steps of the calendar import wizard: filters decide which events count, the mapping takes
// text out of an event's fields for each assignment field, and replacements rewrite that text before it
// is looked up ('Hskp' → a staff ID). Lookups and the assignment rules are in review.ts.

/** A problem of the rules themselves (a pattern), beside its field in the request: `rules.filters.0.pattern`. */
export interface RulesProblem {
  field: string;
  code: TErrorCode;
  reason: string;
  /** The reason as a stable key (`RegexProblem`), for a client that words it in the user's language. */
  problem: RegexProblem;
}

/** Every pattern of the rules checked: those the engine refuses, each with its field. */
export function rulesProblems(rules: TCalendarProfileRules): RulesProblem[] {
  const problems: RulesProblem[] = [];
  rules.filters.forEach((f, i) => {
    const check = checkRegex(f.pattern);
    if (!check.ok) problems.push({ field: `rules.filters.${i}.pattern`, code: check.code, reason: check.reason, problem: check.problem });
  });
  rules.mapping.forEach((m, i) => {
    if (m.pattern === null || m.pattern === '') return;
    const check = checkRegex(m.pattern);
    if (!check.ok) problems.push({ field: `rules.mapping.${i}.pattern`, code: check.code, reason: check.reason, problem: check.problem });
  });
  return problems;
}

export function sourceValue(event: TCalendarEvent, field: TCalendarSourceField): string {
  return event[field];
}

/** Compiled filters: call only after `rulesProblems` found nothing. */
export function eventFilter(filters: readonly TCalendarFilter[]): (event: TCalendarEvent) => boolean {
  const compiled = filters.map((f) => ({ ...f, re: compilePattern(f.pattern) }));
  return (event) =>
    compiled.every((f) => {
      const hit = testPattern(f.re, sourceValue(event, f.field));
      return f.mode === 'include' ? hit : !hit;
    });
}

export const LIST_TARGETS: ReadonlySet<TCalendarTargetField> = new Set(['roomNumbers', 'facilityAreas']);

/** Splits a list: commas, semicolons, line breaks and the words 'and' / '&' between items. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n\r]+|\s+(?:and|&)\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

function replacementTable(replacements: readonly TCalendarReplacement[]): Map<TCalendarTargetField, Map<string, string>> {
  const table = new Map<TCalendarTargetField, Map<string, string>>();
  for (const r of replacements) {
    const forTarget = table.get(r.target) ?? new Map<string, string>();
    const key = r.from.trim().toLowerCase();
    if (!forTarget.has(key)) forTarget.set(key, r.to.trim());
    table.set(r.target, forTarget);
  }
  return table;
}

/** The text each target gets from an event: one value, or a list for room numbers and areas. */
export type MappedValues = Partial<Record<TCalendarTargetField, string[]>>;

/** Compiled mapping and replacements: call only after `rulesProblems` found nothing. */
export function eventMapper(mapping: readonly TCalendarMapping[], replacements: readonly TCalendarReplacement[]) {
  const compiled = mapping.map((m) => ({ ...m, re: m.pattern ? compilePattern(m.pattern) : null }));
  const table = replacementTable(replacements);
  const replace = (target: TCalendarTargetField, value: string) => {
    const to = table.get(target)?.get(value.trim().toLowerCase());
    return to ?? value.trim();
  };
  return (event: TCalendarEvent): MappedValues => {
    const out: MappedValues = {};
    for (const m of compiled) {
      const raw = sourceValue(event, m.source);
      const taken = m.re ? extractPattern(m.re, raw) : raw;
      if (taken === null || !taken.trim()) continue;
      if (LIST_TARGETS.has(m.target)) {
        // Replacement first on the whole text (a code meaning several rooms), then on each item.
        const whole = replace(m.target, taken);
        const items = splitList(whole)
          .map((item) => replace(m.target, item))
          .flatMap(splitList);
        out[m.target] = [...new Set([...(out[m.target] ?? []), ...items])];
      } else if (!out[m.target]) {
        const value = replace(m.target, taken.replace(/\s+/g, ' '));
        if (value) out[m.target] = [value];
      }
    }
    return out;
  };
}

/** What the rules make of one event: whether the filters keep it, and the text mapped out of it (none when left out). */
export interface EventMatch {
  kept: boolean;
  mapped: MappedValues;
}

/** The filters and mapping over every event: the server runs this in its calendar worker, off the main thread. */
export function matchEvents(events: readonly TCalendarEvent[], rules: TCalendarProfileRules): EventMatch[] {
  const keep = eventFilter(rules.filters);
  const map = eventMapper(rules.mapping, rules.replacements);
  return events.map((event) => (keep(event) ? { kept: true, mapped: map(event) } : { kept: false, mapped: {} }));
}

/** A mapping a new wizard starts with: the event's title as the description, its location as the rooms. */
export const DEFAULT_CALENDAR_MAPPING: TCalendarMapping[] = [
  { source: 'summary', target: 'description', pattern: null },
  { source: 'location', target: 'roomNumbers', pattern: null },
];
