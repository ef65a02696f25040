import { CALENDAR_PATTERN_MAX, CALENDAR_TEST_INPUT_MAX } from '@carehome/contracts';
import { RE2JS, RE2JSSyntaxException } from 're2js';

// Filter and mapping patterns are regular expressions typed by a lead, saved in profiles and run on every
// import. JavaScript's engine backtracks with no time limit (a*a*a*b takes seconds on 300 characters), so
// patterns run on RE2's engine instead (re2js, plain JavaScript, in the browser too): its time grows
// with the text, never exponentially. RE2 has no back-references or look-around; a pattern using them is
// refused with the reason below. The same check runs when the wizard previews, when a profile is saved
// and when a file is imported. Fields are tried on their first 2,000 characters.

export type RegexCheck = { ok: true } | { ok: false; code: 'calendar.invalid_regex'; reason: string };

const INVALID = 'the pattern is not valid';

/** The engine's reasons in the words of someone who types a pattern (the message says 'Invalid regular expression' itself). */
const REASONS: Record<string, string> = {
  'missing closing )': 'a “(” is not closed',
  'unexpected )': 'a “)” has no “(” before it',
  'missing closing ]': 'a “[” is not closed',
  'invalid character class range': 'a range in […] goes backwards, like [z-a]',
  'invalid character class': 'a […] list is not valid',
  'missing argument to repetition operator': 'a “*”, “+”, “?” or “{…}” has nothing before it to repeat',
  'invalid nested repetition operator': 'two repeat signs follow each other, like “**”',
  'bad repetition operator': 'two repeat signs follow each other, like “**”',
  'invalid repeat count': 'a count in {…} is above 1,000',
  'trailing backslash at end of expression': 'it ends with a single “\\”',
  'invalid escape sequence': 'back-references like \\1 and escapes like \\u are not supported (write \\x{e9} for é)',
  'invalid or unsupported Perl syntax': 'look-ahead and look-behind like (?=…) or (?!…) are not supported',
  'invalid named capture': 'a group name in (?<name>…) is not valid; look-behind like (?<=…) is not supported',
  'duplicate capture group name': 'two groups have the same name',
  'expression nests too deeply': 'the pattern nests too deeply',
  'expression too large': 'the pattern is too large',
};

function reasonOf(err: unknown): string {
  if (err instanceof RE2JSSyntaxException) {
    const reason = REASONS[err.error] ?? INVALID;
    // The part of the pattern at fault, unless the engine quotes the whole (case-insensitive) pattern.
    return err.input && !err.input.startsWith('(?i)') && err.input.length <= 40 ? `${reason}: ${err.input}` : reason;
  }
  return INVALID;
}

/** Whether `pattern` can be used as a filter or mapping pattern; the web calls it while the lead types. */
export function checkRegex(pattern: string): RegexCheck {
  if (pattern.length === 0) return { ok: false, code: 'calendar.invalid_regex', reason: 'the pattern is empty' };
  if (pattern.length > CALENDAR_PATTERN_MAX) {
    return { ok: false, code: 'calendar.invalid_regex', reason: `the pattern is longer than ${CALENDAR_PATTERN_MAX} characters` };
  }
  try {
    compilePattern(pattern);
  } catch (err) {
    return { ok: false, code: 'calendar.invalid_regex', reason: reasonOf(err) };
  }
  return { ok: true };
}

/** A compiled, case-insensitive pattern. */
export type CalendarPattern = RE2JS;

/** Compiles a pattern that passed `checkRegex` (throws on one that did not). */
export function compilePattern(pattern: string): CalendarPattern {
  return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
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
