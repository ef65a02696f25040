import { describe, expect, it } from 'vitest';
import { languageFrom } from './language.ts';

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
    expect(languageFrom(header)).toBe(lang);
  });
});
