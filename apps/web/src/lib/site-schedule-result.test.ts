import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from './schedule-text.ts';
import { siteScheduleResultText } from './site-schedule-result.ts';

const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../locales/${lang}/${ns}.json`), 'utf8'));
let en: Translate;
let fr: Translate;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(
      ['en', 'fr'].map((l) => [l, { jobs: read(l, 'jobs'), errors: read(l, 'errors'), 'errors-app': read(l, 'errors-app') }]),
    ),
    fallbackNS: 'errors-app',
    defaultNS: 'jobs',
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en', 'jobs') as unknown as Translate;
  fr = i18n.getFixedT('fr', 'jobs') as unknown as Translate;
});

describe('a site schedule run in words', () => {
  it('counts the assignments made and those already there', () => {
    expect(siteScheduleResultText(en, { result: 'created', created: 3, existing: 1 })).toBe('3 assignments made, 1 already there');
    expect(siteScheduleResultText(en, { result: 'created', created: 1, existing: 0 })).toBe('1 assignment made, 0 already there');
    expect(siteScheduleResultText(fr, { result: 'created', created: 2, existing: 0 })).toBe('2 affectations créées, 0 déjà présente');
  });

  it('names the reason of a failure in the language, a code it does not know as a server problem', () => {
    expect(siteScheduleResultText(en, { result: 'failed', error: 'not_found' })).toBe(`Failed: ${read('en', 'errors').not_found}`);
    expect(siteScheduleResultText(fr, { result: 'failed', error: 'not_found' })).toBe(`Échec : ${read('fr', 'errors').not_found}`);
    expect(siteScheduleResultText(en, { result: 'failed', error: 'no.such_code' })).toBe(
      'Failed: The server encountered a temporary error.',
    );
  });
});
