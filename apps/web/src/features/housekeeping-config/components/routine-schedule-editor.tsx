import {
  ROUTINE_PERIODS,
  type TAbsoluteSchedule,
  type TCronSchedule,
  type TRelativeSchedule,
  type TRoutinePeriod,
  type TRoutineSchedule,
  type TScheduleProblem,
} from '@carehome/contracts';
import { formatScheduleJson, nextBuckets, validateRoutineSchedule } from '@carehome/domain';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, IntField, TimeField, ToggleGroup } from '../../../components/schedule-editor/fields.tsx';
import { problemText } from '../../../lib/problem-text.ts';
import {
  assignProblems,
  defaultSchedule,
  MONTH_LENGTHS,
  nextBucketDefault,
  readScheduleJson,
  type ScheduleChoice,
  toggleValue,
  yearDate,
} from '../../../lib/schedule-form.ts';
import { formatBucket, todayIn, weekdayNames, yearDateName } from '../../../lib/schedule-text.ts';
import { DurationField } from './duration-field.tsx';

interface Props {
  value: TRoutineSchedule | null;
  onChange: (value: TRoutineSchedule | null) => void;
  /** The JSON text while the schedule is edited as JSON; undefined in the form view. */
  pendingText: string | undefined;
  onPendingText: (text: string | undefined) => void;
  timeZone: string;
  /** Path of the schedule in the configuration, for focusing a field with a problem. */
  pathPrefix: string;
}

const CHOICES: ScheduleChoice[] = ['none', 'Cron', 'Absolute', 'Relative'];

/**
 * The schedule of a routine: none (on demand), Cron, Absolute or Relative, with structured fields
 * for each and an "Edit as JSON" view of the same schedule. Problems of `validateRoutineSchedule`
 * show beside their field with the spec's texts; when the schedule is valid, its next five time
 * buckets are shown in the site's time zone.
 */
