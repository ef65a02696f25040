import { configNames, missingLanguages } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import { starterConfiguration } from './starter-config.ts';

describe('the starter configuration', () => {
  it('has every name in every language', () => {
    const config = starterConfiguration();
    const names = configNames(config);
    expect(names.length).toBeGreaterThan(40);
    const lacking = names
      .map(({ text }) => ({ text, missing: missingLanguages(config.translations[text], config.language) }))
      .filter((n) => n.missing.length);
    expect(lacking).toEqual([]);
  });

  it('translates no name it does not have (a translation left over from a renamed name is a mistake)', () => {
    const config = starterConfiguration();
    const names = new Set(configNames(config).map((n) => n.text));
    expect(Object.keys(config.translations).filter((k) => !names.has(k))).toEqual([]);
  });

  it('writes Simplified and Traditional Chinese differently where their characters differ', () => {
    const { translations } = starterConfiguration();
    expect(translations.Clean).toMatchObject({ 'zh-Hans': '清洁', 'zh-Hant': '清潔' });
  });
});
