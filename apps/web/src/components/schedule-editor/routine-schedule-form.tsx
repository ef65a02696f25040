import type { TCronSchedule, TRelativeSchedule, TRoutineSchedule, TScheduleProblem } from '@carehome/contracts';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AbsoluteScheduleForm } from './absolute-schedule-form.tsx';
import { DurationField } from './duration-field.tsx';
import { DateField, IntField } from './fields.tsx';
import { ScheduleDates } from './period-fields.tsx';
import { ProblemsAlert, useFieldProblems } from './problems.tsx';
import { type RoutineFormProps, withOptional } from './routine-form-props.ts';

/**
 * The fields of a routine schedule of one kind (Cron, Absolute or Relative), each with its problems
 * beside it; the problems no field shows are listed above.
 */
export function RoutineScheduleForm({
  value,
  onChange,
  problems,
  pathPrefix,
  lang,
}: {
  value: TRoutineSchedule;
  onChange: (value: TRoutineSchedule) => void;
  problems: TScheduleProblem[];
  pathPrefix: string;
  lang: string;
}) {
  const fields = useMemo(() => {
    if (value.type === 'Cron') return ['cron', 'dueAfterMinutes', 'durationMinutes', 'startDate', 'endDate'];
    if (value.type === 'Relative') return ['startDate', 'afterLastClean', 'dueAfter', 'window'];
    return [
      'startDate',
      'endDate',
      'period',
      'every',
      'weekDays',
      'monthDays',
      'yearDates',
      'buckets',
      ...value.buckets.flatMap((_, i) => [`buckets.${i}.start`, `buckets.${i}.due`, `buckets.${i}.end`, `buckets.${i}`]),
    ];
  }, [value]);
  const { err, rest } = useFieldProblems(problems, fields, lang);
  const path = (field: string) => `${pathPrefix}.${field}`;

  return (
    <Stack gap="md">
      <ProblemsAlert problems={rest} lang={lang} asList />
      {value.type === 'Cron' ? <CronForm value={value} onChange={onChange} err={err} path={path} /> : null}
      {value.type === 'Absolute' ? <AbsoluteScheduleForm value={value} onChange={onChange} err={err} path={path} lang={lang} /> : null}
      {value.type === 'Relative' ? <RelativeForm value={value} onChange={onChange} err={err} path={path} /> : null}
    </Stack>
  );
}

function CronForm({ value, onChange, err, path }: RoutineFormProps<TCronSchedule>) {
  const { t } = useTranslation('config');
  return (
    <Stack gap="md">
      <TextInput
        label={t('schedule.cron')}
        description={t('schedule.cronHelp')}
        value={value.cron}
        onChange={(e) => onChange({ ...value, cron: e.currentTarget.value })}
        placeholder="0 7 * * *"
        error={err('cron')}
        maw={560}
        spellCheck={false}
        autoComplete="off"
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }}
        data-path={path('cron')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
        <IntField
          label={t('schedule.dueAfterMinutes')}
          description={t('schedule.dueAfterMinutesHelp')}
          value={value.dueAfterMinutes}
          allowEmpty
          onChange={(n) => onChange(withOptional(value, 'dueAfterMinutes', n))}
          error={err('dueAfterMinutes')}
          data-path={path('dueAfterMinutes')}
        />
        <IntField
          label={t('schedule.durationMinutes')}
          description={t('schedule.durationMinutesHelp')}
          value={value.durationMinutes}
          allowEmpty
          onChange={(n) => onChange(withOptional(value, 'durationMinutes', n))}
          error={err('durationMinutes')}
          data-path={path('durationMinutes')}
        />
      </SimpleGrid>
      <ScheduleDates
        startDate={value.startDate}
        endDate={value.endDate}
        onStart={(d) => onChange(withOptional(value, 'startDate', d ?? undefined))}
        onEnd={(d) => onChange(d === null ? withOptional(value, 'endDate', undefined) : { ...value, endDate: d })}
        optionalStart
        err={err}
        path={path}
      />
    </Stack>
  );
}

function RelativeForm({ value, onChange, err, path }: RoutineFormProps<TRelativeSchedule>) {
  const { t } = useTranslation('config');
  return (
    <Stack gap="md">
      <DurationField
        label={t('schedule.afterLastClean')}
        description={t('schedule.afterLastCleanHelp')}
        value={value.afterLastClean}
        onChange={(d) => onChange({ ...value, afterLastClean: d ?? { amount: 0, unit: value.afterLastClean.unit } })}
        error={err('afterLastClean')}
        dataPath={path('afterLastClean.amount')}
      />
      <DurationField
        label={t('schedule.dueAfter')}
        description={t('schedule.dueAfterHelp')}
        value={value.dueAfter}
        optional
        onChange={(d) => onChange(withOptional(value, 'dueAfter', d))}
        error={err('dueAfter')}
        dataPath={path('dueAfter')}
      />
      <DurationField
        label={t('schedule.window')}
        description={t('schedule.windowHelp')}
        value={value.window}
        optional
        onChange={(d) => onChange(withOptional(value, 'window', d))}
        error={err('window')}
        dataPath={path('window')}
      />
      <DateField
        label={t('schedule.relativeStart')}
        description={t('schedule.relativeStartHelp')}
        value={value.startDate}
        onChange={(d) => onChange(withOptional(value, 'startDate', d ?? undefined))}
        error={err('startDate')}
        data-path={path('startDate')}
      />
    </Stack>
  );
}
