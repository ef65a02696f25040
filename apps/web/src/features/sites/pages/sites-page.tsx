import type { TSiteSummary } from '@carehome/contracts';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBuildingHospital, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAccount } from '../../../lib/session.ts';
import { utcOffset } from '../../../lib/time-zones.ts';
import { useSites } from '../api/list-sites.ts';
import { DeleteSiteDialog, type SiteToDelete } from '../components/delete-site-dialog.tsx';

const isEmpty = (s: TSiteSummary) => s.roomCount === 0 && s.staffCount === 0;

/** /admin/facilities (Manage Sites): the sites of the current organization. */
export default function SitesPage() {
  const { t } = useTranslation(['organizations', 'pages']);
  const account = useAccount();
  const navigate = useNavigate();
  const hasOrganization = Boolean(account?.tenantId);
  const sites = useSites(hasOrganization);
  const [deleting, setDeleting] = useState<SiteToDelete | null>(null);

  const columns: Column<TSiteSummary>[] = [
    {
      key: 'name',
      header: t('sites.list.name'),
      sortValue: (r) => r.name,
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600}>{r.name}</Text>
          {r.id === account?.facility?.id ? (
            <Badge variant="light" color="teal" style={{ flex: 'none' }}>
              {t('sites.list.current')}
            </Badge>
          ) : null}
          {r.isArchived ? (
            <Badge variant="light" color="gray" style={{ flex: 'none' }}>
              {t('common:archived')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'timeZone',
      header: t('timeZone.label'),
      sortValue: (r) => r.timeZone,
      render: (r) => (
        <div>
          <Text size="sm">{r.timeZone.replaceAll('_', ' ')}</Text>
          <Text size="xs" c="dimmed">
            {utcOffset(r.timeZone)}
          </Text>
        </div>
      ),
    },
    { key: 'rooms', header: t('sites.list.rooms'), sortValue: (r) => r.roomCount, render: (r) => r.roomCount, align: 'right', width: 90 },
    { key: 'staff', header: t('sites.list.staff'), sortValue: (r) => r.staffCount, render: (r) => r.staffCount, align: 'right', width: 90 },
    {
      key: 'actions',
      header: '',
      align: 'right',
      width: 230,
      render: (r) => {
        const empty = isEmpty(r);
        return (
          <Group gap="xs" justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
            <Button
              component={Link}
              to={`/admin/facilities/edit/${r.id}`}
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
              aria-label={t('sites.list.editNamed', { name: r.name })}
            >
              {t('common:edit')}
            </Button>
            <Tooltip label={t('sites.list.notEmptyHint')} disabled={empty} withArrow>
              <Button
                variant="subtle"
                color={empty ? 'red' : 'gray'}
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setDeleting({ id: r.id, name: r.name })}
                aria-label={t('sites.list.deleteNamed', { name: r.name })}
                data-empty={empty}
              >
                {t('common:delete')}
              </Button>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  const newSite = (
    <Button component={Link} to="/admin/facilities/new" leftSection={<IconPlus size={18} aria-hidden />} disabled={!hasOrganization}>
      {t('sites.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('pages:titles.facilities')} actions={hasOrganization ? newSite : null} />
      {!hasOrganization ? (
        <EmptyState
          icon={<IconBuildingHospital size={34} />}
          title={t('sites.list.noOrganizationTitle')}
          description={t('sites.list.noOrganizationBody')}
        />
      ) : !sites.data ? (
        <QueryState query={sites} />
      ) : (
        <>
          {account?.tenantName ? (
            <Text c="dimmed" mt={-8} mb="md">
              {t('sites.list.intro', { organization: account.tenantName })}
            </Text>
          ) : null}
          <DataTable
            rows={sites.data}
            columns={columns}
            rowKey={(r) => r.id}
            searchText={(r) => `${r.name} ${r.timeZone}`}
            initialSort={{ key: 'name' }}
            label={t('sites.list.label')}
            onRowClick={(r) => navigate(`/admin/facilities/edit/${r.id}`)}
            testId="sites-table"
            empty={
              <EmptyState
                icon={<IconBuildingHospital size={34} />}
                title={t('sites.list.emptyTitle')}
                description={t('sites.list.emptyBody')}
                action={newSite}
              />
            }
          />
        </>
      )}
      <DeleteSiteDialog site={deleting} otherSites={sites.data ?? []} onClose={() => setDeleting(null)} />
    </>
  );
}
