import * as z from 'zod/mini';
import { type TTranslations, translationsOf } from './common.ts';

/** Translations as kept: trimmed, without empty entries (an empty one counts as missing anyway). */
export function keptTranslations(translations: TTranslations | null | undefined): TTranslations {
  const kept: TTranslations = {};
  for (const [language, text] of Object.entries(translations ?? {}) as [keyof TTranslations, string | undefined][]) {
    const value = text?.trim();
    if (value) kept[language] = value;
  }
  return kept;
}

/**
 * A written text's versions in other languages (at most `max` characters each), as a save sends them: an
 * absent list is none, and what is stored holds only real translations. Used by briefing items,
 * acknowledgements and report links.
 */
export const writtenTranslations = (max: number) =>
  z.pipe(
    z._default(translationsOf(max), {}),
    z.transform((t: TTranslations): TTranslations => keptTranslations(t)),
  );
