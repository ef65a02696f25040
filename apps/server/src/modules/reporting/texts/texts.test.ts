import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { EXPORT_TEXTS, fill } from './index.ts';

// Every language of the exports' catalog has every key of the English one, each a real text with the same
// '{places}': a key added in English only, or a translation that dropped a value, fails here.

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Texts a language may write as English does (abbreviations, words shared with English, a bare pattern). */
const SAME_AS_ENGLISH = new Set([
  'col.tdc',
  'col.minutes',
  'col.photos',
  'col.signature',
  'col.audit',
  'col.date',
  'col.auditor',
  'enhancedKind.terminal',
  'summary.summaryTdc',
  'mail.subject',
]);

describe('export texts', () => {
  const english = new Map(leaves(EXPORT_TEXTS.en as unknown as Tree));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key of English, translated, with the same places', (language) => {
    const own = new Map(leaves(EXPORT_TEXTS[language] as unknown as Tree));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      const en = english.get(key) as string;
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(places(text), `${language} ${key}`).toEqual(places(en));
      if (!SAME_AS_ENGLISH.has(key)) expect(text, `${language} ${key} is still English`).not.toBe(en);
    }
  });

  it('Simplified and Traditional Chinese are each their own script', () => {
    expect(EXPORT_TEXTS['zh-Hans'].title.cleans).toBe('清洁报告');
    expect(EXPORT_TEXTS['zh-Hant'].title.cleans).toBe('清潔報告');
  });

  it('fill puts the values in their places and leaves an unknown place as written', () => {
    expect(fill('{title} · page {page} of {pages}', { title: 'Cleans report', page: 1, pages: 2 })).toBe('Cleans report · page 1 of 2');
    expect(fill('Room {room}', {})).toBe('Room {room}');
  });
});
