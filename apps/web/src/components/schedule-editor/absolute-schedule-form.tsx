import { ROUTINE_PERIODS, type TAbsoluteSchedule, type TRoutinePeriod } from '@carehome/contracts';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../lib/dates.ts';
import { MONTH_LENGTHS, toggleValue, yearDate } from '../../lib/schedule-form.ts';
import { yearDateName } from '../../lib/schedule-text.ts';
import { ToggleGroup } from './fields.tsx';
import { PeriodEveryFields, ScheduleDates, WeekDaysField } from './period-fields.tsx';
import { type RoutineFormProps, withOptional } from './routine-form-props.ts';
import { ScheduleBuckets } from './schedule-buckets.tsx';

/**
 * An Absolute routine schedule: its dates, its period (daily, weekly on chosen days, monthly on chosen
 * days, yearly on chosen dates) every N periods, and the time buckets of each day it runs.
 */
export function AbsoluteScheduleForm({ value, onChange, err, path, lang }: RoutineFormProps<TAbsoluteSchedule> & { lang: string }) {
  const { t } = useTranslation('config');
  const setPeriod = (period: TRoutinePeriod) => {
    const next: TAbsoluteSchedule = { ...value, period };
    if (period === 'Weekly' && !next.weekDays?.length) next.weekDays = [1];
    if (period === 'Monthly' && !next.monthDays?.length) next.monthDays = [1];
    if (period === 'Yearly' && !next.yearDates?.length) next.yearDates = ['01-01'];
    onChange(next);
  };
  return (
    <Stack gap="md">
      <ScheduleDates
        startDate={value.startDate}
        endDate={value.endDate}
        onStart={(d) => onChange(withOptional(value, 'startDate', d ?? undefined))}
        onEnd={(d) => onChange({ ...value, endDate: d })}
        err={err}
        path={path}
      />
      <PeriodEveryFields
        periodLabel={t('schedule.period')}
        periods={ROUTINE_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        period={value.period}
        onPeriod={setPeriod}
        every={value.every}
        onEvery={(every) => onChange({ ...value, every })}
        unit={t(`schedule.everyUnit.${value.period}`)}
        widths={[190, 120, 80]}
        err={err}
        path={path}
      />
      <WeekDaysField schedule={value} onChange={onChange} lang={lang} err={err} path={path} />
      {value.period === 'Monthly' ? (
        <ToggleGroup<number | 'last'>
          label={t('schedule.monthDays')}
          description={t('schedule.monthDaysHelp')}
          cols={8}
          options={[
            ...Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) })),
            { value: 'last' as const, label: t('schedule.lastShort'), ariaLabel: t('schedule.lastDayOfMonth') },
          ]}
          value={value.monthDays ?? []}
          onToggle={(d) => onChange({ ...value, monthDays: toggleValue(value.monthDays, d) })}
          error={err('monthDays')}
          dataPath={path('monthDays')}
        />
      ) : null}
      {value.period === 'Yearly' ? <YearDates value={value} onChange={onChange} err={err} path={path} lang={lang} /> : null}
      <ScheduleBuckets value={value} onChange={onChange} err={err} path={path} />
    </Stack>
  );
}

function YearDates({ value, onChange, err, path, lang }: RoutineFormProps<TAbsoluteSchedule> & { lang: string }) {
  const { t } = useTranslation('config');
  const [month, setMonth] = useState(1);
  const [day, setDay] = useState(1);
  const dates = value.yearDates ?? [];
  const add = () => {
    const d = yearDate(month, Math.min(day, MONTH_LENGTHS[month - 1] ?? 31));
    if (!dates.includes(d)) onChange({ ...value, yearDates: [...dates, d].sort() });
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('schedule.yearDates')}
      </Text>
      <Group gap="xs">
        {dates.map((d) => (
          <Button
            key={d}
            variant="light"
            rightSection={<IconX size={16} aria-hidden />}
            aria-label={t('schedule.removeYearDate', { date: yearDateName(d, lang) })}
            onClick={() => onChange({ ...value, yearDates: dates.filter((x) => x !== d) })}
          >
            {yearDateName(d, lang)}
          </Button>
        ))}
      </Group>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={t('schedule.month')}
          value={String(month)}
          onChange={(e) => setMonth(Number(e.currentTarget.value))}
          data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName(i + 1, lang) }))}
          w={170}
          size="md"
          data-path={path('yearDates')}
        />
        <NativeSelect
          label={t('schedule.day')}
          value={String(day)}
          onChange={(e) => setDay(Number(e.currentTarget.value))}
          data={Array.from({ length: MONTH_LENGTHS[month - 1] ?? 31 }, (_, i) => String(i + 1))}
          w={100}
          size="md"
        />
        <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
          {t('schedule.addYearDate')}
        </Button>
      </Group>
      {err('yearDates') ? (
        <Text c="red.8" size="sm" role="alert">
          {err('yearDates')}
        </Text>
      ) : null}
    </Stack>
  );
}
