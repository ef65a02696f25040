import { RESIDENT_NOTE_MAX, RESIDENT_NOTES_MAX } from '@carehome/contracts';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props.ts';

/** The resident's notes: 6 rows, with the length limit shown. */
const NOTE_ROWS = 6;

type NoteKind = 'preCleanNotes' | 'postCleanNotes';

/**
 * Step 4: pre-clean notes (the housekeeper reads them in the Pre-Clean Summary before starting) and
 * post-clean notes (shown on the cleaning screen). Empty notes are not saved.
 */
export function NotesStep({ values, set, errors }: StepProps) {
  const { t } = useTranslation('resident-arrival');
  const total = values.preCleanNotes.length + values.postCleanNotes.length;

  const column = (kind: NoteKind, prefix: 'pre' | 'post') => {
    const notes = values[kind];
    const change = (next: string[]) => set({ [kind]: next.length ? next : [''] });
    return (
      <Stack gap="sm" data-testid={`arrival-${prefix}-notes`}>
        <div>
          <Title order={3} fz="h5">
            {t(`notes.${prefix}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`notes.${prefix}.help`)}
          </Text>
        </div>
        {notes.map((note, i) => (
          <Group key={`${kind}-${i.toString()}`} align="flex-start" gap="xs" wrap="nowrap">
            <Textarea
              label={t(`notes.${prefix}.label`, { n: i + 1 })}
              description={t('notes.count', { count: note.length, max: RESIDENT_NOTE_MAX })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={note}
              onChange={(e) => change(notes.map((n, j) => (j === i ? e.currentTarget.value : n)))}
              rows={NOTE_ROWS}
              maxLength={RESIDENT_NOTE_MAX}
              error={errors[`${kind}.${i}`]}
              size="md"
              style={{ flex: 1 }}
              data-testid={`arrival-${prefix}-note-${i}`}
            />
            {notes.length > 1 || note ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                mt={28}
                aria-label={t('notes.remove', { n: i + 1 })}
                onClick={() => change(notes.filter((_, j) => j !== i))}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => change([...notes, ''])}
          disabled={total >= RESIDENT_NOTES_MAX}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`notes.${prefix}.add`)}
        </Button>
      </Stack>
    );
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {column('preCleanNotes', 'pre')}
        {column('postCleanNotes', 'post')}
      </SimpleGrid>
      {total >= RESIDENT_NOTES_MAX ? (
        <Text size="sm" c="dimmed">
          {t('notes.limit', { max: RESIDENT_NOTES_MAX })}
        </Text>
      ) : null}
    </Stack>
  );
}
