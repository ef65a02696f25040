import { BRIEFING_NAME_MAX, LANGUAGES, type TBriefingLevel, type TLanguage } from '@carehome/contracts';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useSaveBriefing } from '../api/briefings.ts';
import {
  type BriefingDraft,
  draftProblems,
  type ItemDraft,
  moveItem,
  nameText,
  newItem,
  toInput,
  withNameText,
} from '../model/briefing-form.ts';
import { BriefingItemFields, LanguageTabs } from './briefing-item-fields.tsx';
import { BriefingPreview } from './briefing-preview.tsx';

/**
 * Create or change a briefing: name, level, the language it is written in, default, positions, ordered
 * items; the items are edited in the language of the tab above them (the written text, or its
 * translation) and the preview beside them shows that language.
 */
export function BriefingEditor({
  initial,
  levels,
  positions,
  facilityId,
  onClose,
}: {
  initial: BriefingDraft;
  levels: readonly TBriefingLevel[];
  positions: readonly string[];
  facilityId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['briefings', 'translations', 'errors', 'common']);
  const [draft, setDraft] = useState(initial);
  const [lang, setLang] = useState<TLanguage>(initial.language);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBriefing(facilityId);
  const [leaving, setLeaving] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  // Closing with changes asks first (leaving unsaved changes always prompts).
  const requestClose = () => (dirty ? setLeaving(true) : onClose());
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const problemText = (path: string): string | undefined => {
    const p = tried ? problems[path] : undefined;
    if (p === 'required') return t('errors:validation.required', { defaultValue: 'A value is required' });
    if (p === 'url') return t('errors:config.invalid_url');
    if (p === 'noItems') return t('editor.noItems');
    return server[`briefing.${path}`];
  };
  const setItem = (i: number, changed: ItemDraft) =>
    setDraft((d) => ({ ...d, items: d.items.map((item, n) => (n === i ? changed : item)) }));

  const submit = async () => {
    setTried(true);
    setFormError(null);
    // The required messages are those of the written language: show them.
    if (Object.keys(problems).length) return setLang(draft.language);
    try {
      await withSaveFeedback(() => save.mutateAsync(toInput(draft)));
      onClose();
    } catch (err) {
      setServer(fieldErrors(t, err));
      setFormError(errorText(t, err));
    }
  };

  return (
    <Modal
      opened
      onClose={requestClose}
      size={1180}
      title={draft.id ? t('editor.editTitle') : t('editor.newTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <TextInput
            label={t('editor.name')}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            error={problemText('name')}
          />
          <Select
            label={t('editor.level')}
            data={levels.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
            value={draft.level}
            onChange={(v) => v && setDraft({ ...draft, level: v as TBriefingLevel })}
            allowDeselect={false}
            description={t(`levelHelp.${draft.level}`)}
          />
          <Select
            label={t('translations:writtenIn')}
            description={t('editor.languageHelp')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            value={draft.language}
            onChange={(v) => v && setDraft({ ...draft, language: v as TLanguage })}
            allowDeselect={false}
          />
          <Switch
            size="md"
            label={t('editor.isDefault')}
            checked={draft.isDefault}
            onChange={(e) => setDraft({ ...draft, isDefault: e.currentTarget.checked })}
          />
          <TagsInput
            label={t('editor.positions')}
            description={t('editor.positionsHelp')}
            data={[...positions]}
            value={draft.positions}
            onChange={(v) => setDraft({ ...draft, positions: v })}
            clearable
          />
          <Text fw={600} mt="sm">
            {t('editor.items')}
          </Text>
          {problemText('items') ? (
            <Text c="red.8" size="sm" role="alert">
              {problemText('items')}
            </Text>
          ) : null}
          <LanguageTabs draft={draft} value={lang} onChange={setLang} />
          {lang === draft.language ? null : (
            <TextInput
              label={t('editor.nameIn', { language: LANGUAGE_NAMES[lang] })}
              lang={lang}
              placeholder={draft.name}
              maxLength={BRIEFING_NAME_MAX}
              value={nameText(draft, lang)}
              onChange={(e) => setDraft(withNameText(draft, lang, e.currentTarget.value))}
            />
          )}
          {draft.items.map((item, i) => (
            <BriefingItemFields
              key={item.key}
              item={item}
              index={i}
              count={draft.items.length}
              written={draft.language}
              language={lang}
              onChange={(change) => setItem(i, change)}
              onMove={(by) => setDraft({ ...draft, items: moveItem(draft.items, i, by) })}
              onRemove={() => setDraft({ ...draft, items: draft.items.filter((_, n) => n !== i) })}
              problemText={problemText}
            />
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDraft({ ...draft, items: [...draft.items, newItem()] })}
          >
            {t('editor.addItem')}
          </Button>
        </Stack>
        <BriefingPreview name={draft.name} nameTranslations={draft.nameTranslations} level={draft.level} items={draft.items} lang={lang} />
      </SimpleGrid>
      {formError ? (
        <Text c="red.8" mt="md" role="alert">
          {formError}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={requestClose}>
          {t('common:cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('editor.publish')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={leaving}
        title={t('common:unsaved.title')}
        confirmLabel={t('common:unsaved.leave')}
        onCancel={() => setLeaving(false)}
        onConfirm={onClose}
      >
        {t('common:unsaved.body')}
      </ConfirmDialog>
    </Modal>
  );
}
