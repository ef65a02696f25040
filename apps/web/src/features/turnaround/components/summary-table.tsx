import { type TMeasureSummary, type TTurnaroundSummary, TURNAROUND_MEASURES } from '@carehome/contracts';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesText } from './measure-text.ts';
import { ShareBadge } from './share-badge.tsx';

/** Rows of summaries (by kind, by area, by site): counts, then each measure's median, p90 and share within target. */
export function SummaryTable({ rows, label }: { rows: { key: string; name: string; summary: TTurnaroundSummary }[]; label: string }) {
  const { t } = useTranslation('turnaround');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{label}</Table.Th>
            <Table.Th ta="right">{t('columns.tasks')}</Table.Th>
            <Table.Th ta="right">{t('columns.open')}</Table.Th>
            {TURNAROUND_MEASURES.map((m) => (
              <Table.Th key={m}>{t(`measures.${m}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, name, summary }) => (
            <Table.Tr key={key}>
              <Table.Td fw={600}>{name}</Table.Td>
              <Table.Td ta="right">{summary.tasks}</Table.Td>
              <Table.Td ta="right">
                {summary.overdue ? (
                  <Badge color="red" variant="light">
                    {t('openOverdue', { open: summary.open, overdue: summary.overdue })}
                  </Badge>
                ) : (
                  summary.open
                )}
              </Table.Td>
              {TURNAROUND_MEASURES.map((m) => (
                <MeasureCell key={m} measure={summary[m]} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One measure of a row: median and 90th percentile, then the share within target in its colour. */
function MeasureCell({ measure }: { measure: TMeasureSummary }) {
  const { t } = useTranslation('turnaround');
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('medianIs', { value: minutesText(t, measure.medianMinutes) })}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('p90Is', { value: minutesText(t, measure.p90Minutes) })}
          </Text>
        </div>
        <ShareBadge share={measure.withinTarget} />
      </Group>
    </Table.Td>
  );
}
