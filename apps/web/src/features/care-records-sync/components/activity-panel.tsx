import type { TDataSource, TSyncRun } from '@carehome/contracts';
import { Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconInfoCircle, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { IntroCard } from '../../../components/intro-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useRetryMessage, useSyncMessages, useSyncRuns } from '../api/activity.ts';
import { useReconcile, useSyncRun } from '../api/sync-residents.ts';
import { runIsActive } from '../model/sync-text.ts';
import { MessagesTable } from './messages-table.tsx';
import { RunProgress } from './run-progress.tsx';
import { RunsTable } from './runs-table.tsx';

/**
 * What the sync did: the recent imports and reconciliations (with 'Reconcile now'; it also runs daily)
 * and the webhook messages with their effects, a failed one retried on request. Read again every 5 s
 * while the tab is shown.
 */
export function ActivityPanel({
  facilityId,
  dataSource,
  active,
  timeZone,
}: {
  facilityId: string;
  dataSource: TDataSource;
  active: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  const runs = useSyncRuns(facilityId, dataSource.id, active);
  const messages = useSyncMessages(facilityId, dataSource.id, active);
  const reconcile = useReconcile();
  const retry = useRetryMessage(facilityId);
  const [reconcileId, setReconcileId] = useState<string | null>(null);
  const reconcileRun = useSyncRun(facilityId, reconcileId);
  const [opened, setOpened] = useState<TSyncRun | null>(null);
  // The run started here is read every second: its row shows that fresher state.
  const runList = runs.data?.map((r) => (r.id === reconcileRun.data?.id ? reconcileRun.data : r));
  const shownRun = opened ? (runList?.find((r) => r.id === opened.id) ?? opened) : null;
  const reconciling = Boolean(reconcileRun.data && runIsActive(reconcileRun.data.status));

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-label={t('activity.runsTitle')}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
          <div>
            <CardTitle icon={IconArrowsExchange} title={t('activity.runsTitle')} />
            <Text size="sm" c="dimmed" maw={620}>
              {t('activity.runsIntro')}
            </Text>
          </div>
          <Button
            leftSection={<IconArrowsExchange size={18} aria-hidden />}
            loading={reconcile.isPending}
            disabled={reconciling}
            onClick={() => reconcile.mutate({ facilityId, dataSourceId: dataSource.id }, { onSuccess: (r) => setReconcileId(r.id) })}
            data-testid="reconcile-now"
          >
            {t('activity.reconcile')}
          </Button>
        </Group>
        <Stack gap="md">
          {reconcile.error ? <ErrorAlert error={reconcile.error} /> : null}
          {reconcileRun.data ? <RunProgress run={reconcileRun.data} timeZone={timeZone} /> : null}
          {!runList ? (
            <QueryState query={runs} />
          ) : runList.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="runs-empty">
              {t('activity.runsEmpty')}
            </Text>
          ) : (
            <RunsTable runs={runList} timeZone={timeZone} onOpen={setOpened} />
          )}
        </Stack>
      </Card>

      <IntroCard icon={IconWebhook} title={t('messages.title')} intro={t('messages.intro')} section>
        <Stack gap="md">
          {!dataSource.webhookSync ? (
            <Alert color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="webhook-off">
              {t('messages.webhookOff')}
            </Alert>
          ) : null}
          {retry.error ? <ErrorAlert error={retry.error} /> : null}
          {!messages.data ? (
            <QueryState query={messages} />
          ) : messages.data.length === 0 ? (
            <EmptyState
              icon={<IconWebhook size={34} />}
              title={t('messages.emptyTitle')}
              description={dataSource.webhookSync ? t('messages.emptyBody') : t('messages.emptyBodyOff')}
            />
          ) : (
            <MessagesTable
              messages={messages.data}
              timeZone={timeZone}
              retryingId={retry.isPending ? (retry.variables ?? null) : null}
              onRetry={(m) => retry.mutate(m.id)}
            />
          )}
        </Stack>
      </IntroCard>

      <Modal
        opened={Boolean(shownRun)}
        onClose={() => setOpened(null)}
        title={t('activity.details')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {shownRun ? <RunProgress run={shownRun} timeZone={timeZone} /> : null}
      </Modal>
    </Stack>
  );
}
