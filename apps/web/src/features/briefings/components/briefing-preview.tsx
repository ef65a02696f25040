import type { TBriefingLevel, TLanguage, TTranslations } from '@carehome/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import type { ItemDraft } from '../model/briefing-form.ts';
import { BriefingChecklist } from './briefing-checklist.tsx';

interface PreviewProps {
  name: string;
  nameTranslations: TTranslations;
  level: TBriefingLevel;
  items: readonly ItemDraft[];
  lang: TLanguage;
}

function PreviewIn({ lang, name, nameTranslations, level, items }: PreviewProps) {
  // The staff's words around the briefing and its items in the chosen language, as a tablet in it shows them.
  const { t } = useTranslation('briefings', { lng: lang });
  return (
    <Stack gap="xs" lang={lang}>
      <Text fw={700} size="lg">
        {t('staff.briefingTitle', { date: t('preview.today') })}
      </Text>
      <BriefingChecklist
        t={t}
        language={lang}
        sections={[
          {
            briefingId: 'preview',
            name: name || t('preview.untitled'),
            nameTranslations,
            level,
            items: items.map((i, n) => ({
              id: i.key,
              order: n + 1,
              icon: i.icon,
              message: i.message || '…',
              translations: i.translations,
              hyperlink: i.hyperlink.trim() || null,
              checkedAt: null,
            })),
          },
        ]}
      />
    </Stack>
  );
}

/** The briefing as staff will see it on the dashboard, in the language the editor is showing. */
export function BriefingPreview(props: PreviewProps) {
  const { t } = useTranslation('briefings');
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-testid="briefing-preview">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text fw={600}>{t('preview.title')}</Text>
        <Badge variant="light" tt="none" lang={props.lang} aria-label={t('preview.inLanguage', { language: LANGUAGE_NAMES[props.lang] })}>
          {LANGUAGE_NAMES[props.lang]}
        </Badge>
      </Group>
      <Suspense fallback={<Text c="dimmed">…</Text>}>
        <PreviewIn {...props} />
      </Suspense>
    </Paper>
  );
}
