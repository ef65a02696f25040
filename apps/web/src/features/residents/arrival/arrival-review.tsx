import { RISK_FLAG_LETTERS, RISK_FLAGS } from '@carehome/contracts';
import { Anchor, Badge, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { useSiteNames } from '../components/use-site-names.ts';
import { displayWall } from '../model/arrival-clean-task.ts';
import { ARRIVAL_STEPS, type ArrivalStep, type ArrivalValues } from '../model/arrival-draft.ts';
import { type PickerRoom, pickerRoomLabel } from '../model/arrival-rooms.ts';

/** Everything the arrival will save, by step, each with an Edit link back to its step. */
export function ArrivalReview({
  values,
  room,
  onEdit,
}: {
  values: ArrivalValues;
  room: PickerRoom | undefined;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation('resident-arrival');
  const configName = useSiteNames();
  const none = (
    <Text span c="dimmed" size="sm">
      {t('review.none')}
    </Text>
  );
  const name = [
    values.namePrefix,
    values.firstName.trim(),
    values.nickName.trim() ? `“${values.nickName.trim()}”` : '',
    values.lastName.trim(),
  ]
    .filter(Boolean)
    .join(' ');
  const flags = RISK_FLAGS.filter((f) => values.flags[f]);
  const notes = (list: string[]) => {
    const filled = list.map((n) => n.trim()).filter(Boolean);
    return filled.length ? (
      <List size="sm" spacing={4}>
        {filled.map((n, i) => (
          <List.Item key={`${i.toString()}-${n.slice(0, 20)}`} style={{ whiteSpace: 'pre-wrap' }}>
            {n}
          </List.Item>
        ))}
      </List>
    ) : (
      none
    );
  };
  const edit = (step: ArrivalStep) => (
    <Anchor
      component="button"
      type="button"
      onClick={() => onEdit(ARRIVAL_STEPS.indexOf(step))}
      size="sm"
      data-testid={`review-edit-${step}`}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconPencil size={16} aria-hidden />
        {t('review.edit', { step: t(`steps.${step}.label`) })}
      </Group>
    </Anchor>
  );
  const row = (label: string, value: ReactNode, testId?: string) => (
    <Table.Tr>
      <Table.Th w={200} fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td data-testid={testId}>{value}</Table.Td>
    </Table.Tr>
  );
  const part = (step: ArrivalStep, rows: ReactNode) => (
    <Card withBorder padding="md" component="section" aria-label={t(`steps.${step}.label`)}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h5">
          {t(`steps.${step}.label`)}
        </Title>
        {step === 'clean' ? null : edit(step)}
      </Group>
      <Table verticalSpacing={6} fz="sm" layout="fixed">
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Card>
  );

  return (
    <Stack gap="md" data-testid="arrival-review">
      <div>
        <Title order={2} fz="h4">
          {t('review.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.help')}
        </Text>
      </div>
      {part(
        'who',
        <>
          {row(t('review.name'), name || none, 'review-name')}
          {row(t('who.residentId'), values.residentId.trim() || none, 'review-resident-id')}
          {row(t('who.arrivalDate'), displayWall(values.arrivalDate) || none)}
          {row(
            t('photo.title'),
            values.photo ? <ApiImage fileName={values.photo} alt={t('photo.alt', { name })} w={72} h={72} radius="sm" fit="cover" /> : none,
          )}
        </>,
      )}
      {part('room', row(t('roomPicker.label'), room ? pickerRoomLabel(room) : none, 'review-room'))}
      {part(
        'flags',
        row(
          t('steps.flags.label'),
          flags.length ? (
            <Group gap="xs">
              {flags.map((f) => (
                <Badge key={f} color="orange" variant="light" tt="none" size="lg">
                  {RISK_FLAG_LETTERS[f]} · {t(`flags.${f}`)}
                </Badge>
              ))}
            </Group>
          ) : (
            none
          ),
          'review-flags',
        ),
      )}
      {part(
        'notes',
        <>
          {row(t('notes.pre.title'), notes(values.preCleanNotes), 'review-pre-notes')}
          {row(t('notes.post.title'), notes(values.postCleanNotes), 'review-post-notes')}
        </>,
      )}
      {part(
        'clean',
        row(
          t('steps.clean.label'),
          values.cleanTask.schedule && values.cleanTask.cleanType
            ? t('review.cleanAt', { cleanType: configName(values.cleanTask.cleanType), when: displayWall(values.cleanTask.startAt) })
            : t('cleanTask.none'),
          'review-clean',
        ),
      )}
    </Stack>
  );
}
