import { ActionIcon, Button, Group, Loader, Paper, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateWeekDay } from '../model/assignment-summary.ts';
import { displayLocalDate, shiftDate, VIEW_MODES, type ViewMode } from '../model/schedule-view.ts';
import { SiteSchedulesButton } from '../site-schedules/site-schedules-button.tsx';
import { CopyButton } from './copy-button.tsx';
import { PrintScheduleMenu } from './print-schedule-menu.tsx';
import { SiteShiftButton } from './shift-control.tsx';

/** Day or week, previous / today / next, a date field, and the copy and template tools of the view. */
export function ScheduleToolbar({
  date,
  mode,
  dates,
  today,
  onDate,
  onMode,
  onTemplates,
  loading,
}: {
  date: string;
  mode: ViewMode;
  dates: string[];
  today: string;
  onDate: (date: string) => void;
  onMode: (mode: ViewMode) => void;
  onTemplates: () => void;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('staff-schedule');
  const first = dates[0] ?? date;
  const last = dates.at(-1) ?? date;
  const heading =
    mode === 'day'
      ? t('toolbar.dayHeading', { weekday: dateWeekDay(date, i18n.language, 'long'), date: displayLocalDate(date) })
      : t('toolbar.weekHeading', { from: displayLocalDate(first), to: displayLocalDate(last) });
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <SegmentedControl
            aria-label={t('toolbar.view')}
            value={mode}
            onChange={(v) => onMode(v as ViewMode)}
            data={VIEW_MODES.map((v) => ({ value: v, label: t(`toolbar.modes.${v}`) }))}
            data-testid="view-mode"
          />
          <ActionIcon
            variant="default"
            size={42}
            onClick={() => onDate(shiftDate(date, mode, -1))}
            aria-label={t(`toolbar.previous.${mode}`)}
          >
            <IconChevronLeft aria-hidden />
          </ActionIcon>
          <Button variant="default" h={42} onClick={() => onDate(today)} disabled={date === today} data-testid="go-today">
            {t('toolbar.today')}
          </Button>
          <ActionIcon variant="default" size={42} onClick={() => onDate(shiftDate(date, mode, 1))} aria-label={t(`toolbar.next.${mode}`)}>
            <IconChevronRight aria-hidden />
          </ActionIcon>
          <TextInput
            type="date"
            aria-label={t('toolbar.date')}
            value={date}
            onChange={(e) => e.currentTarget.value && onDate(e.currentTarget.value)}
            size="md"
            w={170}
            data-testid="schedule-date"
          />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <CopyButton mode={mode} date={date} />
          <Button
            variant="default"
            h={42}
            leftSection={<IconTemplate size={18} aria-hidden />}
            onClick={onTemplates}
            data-testid="templates"
          >
            {t('templates.button')}
          </Button>
          <SiteSchedulesButton />
          <PrintScheduleMenu date={date} mode={mode} />
        </Group>
      </Group>
      <Group gap="xs" mt="xs">
        <Text fw={600} data-testid="schedule-heading" aria-live="polite">
          {heading}
        </Text>
        {loading ? <Loader size="xs" aria-hidden /> : null}
        <SiteShiftButton />
      </Group>
    </Paper>
  );
}
