import * as z from 'zod/mini';

// Contracts use zod/mini: the same zod core as the classic API, tree-shakable, so the web app's first
// screen carries a few kilobytes of validation instead of ~90 KB (see docs/decisions/0014-sign-in-page-budget.md).

export const ZId = z.uuid();
export const ZEmail = z.email().check(z.maxLength(254));
/** A count of things: a whole number, 0 or more. */
export const ZCount = z.number().check(z.int(), z.gte(0));
/** Years a date of this product can fall in; PostgreSQL has no year 0, and year 0000 or 99999 is a typo or a probe. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

/** An ISO 8601 date-time with a zone, from 1900 to 9999 (in UTC as written). */
export const ZIsoDateTime = z.iso.datetime({ offset: true }).check(
  z.refine((text) => {
    const year = new Date(text).getUTCFullYear();
    return Number(text.slice(0, 4)) >= MIN_YEAR && year >= MIN_YEAR && year <= MAX_YEAR;
  }),
);

/**
 * The name the file store gives an upload: a UUID and the extension of the format it was re-encoded
 * to. Anything else (a path, a name of the client's choosing) names no stored file.
 */
export const FILE_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;
export const ZFileName = z.string().check(z.regex(FILE_NAME_PATTERN));

/** A trimmed string of `min`..`max` characters. */
export const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** IANA time zone name, checked against the runtime's zone database. */
export const ZTimeZone = z.string().check(
  z.minLength(1),
  z.refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone' },
  ),
);

/** The product's five languages; `en` is the default. */
export const LANGUAGES = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

/**
 * A text an administrator wrote, in other languages: language -> text of at most `max` characters. The
 * text as written (in its author's language) is the fallback; an empty entry counts as missing, so an
 * editor can send the languages it shows without leaving any out.
 */
export const translationsOf = (max: number) => z.partialRecord(ZLanguage, z.string().check(z.trim(), z.maxLength(max)));
export const ZTranslations = translationsOf(2000);
export type TTranslations = z.infer<typeof ZTranslations>;
