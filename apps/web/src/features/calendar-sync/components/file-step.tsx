import type { TCalendarImportProfile } from '@carehome/contracts';
import { Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/dates.ts';
import type { DaySpan } from '../model/file-span.ts';
import type { WizardDraft } from '../model/wizard.ts';

/** Step 1: the profile to start from, the .ics file (picked or dropped) and the site-local days to read. */
export function FileStep({
  draft,
  span,
  profiles,
  onProfile,
  onChange,
}: {
  draft: WizardDraft;
  /** The days the chosen file's events cover (null before a file, or when it has no events). */
  span: DaySpan | null;
  profiles: readonly TCalendarImportProfile[];
  onProfile: (id: string | null) => void;
  onChange: (patch: Partial<WizardDraft>) => void;
}) {
  const { t } = useTranslation('calendar-sync');
  const [over, setOver] = useState(false);
  const [readError, setReadError] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange({ fileName: file.name, fileText: await file.text() });
      setReadError(false);
    } catch {
      setReadError(true);
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };

  return (
    <Stack gap="md">
      <Select
        label={t('file.profile')}
        placeholder={t('file.noProfile')}
        data={profiles.map((p) => ({ value: p.id, label: p.name }))}
        value={draft.profileId}
        onChange={onProfile}
        clearable
        maw={420}
        data-testid="profile-select"
      />
      <Paper
        withBorder
        p="lg"
        bg={over ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed' }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="file-drop"
      >
        <Group gap="md" wrap="nowrap">
          <IconFileUpload size={32} aria-hidden />
          <Stack gap={4}>
            <Text fw={600}>{t('file.drop')}</Text>
            <label>
              <Text component="span" size="sm" mr="xs">
                {t('file.choose')}
              </Text>
              <input
                type="file"
                accept=".ics,text/calendar"
                data-testid="file-input"
                onChange={(e) => void read(e.currentTarget.files?.[0])}
              />
            </label>
            <Text size="sm" c={draft.fileName ? undefined : 'dimmed'} data-testid="file-name">
              {draft.fileName ? t('file.chosen', { name: draft.fileName, size: draft.fileText.length }) : t('file.none')}
            </Text>
            {readError && (
              <Text size="sm" c="red.9" role="alert">
                {t('file.readError')}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      <Group gap="md">
        <TextInput type="date" label={t('file.from')} value={draft.from} onChange={(e) => onChange({ from: e.currentTarget.value })} />
        <TextInput
          type="date"
          label={t('file.to')}
          value={draft.to}
          onChange={(e) => onChange({ to: e.currentTarget.value })}
          error={draft.to && draft.from && draft.to < draft.from ? t('file.rangeOrder') : undefined}
        />
      </Group>
      {span && (
        <Text size="sm" c="dimmed" data-testid="file-span">
          {t('file.span', { from: formatDisplayDate(span.from, 'UTC'), to: formatDisplayDate(span.to, 'UTC') })}
        </Text>
      )}
    </Stack>
  );
}
