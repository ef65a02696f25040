import { LANGUAGES, type TLanguage, type TTranslations } from '@carehome/contracts';
import { type ConfigName, type ConfigTextKind, carriedTranslations, configNames, missingLanguages } from '@carehome/domain';
import type { Config } from './config-draft.ts';

// The translations tab's view of a configuration: every name once (the domain's configNames), grouped by
// the kind it is first used as, with the languages it lacks. The rule of what is missing is the domain's.

/** The order the kinds are listed in: what staff read most first. */
export const KIND_ORDER: readonly ConfigTextKind[] = ['cleanType', 'roomType', 'roomState', 'roomEvent', 'group', 'item', 'agent'];

export interface NameRow extends ConfigName {
  translations: TTranslations;
  missing: TLanguage[];
}

export interface NameSection {
  kind: ConfigTextKind;
  rows: NameRow[];
}

/** The translations of a name that has none: one object, so a row compares equal from one edit to the next. */
const NONE: TTranslations = Object.freeze({});

export function nameRows(config: Config): NameRow[] {
  return configNames(config).map((n) => {
    const translations = config.translations[n.text] ?? NONE;
    return { ...n, translations, missing: missingLanguages(translations, config.language) };
  });
}

/** How many names lack each language (the author's language lacks none). */
export function missingCounts(rows: readonly NameRow[]): Record<TLanguage, number> {
  const counts = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<TLanguage, number>;
  for (const r of rows) for (const l of r.missing) counts[l] += 1;
  return counts;
}

/**
 * The rows shown, by kind: with `missingOnly`, names lacking a language; with a search, names whose text
 * or any translation contains it (case and accents ignored, so 'ete' finds 'Été').
 */
export function visibleSections(rows: readonly NameRow[], opts: { missingOnly: boolean; search: string }): NameSection[] {
  const needle = fold(opts.search.trim());
  const shown = rows.filter(
    (r) =>
      (!opts.missingOnly || r.missing.length > 0) &&
      (!needle || [r.text, ...Object.values(r.translations)].some((v) => v && fold(v).includes(needle))),
  );
  return KIND_ORDER.map((kind) => ({ kind, rows: shown.filter((r) => r.kinds[0] === kind) })).filter((s) => s.rows.length);
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The configuration with one name's text in one language set (an empty text removes it). */
export function withTranslation(config: Config, text: string, language: TLanguage, value: string): Config {
  const { [language]: _old, ...others } = config.translations[text] ?? {};
  const entry: TTranslations = value ? { ...others, [language]: value } : others;
  const { [text]: _entry, ...rest } = config.translations;
  return { ...config, translations: Object.keys(entry).length ? { ...rest, [text]: entry } : rest };
}

/** The edited configuration, its translations following a renamed name (domain: carriedTranslations). */
export function withCarriedTranslations(before: Config, after: Config): Config {
  if (before === after || before.translations !== after.translations) return after;
  const translations = carriedTranslations(before, after);
  return translations === after.translations ? after : { ...after, translations };
}
