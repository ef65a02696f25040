import { type TTurnaroundKpis, TURNAROUND_MEASURES } from '@carehome/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { minutesText, STATUS_COLOR } from './measure-text.ts';
import type { useTaskNames } from './use-names.ts';

/** The period's tasks, newest first, each with its three measures and how they stand. */
export function TaskTable({ data, names }: { data: TTurnaroundKpis; names: ReturnType<typeof useTaskNames> }) {
  const { t } = useTranslation('turnaround');
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="xs" aria-label={t('tasksTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.room')}</Table.Th>
              <Table.Th>{t('columns.kind')}</Table.Th>
              <Table.Th>{t('columns.asked')}</Table.Th>
              {TURNAROUND_MEASURES.map((m) => (
                <Table.Th key={m}>{t(`measures.${m}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.tasks.map((task) => (
              <Table.Tr key={task.id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {task.roomNumber}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {names.area(task.areaPath)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`kinds.${task.kind}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {task.withdrawn ? t('withdrawn') : names.cleanType(task.cleanType)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDisplayDateTime(task.createdAt, data.timeZone)}</Text>
                </Table.Td>
                {TURNAROUND_MEASURES.map((m) => {
                  const status = task[m];
                  return (
                    <Table.Td key={m}>
                      {status ? (
                        <Badge color={STATUS_COLOR[status]} variant="light">
                          {task[`${m}Minutes`] === null ? t(`status.${status}`) : minutesText(t, task[`${m}Minutes`])}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data.tasksTotal > data.tasks.length ? (
        <Text size="sm" c="dimmed">
          {t('tasksShown', { shown: data.tasks.length, total: data.tasksTotal })}
        </Text>
      ) : null}
    </>
  );
}
