import type { TOutbreakReport } from '@carehome/contracts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { outbreakPlace } from './outbreak-place.ts';

/** One labelled figure of the report. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** A table of counts per clean type: the name, then one right-aligned count per column. */
function CountTable({
  head,
  rows,
  empty,
  testId,
}: {
  head: string[];
  rows: { key: string; name: string; counts: number[] }[];
  empty: string;
  testId: string;
}) {
  if (!rows.length) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table withTableBorder verticalSpacing="xs" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => (
            <Table.Th key={h} ta={i ? 'right' : undefined}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.name}</Table.Td>
            {r.counts.map((n, i) => (
              <Table.Td key={head[i + 1]} ta="right">
                {n}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" className="hk-avoid-break">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The outbreak report as an inspector reads it, on screen and on paper: the period, where and why, who
 * started and ended it, the rooms covered, the cleans, audits and re-cleans over the period, and the closing
 * terminal cleans.
 */
export function OutbreakReportView({
  report,
  timeZone,
  cleanTypeName,
}: {
  report: TOutbreakReport;
  timeZone: string;
  cleanTypeName: (name: string) => string;
}) {
  const { t } = useTranslation('outbreaks');
  const o = report.outbreak;
  const when = (iso: string) => formatDisplayDateTime(iso, timeZone);
  const rate = report.audits.passRate === null ? '—' : `${Math.round(report.audits.passRate * 100)} %`;
  const terminal = report.terminalCleans;
  return (
    <Paper
      component="article"
      className="hk-book"
      withBorder
      radius="md"
      maw={960}
      p={{ base: 'md', sm: 'xl' }}
      data-testid="outbreak-report"
    >
      <Stack gap="lg">
        <div>
          <Text tt="uppercase" fw={700} c="dimmed" size="sm">
            {o.endedAt ? t('reportEnded') : t('reportRunning')}
          </Text>
          <Title order={2} size="h2">
            {outbreakPlace(t, o)}
          </Title>
          <Text>{o.reason}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('period')} testId="report-period">
            {t('periodText', { from: when(report.from), to: o.endedAt ? when(report.to) : t('now') })}
          </Fact>
          <Fact label={t('startedBy')}>{o.startedByName}</Fact>
          <Fact label={t('endedBy')}>{o.endedByName ?? '—'}</Fact>
          <Fact label={t('acknowledgedBy')}>{t('staffCount', { count: report.acknowledgedBy })}</Fact>
        </SimpleGrid>
        {o.endNote ? <Fact label={t('note')}>{o.endNote}</Fact> : null}
        <Section title={t('roomsCovered', { count: o.rooms.length })}>
          <Text data-testid="report-rooms">{o.rooms.join(', ') || t('noRooms')}</Text>
        </Section>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title={t('cleans')}>
            <CountTable
              testId="report-cleans"
              empty={t('noCleans')}
              head={[t('cleanType'), t('complete'), t('incomplete'), t('declined')]}
              rows={report.cleans.map((c) => ({
                key: c.cleanType,
                name: cleanTypeName(c.cleanType),
                counts: [c.complete, c.incomplete, c.declined],
              }))}
            />
          </Section>
          <Section title={t('due')}>
            <CountTable
              testId="report-due"
              empty={t('noDue')}
              head={[t('cleanType'), t('onTime'), t('late'), t('missed'), t('open')]}
              rows={report.due.map((d) => ({
                key: d.cleanType,
                name: d.outbreakRoutine ? `${cleanTypeName(d.cleanType)} (${t('outbreakRoutine')})` : cleanTypeName(d.cleanType),
                counts: [d.onTime, d.late, d.missed, d.open],
              }))}
            />
          </Section>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Section title={t('audits')}>
            <Fact label={t('auditCount')} testId="report-audits">
              {t('auditsText', { count: report.audits.count, passed: report.audits.passed, failed: report.audits.failed })}
            </Fact>
            <Fact label={t('passRate')}>{rate}</Fact>
          </Section>
          <Section title={t('recleans')}>
            <Fact label={t('recleansAsked')}>{report.recleans.asked}</Fact>
            <Fact label={t('recleansText')}>
              {t('doneOutstanding', { done: report.recleans.done, outstanding: report.recleans.outstanding })}
            </Fact>
          </Section>
          <Section title={t('terminalTitle')}>
            {o.endedAt ? (
              <>
                <Fact label={t('terminalCleanType')}>{terminal.cleanType ? cleanTypeName(terminal.cleanType) : '—'}</Fact>
                <Fact label={t('recleansText')} testId="report-terminal">
                  {t('doneOutstanding', { done: terminal.done, outstanding: terminal.outstanding })}
                </Fact>
                {terminal.outstandingRooms.length ? (
                  <Fact label={t('outstandingRooms')}>{terminal.outstandingRooms.join(', ')}</Fact>
                ) : null}
              </>
            ) : (
              <Text c="dimmed">{t('terminalAtEnd')}</Text>
            )}
          </Section>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
