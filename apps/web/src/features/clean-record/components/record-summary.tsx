import type { TCleanRecord } from '@carehome/contracts';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarWeek, IconClockExclamation, IconRotate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, formatLocalDate } from '../../../lib/dates.ts';

function Fact({ label, children, icon }: { label: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Group gap={6} wrap="nowrap">
        {icon}
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={600} mt={4} component="div">
        {children}
      </Text>
    </Card>
  );
}

/** The record's summary: the room's last, deep and next clean (or the area's counts), weekends, slips and rotation gaps. */
export function RecordSummary({ record, name }: { record: TCleanRecord; name: (text: string) => string }) {
  const { t } = useTranslation('clean-record');
  const tz = record.meta.timeZone;
  const at = (iso: string) => formatDisplayDateTime(iso, tz);
  const room = record.subject.kind === 'room' ? record.rooms[0] : undefined;
  const gaps = record.weekends.filter((d) => d.cleaned < d.rooms);
  const late = record.slipped.filter((s) => s.outcome === 'late').length;
  return (
    <Stack gap="md" mb="lg" data-testid="record-summary">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {room ? (
          <>
            <Fact label={t('summary.lastClean')}>
              {room.lastClean ? `${at(room.lastClean.at)} · ${name(room.lastClean.cleanType)}` : t('summary.never')}
            </Fact>
            <Fact
              label={
                room.deepCleanType ? t('summary.lastDeepCleanOf', { cleanType: name(room.deepCleanType) }) : t('summary.lastDeepClean')
              }
            >
              {room.lastDeepClean ? at(room.lastDeepClean.at) : room.deepCleanType ? t('summary.never') : t('summary.notScheduled')}
            </Fact>
            <Fact
              label={t('summary.nextDue')}
              icon={room.nextDue?.overdue ? <IconClockExclamation size={16} color="var(--mantine-color-red-7)" aria-hidden /> : null}
            >
              {room.nextDue ? (
                <Group gap={6}>
                  <span>{`${at(room.nextDue.at)} · ${name(room.nextDue.cleanType)}`}</span>
                  {room.nextDue.overdue ? <Badge color="red">{t('summary.overdue')}</Badge> : null}
                </Group>
              ) : (
                t('summary.notScheduled')
              )}
            </Fact>
          </>
        ) : (
          <>
            <Fact label={t('summary.rooms')}>{record.rooms.length}</Fact>
            <Fact label={t('summary.overdueRooms')}>{record.rooms.filter((r) => r.nextDue?.overdue).length}</Fact>
            <Fact label={t('summary.neverDeep')}>{record.rooms.filter((r) => r.deepCleanType && !r.lastDeepClean).length}</Fact>
          </>
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('summary.weekends')} icon={<IconCalendarWeek size={16} aria-hidden />}>
          {record.weekends.length
            ? t('summary.weekendsValue', { covered: record.weekends.length - gaps.length, total: record.weekends.length })
            : t('summary.noWeekends')}
          {gaps.length ? (
            <Text size="sm" fw={500} data-testid="weekend-gaps">
              {t('summary.gaps', { days: gaps.map((d) => formatLocalDate(d.date)).join(', ') })}
            </Text>
          ) : null}
        </Fact>
        <Fact label={t('summary.slipped')} icon={<IconAlertTriangle size={16} aria-hidden />}>
          {t('summary.slippedValue', { late, missed: record.slipped.length - late })}
        </Fact>
      </SimpleGrid>
      {record.rotations.map((r) => (
        <Card withBorder padding="sm" key={r.routineId} data-testid="rotation">
          <Group gap={6}>
            <IconRotate size={16} aria-hidden />
            <Text fw={600}>{t('summary.rotation', { cleanType: name(r.cleanType), roomType: name(r.roomType), days: r.cycleDays })}</Text>
          </Group>
          <Text size="sm" mt={4}>
            {r.unreached.length ? t('summary.unreached', { count: r.unreached.length, rooms: r.rooms }) : t('summary.allReached')}
          </Text>
          {r.unreached.length ? (
            <Group gap={6} mt={6} data-testid="unreached-rooms">
              {r.unreached.map((u) => (
                <Badge key={u.id} variant="light" color="orange">
                  {u.number}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
