import type { TSyncRun } from '@carehome/contracts';
import { Alert, Card, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, formatDisplayTime } from '../../../lib/dates.ts';
import { failureText, runIsActive, runPercent } from '../model/sync-text.ts';
import { RunStatusBadge } from './status-badges.tsx';

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * An import or a reconciliation as it goes: the progress bar, the counts, the wait for the quota's
 * reset, and the residents it could not bring in with the reason for each.
 */
export function RunProgress({ run, timeZone, title }: { run: TSyncRun; timeZone?: string; title?: string }) {
  const { t } = useTranslation('care-records-sync');
  const active = runIsActive(run.status);
  const percent = runPercent(run);
  return (
    <Card withBorder padding="lg" component="section" aria-label={title ?? t(`run.kind.${run.kind}`)} data-testid="run-progress">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={3} fz="h5">
          {title ?? t(`run.kind.${run.kind}`)}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('run.startedAt', { time: formatDisplayDateTime(run.startedAt, timeZone) })}
          </Text>
          <RunStatusBadge status={run.status} />
        </Group>
      </Group>
      <Stack gap="md">
        <div>
          <Progress
            value={percent}
            size="lg"
            animated={run.status === 'running'}
            color={run.status === 'failed' ? 'red' : run.status === 'waitingForQuota' ? 'orange' : undefined}
            aria-label={t('run.progress', { done: run.done, total: run.total })}
          />
          <Text size="sm" mt={4} aria-live="polite" data-testid="run-done">
            {t('run.progress', { done: run.done, total: run.total })}
          </Text>
        </div>
        {run.status === 'waitingForQuota' ? (
          <Alert color="orange" icon={<IconHourglass aria-hidden />} data-testid="run-waiting">
            {run.resumesAt ? t('run.waiting', { time: formatDisplayTime(run.resumesAt, timeZone) }) : t('run.waitingNoTime')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Count label={t('run.created')} value={run.created} testId="run-created" />
          <Count label={t('run.updated')} value={run.updated} testId="run-updated" />
          <Count label={t('run.unchanged')} value={run.unchanged} testId="run-unchanged" />
          <Count label={t('run.roomsCreated')} value={run.roomsCreated} testId="run-rooms-created" />
          <Count label={t('run.roomsMatched')} value={run.roomsMatched} testId="run-rooms-matched" />
        </SimpleGrid>
        {run.failure ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('run.failed')} role="alert" data-testid="run-failure">
            {failureText(t, run.failure)}
          </Alert>
        ) : null}
        {run.status === 'completed' ? (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} data-testid="run-completed">
            {run.problems.length
              ? t('run.completedWithProblems', { count: run.problems.length })
              : t(`run.completed.${run.kind}`, { time: run.finishedAt ? formatDisplayDateTime(run.finishedAt, timeZone) : '' })}
          </Alert>
        ) : null}
        {run.problems.length ? (
          <div data-testid="run-problems">
            <Text fw={600} size="sm" mb={4}>
              {t('run.problems', { count: run.problems.length })}
            </Text>
            <List size="sm" spacing={4}>
              {run.problems.map((p) => (
                <List.Item key={p.patientId}>
                  <Text span fw={600} size="sm">
                    {p.name || p.patientId}
                  </Text>
                  {' — '}
                  {failureText(t, p.failure)}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {active ? (
          <Text size="xs" c="dimmed">
            {t('run.canLeave')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
