import { z } from 'zod';

export const ZId = z.uuid();
export const ZEmail = z.email().max(254);
/** IANA time zone name, checked against the runtime's zone database. */
export const ZTimeZone = z
  .string()
  .min(1)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Unknown time zone' },
  );

/** Languages of spec section 1; `en` is the default. */
export const LANGUAGES = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
