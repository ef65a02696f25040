import { EDITOR_PERIODS, type TEditorPeriod, type TEditorSchedule } from '@carehome/contracts';
import { nextRuns, validateEditorSchedule } from '@carehome/domain';
import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MonthDayMode, monthDayMode, monthDayOf } from '../../lib/schedule-form.ts';
import { describeEditorSchedule, formatInstant } from '../../lib/schedule-text.ts';
import { IntField, TimeField } from './fields.tsx';
import { PeriodEveryFields, ScheduleDates, WeekDaysField } from './period-fields.tsx';
import { SchedulePreviewCard } from './preview-card.tsx';
import { ProblemsAlert, useFieldProblems } from './problems.tsx';

const FIELDS = ['period', 'every', 'startDate', 'endDate', 'at', 'minuteOfHour', 'weekDays', 'monthDay'];

/**
 * The schedule editor of notifications and site schedules (every N minutes, hours, days, weeks or
 * months; a monthly one on a day number, the last day, the last weekday or N days before the end of
 * the month) with its rule messages beside the fields and a preview
 * of the next five runs in the site's time zone. `fieldError` gives the server's message of a field
 * ('period', 'every', 'at', …) when the form's own rules find none; `pathPrefix` names the fields for
 * `data-path` (the page's jump-to-problem links).
 */
export function EditorScheduleForm({
  value,
  onChange,
  timeZone,
  lang,
  fieldError,
  pathPrefix,
  previewTitle,
}: {
  value: TEditorSchedule;
  onChange: (value: TEditorSchedule) => void;
  timeZone: string;
  lang: string;
  fieldError?: (field: string) => ReactNode;
  pathPrefix: string;
  /** The preview's heading (default: the notification's 'Next notifications'). */
  previewTitle?: string;
}) {
  const { t } = useTranslation(['config', 'errors']);
  const problems = useMemo(() => validateEditorSchedule(value), [value]);
  const fieldProblems = useFieldProblems(problems, FIELDS, lang);
  const err = (field: string) => fieldProblems.err(field) ?? fieldError?.(field);
  const path = (field: string) => `${pathPrefix}.${field}`;
  const mode = monthDayMode(value.monthDay);
  const [dayNumber, setDayNumber] = useState(typeof value.monthDay === 'number' ? value.monthDay : 1);
  const [beforeEnd, setBeforeEnd] = useState(typeof value.monthDay === 'object' ? value.monthDay.daysBeforeEnd : 3);

  const setPeriod = (period: TEditorPeriod) => {
    const next: TEditorSchedule = { ...value, period };
    if (period === 'Weekly' && !next.weekDays?.length) next.weekDays = [1];
    if (period === 'Monthly' && next.monthDay === undefined) next.monthDay = 1;
    if ((period === 'Daily' || period === 'Weekly' || period === 'Monthly') && !next.at) next.at = '18:00';
    onChange(next);
  };

  const runs = useMemo(() => {
    if (problems.length) return null;
    try {
      return nextRuns(value, timeZone, new Date(), 5);
    } catch {
      return null;
    }
  }, [value, problems.length, timeZone]);

  const withAt = value.period === 'Daily' || value.period === 'Weekly' || value.period === 'Monthly';

  return (
    <Stack gap="md">
      <ProblemsAlert problems={fieldProblems.rest} lang={lang} />
      <PeriodEveryFields
        periodLabel={t('notify.period')}
        periods={EDITOR_PERIODS.map((p) => ({ value: p, label: t(`editorPeriods.${p}`) }))}
        period={value.period}
        onPeriod={setPeriod}
        every={value.every}
        onEvery={(every) => onChange({ ...value, every })}
        unit={t(`notify.everyUnit.${value.period}`)}
        widths={[200, 140, 84]}
        err={err}
        path={path}
      >
        {withAt ? (
          <TimeField
            label={t('notify.at')}
            value={value.at ?? '00:00'}
            onChange={(at) => onChange({ ...value, at })}
            error={err('at')}
            data-path={path('at')}
          />
        ) : null}
        {value.period === 'Hourly' ? (
          <IntField
            label={t('notify.minuteOfHour')}
            value={value.minuteOfHour ?? 0}
            onChange={(n) => onChange({ ...value, minuteOfHour: n ?? 0 })}
            error={err('minuteOfHour')}
            w={170}
            data-path={path('minuteOfHour')}
          />
        ) : null}
      </PeriodEveryFields>
      <ScheduleDates
        startDate={value.startDate}
        endDate={value.endDate}
        onStart={(d) => onChange({ ...value, startDate: d ?? '' })}
        onEnd={(d) => onChange({ ...value, endDate: d })}
        err={err}
        path={path}
      />
      <WeekDaysField schedule={value} onChange={onChange} lang={lang} err={err} path={path} />
      {value.period === 'Monthly' ? (
        <Radio.Group
          label={t('notify.monthDay')}
          value={mode}
          onChange={(m) => onChange({ ...value, monthDay: monthDayOf(m as MonthDayMode, dayNumber, beforeEnd) })}
          error={err('monthDay')}
        >
          <Stack gap="sm" mt="xs">
            <Group gap="sm" align="center" mih={44}>
              <Radio value="day" label={t('notify.monthDayNumber')} size="md" />
              <NativeSelect
                aria-label={t('notify.monthDayNumberLabel')}
                value={String(dayNumber)}
                disabled={mode !== 'day'}
                onChange={(e) => {
                  const n = Number(e.currentTarget.value);
                  setDayNumber(n);
                  onChange({ ...value, monthDay: n });
                }}
                data={Array.from({ length: 31 }, (_, i) => String(i + 1))}
                w={90}
                size="md"
              />
            </Group>
            <Group mih={44}>
              <Radio value="last" label={t('notify.lastDay')} size="md" />
            </Group>
            <Group mih={44}>
              <Radio value="lastWeekday" label={t('notify.lastWeekday')} size="md" />
            </Group>
            <Group gap="sm" align="center" mih={44}>
              <Radio value="daysBeforeEnd" label={t('notify.daysBeforeEnd')} size="md" />
              <IntField
                aria-label={t('notify.daysBeforeEndLabel')}
                value={beforeEnd}
                disabled={mode !== 'daysBeforeEnd'}
                onChange={(n) => {
                  const v = n ?? 1;
                  setBeforeEnd(v);
                  onChange({ ...value, monthDay: { daysBeforeEnd: v } });
                }}
                w={90}
              />
            </Group>
          </Stack>
        </Radio.Group>
      ) : null}
      <SchedulePreviewCard
        testId="runs-preview"
        title={previewTitle ?? t('notify.previewTitle')}
        titleOrder={3}
        summary={describeEditorSchedule(value, t, lang)}
        note={t('preview.zoneNote', { zone: timeZone })}
        valid={problems.length === 0}
        items={runs?.map((r) => ({ key: r.toISOString(), label: formatInstant(r, timeZone, lang) })) ?? null}
      />
    </Stack>
  );
}
