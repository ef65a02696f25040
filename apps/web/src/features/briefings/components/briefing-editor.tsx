import { BRIEFING_ICONS, type TBriefingLevel } from '@carehome/contracts';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { errorText, fieldErrors } from '../../../lib/api-error.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useSaveBriefing } from '../api/briefings.ts';
import { type BriefingDraft, draftProblems, moveItem, newItem, toInput } from '../model/briefing-form.ts';
import { BriefingIcon } from './briefing-icon.tsx';
import { BriefingPreview } from './briefing-preview.tsx';

/** What a web address starts with (not language, so not translated). */
const URL_HINT = 'https://';

/** Create or change a briefing: name, level, default, positions, ordered items; the preview beside it. */
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
  const { t } = useTranslation(['briefings', 'errors', 'common']);
  const [draft, setDraft] = useState(initial);
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
  const setItem = (i: number, change: Partial<BriefingDraft['items'][number]>) =>
    setDraft((d) => ({ ...d, items: d.items.map((item, n) => (n === i ? { ...item, ...change } : item)) }));

  const submit = async () => {
    setTried(true);
    setFormError(null);
    if (Object.keys(problems).length) return;
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
          {draft.items.map((item, i) => (
            <Stack
              key={item.key}
              gap={6}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              data-testid="briefing-item-row"
            >
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  label={t('editor.icon')}
                  w={220}
                  data={BRIEFING_ICONS.map((ic) => ({ value: ic, label: t(`icons.${ic}`) }))}
                  value={item.icon}
                  onChange={(v) => v && setItem(i, { icon: v as (typeof BRIEFING_ICONS)[number] })}
                  allowDeselect={false}
                  leftSection={<BriefingIcon icon={item.icon} size={18} />}
                />
                <Textarea
                  label={t('editor.message', { n: i + 1 })}
                  required
                  autosize
                  minRows={1}
                  style={{ flex: 1 }}
                  value={item.message}
                  onChange={(e) => setItem(i, { message: e.currentTarget.value })}
                  error={problemText(`items.${i}.message`)}
                />
              </Group>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('editor.hyperlink')}
                  placeholder={URL_HINT}
                  style={{ flex: 1 }}
                  value={item.hyperlink}
                  onChange={(e) => setItem(i, { hyperlink: e.currentTarget.value })}
                  error={problemText(`items.${i}.hyperlink`)}
                />
                <RowAction
                  icon={IconArrowUp}
                  label={t('editor.up')}
                  ariaLabel={t('editor.up')}
                  disabled={i === 0}
                  onClick={() => setDraft({ ...draft, items: moveItem(draft.items, i, -1) })}
                />
                <RowAction
                  icon={IconArrowDown}
                  label={t('editor.down')}
                  ariaLabel={t('editor.down')}
                  disabled={i === draft.items.length - 1}
                  onClick={() => setDraft({ ...draft, items: moveItem(draft.items, i, 1) })}
                />
                <RowAction
                  icon={IconTrash}
                  label={t('editor.removeItem')}
                  ariaLabel={t('editor.removeItem')}
                  variant="light"
                  color="red"
                  onClick={() => setDraft({ ...draft, items: draft.items.filter((_, n) => n !== i) })}
                />
              </Group>
            </Stack>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDraft({ ...draft, items: [...draft.items, newItem()] })}
          >
            {t('editor.addItem')}
          </Button>
        </Stack>
        <BriefingPreview name={draft.name} level={draft.level} items={draft.items} />
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
