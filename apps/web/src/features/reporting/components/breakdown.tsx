import type { TCleanCountsRow, TOnTimeRow, TPassRow, TTdcRow } from '@carehome/contracts';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesText, rateText } from '../model/format.ts';
import { type ReportColumn, ReportTable } from './report-table.tsx';

// The report's numbers grouped (per room, area, operation, day…): one table, the grouping chosen above it.

export interface BreakdownGroup<T> {
  value: string;
  label: string;
  rows: readonly T[];
  /** How a group's key reads (a date key as MM/DD/YYYY). */
  keyText?: (key: string) => string;
}

export function Breakdown<T extends { key: string }>({
  title,
  groups,
  columns,
  testId,
}: {
  title: string;
  groups: BreakdownGroup<T>[];
  columns: ReportColumn<T>[];
  testId?: string;
}) {
  const { t } = useTranslation('reporting');
  const [chosen, setChosen] = useState(groups[0]?.value ?? '');
  const group = groups.find((g) => g.value === chosen) ?? groups[0];
  if (!group) return null;
  const keyText = group.keyText ?? ((k: string) => k);
  const keyColumn: ReportColumn<T> = {
    key: 'key',
    header: group.label,
    render: (r) => keyText(r.key),
    sortValue: (r) => r.key,
    text: (r) => keyText(r.key),
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      {groups.length > 1 ? (
        <SegmentedControl
          value={group.value}
          onChange={setChosen}
          data={groups.map((g) => ({ value: g.value, label: g.label }))}
          aria-label={t('breakdown.groupBy')}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      <ReportTable
        key={group.value}
        rows={group.rows}
        columns={[keyColumn, ...columns]}
        rowKey={(r) => r.key}
        label={`${title}: ${group.label}`}
        empty={<Text c="dimmed">{t('breakdown.empty')}</Text>}
      />
    </Stack>
  );
}

const num = (key: string, header: string) => ({ key, header, align: 'right' as const });

export function tdcColumns(t: TFunction<'reporting'>): ReportColumn<TTdcRow>[] {
  return [
    { ...num('marked', t('col.marked')), render: (r) => r.marked, sortValue: (r) => r.marked },
    { ...num('cleaned', t('col.cleaned')), render: (r) => r.cleaned, sortValue: (r) => r.cleaned },
    { ...num('pending', t('col.pending')), render: (r) => r.pending, sortValue: (r) => r.pending },
    { ...num('tdc', t('col.tdc')), render: (r) => rateText(r.tdc), sortValue: (r) => r.tdc },
  ];
}

export function passColumns(t: TFunction<'reporting'>): ReportColumn<TPassRow>[] {
  return [
    { ...num('passed', t('col.passed')), render: (r) => r.passed, sortValue: (r) => r.passed },
    { ...num('failed', t('col.failed')), render: (r) => r.failed, sortValue: (r) => r.failed },
    { ...num('rate', t('col.passRate')), render: (r) => rateText(r.rate), sortValue: (r) => r.rate },
  ];
}

export function onTimeColumns(t: TFunction<'reporting'>): ReportColumn<TOnTimeRow>[] {
  return [
    { ...num('due', t('col.due')), render: (r) => r.due, sortValue: (r) => r.due },
    { ...num('onTime', t('col.onTime')), render: (r) => r.onTime, sortValue: (r) => r.onTime },
    { ...num('late', t('col.late')), render: (r) => r.late, sortValue: (r) => r.late },
    { ...num('missed', t('col.missed')), render: (r) => r.missed, sortValue: (r) => r.missed },
    { ...num('open', t('col.open')), render: (r) => r.open, sortValue: (r) => r.open },
    { ...num('rate', t('col.onTimeRate')), render: (r) => rateText(r.rate), sortValue: (r) => r.rate },
  ];
}

export function countColumns(t: TFunction<'reporting'>): ReportColumn<TCleanCountsRow>[] {
  return [
    { ...num('total', t('col.total')), render: (r) => r.total, sortValue: (r) => r.total },
    { ...num('complete', t('col.complete')), render: (r) => r.complete, sortValue: (r) => r.complete },
    { ...num('incomplete', t('col.incomplete')), render: (r) => r.incomplete, sortValue: (r) => r.incomplete },
    { ...num('declined', t('col.declined')), render: (r) => r.declined, sortValue: (r) => r.declined },
    { ...num('inProgress', t('col.inProgress')), render: (r) => r.inProgress, sortValue: (r) => r.inProgress },
    { ...num('average', t('col.averageMinutes')), render: (r) => minutesText(r.averageMinutes), sortValue: (r) => r.averageMinutes },
  ];
}
