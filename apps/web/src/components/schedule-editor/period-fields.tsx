import { Group, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleValue } from '../../lib/schedule-form.ts';
import { weekdayNames } from '../../lib/schedule-text.ts';
import { DateField, IntField, ToggleGroup } from './fields.tsx';

/**
 * A schedule's period and its "every N" count with the period's unit beside it; `children` are the
 * fields that follow on the same row (time of day, minute of the hour).
 */
export function PeriodEveryFields<P extends string>({
  periodLabel,
  periods,
  period,
  onPeriod,
  every,
  onEvery,
  unit,
  widths,
  err,
  path,
  children,
}: {
  periodLabel: string;
  periods: { value: P; label: string }[];
  period: P;
  onPeriod: (period: P) => void;
  every: number;
  onEvery: (every: number) => void;
  unit: string;
  /** Widths of the period, the count and the unit. */
  widths: [number, number, number];
  err: (field: string) => ReactNode;
  path: (field: string) => string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('config');
  return (
    <Group align="flex-start" gap="md">
      <Select
        label={periodLabel}
        data={periods}
        value={period}
        allowDeselect={false}
        onChange={(p) => p && onPeriod(p as P)}
        error={err('period')}
        w={widths[0]}
        data-path={path('period')}
      />
      <IntField
        label={t('schedule.every')}
        value={every}
        onChange={(n) => onEvery(n ?? 1)}
        error={err('every')}
        w={widths[1]}
        rightSection={
          <Text size="sm" c="dimmed" pr="xs">
            {unit}
          </Text>
        }
        rightSectionWidth={widths[2]}
        data-path={path('every')}
      />
      {children}
    </Group>
  );
}

/**
 * The days of the week a weekly schedule runs on, Monday first, as toggles; nothing while the
 * schedule has another period.
 */
export function WeekDaysField<S extends { period: string; weekDays?: number[] }>({
  schedule,
  onChange,
  lang,
  err,
  path,
}: {
  schedule: S;
  onChange: (schedule: S) => void;
  lang: string;
  err: (field: string) => ReactNode;
  path: (field: string) => string;
}) {
  const { t } = useTranslation('config');
  if (schedule.period !== 'Weekly') return null;
  return (
    <ToggleGroup
      label={t('schedule.weekDays')}
      cols={7}
      options={weekdayNames(lang).map((n, i) => ({ value: i + 1, label: n }))}
      value={schedule.weekDays ?? []}
      onToggle={(d) => onChange({ ...schedule, weekDays: toggleValue(schedule.weekDays, d) })}
      error={err('weekDays')}
      dataPath={path('weekDays')}
    />
  );
}

/**
 * A schedule's first and last day. The start is required unless `optionalStart`, which then says
 * "optional" under it; an empty end means the schedule runs on.
 */
export function ScheduleDates({
  startDate,
  endDate,
  onStart,
  onEnd,
  optionalStart = false,
  err,
  path,
}: {
  startDate: string | undefined;
  endDate: string | null | undefined;
  onStart: (date: string | null) => void;
  onEnd: (date: string | null) => void;
  optionalStart?: boolean;
  err: (field: string) => ReactNode;
  path: (field: string) => string;
}) {
  const { t } = useTranslation('config');
  return (
    <Group align="flex-start" gap="md">
      <DateField
        label={t('schedule.startDate')}
        description={optionalStart ? t('schedule.optional') : undefined}
        required={!optionalStart}
        value={startDate}
        onChange={onStart}
        error={err('startDate')}
        data-path={path('startDate')}
      />
      <DateField
        label={t('schedule.endDate')}
        description={t('schedule.endDateHelp')}
        value={endDate}
        onChange={onEnd}
        error={err('endDate')}
        data-path={path('endDate')}
      />
    </Group>
  );
}
