import { Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentTargets, targetLine } from '../model/assignment-summary.ts';
import { areaPaths, type CellItem, progressOf, type StaffRow } from '../model/schedule-view.ts';
import { startDrag } from './drag.ts';
import { useSchedule } from './schedule-context.ts';
import { useDropTarget } from './use-drop-target.ts';

/** One staff member's week; an assignment dropped anywhere on the row moves to them. */
export function WeekRow({ row, dates }: { row: StaffRow; dates: string[] }) {
  const { t } = useTranslation('staff-schedule');
  const member = row.member;
  const drop = useDropTarget(member, true);
  return (
    <Table.Tr
      data-testid="week-row"
      data-staff-id={member?.id ?? ''}
      style={{ outline: drop.over ? '2px solid var(--mantine-color-blue-5)' : undefined }}
      {...drop.handlers}
    >
      <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
        <Text size="sm" fw={700} lineClamp={2}>
          {member?.name ?? t('unassigned')}
        </Text>
      </Table.Th>
      {dates.map((d) => {
        const absent = row.absentDates.has(d);
        return (
          <Table.Td key={d} bg={absent ? 'red.0' : undefined} style={{ verticalAlign: 'top' }} data-absent={absent}>
            {absent ? (
              <Text size="xs" fw={700} c="red.9">
                {t('absence.badge')}
              </Text>
            ) : null}
            <Stack gap={4}>
              {(row.cells[d] ?? []).map((item) => (
                <WeekItem key={item.assignment.id} item={item} />
              ))}
            </Stack>
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

function WeekItem({ item }: { item: CellItem }) {
  const { t } = useTranslation('staff-schedule');
  const { schedule, actions, name } = useSchedule();
  const names = useMemo(() => areaPaths(schedule.areas), [schedule.areas]);
  const a = item.assignment;
  const line = a.task ?? targetLine(assignmentTargets(a, schedule, names, name));
  const progress = progressOf(item.day);
  const completed = a.state === 'Completed';
  const rooms = item.day?.roomIds.length ?? 0;
  return (
    <UnstyledButton
      onClick={() => actions.edit(a)}
      draggable={!completed}
      onDragStart={(e) => startDrag(e, a.id)}
      data-testid="week-item"
      data-assignment-id={a.id}
      p={4}
      style={{
        borderRadius: 6,
        border: '1px solid var(--mantine-color-gray-4)',
        borderLeft: `4px solid var(--mantine-color-${completed ? 'gray' : a.state === 'Started' ? 'blue' : 'teal'}-6)`,
        background: 'var(--mantine-color-body)',
        minHeight: 44,
      }}
    >
      <Text size="xs" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {line}
      </Text>
      <Text size="xs" c="dimmed">
        {progress ? t('week.progress', { done: progress.done, total: progress.total }) : t('week.rooms', { count: rooms })}
      </Text>
    </UnstyledButton>
  );
}
