import { EDITOR_PERIODS, type TEditorPeriod, type TEditorSchedule } from '@carehome/contracts';
import { nextRuns, validateEditorSchedule } from '@carehome/domain';
import { Alert, Card, Group, List, NativeSelect, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../lib/problem-text.ts';
import { assignProblems, type MonthDayMode, monthDayMode, monthDayOf, toggleValue } from '../../lib/schedule-form.ts';
import { describeEditorSchedule, formatInstant, weekdayNames } from '../../lib/schedule-text.ts';
import { DateField, IntField, TimeField, ToggleGroup } from './fields.tsx';

const FIELDS = ['period', 'every', 'startDate', 'endDate', 'at', 'minuteOfHour', 'weekDays', 'monthDay'];

/**
 * The schedule editor (spec section 3: Minutes, Hourly, Daily, Weekly, Monthly with last day, last
 * weekday and days before the end of the month) with its rule messages beside the fields and a preview
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
  const { byField, rest } = useMemo(() => assignProblems(problems, FIELDS), [problems]);
  const err = (field: string) => {
    const list = byField[field];
    return list?.length ? list.map((p) => problemText(t, p, lang)).join(' ') : fieldError?.(field);
  };
  const mode = monthDayMode(value.monthDay);
  const [dayNumber, setDayNumber] = useState(typeof value.monthDay === 'number' ? value.monthDay : 1);
  const [beforeEnd, setBeforeEnd] = useState(typeof value.monthDay === 'object' ? value.monthDay.daysBeforeEnd : 3);
  const names = weekdayNames(lang);

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
      {rest.length ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {rest.map((p) => problemText(t, p, lang)).join(' ')}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="md">
        <Select
          label={t('notify.period')}
          data={EDITOR_PERIODS.map((p) => ({ value: p, label: t(`editorPeriods.${p}`) }))}
          value={value.period}
          allowDeselect={false}
          onChange={(p) => p && setPeriod(p as TEditorPeriod)}
          error={err('period')}
          w={200}
          data-path={`${pathPrefix}.period`}
        />
        <IntField
          label={t('schedule.every')}
          value={value.every}
          onChange={(n) => onChange({ ...value, every: n ?? 1 })}
          error={err('every')}
          w={140}
          rightSection={
            <Text size="sm" c="dimmed" pr="xs">
              {t(`notify.everyUnit.${value.period}`)}
            </Text>
          }
          rightSectionWidth={84}
          data-path={`${pathPrefix}.every`}
        />
        {withAt ? (
          <TimeField
            label={t('notify.at')}
            value={value.at ?? '00:00'}
            onChange={(at) => onChange({ ...value, at })}
            error={err('at')}
            data-path={`${pathPrefix}.at`}
          />
        ) : null}
        {value.period === 'Hourly' ? (
          <IntField
            label={t('notify.minuteOfHour')}
            value={value.minuteOfHour ?? 0}
            onChange={(n) => onChange({ ...value, minuteOfHour: n ?? 0 })}
            error={err('minuteOfHour')}
            w={170}
            data-path={`${pathPrefix}.minuteOfHour`}
          />
        ) : null}
      </Group>
      <Group align="flex-start" gap="md">
        <DateField
          label={t('schedule.startDate')}
          required
          value={value.startDate}
          onChange={(d) => onChange({ ...value, startDate: d ?? '' })}
          error={err('startDate')}
          data-path={`${pathPrefix}.startDate`}
        />
        <DateField
          label={t('schedule.endDate')}
          description={t('schedule.endDateHelp')}
          value={value.endDate}
          onChange={(d) => onChange({ ...value, endDate: d })}
          error={err('endDate')}
          data-path={`${pathPrefix}.endDate`}
        />
      </Group>
      {value.period === 'Weekly' ? (
        <ToggleGroup
          label={t('schedule.weekDays')}
          cols={7}
          options={names.map((n, i) => ({ value: i + 1, label: n }))}
          value={value.weekDays ?? []}
          onToggle={(d) => onChange({ ...value, weekDays: toggleValue(value.weekDays, d) })}
          error={err('weekDays')}
          dataPath={`${pathPrefix}.weekDays`}
        />
      ) : null}
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
      <Card withBorder padding="md" bg="gray.0" aria-live="polite" data-testid="runs-preview">
        <Group gap="xs" mb={4}>
          <IconCalendarEvent size={20} aria-hidden />
          <Title order={3} fz="md">
            {previewTitle ?? t('notify.previewTitle')}
          </Title>
        </Group>
        <Text size="sm" mb="xs">
          {describeEditorSchedule(value, t, lang)}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {t('preview.zoneNote', { zone: timeZone })}
        </Text>
        {problems.length ? (
          <Text size="sm">{t('preview.invalid')}</Text>
        ) : runs?.length ? (
          <List size="sm" spacing={2} type="ordered">
            {runs.map((r) => (
              <List.Item key={r.toISOString()}>{formatInstant(r, timeZone, lang)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('preview.none')}</Text>
        )}
      </Card>
    </Stack>
  );
}
