import { LANGUAGES, type TLanguage, type TTranslations } from '@carehome/contracts';
import { missingLanguages } from '@carehome/domain';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/i18n.ts';

/** Which languages a text has (its own, marked, and every translation) and which it still lacks. */
export function LanguageBadges({ language, translations }: { language: TLanguage; translations: TTranslations | undefined }) {
  const { t } = useTranslation('translations');
  const missing = missingLanguages(translations, language);
  return (
    <Group gap={4} wrap="wrap" data-testid="language-badges">
      {LANGUAGES.map((l) => {
        const lacks = missing.includes(l);
        return (
          <Badge
            key={l}
            size="sm"
            tt="none"
            variant={lacks ? 'outline' : 'light'}
            // The written text is told apart from its translations.
            color={l === language ? 'indigo' : lacks ? 'gray' : 'teal'}
            lang={l}
            title={l === language ? t('written') : lacks ? t('missing') : t('translated')}
            aria-label={`${LANGUAGE_NAMES[l]}: ${l === language ? t('written') : lacks ? t('missing') : t('translated')}`}
          >
            {LANGUAGE_NAMES[l]}
          </Badge>
        );
      })}
    </Group>
  );
}

/**
 * The other languages of one text an administrator writes (an acknowledgement, a report link's name):
 * the language it is written in, which languages it lacks, and a field per other language that opens
 * under it. An empty field is a missing language: staff reading in it see the text as written.
 */
export function TranslationsPanel({
  text,
  language,
  translations,
  onChange,
  maxLength,
  multiline = false,
  errorOf,
}: {
  text: string;
  language: TLanguage;
  translations: TTranslations;
  onChange: (change: { language?: TLanguage; translations?: TTranslations }) => void;
  maxLength: number;
  multiline?: boolean;
  /** A problem of one language's field (the server names `…translations.<language>`). */
  errorOf?: (language: TLanguage) => string | undefined;
}) {
  const { t } = useTranslation('translations');
  const [opened, setOpen] = useState(false);
  // A field with a problem is never hidden.
  const open = opened || LANGUAGES.some((l) => errorOf?.(l));
  const panelId = useId();
  const missing = missingLanguages(translations, language);
  const Field = multiline ? Textarea : TextInput;
  return (
    <Stack gap={6} data-testid="translations-panel">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <LanguageBadges language={language} translations={translations} />
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('hide') : missing.length ? t('translateMissing', { languages: missing.length }) : t('edit')}
        </Button>
      </Group>
      {open ? (
        <Stack gap="xs" pt={4} id={panelId}>
          <Select
            label={t('writtenIn')}
            description={t('writtenInHelp')}
            w={260}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            value={language}
            allowDeselect={false}
            onChange={(v) => v && onChange({ language: v as TLanguage })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {LANGUAGES.filter((l) => l !== language).map((l) => (
              <Field
                key={l}
                label={LANGUAGE_NAMES[l]}
                lang={l}
                placeholder={text}
                maxLength={maxLength}
                value={translations[l] ?? ''}
                onChange={(e) => onChange({ translations: { ...translations, [l]: e.currentTarget.value } })}
                error={errorOf?.(l)}
                {...(multiline ? { autosize: true, minRows: 1 } : {})}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('emptyHelp')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
