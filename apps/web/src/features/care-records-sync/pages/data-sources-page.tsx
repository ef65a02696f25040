import type { TDataSource } from '@carehome/contracts';
import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDataSources, useTestConnection } from '../api/data-sources.ts';
import { useSite } from '../api/site-areas.ts';
import { DataSourceTable } from '../components/data-source-table.tsx';
import { DeleteDataSourceDialog } from '../components/delete-dialog.tsx';
import { TestResult } from '../components/test-result.tsx';

/**
 * /admin/facilities/:facilityid/syncdatasources (organization administrator): the site's connections to
 * the care-records system that residents and rooms are synchronized from, each with its connection
 * test, quota and webhook setting.
 */
export default function DataSourcesPage() {
  const { facilityid: facilityId = '' } = useParams();
  const { t } = useTranslation(['care-records-sync', 'pages', 'common']);
  const site = useSite(facilityId);
  const sources = useDataSources(facilityId);
  const test = useTestConnection(facilityId);
  const [deleting, setDeleting] = useState<TDataSource | null>(null);
  const [tested, setTested] = useState<TDataSource | null>(null);
  const timeZone = site.data?.timeZone;

  const runTest = (d: TDataSource) => {
    setTested(d);
    test.reset();
    test.mutate(d.id);
  };
  const add = (
    <Button component={Link} to={`/admin/facilities/${facilityId}/syncdatasources/new`} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.add')}
    </Button>
  );
  const back = (
    <Button
      component={Link}
      to={`/admin/facilities/edit/${facilityId}`}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {t('list.backToSite')}
    </Button>
  );
  const list = sources.data;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages:titles.syncDataSources')}
        actions={
          <>
            {back}
            {list?.length ? add : null}
          </>
        }
      />
      <Text c="dimmed" mt={-24}>
        {site.data ? t('list.intro', { site: site.data.name }) : t('list.introNoSite')}
      </Text>
      {!list ? (
        <QueryState query={sources} />
      ) : list.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title={t('list.emptyTitle')} description={t('list.emptyBody')} icon={<IconPlugConnected size={34} />} action={add} />
        </Paper>
      ) : (
        <DataSourceTable
          facilityId={facilityId}
          dataSources={list}
          timeZone={timeZone}
          testingId={test.isPending ? (tested?.id ?? null) : null}
          onTest={runTest}
          onDelete={setDeleting}
        />
      )}
      <Modal
        opened={Boolean(tested)}
        onClose={() => setTested(null)}
        title={t('test.title', { name: tested?.name ?? '' })}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md">
          <TestResult pending={test.isPending} result={test.data} error={test.error} timeZone={timeZone} />
          <Button variant="default" onClick={() => setTested(null)} style={{ alignSelf: 'flex-end' }}>
            {t('common:close')}
          </Button>
        </Stack>
      </Modal>
      <DeleteDataSourceDialog facilityId={facilityId} dataSource={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
