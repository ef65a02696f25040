import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateWeekDay } from '../model/assignment-summary.ts';
import { displayLocalDate } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';
import { WeekRow } from './week-row.tsx';

/** Monday to Sunday: a row per staff member, a column per day, each assignment as a compact button. */
export function WeekGrid({ dates }: { dates: string[] }) {
  const { t, i18n } = useTranslation('staff-schedule');
  const { schedule, rows } = useSchedule();
  return (
    <Table
      layout="fixed"
      withTableBorder
      withColumnBorders
      verticalSpacing={4}
      horizontalSpacing={4}
      data-testid="week-view"
      aria-label={t('week.label', { from: displayLocalDate(dates[0] ?? ''), to: displayLocalDate(dates.at(-1) ?? '') })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={150}>{t('week.staff')}</Table.Th>
          {dates.map((d) => (
            <Table.Th
              key={d}
              bg={d === schedule.today ? 'blue.0' : undefined}
              aria-current={d === schedule.today ? 'date' : undefined}
              data-testid="week-day"
            >
              <Text size="sm" fw={700} tt="capitalize">
                {dateWeekDay(d, i18n.language)}
              </Text>
              <Text size="xs" c="dimmed">
                {displayLocalDate(d)}
              </Text>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <WeekRow key={row.member?.id ?? 'none'} row={row} dates={dates} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
