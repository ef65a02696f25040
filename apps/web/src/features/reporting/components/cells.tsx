import type { TReportRoom, TReportStatus } from '@carehome/contracts';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeText, minutesText } from '../model/format.ts';
import type { ReportColumn } from './report-table.tsx';

// Cells shared by the report tables.

/**
 * The badge's text in near black on its light tint: the tint says the colour, the text stays readable
 * (small bold text on a tinted cell of a striped row needs 4.5:1).
 */
const label = (_color: string) => ({ root: { color: 'var(--mantine-color-dark-9)' }, label: { color: 'var(--mantine-color-dark-9)' } });

const STATUS_COLORS: Record<TReportStatus, string> = { Initial: 'gray', Incomplete: 'orange', Complete: 'teal', Declined: 'red' };

export function StatusBadge({ status }: { status: TReportStatus }) {
  const { t } = useTranslation('reporting');
  // Light badges with dark text (red.9 on red.0 passes contrast).
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} styles={label(STATUS_COLORS[status])} tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}

const OUTCOME_COLORS = {
  pass: 'teal',
  fail: 'red',
  notObserved: 'gray',
  late: 'orange',
  missed: 'red',
  state: 'violet',
  terminal: 'blue',
} as const;

export function OutcomeBadge({ outcome }: { outcome: keyof typeof OUTCOME_COLORS }) {
  const { t } = useTranslation('reporting');
  const color = OUTCOME_COLORS[outcome];
  return (
    <Badge variant="light" color={color} styles={label(color)} tt="none">
      {t(`outcome.${outcome}`)}
    </Badge>
  );
}

export const areaText = (room: TReportRoom) => room.areaPath.join(' / ');

type Translate = (key: string) => string;

/** Where a row's clean took place, as the report tables show it: the room's number, then its area. */
export const roomColumns = <T extends { room: TReportRoom }>(t: Translate): ReportColumn<T>[] => [
  { key: 'room', header: t('col.room'), render: (r) => r.room.number, sortValue: (r) => r.room.number },
  { key: 'area', header: t('col.area'), render: (r) => areaText(r.room), sortValue: (r) => areaText(r.room) },
];

/** When a row's clean started, in the site's time zone; the report tables of cleans show the latest first. */
export const startedColumn = <T extends { startDate: string }>(t: Translate, timeZone: string): ReportColumn<T> => ({
  key: 'start',
  header: t('col.started'),
  render: (r) => dateTimeText(r.startDate, timeZone),
  sortValue: (r) => r.startDate,
  text: (r) => dateTimeText(r.startDate, timeZone),
});

/** The status of a row's clean, as a badge; it sorts by the status's name in the reader's language. */
export const statusColumn = <T extends { status: TReportStatus }>(t: Translate): ReportColumn<T> => ({
  key: 'status',
  header: t('col.status'),
  render: (r) => <StatusBadge status={r.status} />,
  sortValue: (r) => t(`status.${r.status}`),
});

/** How long a row's clean took, in minutes. */
export const minutesColumn = <T extends { durationMinutes: number | null }>(t: Translate): ReportColumn<T> => ({
  key: 'minutes',
  header: t('col.minutes'),
  align: 'right',
  render: (r) => minutesText(r.durationMinutes),
  sortValue: (r) => r.durationMinutes,
});

/** The clean type of a row's clean, in the reader's language (`name`: `useReportNames`). */
export const cleanTypeColumn = <T extends { cleanType: string }>(t: Translate, name: (text: string) => string): ReportColumn<T> => ({
  key: 'cleanType',
  header: t('col.cleanType'),
  render: (r) => name(r.cleanType),
  sortValue: (r) => name(r.cleanType),
});

/** A long free text (comment) wraps; empty reads as nothing. */
export function LongText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
