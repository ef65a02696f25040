import { type TTurnaroundSummary, TURNAROUND_MEASURES } from '@carehome/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesText, shareColor, shareText } from './measure-text.ts';

/** Rows of summaries (by kind, by area, by site): counts, then each measure's median, p90 and share within target. */
export function SummaryTable({ rows, label }: { rows: { key: string; name: string; summary: TTurnaroundSummary }[]; label: string }) {
  const { t } = useTranslation('turnaround');
  return (
    <Table.ScrollContainer minWidth={860}>
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
                <Table.Td key={m}>
                  <Text size="sm" span>
                    {t('medianP90', { median: minutesText(t, summary[m].medianMinutes), p90: minutesText(t, summary[m].p90Minutes) })}
                  </Text>{' '}
                  <Badge color={shareColor(summary[m].withinTarget)} variant="light">
                    {shareText(summary[m].withinTarget)}
                  </Badge>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
