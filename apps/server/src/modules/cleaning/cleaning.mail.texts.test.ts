import { LANGUAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_MAIL_TEXTS } from './cleaning.mail.texts.ts';

/** Every text of a table by its path ('label.room'). */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('report mail texts', () => {
  const english = new Map(leaves(REPORT_MAIL_TEXTS.en));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English text, with the same placeholders, translated', (language) => {
    const own = new Map(leaves(REPORT_MAIL_TEXTS[language]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of own) {
      expect(text.trim(), path).not.toBe('');
      expect(placeholders(text), path).toEqual(placeholders(english.get(path) as string));
    }
    // Translated, not copied: most texts differ from English (a few, like 'Site' or 'Initial', may not).
    const same = [...own].filter(([path, text]) => text === english.get(path));
    expect(same.length, same.map(([p]) => p).join(', ')).toBeLessThanOrEqual(3);
  });

  it('keeps Simplified and Traditional Chinese apart', () => {
    expect(REPORT_MAIL_TEXTS['zh-Hans'].title.report).toBe('清洁报告');
    expect(REPORT_MAIL_TEXTS['zh-Hant'].title.report).toBe('清潔報告');
  });
});
