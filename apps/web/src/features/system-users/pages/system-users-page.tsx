import type { TSystemUser } from '@carehome/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash, IconUserShield } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { useSystemUsers } from '../api/system-users.ts';
import { DeleteSystemUserDialog } from '../components/delete-dialog.tsx';

/** /admin/systemusers: the provider's own users (provider administrators, multi-site assistants). */
export default function SystemUsersPage() {
  const { t } = useTranslation(['staff', 'pages', 'common']);
  const navigate = useNavigate();
  const users = useSystemUsers();
  const [deleting, setDeleting] = useState<TSystemUser | null>(null);

  const roleName = useCallback((u: TSystemUser) => t(`common:roles.${u.role}`), [t]);

  const columns = useMemo<Column<TSystemUser>[]>(
    () => [
      {
        key: 'name',
        header: t('systemUsers.name'),
        sortValue: (u) => u.name,
        render: (u) => (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={`/admin/systemusers/edit/${u.id}`} onClick={(e) => e.stopPropagation()} fw={600}>
              {u.name}
            </Anchor>
            {u.isSelf ? (
              <Badge size="sm" variant="light" color="blue">
                {t('systemUsers.you')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { key: 'email', header: t('systemUsers.email'), sortValue: (u) => u.email, render: (u) => u.email },
      { key: 'role', header: t('systemUsers.role'), sortValue: roleName, render: roleName },
      {
        key: 'signIn',
        header: t('systemUsers.signIn'),
        sortValue: (u) => (u.hasPassword ? 1 : 0),
        render: (u) => (
          <Badge variant="light" color={u.hasPassword ? 'teal' : 'orange'}>
            {u.hasPassword ? t('systemUsers.passwordSet') : t('systemUsers.invited')}
          </Badge>
        ),
      },
      { key: 'added', header: t('systemUsers.added'), sortValue: (u) => u.createdAt, render: (u) => formatDisplayDate(u.createdAt) },
      {
        key: 'actions',
        header: '',
        width: 64,
        align: 'right',
        render: (u) => (
          <Tooltip label={t('systemUsers.deleteUser', { name: u.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={t('systemUsers.deleteUser', { name: u.name })}
              onClick={(e) => {
                e.stopPropagation();
                setDeleting(u);
              }}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ],
    [t, roleName],
  );

  const searchText = useCallback((u: TSystemUser) => `${u.name} ${u.email} ${roleName(u)}`, [roleName]);
  const newButton = (
    <Button component={Link} to="/admin/systemusers/new" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('systemUsers.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('pages:titles.systemUsers')} actions={newButton} />
      <Text c="dimmed" mb="md" maw={760}>
        {t('systemUsers.help')}
      </Text>
      {!users.data ? (
        <QueryState query={users} />
      ) : (
        <DataTable
          rows={users.data}
          columns={columns}
          rowKey={(u) => u.id}
          searchText={searchText}
          initialSort={{ key: 'name' }}
          empty={
            <EmptyState
              icon={<IconUserShield size={34} />}
              title={t('systemUsers.emptyTitle')}
              description={t('systemUsers.emptyBody')}
              action={newButton}
            />
          }
          label={t('systemUsers.label')}
          onRowClick={(u) => navigate(`/admin/systemusers/edit/${u.id}`)}
          rowProps={(u) => ({ 'data-testid': `system-user-row-${u.email}` })}
          testId="system-users-table"
        />
      )}
      <DeleteSystemUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
