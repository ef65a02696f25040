import { LANGUAGES, type TLanguage, type TTranslations } from '@carehome/contracts';
import { type ConfigLanguage, configText, inLanguage } from '@carehome/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The product language the app shows now (i18next may hold a tag it was asked for but does not ship). */
export function appLanguage(language: string | undefined): TLanguage {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as TLanguage) : 'en';
}

/** The reader's language, for texts administrators wrote. */
export function useAppLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return appLanguage(i18n.language);
}

/**
 * Names of a site's configuration (clean types, room types, groups, items, states, events) in the reader's
 * language: `name(text)`. Every screen that shows such a name reads it through this.
 */
export function useConfigText(config: Partial<ConfigLanguage> | null | undefined): (text: string) => string {
  const language = useAppLanguage();
  return useCallback((text: string) => configText(config, text, language), [config, language]);
}

/** A text with its own translations (a briefing item, an acknowledgement, a report link's name) in the reader's language. */
export function useTranslatedText(): (text: string, translations: TTranslations | null | undefined) => string {
  const language = useAppLanguage();
  return useCallback((text, translations) => inLanguage(text, translations, language), [language]);
}
