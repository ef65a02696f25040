import { briefingReportCsv } from '@carehome/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslatedText } from '../../../lib/content-language.ts';
import { formatDataDate, formatDisplayDateTime } from '../../../lib/dates.ts';
import { useBriefingReport } from '../api/acknowledgements.ts';

/**
 * The briefing report for supervisors: per staff member of the site, the briefing
 * items ticked on the day and, per acknowledgement, when and on which tablet it was acknowledged or
 * 'Not yet'; exported as CSV. A failure says 'Error generating the briefing report' with the reason.
 */
export function BriefingReport({ facilityId, timeZone }: { facilityId: string; timeZone: string }) {
  const { t } = useTranslation(['acknowledgements', 'errors']);
  const [date, setDate] = useState(() => formatDataDate(new Date(), timeZone));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const report = useBriefingReport(facilityId, valid ? date : null);
  const read = useTranslatedText();
  // Each acknowledgement's column is headed by its text in the reader's language, on screen and in the CSV.
  const data = report.data && {
    ...report.data,
    acknowledgements: report.data.acknowledgements.map((a) => ({ ...a, message: read(a.message, a.translations) })),
  };
  const time = (iso: string) => formatDisplayDateTime(iso, timeZone);

  const exportCsv = () => {
    if (!data) return;
    const csv = briefingReportCsv(
      data,
      {
        name: t('report.name'),
        staffId: t('report.staffId'),
        position: t('report.position'),
        checked: t('report.items'),
        notYet: t('report.notYet'),
        notAsked: t('report.notAsked'),
      },
      time,
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `briefing-report-${data.date}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const reason = report.error instanceof ApiError ? report.error.message : report.error instanceof Error ? report.error.message : '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput type="date" label={t('report.date')} value={date} onChange={(e) => setDate(e.currentTarget.value)} w={200} />
        <Button
          leftSection={<IconFileDownload size={18} aria-hidden />}
          variant="default"
          disabled={!data?.rows.length}
          onClick={exportCsv}
        >
          {t('report.export')}
        </Button>
      </Group>
      {report.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('errors:briefing.report_error', { reason })}</Text>
            <Button variant="light" color="red" onClick={() => void report.refetch()}>
              {t('report.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !data ? (
        <PageLoader />
      ) : !data.rows.length ? (
        <Text c="dimmed">{t('report.noStaff')}</Text>
      ) : (
        <>
          {data.acknowledgements.length ? (
            <Group gap="sm" wrap="wrap">
              {data.acknowledgements.map((a, i) => {
                // An area's notice counts only the staff of that area.
                const total = data.rows.filter((r) => r.acknowledged[i]?.asked).length;
                const done = data.rows.filter((r) => r.acknowledged[i]?.at).length;
                return (
                  <Paper key={a.id} withBorder p="xs" radius="md" maw={360}>
                    <Text size="sm" fw={600} lineClamp={2}>
                      {a.message}
                    </Text>
                    <Text size="sm" c={done >= total ? 'teal.9' : '#9a3412'}>
                      {t('report.summary', { done, total })}
                    </Text>
                  </Paper>
                );
              })}
            </Group>
          ) : (
            <Text c="dimmed">{t('report.noAcknowledgements')}</Text>
          )}
          <Table.ScrollContainer minWidth={720}>
            <Table striped withTableBorder data-testid="briefing-report">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.name')}</Table.Th>
                  <Table.Th>{t('report.position')}</Table.Th>
                  <Table.Th>{t('report.items')}</Table.Th>
                  {data.acknowledgements.map((a) => (
                    <Table.Th key={a.id} style={{ maxWidth: 220 }}>
                      <Text size="sm" fw={700} lineClamp={2}>
                        {a.message}
                      </Text>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <Table.Tr key={r.staffMemberId} data-testid={`report-row-${r.name}`}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.position ?? ''}</Table.Td>
                    <Table.Td>{t('report.itemsOf', { done: r.itemsChecked, total: r.itemsTotal })}</Table.Td>
                    {r.acknowledged.map((a) => (
                      <Table.Td key={a.acknowledgementId}>
                        {a.at ? (
                          <Stack gap={0}>
                            <Text size="sm">{time(a.at)}</Text>
                            {a.device ? (
                              <Text size="xs" c="dimmed">
                                {a.device}
                              </Text>
                            ) : null}
                          </Stack>
                        ) : a.asked ? (
                          <Badge color="red" variant="light">
                            {t('report.notYet')}
                          </Badge>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('report.notAsked')}
                          </Text>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
