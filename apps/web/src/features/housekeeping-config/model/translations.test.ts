import { describe, expect, it } from 'vitest';
import { testConfig } from './test-fixtures.ts';
import { missingCounts, nameRows, visibleSections, withCarriedTranslations, withTranslation } from './translations.ts';

describe('the translations of a configuration’s names', () => {
  it('lists every name once, by kind, clean types first, with the languages each lacks', () => {
    const config = withTranslation(testConfig(), 'Clean', 'fr', 'Nettoyage');
    const sections = visibleSections(nameRows(config), { missingOnly: false, search: '' });
    expect(sections[0]?.kind).toBe('cleanType');
    const clean = sections[0]?.rows.find((r) => r.text === 'Clean');
    expect(clean?.missing).toEqual(['es', 'zh-Hans', 'zh-Hant']);
    const all = sections.flatMap((s) => s.rows.map((r) => r.text));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('Wet mop');
  });

  it('counts what each language lacks; the author’s language lacks nothing', () => {
    const config = { ...testConfig(), language: 'fr' as const };
    const rows = nameRows(config);
    const counts = missingCounts(rows);
    expect(counts.fr).toBe(0);
    expect(counts.en).toBe(rows.length);
    expect(missingCounts(nameRows(withTranslation(config, 'Clean', 'en', 'Clean'))).en).toBe(rows.length - 1);
  });

  it('filters to names missing a language and by a search that ignores case and accents', () => {
    let config = testConfig();
    for (const text of nameRows(config)
      .map((r) => r.text)
      .filter((x) => x !== 'Wet mop'))
      for (const l of ['fr', 'es', 'zh-Hans', 'zh-Hant'] as const) config = withTranslation(config, text, l, `${text} ${l}`);
    config = withTranslation(config, 'Wet mop', 'fr', 'Lavage à l’eau');
    const missing = visibleSections(nameRows(config), { missingOnly: true, search: '' });
    expect(missing.flatMap((s) => s.rows.map((r) => r.text))).toEqual(['Wet mop']);
    const found = visibleSections(nameRows(config), { missingOnly: false, search: 'L’EAU' });
    expect(found.flatMap((s) => s.rows.map((r) => r.text))).toEqual(['Wet mop']);
    expect(visibleSections(nameRows(config), { missingOnly: false, search: 'lavage a' })[0]?.rows[0]?.text).toBe('Wet mop');
  });

  it('removes a language when its text is emptied, and the name when none is left', () => {
    const config = withTranslation(withTranslation(testConfig(), 'Clean', 'fr', 'Nettoyage'), 'Clean', 'es', 'Limpieza');
    expect(withTranslation(config, 'Clean', 'fr', '').translations.Clean).toEqual({ es: 'Limpieza' });
    expect(withTranslation(withTranslation(config, 'Clean', 'fr', ''), 'Clean', 'es', '').translations).not.toHaveProperty('Clean');
  });

  it('keeps a name’s translations when the editor renames it, but not when the translations tab edits them', () => {
    const before = withTranslation(testConfig(), 'Isolation', 'fr', 'Isolement');
    const renamed = { ...before, roomStates: before.roomStates.map((st) => ({ ...st, stateName: 'Contact isolation' })) };
    const after = withCarriedTranslations(before, renamed);
    expect(after.translations['Contact isolation']).toEqual({ fr: 'Isolement' });
    expect(after.translations.Isolation).toBeUndefined();
    const typed = withTranslation(before, 'Isolation', 'es', 'Aislamiento');
    expect(withCarriedTranslations(before, typed)).toBe(typed);
  });
});
