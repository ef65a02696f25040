import { CALENDAR_PATTERN_MAX, CALENDAR_TEST_INPUT_MAX } from '@carehome/contracts';
import { RE2JS, RE2JSSyntaxException } from 're2js';

// Filter and mapping patterns are regular expressions typed by a lead, saved in profiles and run on every
// import. JavaScript's engine backtracks with no time limit (a*a*a*b takes seconds on 300 characters), so
// patterns run on RE2's engine instead (re2js, plain JavaScript, in the browser too): its time grows
// with the text, never exponentially. RE2 has no back-references or look-around; a pattern using them is
// refused with the reason below. The same check runs when the wizard previews, when a profile is saved
// and when a file is imported. Fields are tried on their first 2,000 characters.

/** Why a pattern is refused, as a stable key the web translates (`calendar-sync:regexProblem.<key>`, loaded with the wizard rather than with the first page). */
export type RegexProblem =
  | 'empty'
  | 'too_long'
  | 'unclosed_group'
  | 'unopened_group'
  | 'unclosed_class'
  | 'bad_range'
  | 'nothing_to_repeat'
  | 'double_repeat'
  | 'repeat_count'
  | 'trailing_backslash'
  | 'escape'
  | 'lookaround'
  | 'group_name'
  | 'duplicate_name'
  | 'too_deep'
  | 'too_large'
  | 'invalid';

export type RegexCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'calendar.invalid_regex';
      /** In English, for the server's message (the message says 'Invalid regular expression' itself). */
      reason: string;
      problem: RegexProblem;
      /** The part of the pattern at fault, when the engine names one. */
      at?: string;
    };

/** The words of someone who types a pattern, in English; the web has them in five languages. */
export const REGEX_PROBLEM_TEXT: Record<RegexProblem, string> = {
  empty: 'the pattern is empty',
  too_long: `the pattern is longer than ${CALENDAR_PATTERN_MAX} characters`,
  unclosed_group: 'a “(” is not closed',
  unopened_group: 'a “)” has no “(” before it',
  unclosed_class: 'a “[” is not closed',
  bad_range: 'a range in […] goes backwards, like [z-a]',
  nothing_to_repeat: 'a “*”, “+”, “?” or “{…}” has nothing before it to repeat',
  double_repeat: 'two repeat signs follow each other, like “**”',
  repeat_count: 'a count in {…} is above 1,000',
  trailing_backslash: 'it ends with a single “\\”',
  escape: 'back-references like \\1 and escapes like \\u are not supported (write \\x{e9} for é)',
  lookaround: 'look-ahead and look-behind like (?=…) or (?!…) are not supported',
  group_name: 'a group name in (?<name>…) is not valid; look-behind like (?<=…) is not supported',
  duplicate_name: 'two groups have the same name',
  too_deep: 'the pattern nests too deeply',
  too_large: 'the pattern is too large',
  invalid: 'the pattern is not valid',
};

/** RE2's errors (re2js `RE2JSSyntaxException.error`) as the problem they are. */
const ENGINE_PROBLEMS: Record<string, RegexProblem> = {
  'missing closing )': 'unclosed_group',
  'unexpected )': 'unopened_group',
  'missing closing ]': 'unclosed_class',
  'invalid character class range': 'bad_range',
  'missing argument to repetition operator': 'nothing_to_repeat',
  'invalid nested repetition operator': 'double_repeat',
  'invalid repeat count': 'repeat_count',
  'trailing backslash at end of expression': 'trailing_backslash',
  'invalid escape sequence': 'escape',
  'invalid or unsupported Perl syntax': 'lookaround',
  'invalid named capture': 'group_name',
  'duplicate capture group name': 'duplicate_name',
  'expression nests too deeply': 'too_deep',
  'expression too large': 'too_large',
};

function refused(problem: RegexProblem, at?: string): RegexCheck {
  const text = REGEX_PROBLEM_TEXT[problem];
  return { ok: false, code: 'calendar.invalid_regex', reason: at ? `${text}: ${at}` : text, problem, ...(at ? { at } : {}) };
}

/** Whether `pattern` can be used as a filter or mapping pattern; the web calls it while the lead types. */
export function checkRegex(pattern: string): RegexCheck {
  if (pattern.length === 0) return refused('empty');
  if (pattern.length > CALENDAR_PATTERN_MAX) return refused('too_long');
  try {
    compilePattern(pattern);
  } catch (err) {
    if (!(err instanceof RE2JSSyntaxException)) return refused('invalid');
    // The part of the pattern at fault, unless the engine quotes the whole (case-insensitive) pattern.
    const at = err.input && !err.input.startsWith('(?i)') && err.input.length <= 40 ? err.input : undefined;
    return refused(ENGINE_PROBLEMS[err.error] ?? 'invalid', at);
  }
  return { ok: true };
}

/** A compiled, case-insensitive pattern. */
export type CalendarPattern = RE2JS;

/**
 * The patterns compiled last, so the wizard's checks, live preview and every render do not compile them again
 * (one like '\\pL{1000}' takes milliseconds and about 200 KB; a profile may hold a hundred).
 */
const COMPILED_MAX = 64;
const compiled = new Map<string, CalendarPattern>();

/** Compiles a pattern that passed `checkRegex` (throws on one that did not). */
export function compilePattern(pattern: string): CalendarPattern {
  let re = compiled.get(pattern);
  if (re) compiled.delete(pattern);
  else re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  compiled.set(pattern, re);
  if (compiled.size > COMPILED_MAX) compiled.delete(compiled.keys().next().value as string);
  return re;
}

/** Tests a field's value (its first 2,000 characters) against a checked pattern. */
export function testPattern(re: CalendarPattern, value: string): boolean {
  return re.matcher(value.slice(0, CALENDAR_TEST_INPUT_MAX)).find();
}

/** The first capture group of the match (else the whole match), or null when the pattern does not match. */
export function extractPattern(re: CalendarPattern, value: string): string | null {
  const m = re.matcher(value.slice(0, CALENDAR_TEST_INPUT_MAX));
  if (!m.find()) return null;
  return (re.groupCount() >= 1 ? m.group(1) : null) ?? m.group(0);
}
