import {
  ACKNOWLEDGEMENT_MESSAGE_MAX,
  isHttpUrl,
  keptTranslations,
  type TAcknowledgement,
  type TAcknowledgementLevel,
  type TLanguage,
  type TTranslations,
} from '@carehome/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TranslationsPanel } from '../../../components/translations-panel.tsx';
import { useAppLanguage, useTranslatedText } from '../../../lib/content-language.ts';
import { withSaveFeedback } from '../../../lib/save-feedback.ts';
import { useSaveLevel } from '../api/acknowledgements.ts';

/** What a web address starts with (not language, so not translated). */
const URL_HINT = 'https://';

interface Row {
  key: string;
  id?: string;
  /** In `language`; `translations` has it in the others. */
  message: string;
  language: TLanguage;
  translations: TTranslations;
  hyperlink: string;
  date: string;
}

let counter = 0;
const toRows = (list: readonly TAcknowledgement[]): Row[] =>
  list.map((a) => ({ ...a, key: a.id, translations: { ...a.translations }, hyperlink: a.hyperlink ?? '' }));

/** One jurisdiction level's acknowledgements: editable when the user may edit the level, else read-only. */
export function LevelList({
  level,
  rows: saved,
  editable,
  facilityId,
  today,
}: {
  level: TAcknowledgementLevel;
  rows: readonly TAcknowledgement[];
  editable: boolean;
  facilityId: string;
  today: string;
}) {
  const { t } = useTranslation(['acknowledgements', 'errors', 'common']);
  const [rows, setRows] = useState<Row[]>(() => toRows(saved));
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const save = useSaveLevel(facilityId);
  const language = useAppLanguage();
  const read = useTranslatedText();
  useEffect(() => setRows(toRows(saved)), [saved]);
  const dirty = JSON.stringify(rows.map(({ key: _k, ...r }) => r)) !== JSON.stringify(toRows(saved).map(({ key: _k, ...r }) => r));
  const problem = (r: Row, field: 'message' | 'hyperlink' | 'date') => {
    if (!tried) return undefined;
    if (field === 'message' && !r.message.trim()) return t('errors:validation.required');
    if (field === 'hyperlink' && r.hyperlink.trim() && !isHttpUrl(r.hyperlink.trim())) return t('errors:config.invalid_url');
    if (field === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(r.date)) return t('errors:validation.required');
    return undefined;
  };
  const valid = rows.every(
    (r) => r.message.trim() && (!r.hyperlink.trim() || isHttpUrl(r.hyperlink.trim())) && /^\d{4}-\d{2}-\d{2}$/.test(r.date),
  );
  const set = (i: number, change: Partial<Row>) => setRows((list) => list.map((r, n) => (n === i ? { ...r, ...change } : r)));

  return (
    <section aria-labelledby={`ack-level-${level}`} data-testid={`ack-level-${level}`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} fz="h4" id={`ack-level-${level}`}>
            {t(`levels.${level}`)}
          </Title>
          {!editable ? (
            <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
              {t('readOnly')}
            </Badge>
          ) : null}
        </Group>
        {editable ? (
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() =>
                setRows((list) => [
                  ...list,
                  { key: `new-${++counter}`, message: '', language, translations: {}, hyperlink: '', date: today },
                ])
              }
            >
              {t('add')}
            </Button>
            <Button
              disabled={!dirty}
              loading={save.isPending}
              onClick={() => {
                setTried(true);
                if (!valid) return;
                void withSaveFeedback(() =>
                  save.mutateAsync({
                    level,
                    acknowledgements: rows.map((r) => ({
                      ...(r.id ? { id: r.id } : {}),
                      message: r.message.trim(),
                      language: r.language,
                      translations: keptTranslations({ ...r.translations, [r.language]: '' }),
                      hyperlink: r.hyperlink.trim() || null,
                      date: r.date,
                    })),
                  }),
                )
                  .then(() => setTried(false))
                  .catch(() => undefined);
              }}
            >
              {t('saveLevel', { level: t(`levels.${level}`) })}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`levelHelp.${level}`)}
      </Text>
      {!rows.length ? (
        <Text c="dimmed" size="sm">
          {t('none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((r, i) =>
            editable ? (
              <Paper key={r.key} withBorder p="sm" radius="md" data-testid="ack-row">
                <Group align="flex-start" gap="sm" wrap="wrap">
                  <Textarea
                    label={t('message')}
                    required
                    autosize
                    minRows={1}
                    style={{ flex: 2, minWidth: 260 }}
                    value={r.message}
                    onChange={(e) => set(i, { message: e.currentTarget.value })}
                    error={problem(r, 'message')}
                    lang={r.language}
                  />
                  <TextInput
                    label={t('hyperlink')}
                    placeholder={URL_HINT}
                    style={{ flex: 1, minWidth: 200 }}
                    value={r.hyperlink}
                    onChange={(e) => set(i, { hyperlink: e.currentTarget.value })}
                    error={problem(r, 'hyperlink')}
                  />
                  <TextInput
                    type="date"
                    label={t('date')}
                    w={170}
                    value={r.date}
                    onChange={(e) => set(i, { date: e.currentTarget.value })}
                    error={problem(r, 'date')}
                  />
                  <Tooltip label={t('remove')}>
                    <ActionIcon mt={25} size={44} variant="light" color="red" aria-label={t('remove')} onClick={() => setRemoving(i)}>
                      <IconTrash size={20} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                <TranslationsPanel
                  text={r.message}
                  language={r.language}
                  translations={r.translations}
                  maxLength={ACKNOWLEDGEMENT_MESSAGE_MAX}
                  multiline
                  onChange={(change) => set(i, change)}
                />
              </Paper>
            ) : (
              <Paper key={r.key} withBorder p="sm" radius="md" data-testid="ack-row-readonly">
                <Group justify="space-between" wrap="wrap">
                  <Text style={{ overflowWrap: 'anywhere', flex: 1 }}>{read(r.message, r.translations)}</Text>
                  <Text size="sm" c="dimmed">
                    {r.date}
                  </Text>
                </Group>
                {r.hyperlink ? (
                  <Anchor href={r.hyperlink} target="_blank" rel="noopener noreferrer" size="sm">
                    {r.hyperlink}
                  </Anchor>
                ) : null}
              </Paper>
            ),
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('removeTitle')}
        confirmLabel={t('remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRows((list) => list.filter((_, n) => n !== removing));
          setRemoving(null);
        }}
      >
        {t('removeBody')}
      </ConfirmDialog>
    </section>
  );
}
