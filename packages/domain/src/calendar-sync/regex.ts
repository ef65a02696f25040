import { CALENDAR_PATTERN_MAX, CALENDAR_TEST_INPUT_MAX } from '@carehome/contracts';

// Filter and mapping patterns are regular expressions typed by a lead. JavaScript's engine backtracks
// and has no time limit, so a pattern like (a+)+$ can hang the server on a 30-character input (ReDoS).
// We refuse the shapes that backtrack exponentially: a repeated group that itself holds a quantifier
// or an alternative ('(a+)+', '(a|ab)*'), and back-references. Patterns are at most 200 characters and
// are tried on at most the first 2,000 characters of a field, so what remains is polynomial and small.

export type RegexCheck = { ok: true } | { ok: false; code: 'calendar.invalid_regex' | 'calendar.unsafe_regex'; reason: string };

const FLAGS = 'i';

/** Whether `pattern` can be used as a filter or mapping pattern; the web calls it while the lead types. */
export function checkRegex(pattern: string): RegexCheck {
  if (pattern.length === 0) return { ok: false, code: 'calendar.invalid_regex', reason: 'The pattern is empty.' };
  if (pattern.length > CALENDAR_PATTERN_MAX) {
    return { ok: false, code: 'calendar.invalid_regex', reason: `The pattern is longer than ${CALENDAR_PATTERN_MAX} characters.` };
  }
  try {
    new RegExp(pattern, FLAGS);
  } catch (err) {
    return { ok: false, code: 'calendar.invalid_regex', reason: err instanceof Error ? err.message : String(err) };
  }
  return unsafeShape(pattern) ? { ok: false, code: 'calendar.unsafe_regex', reason: 'nested repetition' } : { ok: true };
}

interface Group {
  /** The group holds a quantifier or an alternative at any depth. */
  risky: boolean;
}

/** True when a quantified group holds a quantifier or an alternative, or the pattern back-references. */
function unsafeShape(p: string): boolean {
  const stack: Group[] = [{ risky: false }];
  let lastClosed: Group | null = null;
  for (let i = 0; i < p.length; i++) {
    const c = p[i] as string;
    const top = stack[stack.length - 1] as Group;
    if (c === '\\') {
      const next = p[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return true;
      i++;
      lastClosed = null;
      continue;
    }
    if (c === '[') {
      // A character class: skip to its end (escapes included); it is one atom.
      i++;
      if (p[i] === '^') i++;
      if (p[i] === ']') i++;
      while (i < p.length && p[i] !== ']') i += p[i] === '\\' ? 2 : 1;
      lastClosed = null;
      continue;
    }
    if (c === '(') {
      stack.push({ risky: false });
      lastClosed = null;
      continue;
    }
    if (c === ')') {
      const closed = stack.pop() as Group;
      if (stack.length === 0) return true; // unbalanced; RegExp refused it already
      if (closed.risky) (stack[stack.length - 1] as Group).risky = true;
      lastClosed = closed;
      continue;
    }
    const quantifier = c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(p.slice(i)));
    if (quantifier) {
      const unbounded = c === '*' || c === '+' || (c === '{' && /^\{\d+,\d*\}/.test(p.slice(i)) && !/^\{\d+,\d+\}/.test(p.slice(i)));
      const bigBound = c === '{' && /^\{\d+,(\d+)\}/.test(p.slice(i)) && Number(/^\{\d+,(\d+)\}/.exec(p.slice(i))?.[1]) > 10;
      if (lastClosed?.risky && (unbounded || bigBound)) return true;
      if (c !== '?' || lastClosed) top.risky = true;
      if (c === '{') i = p.indexOf('}', i);
      lastClosed = null;
      continue;
    }
    if (c === '|') top.risky = true;
    lastClosed = null;
  }
  return false;
}

/** Case-insensitive RegExp of a pattern that passed `checkRegex`. */
export function compilePattern(pattern: string): RegExp {
  return new RegExp(pattern, FLAGS);
}

/** Tests a field's value (its first 2,000 characters) against a checked pattern. */
export function testPattern(re: RegExp, value: string): boolean {
  re.lastIndex = 0;
  return re.test(value.slice(0, CALENDAR_TEST_INPUT_MAX));
}

/** The first capture group of the match (else the whole match), or null when the pattern does not match. */
export function extractPattern(re: RegExp, value: string): string | null {
  re.lastIndex = 0;
  const m = re.exec(value.slice(0, CALENDAR_TEST_INPUT_MAX));
  if (!m) return null;
  return m[1] ?? m[0];
}
