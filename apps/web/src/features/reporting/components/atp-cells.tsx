import type { TAtpBand, TAtpCounts, TAuditRow } from '@carehome/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { rateText } from '../model/format.ts';
import type { ReportColumn } from './report-table.tsx';

// The audit report's ATP readings and 'Not present' surfaces: per audit, and per brand over the period.

const BAND_COLORS: Record<TAtpBand, string> = { pass: 'teal', caution: 'yellow', fail: 'red' };

/** A band in colour and words (dark text on the tint, readable on a striped row). */
export function AtpBandBadge({ band }: { band: TAtpBand }) {
  const { t } = useTranslation('reporting');
  return (
    <Badge
      variant="light"
      color={BAND_COLORS[band]}
      tt="none"
      styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}
      data-band={band}
    >
      {t(`atp.band.${band}`)}
    </Badge>
  );
}

type Op = TAuditRow['operations'][number];
const readings = (r: TAuditRow) => r.operations.filter((o): o is Op & { atp: NonNullable<Op['atp']> } => Boolean(o.atp));
const notPresent = (r: TAuditRow) => r.operations.filter((o) => o.auditStatus === 'NotPresent');

function readingText(o: Op, t: TFunction<'reporting'>, name: (text: string) => string): string {
  if (!o.atp) return '';
  const band = o.atp.band ? t(`atp.band.${o.atp.band}`) : t('atp.noLimit');
  return t('atp.reading', { item: name(o.item), brand: o.atp.brand, rlu: o.atp.rlu, band });
}

function AtpCell({ row, name }: { row: TAuditRow; name: (text: string) => string }) {
  const { t } = useTranslation('reporting');
  const absent = notPresent(row);
  return (
    <Stack gap={4} data-testid="audit-atp">
      {readings(row).map((o) => (
        <Group key={o.id} gap={6} wrap="nowrap" data-testid="atp-reading-line">
          <Text size="sm">{t('atp.readingValue', { item: name(o.item), brand: o.atp.brand, rlu: o.atp.rlu })}</Text>
          {o.atp.band ? <AtpBandBadge band={o.atp.band} /> : <Text size="sm">{t('atp.noLimit')}</Text>}
        </Group>
      ))}
      {absent.length ? (
        <Text size="sm" c="dimmed" data-testid="audit-not-present">
          {t('audits.notPresent', { items: absent.map((o) => name(o.item)).join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The column of readings and surfaces not present, for the audit report's table. */
export function atpColumn(t: TFunction<['reporting', 'corrective']>, name: (text: string) => string): ReportColumn<TAuditRow> {
  return {
    key: 'atp',
    header: t('col.atp'),
    render: (r) => <AtpCell row={r} name={name} />,
    sortValue: (r) => readings(r).length,
    text: (r) =>
      [
        ...readings(r).map((o) => readingText(o, t as unknown as TFunction<'reporting'>, name)),
        ...notPresent(r).map((o) => name(o.item)),
      ].join(' '),
    maxWidth: 300,
  };
}

/** One stat card per brand: the ATP pass rate (caution passes) and the counts by band. */
export function atpStats(byBrand: readonly TAtpCounts[] | undefined, t: TFunction<['reporting', 'corrective']>) {
  return (byBrand ?? []).map((b) => ({
    key: `atp-${b.brand}`,
    label: t('stat.atp', { brand: b.brand }),
    value: rateText(b.rate),
    detail: t('stat.atpDetail', { pass: b.pass, caution: b.caution, fail: b.fail }),
  }));
}
