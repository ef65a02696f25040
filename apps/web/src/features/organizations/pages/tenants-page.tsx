import type { TTenant } from '@carehome/contracts';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBuildingCommunity, IconPencil, IconPlus, IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { useAccount } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useTenants } from '../api/list-tenants.ts';
import { useSwitchTenant } from '../api/switch-tenant.ts';
import { TenantLogo } from '../components/tenant-logo.tsx';

/** /admin/tenant: every organization of the platform, for provider administrators. */
export default function TenantsPage() {
  const { t } = useTranslation(['organizations', 'pages']);
  const account = useAccount();
  const tenants = useTenants();
  const switchTenant = useSwitchTenant();
  const navigate = useNavigate();
  const zone = account?.facility?.timeZone;

  const open = (tenant: TTenant) =>
    switchTenant.mutate(tenant.id, {
      onSuccess: () => navigate('/admin/facilities'),
      onError: (err) => toast(errorText(t, err), 'red'),
    });

  const columns: Column<TTenant>[] = [
    {
      key: 'name',
      header: t('list.name'),
      sortValue: (r) => r.name,
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <TenantLogo name={r.name} logo={r.companyLogo} tenantId={r.id} />
          <Text fw={600}>{r.name}</Text>
          {r.id === account?.tenantId ? (
            <Badge variant="light" color="teal" style={{ flex: 'none' }}>
              {t('list.current')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'sites', header: t('list.sites'), sortValue: (r) => r.siteCount, render: (r) => r.siteCount, align: 'right', width: 100 },
    {
      key: 'created',
      header: t('list.created'),
      sortValue: (r) => r.createdAt,
      render: (r) => formatDisplayDate(r.createdAt, zone),
      width: 140,
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      width: 260,
      render: (r) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          <Button
            variant="subtle"
            leftSection={<IconSwitchHorizontal size={18} aria-hidden />}
            onClick={() => open(r)}
            loading={switchTenant.isPending && switchTenant.variables === r.id}
            aria-label={t('list.openNamed', { name: r.name })}
          >
            {t('list.open')}
          </Button>
          <Button
            component={Link}
            to={`/admin/tenant/edit/${r.id}`}
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden />}
            aria-label={t('list.editNamed', { name: r.name })}
          >
            {t('common:edit')}
          </Button>
        </Group>
      ),
    },
  ];

  const onboard = (
    <Button component={Link} to="/admin/onboardtenant" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.onboard')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('pages:titles.tenants')} actions={onboard} />
      {!tenants.data ? (
        <QueryState query={tenants} />
      ) : (
        <DataTable
          rows={tenants.data}
          columns={columns}
          rowKey={(r) => r.id}
          searchText={(r) => r.name}
          initialSort={{ key: 'name' }}
          label={t('list.label')}
          onRowClick={(r) => navigate(`/admin/tenant/edit/${r.id}`)}
          testId="tenants-table"
          empty={
            <EmptyState
              icon={<IconBuildingCommunity size={34} />}
              title={t('list.emptyTitle')}
              description={t('list.emptyBody')}
              action={onboard}
            />
          }
        />
      )}
    </>
  );
}
