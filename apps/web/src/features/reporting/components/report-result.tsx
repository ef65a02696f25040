import type { TReportingRequest, TReportKind } from '@carehome/contracts';
import { localDateToDisplay } from '@carehome/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import type { ReportResponses } from '../api/reporting.ts';
import { dateTimeText } from '../model/format.ts';
import { ExportActions } from './export-actions.tsx';
import { AuditsView } from './views/audits-view.tsx';
import { CleansView } from './views/cleans-view.tsx';
import { EnhancedView } from './views/enhanced-view.tsx';
import { MarkingsView } from './views/markings-view.tsx';
import { OverdueView } from './views/overdue-view.tsx';
import { StaffView } from './views/staff-view.tsx';
import { SummaryView } from './views/summary-view.tsx';

type AnyReport = ReportResponses[TReportKind];

/**
 * A report run: loading, its error with the server's text and Try again, or the report (which site and
 * period, when it was made, exports, rows left out, the summary numbers and the table).
 */
export function ReportResult({
  kind,
  request,
  query,
  canReview,
}: {
  kind: TReportKind;
  request: TReportingRequest;
  query: UseQueryResult<AnyReport>;
  canReview: boolean;
}) {
  const { t } = useTranslation('reporting');
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('error.generate')} data-testid="report-error">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{errorText(t, query.error)}</Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('common:retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!query.data) return <QueryState query={query} />;
  const data = query.data;
  const meta = data.meta;
  const empty = <EmptyState title={t('empty')} description={t('emptyHelp')} icon={<IconCalendarOff size={34} />} />;
  const truncated = 'truncated' in data && data.truncated;
  return (
    <Stack gap="md" data-testid="report-result" aria-busy={query.isFetching}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" data-testid="report-title">
            {t(`kind.${kind}.name`)}
          </Title>
          <Text size="sm" c="dimmed" data-testid="report-period">
            {t('result.period', {
              site: meta.facilityName,
              from: localDateToDisplay(meta.from),
              to: localDateToDisplay(meta.to),
              at: dateTimeText(meta.generatedAt, meta.timeZone),
            })}
          </Text>
        </Stack>
        <ExportActions kind={kind} request={request} siteName={meta.facilityName} />
      </Group>
      {truncated ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="report-truncated">
          {t('result.truncated')}
        </Alert>
      ) : null}
      <ReportView kind={kind} data={data} empty={empty} canReview={canReview} />
    </Stack>
  );
}

function ReportView({ kind, data, empty, canReview }: { kind: TReportKind; data: AnyReport; empty: ReactNode; canReview: boolean }) {
  switch (kind) {
    case 'audits':
      return <AuditsView data={data as ReportResponses['audits']} empty={empty} />;
    case 'markings':
      return <MarkingsView data={data as ReportResponses['markings']} empty={empty} />;
    case 'cleans':
      return <CleansView data={data as ReportResponses['cleans']} empty={empty} />;
    case 'overdue':
      return <OverdueView data={data as ReportResponses['overdue']} empty={empty} />;
    case 'staff':
      return <StaffView data={data as ReportResponses['staff']} empty={empty} canReview={canReview} />;
    case 'summary':
      return <SummaryView data={data as ReportResponses['summary']} empty={empty} />;
    case 'enhanced':
      return <EnhancedView data={data as ReportResponses['enhanced']} empty={empty} />;
  }
}
