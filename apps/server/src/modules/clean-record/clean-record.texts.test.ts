import { describe, expect, it } from 'vitest';
import { CLEAN_RECORD_TEXTS } from './clean-record.texts.ts';

/** Every text of a catalog by its dotted key. */
const flat = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string' ? [[prefix, node]] : Object.entries(node as object).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('clean record texts', () => {
  const english = new Map(flat(CLEAN_RECORD_TEXTS.en));
  it.each(Object.keys(CLEAN_RECORD_TEXTS).filter((l) => l !== 'en'))(
    '%s has every English key, with the same places, translated',
    (language) => {
      const texts = new Map(flat(CLEAN_RECORD_TEXTS[language as keyof typeof CLEAN_RECORD_TEXTS]));
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(places(texts.get(key) ?? ''), key).toEqual(places(text));
        // A sentence is translated; a single word may be the same ('Audit' in French).
        if (/\s/.test(text.replace(/\{\w+\}/g, '').trim())) expect(texts.get(key), key).not.toBe(text);
      }
    },
  );
});
