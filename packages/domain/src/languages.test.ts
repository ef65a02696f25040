import { describe, expect, it } from 'vitest';
import { languageFromHeader, pickLanguage, pickLanguageFrom } from './languages.ts';

describe('language from Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['es-MX', 'es'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['de-DE', 'en'],
    ['en;q=0.1,fr;q=0.9', 'fr'],
  ])('%s -> %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('language from the browser language list', () => {
  it.each([
    [['fr-CA', 'en'], 'fr'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-Hans-CN'], 'zh-Hans'],
    [['en-GB', 'fr'], 'en'],
    [['pt-BR', 'es'], 'es'],
    [[], 'en'],
  ])('%j -> %s', (tags, lang) => {
    expect(pickLanguage(tags)).toBe(lang);
  });
});

describe('language from the browser language list, among given languages', () => {
  it('picks as pickLanguage does from the same list, and only from the list given', () => {
    for (const tags of [['fr-CA', 'en'], ['zh-TW'], ['pt-BR', 'es'], ['de-DE'], []]) {
      expect(pickLanguageFrom(tags, ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'])).toBe(pickLanguage(tags));
    }
    expect(pickLanguageFrom(['fr-CA', 'es'], ['en', 'es'])).toBe('es');
    expect(pickLanguageFrom(['fr-CA'], ['en', 'es'])).toBe('en');
  });
});
