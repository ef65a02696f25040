import { REPORT_KINDS, REPORTING_MAX_DAYS, type TReportKind } from '@carehome/contracts';
import {
  Button,
  type ComboboxData,
  Flex,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useFilterOptions } from '../api/reporting.ts';
import { PERIOD_PRESETS, periodProblems, presetOf, presetPeriod } from '../model/period.ts';
import type { ReportChoices } from '../model/query.ts';
import { useReportNames } from './report-names.ts';

/** The filters share a row with Run, each at least 170 px wide (a tablet in portrait puts two on a row). */
const FILTER = { flex: '1 1 170px', minWidth: 170 } as const;

/**
 * The choices of a report: which report (each with its one-line explanation), the period of site-local
 * days with quick choices and the one-year rule beside it, the filters (area, room type, clean type,
 * staff member), and Run. `fixedKind` hides the report choice (the Enhanced Cleaning Report screen).
 */
export function ReportForm({
  facilityId,
  today,
  initial,
  fixedKind,
  running,
  onRun,
}: {
  facilityId: string;
  today: string;
  initial: ReportChoices;
  fixedKind?: TReportKind;
  running: boolean;
  onRun: (choices: ReportChoices) => void;
}) {
  const { t } = useTranslation('reporting');
  const [draft, setDraft] = useState<ReportChoices>(initial);
  const [tried, setTried] = useState(false);
  const options = useFilterOptions(facilityId, today);
  // The filters choose names as written (what reports carry); they offer them in the reader's language.
  const name = useReportNames(facilityId);
  const named = (list: string[] | undefined) => (list ?? []).map((value) => ({ value, label: name(value) }));
  const problems = periodProblems(draft);
  const set = (patch: Partial<ReportChoices>) => setDraft((d) => ({ ...d, ...patch }));
  const chosenPreset = presetOf(draft, today);
  // Wrong dates show at once when they break the order or the year; a missing one after Run.
  const problemText = (p: string | undefined) =>
    p && (tried || p === 'order' || p === 'tooLong') ? t(`period.${p}`, { max: REPORTING_MAX_DAYS }) : null;
  const loadingText = options.isPending ? t('filters.loading') : undefined;
  /** A day of the period, with its problem under it. */
  const dateField = (key: 'from' | 'to', label: string, extra: TextInputProps) => (
    <TextInput
      type="date"
      label={label}
      value={draft[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
      error={problemText(problems[key])}
      data-testid={`period-${key}`}
      {...extra}
    />
  );
  /** A filter of several choices ('All' until one is chosen). */
  const multi = (key: 'areaIds' | 'roomTypes' | 'cleanTypes', label: string, data: ComboboxData, testId: string) => (
    <MultiSelect
      size="md"
      label={label}
      placeholder={draft[key].length ? undefined : (loadingText ?? t('filters.all'))}
      data={data}
      value={draft[key]}
      onChange={(v) => set({ [key]: v })}
      searchable
      clearable
      disabled={!options.data}
      style={FILTER}
      data-testid={testId}
    />
  );

  return (
    <Paper withBorder p="md" radius="md" data-testid="report-form">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!problems.from && !problems.to) onRun(draft);
        }}
      >
        <Stack gap="sm">
          <Group align="flex-start" gap="md" wrap="wrap">
            {fixedKind ? null : (
              <Select
                label={t('form.report')}
                data={REPORT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}.name`) }))}
                value={draft.kind}
                onChange={(v) => v && set({ kind: v as TReportKind })}
                allowDeselect={false}
                w={340}
                description={t(`kind.${draft.kind}.explain`)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                renderOption={({ option }) => (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`kind.${option.value}.explain`)}
                    </Text>
                  </Stack>
                )}
                comboboxProps={{ width: 400, position: 'bottom-start' }}
                data-testid="report-kind"
              />
            )}
            {dateField('from', t('form.from'), { w: 170 })}
            {dateField('to', t('form.to'), {
              w: 190,
              description: t('period.rule', { max: REPORTING_MAX_DAYS }),
              inputWrapperOrder: ['label', 'input', 'description', 'error'],
            })}
          </Group>
          <Group gap={6} role="group" aria-labelledby="period-presets" wrap="wrap">
            <Text size="sm" fw={500} id="period-presets" me={4}>
              {t('form.quick')}
            </Text>
            {PERIOD_PRESETS.map((p) => (
              <Button
                key={p}
                size="compact-md"
                variant={chosenPreset === p ? 'filled' : 'default'}
                aria-pressed={chosenPreset === p}
                onClick={() => set(presetPeriod(p, today))}
              >
                {t(`preset.${p}`)}
              </Button>
            ))}
          </Group>
          <Flex gap="md" wrap="wrap" align="flex-end">
            {multi('areaIds', t('filters.area'), options.data?.areas ?? [], 'filter-area')}
            {multi('roomTypes', t('filters.roomType'), named(options.data?.roomTypes), 'filter-room-type')}
            {multi('cleanTypes', t('filters.cleanType'), named(options.data?.cleanTypes), 'filter-clean-type')}
            <Select
              label={t('filters.staff')}
              placeholder={loadingText ?? t('filters.allStaff')}
              data={options.data?.staff ?? []}
              value={draft.staffMemberId}
              onChange={(v) => set({ staffMemberId: v })}
              searchable
              clearable
              disabled={!options.data}
              style={FILTER}
              data-testid="filter-staff"
            />
            <Button type="submit" leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={running} data-testid="run-report">
              {t('form.run')}
            </Button>
          </Flex>
          {options.isError ? (
            <Group gap="xs" c="red.9" role="alert">
              <IconAlertCircle size={16} aria-hidden />
              <Text size="sm" c="red.9">
                {t('filters.failed')} {errorText(t, options.error)}
              </Text>
              <Button size="compact-sm" variant="subtle" color="red.9" onClick={() => void options.refetch()}>
                {t('common:retry')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
