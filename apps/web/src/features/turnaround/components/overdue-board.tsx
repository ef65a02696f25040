import type { TOverdueTask } from '@carehome/contracts';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOverdueBoard } from '../api/turnaround.ts';
import { minutesText } from './measure-text.ts';
import { useTaskNames } from './use-names.ts';

/** Re-renders every `ms` so ages advance between reads. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * The site's open tasks past a target, oldest first: room, area, kind, how long it has waited (ticking)
 * and which targets it is past. Read again on every live change at the site.
 */
export function OverdueBoard({ facilityId }: { facilityId: string }) {
  const { t } = useTranslation('turnaround');
  const board = useOverdueBoard(facilityId);
  const names = useTaskNames(facilityId, t('noArea'));
  const now = useNow(30_000);
  if (!board.data) return <QueryState query={board} />;
  if (!board.data.tasks.length)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<IconCircleCheck size={34} color="var(--mantine-color-teal-6)" />}
          title={t('overdue.none')}
          description={t('overdue.noneHelp')}
        />
      </Paper>
    );
  return (
    <Stack gap="sm" data-testid="overdue-board">
      {board.data.tasks.map((task) => (
        <OverdueRow key={task.id} task={task} now={now} names={names} />
      ))}
    </Stack>
  );
}

function OverdueRow({ task, now, names }: { task: TOverdueTask; now: number; names: ReturnType<typeof useTaskNames> }) {
  const { t } = useTranslation('turnaround');
  const age = Math.max(task.ageMinutes, Math.floor((now - Date.parse(task.createdAt)) / 60_000));
  const late = task.missed.includes('turnaround');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="overdue-task"
      style={{ borderLeft: `6px solid var(--mantine-color-${late ? 'red' : 'orange'}-6)` }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <IconClockExclamation size={28} color={`var(--mantine-color-${late ? 'red' : 'orange'}-7)`} aria-hidden />
          <div>
            <Text fw={700} fz="lg">
              {t('room', { number: task.roomNumber })} · {t(`kinds.${task.kind}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {[names.area(task.areaPath), names.cleanType(task.cleanType)].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        <Group gap="sm" wrap="wrap">
          {task.missed.map((m) => (
            <Badge key={m} color={m === 'turnaround' ? 'red' : 'orange'} variant="light" size="lg">
              {t('overdue.past', { measure: t(`measures.${m}`) })}
            </Badge>
          ))}
          {/* Mantine's orange shades are all under 4.5:1 on white, so the wait takes the theme's darkened orange. */}
          <Text fw={700} fz="lg" c={`var(--mantine-color-${late ? 'red' : 'orange'}-light-color)`}>
            {t('overdue.waiting', { time: minutesText(t, age) })}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
