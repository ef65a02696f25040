import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconEye, IconGripVertical, IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { assignmentTargets, firstOf, targetLine, weekDayLabel } from '../model/assignment-summary.ts';
import { areaPaths, type CellItem, displayLocalDate, doubledRoomNumbers, progressOf, roomNumbersOf } from '../model/schedule-view.ts';
import { AssignmentMenu } from './assignment-menu.tsx';
import { startDrag } from './drag.ts';
import { useSchedule } from './schedule-context.ts';

const ROOMS_SHOWN = 24;

/** One assignment on the day view: what it covers, its task, its days, the rooms of the day and their progress. */
export function AssignmentCard({ item, date }: { item: CellItem; date: string }) {
  const { t, i18n } = useTranslation('staff-schedule');
  const { schedule, actions, name } = useSchedule();
  const a = item.assignment;
  const names = useMemo(() => areaPaths(schedule.areas), [schedule.areas]);
  const targets = assignmentTargets(a, schedule, names, name);
  const progress = progressOf(item.day);
  const completed = a.state === 'Completed';
  const dayRooms = roomNumbersOf(schedule, item.day?.roomIds ?? []);
  const { shown, more } = firstOf(dayRooms, ROOMS_SHOWN);
  const byNumbersOnly = a.facilityAreas.length === 0 && a.roomTypeId === null && !a.cleanType;
  const movable = !completed && date >= schedule.today;
  const title = a.task ?? targetLine(targets);
  const doubled = doubledRoomNumbers(schedule, date, a.id);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="xs"
      draggable={movable}
      onDragStart={(e) => startDrag(e, a.id)}
      data-testid="assignment-card"
      data-assignment-id={a.id}
      data-state={a.state}
      style={{ cursor: movable ? 'grab' : undefined, background: completed ? 'var(--mantine-color-gray-0)' : undefined }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap={4} align="center">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            {movable ? <IconGripVertical size={16} color="var(--mantine-color-gray-6)" aria-hidden /> : null}
            {a.task ? (
              <Text fw={600} lineClamp={2}>
                {a.task}
              </Text>
            ) : null}
            {a.state !== 'NotStarted' ? (
              <Badge color={completed ? 'gray' : 'blue'} variant="light">
                {t(`state.${a.state}`)}
              </Badge>
            ) : null}
            {targets.cleanType ? (
              <Badge color="grape" variant="light">
                {targets.cleanType}
              </Badge>
            ) : null}
          </Group>
          <AssignmentMenu assignment={a} date={date} />
        </Group>
        {targets.roomNumbers.length > 0 ? <Line label={t('card.rooms')} value={targets.roomNumbers.join(', ')} /> : null}
        {targets.areas.length > 0 ? <Line label={t('card.areas')} value={targets.areas.join('; ')} /> : null}
        {targets.roomType ? <Line label={t('card.roomType')} value={targets.roomType} /> : null}
        {a.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {a.description}
          </Text>
        ) : null}
        {a.startDate !== a.endDate ? (
          <Text size="xs" c="dimmed">
            {t('card.dates', { from: displayLocalDate(a.startDate), to: displayLocalDate(a.endDate) })}
            {a.scheduledDays.length > 0 ? ` · ${a.scheduledDays.map((d) => weekDayLabel(d, i18n.language)).join(', ')}` : ''}
          </Text>
        ) : null}
        {byNumbersOnly ? null : (
          <Text size="sm" data-testid="day-rooms">
            <Text span fw={600} size="sm">
              {t('card.dayRooms', { count: dayRooms.length })}
            </Text>{' '}
            {shown.join(', ')}
            {more > 0 ? ` ${t('more', { count: more })}` : ''}
          </Text>
        )}
        {doubled.length > 0 ? (
          <Text size="sm" c="red.9" fw={600} data-testid="card-doubled">
            {t('doubled', { rooms: doubled.join(', ') })}
          </Text>
        ) : null}
        {progress ? (
          <div data-testid="progress" data-done={progress.done} data-total={progress.total}>
            <Group justify="space-between" gap={4}>
              <Text size="sm">{t('card.progress', { done: progress.done, total: progress.total })}</Text>
              <Text size="sm" fw={600}>
                {progress.percent}%
              </Text>
            </Group>
            <Progress
              value={progress.percent}
              color={progress.percent === 100 ? 'teal' : 'blue'}
              size="lg"
              aria-label={t('card.progressLabel', { title })}
            />
          </div>
        ) : (
          <Text size="xs" c="dimmed">
            {t('card.future')}
          </Text>
        )}
        <ActionButton
          variant="light"
          size="sm"
          icon={completed ? IconEye : IconPencil}
          iconSize={16}
          onClick={() => actions.edit(a)}
          data-testid="edit-assignment"
        >
          {completed ? t('card.view') : t('card.edit')}
        </ActionButton>
      </Stack>
    </Paper>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    // A long list of rooms is cut after three lines; its whole text stays readable as the line's title.
    <Text size="sm" lineClamp={3} title={`${label} ${value}`}>
      <Text span fw={600} size="sm">
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}
