import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { patternProblem, patternProblemText } from './wizard.ts';

// A refused filter or mapping pattern says why in the user's language, with 'Invalid regular expression'
// once (it used to read 'Invalid regular expression: Invalid regular expression: /([a-z/i: …').

const locale = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lang}/${ns}.json`), 'utf8'));

async function textIn(lang: string, pattern: string): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: {
      [lang]: { errors: locale(lang, 'errors'), 'errors-app': locale(lang, 'errors-app'), 'calendar-sync': locale(lang, 'calendar-sync') },
    },
    fallbackNS: 'errors-app',
    interpolation: { escapeValue: false },
  });
  const problem = patternProblem(pattern);
  if (!problem) throw new Error(`${pattern} was accepted`);
  return patternProblemText(i18n.getFixedT(lang) as never, problem);
}

describe('a refused pattern in words', () => {
  it.each([
    ['en', '([a-z', 'Invalid regular expression: a “[” is not closed: [a-z'],
    [
      'en',
      '(a)\\1',
      'Invalid regular expression: back-references like \\1 and escapes like \\u are not supported (write \\x{e9} for é): \\1',
    ],
    ['en', 'x'.repeat(201), 'Invalid regular expression: the pattern is longer than 200 characters'],
    [
      'fr',
      '(?=a)b',
      'Expression régulière non valide : les assertions avant et arrière comme (?=…) ou (?!…) ne sont pas prises en charge : (?=',
    ],
  ])('%s %s', async (lang, pattern, text) => {
    const said = await textIn(lang, pattern);
    expect(said).toBe(text);
  });

  it('has every reason in every language', async () => {
    const en = Object.keys(locale('en', 'calendar-sync').regexProblem);
    for (const lang of ['fr', 'es', 'zh-Hans', 'zh-Hant'])
      expect(Object.keys(locale(lang, 'calendar-sync').regexProblem), lang).toEqual(en);
  });
});
