import type { TDataSource } from '@carehome/contracts';
import { Alert, Button, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlugConnectedX, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ActionButton } from '../../../components/action-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDataSources } from '../api/data-sources.ts';
import { useSite } from '../api/site-areas.ts';
import { ActivityPanel } from '../components/activity-panel.tsx';
import { ConnectionCard } from '../components/connection-card.tsx';
import { DataSourceForm } from '../components/data-source-form.tsx';
import { DeleteDataSourceDialog } from '../components/delete-dialog.tsx';
import { ResidentsPanel } from '../components/residents-panel.tsx';
import { WebhookCard } from '../components/webhook-card.tsx';

const TABS = ['settings', 'residents', 'activity'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/facilities/:facilityid/syncdatasources/:id (organization administrator; id 'new' creates one):
 * the data source's settings with its connection test and webhook key, the import of the care-records
 * system's residents, and the sync's activity (runs and webhook messages). The tab is in the address.
 */
export default function DataSourcePage() {
  const { facilityid: facilityId = '', id = '' } = useParams();
  const { t } = useTranslation(['care-records-sync', 'pages']);
  const sources = useDataSources(facilityId);
  const listPath = `/admin/facilities/${facilityId}/syncdatasources`;
  const back = (
    <Button component={Link} to={listPath} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('detail.backToList')}
    </Button>
  );

  if (!sources.data) {
    return (
      <Stack gap="md">
        <PageHeader title={t('pages:titles.syncDataSource')} actions={back} />
        <QueryState query={sources} />
      </Stack>
    );
  }
  const isNew = id === 'new';
  const stored = sources.data.find((d) => d.id === id) ?? null;
  if (!isNew && !stored) {
    return (
      <Stack gap="md">
        <PageHeader title={t('pages:titles.syncDataSource')} actions={back} />
        <EmptyState icon={<IconPlugConnectedX size={34} />} title={t('detail.notFoundTitle')} description={t('detail.notFoundBody')} />
      </Stack>
    );
  }
  return <DataSourceScreen key={id} facilityId={facilityId} stored={stored} all={sources.data} listPath={listPath} back={back} />;
}

function DataSourceScreen({
  facilityId,
  stored,
  all,
  listPath,
  back,
}: {
  facilityId: string;
  stored: TDataSource | null;
  all: readonly TDataSource[];
  listPath: string;
  back: ReactNode;
}) {
  const { t } = useTranslation(['care-records-sync', 'pages', 'common']);
  const navigate = useNavigate();
  const site = useSite(facilityId);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = stored && asked && TABS.includes(asked) ? asked : 'settings';
  const timeZone = site.data?.timeZone;
  // A tab's panel is built when first opened and kept (its choices and a running import stay).
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  useEffect(() => setOpened((o) => (o.has(tab) ? o : new Set([...o, tab]))), [tab]);
  const onCreated = useCallback((id: string) => navigate(`${listPath}/${id}`, { replace: true }), [navigate, listPath]);
  const [deleting, setDeleting] = useState<TDataSource | null>(null);
  const actions = stored ? (
    <Group gap="sm">
      <ActionButton variant="default" color="red" icon={IconTrash} onClick={() => setDeleting(stored)} data-testid="delete-data-source">
        {t('common:delete')}
      </ActionButton>
      {back}
    </Group>
  ) : (
    back
  );

  return (
    <Stack gap="md">
      <PageHeader title={stored ? stored.name : t('detail.newTitle')} actions={actions} />
      <DeleteDataSourceDialog
        facilityId={facilityId}
        dataSource={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate(listPath, { replace: true })}
      />
      <Text c="dimmed" mt={-24}>
        {site.data ? t('detail.intro', { site: site.data.name }) : t('list.introNoSite')}
      </Text>
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'settings' ? { tab: v } : {}, { replace: true })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="settings">{t('tab.settings')}</Tabs.Tab>
          <Tabs.Tab value="residents" disabled={!stored}>
            {t('tab.residents')}
          </Tabs.Tab>
          <Tabs.Tab value="activity" disabled={!stored}>
            {t('tab.activity')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: stored ? 7 : 8 }}>
              <DataSourceForm facilityId={facilityId} stored={stored} all={all} listPath={listPath} onCreated={onCreated} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: stored ? 5 : 4 }}>
              {stored ? (
                <Stack gap="lg">
                  <ConnectionCard facilityId={facilityId} dataSource={stored} timeZone={timeZone} />
                  <WebhookCard facilityId={facilityId} dataSource={stored} />
                </Stack>
              ) : (
                <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="save-first">
                  {t('detail.saveFirst')}
                </Alert>
              )}
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        {stored ? (
          <>
            <Tabs.Panel value="residents">
              {opened.has('residents') ? (
                <ResidentsPanel facilityId={facilityId} dataSourceId={stored.id} active={tab === 'residents'} />
              ) : null}
            </Tabs.Panel>
            <Tabs.Panel value="activity">
              {opened.has('activity') ? (
                <ActivityPanel facilityId={facilityId} dataSource={stored} active={tab === 'activity'} timeZone={timeZone} />
              ) : null}
            </Tabs.Panel>
          </>
        ) : null}
      </Tabs>
    </Stack>
  );
}
