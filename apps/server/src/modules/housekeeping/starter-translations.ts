import type { TConfigTranslations } from '@carehome/contracts';
import table from './starter-translations.json' with { type: 'json' };

// Every name of the starter configuration in the four other languages, so a home whose staff read
// French, Spanish or Chinese sees its own language on the first day (and so does the demo, which is
// built from the starter). The table is data, kept as JSON like the app's locale files, so a
// translator edits it without touching code. A test fails when a starter name lacks a language.

/** The starter configuration's translations, a fresh copy each time (a site's document is its own). */
export function starterTranslations(): TConfigTranslations {
  return structuredClone(table) as TConfigTranslations;
}
