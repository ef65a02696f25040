import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { OUTBREAK_REPORT_TEXTS } from './outbreak-report.texts.ts';

// Each language has every key of English, with the same '{places}', and translates its sentences: a key
// added in English only, or a translation that dropped a value, is listed here with what is wrong.

type Catalog = { [key: string]: string | Catalog };

/** What is wrong with `own` against `english`, one line per key. */
function problems(english: Catalog | string, own: Catalog | string | undefined, key = ''): string[] {
  if (typeof english === 'string') {
    if (typeof own !== 'string') return [`${key}: missing`];
    const placesOf = (s: string) => JSON.stringify([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    if (placesOf(own) !== placesOf(english)) return [`${key}: places ${placesOf(own)} instead of ${placesOf(english)}`];
    return /\s/.test(english.replace(/\{\w+\}/g, '').trim()) && own === english ? [`${key}: not translated`] : [];
  }
  if (typeof own !== 'object') return [`${key}: missing`];
  const extra = Object.keys(own)
    .filter((k) => !(k in english))
    .map((k) => `${key}${k}: not in English`);
  return [...extra, ...Object.entries(english).flatMap(([k, v]) => problems(v, own[k], `${key}${k}${typeof v === 'string' ? '' : '.'}`))];
}

describe('outbreak report texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, with the same places, translated', (language) => {
    expect(problems(OUTBREAK_REPORT_TEXTS.en, OUTBREAK_REPORT_TEXTS[language])).toEqual([]);
  });
});
