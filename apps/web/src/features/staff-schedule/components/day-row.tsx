import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roomsLeftUncovered } from '../model/redistribute.ts';
import { rowLoad, type StaffRow } from '../model/schedule-view.ts';
import { AbsenceSwitch, RedistributeButton } from './absence-control.tsx';
import { AssignmentCard } from './assignment-card.tsx';
import { RestrictMenu } from './restrict-menu.tsx';
import { useSchedule } from './schedule-context.ts';
import { ShiftButton, ShiftLoad } from './shift-control.tsx';
import { useDropTarget } from './use-drop-target.ts';

/** One staff member on one day: who, their load, absence, dashboard restriction, and their assignments. */
export function DayRow({ row, date }: { row: StaffRow; date: string }) {
  const { t } = useTranslation(['staff-schedule', 'common']);
  const { schedule, rows, actions } = useSchedule();
  const member = row.member;
  const items = row.cells[date] ?? [];
  const absent = row.absentDates.has(date);
  const minutes = useMemo(() => new Map(schedule.rooms.map((r) => [r.id, r.expectedMinutes])), [schedule.rooms]);
  const load = rowLoad(row, date, minutes);
  const drop = useDropTarget(member, date >= schedule.today);
  const over = drop.over;
  const nameId = `staff-${member?.id ?? 'none'}`;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={nameId}
      data-testid="staff-row"
      data-staff-id={member?.id ?? ''}
      data-absent={absent}
      bg={absent ? 'red.0' : undefined}
      style={{
        borderColor: over ? 'var(--mantine-color-blue-5)' : absent ? 'var(--mantine-color-red-4)' : undefined,
        borderStyle: absent ? 'dashed' : undefined,
        outline: over ? '2px solid var(--mantine-color-blue-5)' : undefined,
      }}
      {...drop.handlers}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} w={250} style={{ flexShrink: 0 }}>
          <div>
            <Text fw={700} id={nameId} td={absent ? 'line-through' : undefined} lineClamp={2}>
              {member?.name ?? t('unassigned')}
            </Text>
            {member ? (
              <Text size="sm" c="dimmed">
                {member.position ?? t(`common:roles.${member.role}`, { defaultValue: member.role })}
              </Text>
            ) : null}
          </div>
          <Group gap="xs" wrap="wrap">
            {absent ? (
              <Badge color="red.9" variant="filled" size="lg" data-testid="absent-badge">
                {t('absence.badge')}
              </Badge>
            ) : member && !member.isArchived ? (
              <ShiftLoad member={member} rooms={load.rooms} minutes={load.minutes} />
            ) : load.rooms > 0 ? (
              <Text size="sm" data-testid="row-load" style={{ whiteSpace: 'nowrap' }}>
                {t('load', { count: load.rooms, minutes: load.minutes })}
              </Text>
            ) : null}
            {member && !member.isArchived ? <AbsenceSwitch member={member} date={date} absent={absent} rooms={load.rooms} /> : null}
          </Group>
          {member && !member.isArchived && absent && load.rooms > 0 && date >= schedule.today ? (
            <RedistributeButton member={member} date={date} left={roomsLeftUncovered(rows, date, member.id)} />
          ) : null}
          {member && !member.isArchived ? (
            <Group gap={4} wrap="wrap">
              <ShiftButton member={member} />
              <RestrictMenu member={member} />
            </Group>
          ) : null}
        </Stack>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {items.length > 0 ? (
            <Box
              style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
            >
              {items.map((item) => (
                <AssignmentCard key={item.assignment.id} item={item} date={date} />
              ))}
            </Box>
          ) : (
            <Group gap="sm" py="xs">
              <Text c="dimmed" size="sm">
                {t('row.none')}
              </Text>
              {member && !member.isArchived && !absent && date >= schedule.today ? (
                <Button
                  variant="subtle"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => actions.create({ staffMemberId: member.id })}
                  aria-label={t('row.addFor', { name: member.name })}
                >
                  {t('row.add')}
                </Button>
              ) : null}
            </Group>
          )}
        </Box>
      </Group>
    </Paper>
  );
}
