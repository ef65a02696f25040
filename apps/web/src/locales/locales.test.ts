import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const files = fs.readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

type Tree = { [k: string]: string | Tree };
const read = (lang: string, file: string): Tree => JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8'));
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix + k}.`)))),
  );
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s translations', (lang) => {
  it.each(files)('%s has every key English has, with the same placeholders, and is translated', (file) => {
    const en = flatten(read('en', file));
    const other = flatten(read(lang, file));
    expect(Object.keys(en).filter((k) => !(k in other))).toEqual([]);
    for (const [k, v] of Object.entries(en)) {
      expect(placeholders(other[k] ?? ''), `${lang}/${file} ${k}`).toEqual(placeholders(v));
    }
    // Real translations: most longer texts differ from English (a few words are the same, like 'Administration').
    const long = Object.entries(en).filter(([, v]) => v.length > 12);
    const same = long.filter(([k, v]) => other[k] === v);
    expect(same.length / Math.max(1, long.length), `${lang}/${file} untranslated: ${same.map(([k]) => k).join(', ')}`).toBeLessThanOrEqual(
      0.2,
    );
  });

  it('has every plural form the language needs', () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const file of files) {
      const keys = Object.keys(flatten(read(lang, file)));
      const bases = new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      for (const base of bases) for (const c of categories) expect(keys, `${lang}/${file} ${base}_${c}`).toContain(`${base}_${c}`);
    }
  });
});

describe('English', () => {
  it('has every plural form English needs', () => {
    for (const file of files) {
      const keys = Object.keys(flatten(read('en', file)));
      for (const k of keys.filter((x) => x.endsWith('_one'))) expect(keys).toContain(k.replace(/_one$/, '_other'));
    }
  });

  it('has a message for every error code of the contracts', async () => {
    const { ERROR_CODES } = await import('@carehome/contracts');
    const errors = flatten(read('en', 'errors.json'));
    expect(ERROR_CODES.filter((c) => !(c in errors))).toEqual([]);
  });
});
