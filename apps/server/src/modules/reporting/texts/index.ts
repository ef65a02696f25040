import type { TLanguage } from '@carehome/contracts';
import { type ExportTexts, en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { zhHans } from './zh-hans.ts';
import { zhHant } from './zh-hant.ts';

// The exports' and report mails' own words (titles, headings, statuses, summary lines, the PDF's notes)
// in the five product languages, picked by the reader's language. Names from a site's configuration are
// not here: they are read through configText (packages/domain) with the same language.

export type { ExportTexts } from './en.ts';

export const EXPORT_TEXTS: Record<TLanguage, ExportTexts> = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

/**
 * A catalog text with its '{name}' places filled (null fills nothing); a place with no value at all stays
 * as written, so a slip shows.
 */
export function fill(template: string, values: Record<string, string | number | null>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key] ?? '') : whole));
}
