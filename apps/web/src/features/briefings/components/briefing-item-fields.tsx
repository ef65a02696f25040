import { BRIEFING_ICONS, BRIEFING_MESSAGE_MAX, LANGUAGES, type TLanguage } from '@carehome/contracts';
import { missingLanguages } from '@carehome/domain';
import { Badge, Group, Select, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/row-action.tsx';
import { LanguageBadges } from '../../../components/translations-panel.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { type BriefingDraft, type ItemDraft, itemText, withItemText } from '../model/briefing-form.ts';
import { BriefingIcon } from './briefing-icon.tsx';

/** What a web address starts with (not language, so not translated). */
const URL_HINT = 'https://';

/**
 * The language the items are edited and previewed in: the written one (marked) and the four others, each
 * with how many items still lack it.
 */
export function LanguageTabs({
  draft,
  value,
  onChange,
}: {
  draft: BriefingDraft;
  value: TLanguage;
  onChange: (language: TLanguage) => void;
}) {
  const { t } = useTranslation('briefings');
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as TLanguage)} variant="outline" data-testid="briefing-language-tabs">
      <Tabs.List>
        {LANGUAGES.map((l) => {
          // The name and each item: the texts still without this language.
          const lacking = [draft.nameTranslations, ...draft.items.map((i) => i.translations)].filter((tr) =>
            missingLanguages(tr, draft.language).includes(l),
          ).length;
          return (
            <Tabs.Tab
              key={l}
              value={l}
              lang={l}
              rightSection={
                l === draft.language ? (
                  <Badge size="xs" variant="light" color="indigo" tt="none">
                    {t('editor.writtenTab')}
                  </Badge>
                ) : lacking ? (
                  <Badge size="xs" variant="outline" color="gray" aria-label={t('editor.textsMissing', { n: lacking })}>
                    {lacking}
                  </Badge>
                ) : null
              }
            >
              {LANGUAGE_NAMES[l]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * One item of the briefing editor: its icon, its text in the language chosen above (the message in the
 * written language, else its translation, with the written text as the hint), its link, its place, and
 * which languages it still lacks.
 */
export function BriefingItemFields({
  item,
  index,
  count,
  written,
  language,
  onChange,
  onMove,
  onRemove,
  problemText,
}: {
  item: ItemDraft;
  index: number;
  count: number;
  written: TLanguage;
  language: TLanguage;
  onChange: (item: ItemDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  problemText: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('briefings');
  const translating = language !== written;
  return (
    <Stack gap={6} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} data-testid="briefing-item-row">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          label={t('editor.icon')}
          w={220}
          data={BRIEFING_ICONS.map((ic) => ({ value: ic, label: t(`icons.${ic}`) }))}
          value={item.icon}
          onChange={(v) => v && onChange({ ...item, icon: v as (typeof BRIEFING_ICONS)[number] })}
          allowDeselect={false}
          leftSection={<BriefingIcon icon={item.icon} size={18} />}
        />
        <Textarea
          label={
            translating
              ? t('editor.messageIn', { n: index + 1, language: LANGUAGE_NAMES[language] })
              : t('editor.message', { n: index + 1 })
          }
          required={!translating}
          autosize
          minRows={1}
          maxLength={BRIEFING_MESSAGE_MAX}
          lang={language}
          style={{ flex: 1 }}
          value={itemText(item, written, language)}
          onChange={(e) => onChange(withItemText(item, written, language, e.currentTarget.value))}
          error={translating ? undefined : problemText(`items.${index}.message`)}
        />
      </Group>
      {translating && item.message ? (
        <Text size="xs" c="dimmed" lang={written} style={{ overflowWrap: 'anywhere' }}>
          {t('editor.writtenText', { language: LANGUAGE_NAMES[written], text: item.message })}
        </Text>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('editor.hyperlink')}
          placeholder={URL_HINT}
          style={{ flex: 1 }}
          value={item.hyperlink}
          onChange={(e) => onChange({ ...item, hyperlink: e.currentTarget.value })}
          error={problemText(`items.${index}.hyperlink`)}
        />
        <RowAction icon={IconArrowUp} label={t('editor.up')} ariaLabel={t('editor.up')} disabled={index === 0} onClick={() => onMove(-1)} />
        <RowAction
          icon={IconArrowDown}
          label={t('editor.down')}
          ariaLabel={t('editor.down')}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        />
        <RowAction
          icon={IconTrash}
          label={t('editor.removeItem')}
          ariaLabel={t('editor.removeItem')}
          variant="light"
          color="red"
          onClick={onRemove}
        />
      </Group>
      <LanguageBadges language={written} translations={item.translations} />
    </Stack>
  );
}
