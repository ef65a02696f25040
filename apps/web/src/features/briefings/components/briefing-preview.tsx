import { LANGUAGES, type TBriefingLevel, type TLanguage } from '@carehome/contracts';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from '../model/briefing-form.ts';
import { BriefingChecklist } from './briefing-checklist.tsx';

const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

function PreviewIn({ lang, name, level, items }: { lang: TLanguage; name: string; level: TBriefingLevel; items: readonly ItemDraft[] }) {
  // The staff's words around the briefing in the chosen language; the briefing's own text is as written.
  const { t } = useTranslation('briefings', { lng: lang });
  return (
    <Stack gap="xs" lang={lang}>
      <Text fw={700} size="lg">
        {t('staff.briefingTitle', { date: t('preview.today') })}
      </Text>
      <BriefingChecklist
        t={t}
        sections={[
          {
            briefingId: 'preview',
            name: name || t('preview.untitled'),
            level,
            items: items.map((i, n) => ({
              id: i.key,
              order: n + 1,
              icon: i.icon,
              message: i.message || '…',
              hyperlink: i.hyperlink.trim() || null,
              checkedAt: null,
            })),
          },
        ]}
      />
    </Stack>
  );
}

/** The briefing as staff will see it on the dashboard, in each of the five languages. */
export function BriefingPreview(props: { name: string; level: TBriefingLevel; items: readonly ItemDraft[] }) {
  const { t, i18n } = useTranslation('briefings');
  const [lang, setLang] = useState<TLanguage>(
    (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'en',
  );
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-testid="briefing-preview">
      <Text fw={600} mb="xs">
        {t('preview.title')}
      </Text>
      <SegmentedControl
        fullWidth
        mb="md"
        value={lang}
        onChange={(v) => setLang(v as TLanguage)}
        data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        aria-label={t('preview.language')}
      />
      <Suspense fallback={<Text c="dimmed">…</Text>}>
        <PreviewIn lang={lang} {...props} />
      </Suspense>
    </Paper>
  );
}