export const RoutineScheduleEditor = memo(function RoutineScheduleEditor({
  value,
  onChange,
  pendingText,
  onPendingText,
  timeZone,
  pathPrefix,
}: Props) {
  const { t, i18n } = useTranslation(['config', 'errors']);
  const lang = i18n.language;
  const remembered = useRef<Partial<Record<TRoutineSchedule['type'], TRoutineSchedule>>>({});
  const [blockedForm, setBlockedForm] = useState(false);
  const json = useMemo(() => (pendingText !== undefined ? readScheduleJson(pendingText) : null), [pendingText]);
  const problems = useMemo<TScheduleProblem[]>(() => (json ? json.problems : value ? validateRoutineSchedule(value) : []), [json, value]);
  const view = pendingText !== undefined ? 'json' : 'form';
  const choice: ScheduleChoice = value?.type ?? 'none';
  const text = (p: TScheduleProblem) => problemText(t, p, lang);

  const choose = (next: ScheduleChoice) => {
    if (value) remembered.current[value.type] = value;
    const schedule = next === 'none' ? null : (remembered.current[next] ?? defaultSchedule(next, todayIn(timeZone)));
    onChange(schedule);
    setBlockedForm(false);
    onPendingText(view === 'json' && schedule ? formatScheduleJson(schedule) : undefined);
  };

  const switchView = (next: string) => {
    if (next === 'json') {
      if (value) onPendingText(formatScheduleJson(value));
      return;
    }
    if (json && json.schedule === null) {
      setBlockedForm(true);
      return;
    }
    setBlockedForm(false);
    onPendingText(undefined);
  };

  const onJsonText = (raw: string) => {
    onPendingText(raw);
    setBlockedForm(false);
    const read = readScheduleJson(raw);
    if (read.schedule) onChange(read.schedule);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Box>
          <Text component="div" fw={500} size="sm" mb={4} id={`${pathPrefix}-type-label`}>
            {t('schedule.typeLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${pathPrefix}-type-label`}
            value={choice}
            onChange={(v) => choose(v as ScheduleChoice)}
            data={CHOICES.map((c) => ({ value: c, label: t(`schedule.types.${c}`) }))}
            size="md"
          />
        </Box>
        {value || view === 'json' ? (
          <Box>
            <Text component="div" fw={500} size="sm" mb={4} id={`${pathPrefix}-view-label`}>
              {t('schedule.viewLabel')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${pathPrefix}-view-label`}
              value={view}
              onChange={switchView}
              data={[
                { value: 'form', label: t('schedule.viewForm') },
                { value: 'json', label: t('schedule.viewJson') },
              ]}
              size="md"
            />
          </Box>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`schedule.help.${choice}`)}
      </Text>

      {view === 'json' ? (
        <Stack gap="xs">
          {blockedForm ? (
            <Alert color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('schedule.fixJsonFirst')}
            </Alert>
          ) : null}
          <Textarea
            label={t('schedule.jsonLabel')}
            description={t('schedule.jsonHelp')}
            value={pendingText ?? ''}
            onChange={(e) => onJsonText(e.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={22}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 } }}
            data-path={pathPrefix}
            error={
              problems.length ? (
                <Stack gap={2} component="span" data-testid="schedule-json-problems">
                  {problems.map((p) => (
                    <span key={`${p.path}|${p.code}|${p.message}`}>{p.path ? `${p.path}: ${text(p)}` : text(p)}</span>
                  ))}
                </Stack>
              ) : undefined
            }
          />
        </Stack>
      ) : value ? (
        <ScheduleForm value={value} onChange={onChange} problems={problems} pathPrefix={pathPrefix} lang={lang} />
      ) : null}

      {value ? <BucketPreview value={value} valid={problems.length === 0} timeZone={timeZone} lang={lang} /> : null}
    </Stack>
  );
});

function ScheduleForm({
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
  const { t } = useTranslation(['config', 'errors']);
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
  const { byField, rest } = useMemo(() => assignProblems(problems, fields), [problems, fields]);
  const err = (field: string) => {
    const list = byField[field];
    return list?.length ? list.map((p) => problemText(t, p, lang)).join(' ') : undefined;
  };
  const path = (field: string) => `${pathPrefix}.${field}`;

  return (
    <Stack gap="md">
      {rest.length ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          <List size="sm">
            {rest.map((p) => (
              <List.Item key={`${p.path}|${p.code}|${p.message}`}>{problemText(t, p, lang)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {value.type === 'Cron' ? <CronForm value={value} onChange={onChange} err={err} path={path} /> : null}
      {value.type === 'Absolute' ? <AbsoluteForm value={value} onChange={onChange} err={err} path={path} lang={lang} /> : null}
      {value.type === 'Relative' ? <RelativeForm value={value} onChange={onChange} err={err} path={path} /> : null}
    </Stack>
  );
}

interface FormProps<S> {
  value: S;
  onChange: (value: TRoutineSchedule) => void;
  err: (field: string) => string | undefined;
  path: (field: string) => string;
}

/** Sets an optional field, leaving it out when undefined (the JSON stays clean). */
function withOptional<S extends object, K extends keyof S>(s: S, key: K, v: S[K] | undefined): S {
  const next = { ...s };
  if (v === undefined) delete next[key];
  else next[key] = v;
  return next;
}

function CronForm({ value, onChange, err, path }: FormProps<TCronSchedule>) {
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
      <DateRange value={value} onChange={onChange} err={err} path={path} optionalStart />
    </Stack>
  );
}

function DateRange<S extends { startDate?: string; endDate?: string | null }>({
  value,
  onChange,
  err,
  path,
  optionalStart = false,
}: FormProps<S> & { optionalStart?: boolean }) {
  const { t } = useTranslation('config');
  return (
    <Group align="flex-start" gap="md">
      <DateField
        label={t('schedule.startDate')}
        description={optionalStart ? t('schedule.optional') : undefined}
        value={value.startDate}
        required={!optionalStart}
        onChange={(d) => onChange(withOptional(value, 'startDate', d ?? undefined) as unknown as TRoutineSchedule)}
        error={err('startDate')}
        data-path={path('startDate')}
      />
      <DateField
        label={t('schedule.endDate')}
        description={t('schedule.endDateHelp')}
        value={value.endDate}
        onChange={(d) =>
          onChange(
            (optionalStart && d === null
              ? withOptional(value, 'endDate', undefined)
              : { ...value, endDate: d }) as unknown as TRoutineSchedule,
          )
        }
        error={err('endDate')}
        data-path={path('endDate')}
      />
    </Group>
  );
}

function AbsoluteForm({ value, onChange, err, path, lang }: FormProps<TAbsoluteSchedule> & { lang: string }) {
  const { t } = useTranslation('config');
  const names = weekdayNames(lang);
  const setPeriod = (period: TRoutinePeriod) => {
    const next: TAbsoluteSchedule = { ...value, period };
    if (period === 'Weekly' && !next.weekDays?.length) next.weekDays = [1];
    if (period === 'Monthly' && !next.monthDays?.length) next.monthDays = [1];
    if (period === 'Yearly' && !next.yearDates?.length) next.yearDates = ['01-01'];
    onChange(next);
  };
  return (
    <Stack gap="md">
      <DateRange value={value} onChange={onChange} err={err} path={path} />
      <Group align="flex-start" gap="md">
        <Select
          label={t('schedule.period')}
          data={ROUTINE_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
          value={value.period}
          allowDeselect={false}
          onChange={(p) => p && setPeriod(p as TRoutinePeriod)}
          error={err('period')}
          w={190}
          data-path={path('period')}
        />
        <IntField
          label={t('schedule.every')}
          value={value.every}
          onChange={(n) => onChange({ ...value, every: n ?? 1 })}
          error={err('every')}
          w={120}
          rightSection={
            <Text size="sm" c="dimmed" pr="xs">
              {t(`schedule.everyUnit.${value.period}`)}
            </Text>
          }
          rightSectionWidth={80}
          data-path={path('every')}
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
          dataPath={path('weekDays')}
        />
      ) : null}
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
      <Buckets value={value} onChange={onChange} err={err} path={path} />
    </Stack>
  );
}

function YearDates({ value, onChange, err, path, lang }: FormProps<TAbsoluteSchedule> & { lang: string }) {
  const { t } = useTranslation('config');
  const [month, setMonth] = useState(1);
  const [day, setDay] = useState(1);
  const monthFmt = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
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
          data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthFmt.format(Date.UTC(2024, i, 1)) }))}
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

function Buckets({ value, onChange, err, path }: FormProps<TAbsoluteSchedule>) {
  const { t } = useTranslation('config');
  const setBucket = (index: number, key: 'start' | 'due' | 'end', time: string) =>
    onChange({ ...value, buckets: value.buckets.map((b, i) => (i === index ? { ...b, [key]: time } : b)) });
  return (
    <Stack gap="xs">
      <Box>
        <Title order={4} fz="md">
          {t('schedule.buckets')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('schedule.bucketsHelp')}
        </Text>
      </Box>
      <Table withTableBorder={false} verticalSpacing={6} maw={560} aria-label={t('schedule.buckets')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('schedule.bucketNumber')}</Table.Th>
            <Table.Th>{t('schedule.bucketStart')}</Table.Th>
            <Table.Th>{t('schedule.bucketDue')}</Table.Th>
            <Table.Th>{t('schedule.bucketEnd')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('common:table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.buckets.map((b, i) => {
            const n = i + 1;
            const rowError = err(`buckets.${i}`);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: buckets have no id; a row is its position
              <Table.Tr key={i} style={{ verticalAlign: 'top' }}>
                <Table.Td pt={16}>{n}</Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('schedule.bucketStartOf', { n })}
                    value={b.start}
                    onChange={(v) => setBucket(i, 'start', v)}
                    error={err(`buckets.${i}.start`) ?? rowError}
                    data-path={path(`buckets.${i}.start`)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('schedule.bucketDueOf', { n })}
                    value={b.due}
                    allowMidnightEnd
                    onChange={(v) => setBucket(i, 'due', v)}
                    error={err(`buckets.${i}.due`)}
                    data-path={path(`buckets.${i}.due`)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeField
                    aria-label={t('schedule.bucketEndOf', { n })}
                    value={b.end}
                    allowMidnightEnd
                    onChange={(v) => setBucket(i, 'end', v)}
                    error={err(`buckets.${i}.end`)}
                    data-path={path(`buckets.${i}.end`)}
                    w={130}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('schedule.removeBucket', { n })}
                    disabled={value.buckets.length <= 1}
                    onClick={() => onChange({ ...value, buckets: value.buckets.filter((_, x) => x !== i) })}
                  >
                    <IconTrash size={20} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {err('buckets') ? (
        <Text c="red.8" size="sm" role="alert">
          {err('buckets')}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={value.buckets.length >= 48}
          onClick={() => onChange({ ...value, buckets: [...value.buckets, nextBucketDefault(value.buckets)] })}
        >
          {t('schedule.addBucket')}
        </Button>
      </Group>
    </Stack>
  );
}

function RelativeForm({ value, onChange, err, path }: FormProps<TRelativeSchedule>) {
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

function BucketPreview({ value, valid, timeZone, lang }: { value: TRoutineSchedule; valid: boolean; timeZone: string; lang: string }) {
  const { t } = useTranslation('config');
  const buckets = useMemo(() => {
    if (!valid) return null;
    try {
      const now = new Date();
      return nextBuckets(value, timeZone, now, 5, value.type === 'Relative' ? { lastCleanAt: now } : undefined);
    } catch {
      return null;
    }
  }, [value, valid, timeZone]);
  return (
    <Card withBorder padding="md" bg="gray.0" aria-live="polite" data-testid="bucket-preview">
      <Group gap="xs" mb="xs">
        <IconCalendarEvent size={20} aria-hidden />
        <Title order={4} fz="md">
          {t('preview.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {value.type === 'Relative' ? t('preview.relativeNote', { zone: timeZone }) : t('preview.zoneNote', { zone: timeZone })}
      </Text>
      {!valid ? (
        <Text size="sm">{t('preview.invalid')}</Text>
      ) : buckets?.length ? (
        <List size="sm" spacing={2} type="ordered">
          {buckets.map((b) => (
            <List.Item key={b.start.toISOString()}>{formatBucket(b, timeZone, lang, t)}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{t('preview.none')}</Text>
      )}
    </Card>
  );
}
