import type { TSiteDashboardBreakdown } from '@carehome/contracts';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesText, percentText } from '../model/chart-rows.ts';

/** Drill-down rows (areas or operations): each name chooses it as the filter. */
export function BreakdownTable({
  title,
  rows,
  perOperation,
  onChoose,
  testId,
  labelOf = (label) => label,
}: {
  title: string;
  rows: TSiteDashboardBreakdown[];
  /** Operations have no scheduled cleans or durations of their own. */
  perOperation?: boolean;
  onChoose: (key: string) => void;
  testId?: string;
  /** How a row's name reads (operations: in the reader's language); the row's key stays what is chosen. */
  labelOf?: (label: string) => string;
}) {
  const { t } = useTranslation('site-dashboard');
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('breakdown.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{perOperation ? t('column.operation') : t('column.area')}</Table.Th>
                <Table.Th ta="right">{t('chart.tdc.series')}</Table.Th>
                <Table.Th ta="right">{t('chart.audit.series')}</Table.Th>
                {perOperation ? null : (
                  <>
                    <Table.Th ta="right">{t('column.doneRate')}</Table.Th>
                    <Table.Th ta="right">{t('column.overdue')}</Table.Th>
                    <Table.Th ta="right">{t('column.minutes')}</Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onChoose(r.key)} fz="sm" ta="left">
                      {labelOf(r.label)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{percentText(r.tdc)}</Table.Td>
                  <Table.Td ta="right">{percentText(r.auditPassRate)}</Table.Td>
                  {perOperation ? null : (
                    <>
                      <Table.Td ta="right">{percentText(r.doneRate)}</Table.Td>
                      <Table.Td ta="right">{r.overdue}</Table.Td>
                      <Table.Td ta="right">{minutesText(r.averageMinutes)}</Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
