import { type TTurnaroundTargets, type TTurnaroundTask, TURNAROUND_MEASURES } from '@carehome/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { minutesText, STATUS_COLOR, targetOf } from './measure-text.ts';

/** The latest discharge clean: its response, clean and turnaround, each against the site's target. */
export function LatestDischarge({
  task,
  targets,
  timeZone,
}: {
  task: TTurnaroundTask | null;
  targets: TTurnaroundTargets;
  timeZone: string;
}) {
  const { t } = useTranslation('turnaround');
  return (
    <Paper withBorder radius="md" p="md" data-testid="latest-discharge">
      <Text fw={700} mb={4}>
        {t('latest.title')}
      </Text>
      {!task ? (
        <Text c="dimmed">{t('latest.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('latest.which', { number: task.roomNumber, when: formatDisplayDateTime(task.completedAt ?? task.createdAt, timeZone) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {TURNAROUND_MEASURES.map((m) => {
              const status = task[m];
              return (
                <Group key={m} gap="xs" wrap="nowrap" data-testid={`latest-${m}`}>
                  <Stack gap={0}>
                    <Text size="sm">{t(`measures.${m}`)}</Text>
                    <Text fw={700} fz="lg">
                      {minutesText(t, task[`${m}Minutes`])}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('targetIs', { target: minutesText(t, targetOf(targets, m)) })}
                    </Text>
                  </Stack>
                  {status ? (
                    <Badge color={STATUS_COLOR[status]} variant="light">
                      {t(`status.${status}`)}
                    </Badge>
                  ) : null}
                </Group>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Paper>
  );
}
