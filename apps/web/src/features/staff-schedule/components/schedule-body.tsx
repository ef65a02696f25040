import { Button, Stack } from '@mantine/core';
import { IconCalendarOff, IconPlus, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { type ViewMode, viewIsEmpty } from '../model/schedule-view.ts';
import { DayRow } from './day-row.tsx';
import { useSchedule } from './schedule-context.ts';
import { WeekGrid } from './week-grid.tsx';

/** The staff rows of the view, or what to do when there is nothing to show. */
export function ScheduleBody({ mode, date, dates }: { mode: ViewMode; date: string; dates: string[] }) {
  const { t } = useTranslation('staff-schedule');
  const { schedule, rows, actions } = useSchedule();
  if (!schedule.staff.some((s) => !s.isArchived)) {
    return (
      <EmptyState
        icon={<IconUserOff size={34} />}
        title={t('empty.noStaffTitle')}
        description={t('empty.noStaffBody')}
        action={
          <Button component={Link} to="/admin/staff/new" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('empty.addStaff')}
          </Button>
        }
      />
    );
  }
  if (viewIsEmpty(rows)) {
    const past = dates.at(-1) !== undefined && (dates.at(-1) as string) < schedule.today;
    return (
      <EmptyState
        icon={<IconCalendarOff size={34} />}
        title={t(`empty.title.${mode}`)}
        description={past ? t('empty.past') : t('empty.body')}
        action={
          past ? null : (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => actions.create(date < schedule.today ? { startDate: schedule.today, endDate: schedule.today } : {})}
              data-testid="empty-new-assignment"
            >
              {t('new')}
            </Button>
          )
        }
      />
    );
  }
  if (mode === 'week') return <WeekGrid dates={dates} />;
  return (
    <Stack gap="sm" data-testid="day-view">
      {rows.map((row) => (
        <DayRow key={row.member?.id ?? 'none'} row={row} date={date} />
      ))}
    </Stack>
  );
}
