import { NOTE_TYPES, RESIDENT_NOTE_MAX, RESIDENT_NOTES_MAX } from '@carehome/contracts';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { type NoteDraft, type NoteType, noteKey, type ResidentSectionProps } from '../model/resident-form.ts';

/** The notes field is 6 rows high. */
const NOTE_ROWS = 6;

/**
 * The resident's notes for housekeeping: pre-clean notes (shown in the Pre-Clean Summary before a clean)
 * and post-clean notes (shown on the cleaning screen). Kept in this product, also for imported residents.
 */
export function ResidentNotesSection({ values, set, errorOf }: ResidentSectionProps) {
  const { t } = useTranslation('residents');
  const notes = values.notes;
  const change = (key: string, patch: Partial<NoteDraft>) =>
    set(
      'notes',
      notes.map((n) => (n.key === key ? { ...n, ...patch } : n)),
    );
  const add = (type: NoteType) => set('notes', [...notes, { key: noteKey(), type, text: '' }]);
  const full = notes.length >= RESIDENT_NOTES_MAX;

  return (
    <FormSection title={t('edit.notes')} testId="notes-section">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('edit.notesHelp', { max: RESIDENT_NOTES_MAX })}
        </Text>
        {notes.length === 0 ? (
          <Text size="sm" fs="italic">
            {t('edit.noNotes')}
          </Text>
        ) : null}
        {notes.map((note, i) => (
          <Paper key={note.key} withBorder p="sm" data-testid="note">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <NativeSelect
                  label={t('fields.noteType')}
                  value={note.type}
                  onChange={(e) => change(note.key, { type: e.currentTarget.value as NoteType })}
                  data={NOTE_TYPES.map((v) => ({ value: v, label: t(`noteTypes.${v}`) }))}
                  w={240}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('edit.removeNote', { n: i + 1 })}
                  title={t('edit.removeNote', { n: i + 1 })}
                  onClick={() =>
                    set(
                      'notes',
                      notes.filter((n) => n.key !== note.key),
                    )
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Textarea
                label={t('fields.noteText', { n: i + 1 })}
                description={t(note.type === 'PreClean' ? 'edit.preCleanHelp' : 'edit.postCleanHelp')}
                value={note.text}
                onChange={(e) => change(note.key, { text: e.currentTarget.value })}
                rows={NOTE_ROWS}
                maxLength={RESIDENT_NOTE_MAX}
                error={errorOf(`notes.${i}`)}
                required
                data-testid="note-text"
              />
              <Text size="xs" c="dimmed" ta="end">
                {t('edit.noteLength', { count: note.text.length, max: RESIDENT_NOTE_MAX })}
              </Text>
            </Stack>
          </Paper>
        ))}
        {errorOf('notes') ? (
          <Text size="sm" c="red" role="alert">
            {errorOf('notes')}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => add('PreClean')} disabled={full}>
            {t('edit.addPreClean')}
          </Button>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => add('PostClean')} disabled={full}>
            {t('edit.addPostClean')}
          </Button>
          {full ? (
            <Text size="sm" c="dimmed">
              {t('edit.notesFull', { max: RESIDENT_NOTES_MAX })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </FormSection>
  );
}
