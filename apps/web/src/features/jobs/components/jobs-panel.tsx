import type { TCareRecordsSyncJob, TJob, TJobRun, TSiteScheduleRun } from '@carehome/contracts';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { siteScheduleResultText } from '../../../lib/site-schedule-result.ts';
import { useJobs } from '../api/get-jobs.ts';

const RESULT_COLORS: Record<TJobRun['result'], string> = { sent: 'green', nothingOverdue: 'gray', noRecipients: 'yellow', failed: 'red' };

function LastRun({ run, timeZone }: { run: TJobRun | null; timeZone: string }) {
  const { t } = useTranslation('jobs');
  if (!run) return <Text size="sm">{t('neverRan')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">{formatDisplayDateTime(run.runAt, timeZone)}</Text>
      <Group gap="xs">
        <Badge color={RESULT_COLORS[run.result]} variant="light" data-testid="job-result">
          {run.result === 'sent' ? t('result.sent', { count: run.recipients }) : t(`result.${run.result}`)}
        </Badge>
      </Group>
      {run.result === 'failed' && run.error ? (
        <Text size="xs" c="red.8">
          {run.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A site schedule's last run: its time and the assignments made (or why it failed). */
function SiteScheduleLastRun({ run, timeZone }: { run: TSiteScheduleRun | null; timeZone: string }) {
  const { t } = useTranslation(['jobs', 'errors']);
  if (!run) return <Text size="sm">{t('neverRan')}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm">{formatDisplayDateTime(run.runAt, timeZone)}</Text>
      <Text size="sm" c={run.result === 'failed' ? 'red.9' : undefined} data-testid="job-result">
        {siteScheduleResultText(t, run.result === 'failed' ? { result: 'failed', error: run.error ?? '' } : { ...run, result: 'created' })}
      </Text>
    </Stack>
  );
}

const SYNC_COLORS: Record<NonNullable<TCareRecordsSyncJob['lastRun']>['status'], string> = {
  queued: 'gray',
  running: 'blue',
  waitingForQuota: 'yellow',
  completed: 'green',
  failed: 'red',
};

/** A care-records data source: its last import or reconciliation, and webhook messages in trouble. */
function SyncJobRow({ job, timeZone }: { job: TCareRecordsSyncJob; timeZone: string }) {
  const { t } = useTranslation(['jobs', 'errors']);
  const run = job.lastRun;
  const trouble = job.retryingMessages + job.failedMessages > 0;
  return (
    <Table.Tr data-testid="job-row" data-kind={job.kind}>
      <Table.Td>{t('kind.careRecordsSync', { description: job.description })}</Table.Td>
      <Table.Td data-testid="job-next-run">{job.nextRunAt ? formatDisplayDateTime(job.nextRunAt, timeZone) : '—'}</Table.Td>
      <Table.Td>
        {run ? (
          <Stack gap={4}>
            <Text size="sm">{formatDisplayDateTime(run.runAt, timeZone)}</Text>
            <Badge color={SYNC_COLORS[run.status]} variant="light" data-testid="job-result">
              {t(`syncRun.${run.kind}`)} · {t(`syncRun.${run.status}`)}
            </Badge>
            {run.error ? (
              <Text size="xs" c="red.8">
                {t(`errors:${run.error}`, { defaultValue: run.error })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm">{t('neverRan')}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {trouble ? (
          <Text size="sm" c={job.failedMessages ? 'red.9' : undefined}>
            {t('syncRun.messages', { retrying: job.retryingMessages, failed: job.failedMessages })}
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function JobRow({ job, timeZone }: { job: TJob; timeZone: string }) {
  const { t } = useTranslation('jobs');
  if (job.kind === 'careRecordsSync') return <SyncJobRow job={job} timeZone={timeZone} />;
  const site = job.kind === 'siteSchedule';
  return (
    <Table.Tr data-testid="job-row" data-kind={job.kind}>
      <Table.Td>{site ? t('kind.siteSchedule', { description: job.description }) : t(`kind.${job.kind}`)}</Table.Td>
      <Table.Td data-testid="job-next-run">{job.nextRunAt ? formatDisplayDateTime(job.nextRunAt, timeZone) : '—'}</Table.Td>
      <Table.Td>
        {site ? <SiteScheduleLastRun run={job.lastRun} timeZone={timeZone} /> : <LastRun run={job.lastRun} timeZone={timeZone} />}
      </Table.Td>
      <Table.Td>{site ? '—' : job.recipientCount}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The site's scheduled jobs for its administrators (Housekeeping Configuration, Notifications tab):
 * the overdue-rooms notification and each active site schedule with its next run and how the last run
 * went, or "No active jobs".
 */
export function JobsPanel({ facilityId, configVersion }: { facilityId: string; configVersion: number }) {
  const { t } = useTranslation('jobs');
  const query = useJobs(facilityId, configVersion);
  const data = query.data;
  return (
    <Card withBorder padding="lg" data-testid="jobs-panel">
      <Group gap="sm" mb="xs">
        <IconClockPlay aria-hidden />
        <Title order={2} fz="h4">
          {t('title')}
        </Title>
      </Group>
      {!data ? (
        <QueryState query={query} />
      ) : data.jobs.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="jobs-empty">
          {t('empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('zoneNote', { zone: data.timeZone })}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.job')}</Table.Th>
                  <Table.Th>{t('columns.nextRun')}</Table.Th>
                  <Table.Th>{t('columns.lastRun')}</Table.Th>
                  <Table.Th>{t('columns.recipients')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.jobs.map((job) => (
                  <JobRow key={job.kind === 'overdueRoomsNotification' ? job.kind : job.id} job={job} timeZone={data.timeZone} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}
