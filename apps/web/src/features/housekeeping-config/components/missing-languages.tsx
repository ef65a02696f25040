import { missingLanguages } from '@carehome/domain';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { useConfigState } from './config-editor-context.ts';

/** Where a name's translations are edited: the Translations tab, searching for it. */
export const translationsLink = (text: string) => `/admin/housekeepingconfig?tab=translations&find=${encodeURIComponent(text)}`;

/**
 * A name field's description: its help, then the languages the name still lacks as a link to its
 * translations. Undefined when there is nothing to say (no empty line under the field).
 */
export function useNameDescription(text: string, help?: string): ReactNode {
  const { t } = useTranslation('config');
  const { draft } = useConfigState();
  const name = text.trim();
  const missing = name ? missingLanguages(draft.translations[name], draft.language) : [];
  if (!missing.length) return help;
  return (
    <>
      {help}
      <Anchor component={Link} to={translationsLink(name)} size="xs" display="block" mt={2} data-testid="missing-languages">
        {t('translations.lacks', { languages: missing.map((l) => LANGUAGE_NAMES[l]).join(', ') })}
      </Anchor>
    </>
  );
}
