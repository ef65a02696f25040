import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { firstOf } from '../model/assignment-summary.ts';
import { displayLocalDate, doubledRoomNumbers, uncoveredRoomNumbers } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';

const SHOWN = 40;

/** Coverage of the day shown: the rooms on nobody's list, and a quick way to give them to someone. */
export function CoveragePanel({ date }: { date: string }) {
  const { t } = useTranslation('staff-schedule');
  const { schedule, actions } = useSchedule();
  const numbers = uncoveredRoomNumbers(schedule, date);
  const doubled = doubledRoomNumbers(schedule, date);
  const past = date < schedule.today;
  if (schedule.rooms.length === 0) return null;
  // A room on two lists is cleaned twice or argued over: said even when every room is covered.
  const doubledLine =
    doubled.length > 0 ? (
      <Group gap={6} c="red.9" data-testid="doubled-rooms" data-doubled={doubled.length}>
        <IconCopy size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('coverage.doubled', { rooms: doubled.join(', ') })}
        </Text>
      </Group>
    ) : null;
  if (numbers.length === 0) {
    return (
      <Stack gap={4} data-testid="coverage" data-uncovered={0}>
        <Group gap="xs" c="teal.9">
          <IconCircleCheck size={20} aria-hidden />
          <Text size="sm">{t('coverage.allCovered', { date: displayLocalDate(date) })}</Text>
        </Group>
        {doubledLine}
      </Stack>
    );
  }
  const { shown, more } = firstOf(numbers, SHOWN);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="orange.0"
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
      component="section"
      aria-labelledby="coverage-title"
      data-testid="coverage"
      data-uncovered={numbers.length}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} mb={6}>
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-8)" aria-hidden />
            <Text fw={600} id="coverage-title">
              {t('coverage.title', { count: numbers.length, date: displayLocalDate(date) })}
            </Text>
          </Group>
          <Group gap={6}>
            {shown.map((n) => (
              <Badge key={n} variant="white" color="dark" size="lg" radius="sm" data-testid="uncovered-room">
                {n}
              </Badge>
            ))}
            {more > 0 ? <Text size="sm">{t('more', { count: more })}</Text> : null}
          </Group>
          {doubledLine ? <Box mt={6}>{doubledLine}</Box> : null}
        </div>
        {past ? null : (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => actions.create({ roomNumbers: numbers, startDate: date, endDate: date })}
            data-testid="assign-uncovered"
            style={{ flexShrink: 0 }}
          >
            {t('coverage.assign')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
