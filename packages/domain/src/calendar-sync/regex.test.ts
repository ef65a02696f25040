import { describe, expect, it } from 'vitest';
import { rulesProblems } from './mapping.ts';
import { checkRegex, compilePattern, extractPattern, testPattern } from './regex.ts';

// Filter and mapping patterns on RE2: what is refused and why, in plain words; linear-time matching.

describe('checkRegex', () => {
  it.each([
    ['^Hskp', true, null],
    ['rooms? ([\\d, ]+)', true, null],
    ['(Deep|Spring) clean', true, null],
    ['(ab?)+', true, null],
    ['[(+*]+x', true, null],
    ['(a', false, 'calendar.invalid_regex'],
    ['*x', false, 'calendar.invalid_regex'],
    ['', false, 'calendar.invalid_regex'],
    ['x'.repeat(201), false, 'calendar.invalid_regex'],
    ['(a+)+$', true, null],
    ['a*a*a*b', true, null],
    ['(a|aa)*b', true, null],
    ['(a)\\1', false, 'calendar.invalid_regex'],
    ['(?=a)b', false, 'calendar.invalid_regex'],
    ['(?<=a)b', false, 'calendar.invalid_regex'],
  ] as const)('%s → ok %s (%s)', (pattern, ok, code) => {
    const result = checkRegex(pattern);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.code).toBe(code);
  });

  it('says why a pattern is refused in plain words, once', () => {
    const reasons = ['(a', '[a', 'a)', '*x', '(a)\\1', '(?=a)b', 'a{2000}'].map((p) => {
      const check = checkRegex(p);
      return check.ok ? '' : check.reason;
    });
    expect(reasons).toEqual([
      'a “(” is not closed',
      'a “[” is not closed: [a',
      'a “)” has no “(” before it',
      'a “*”, “+”, “?” or “{…}” has nothing before it to repeat: *',
      'back-references like \\1 and escapes like \\u are not supported (write \\x{e9} for é): \\1',
      'look-ahead and look-behind like (?=…) or (?!…) are not supported: (?=',
      'a count in {…} is above 1,000: {2000}',
    ]);
    expect(reasons.join(' ')).not.toMatch(/invalid regular expression|error parsing/i);
  });

  it('matches in time proportional to the text, where backtracking takes seconds', () => {
    const field = 'a'.repeat(2000);
    const started = performance.now();
    for (const p of ['a*a*a*b', '(a+)+$', '(a|aa)*b', '(.*a){12}x']) expect(testPattern(compilePattern(p), field)).toBe(p === '(a+)+$');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('compiles a pattern once for the many checks and previews of a wizard (each render checks every pattern)', () => {
    const costly = '((((((((((a{1,1000}))))))))))';
    expect(compilePattern(costly)).toBe(compilePattern(costly));
    const started = performance.now();
    for (let i = 0; i < 200; i++) expect(checkRegex(costly).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('is case-insensitive and takes the first group', () => {
    expect(extractPattern(compilePattern('room (\\d+)'), 'Clean ROOM 107 today')).toBe('107');
    expect(extractPattern(compilePattern('hskp'), 'Daily HSKP')).toBe('HSKP');
    expect(extractPattern(compilePattern('(x)?y'), 'y')).toBe('y');
  });

  it('tests only the first 2,000 characters of a field', () => {
    const re = compilePattern('needle');
    expect(testPattern(re, `${'x'.repeat(1990)}needle`)).toBe(true);
    expect(testPattern(re, `${'x'.repeat(2000)}needle`)).toBe(false);
  });

  it('names the field of each bad pattern of the rules', () => {
    const problems = rulesProblems({
      filters: [{ field: 'summary', mode: 'include', pattern: '[' }],
      mapping: [{ source: 'summary', target: 'task', pattern: '(?!x)a' }],
      replacements: [],
    });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['rules.filters.0.pattern', 'calendar.invalid_regex'],
      ['rules.mapping.0.pattern', 'calendar.invalid_regex'],
    ]);
  });
});
