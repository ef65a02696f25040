import { Button } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSystemUsers } from '../api/system-users.ts';
import { SystemUserForm } from '../components/system-user-form.tsx';

/** /admin/systemusers/new and /admin/systemusers/edit/:id: one system user's form. */
export default function SystemUserEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(['staff', 'pages']);
  const users = useSystemUsers();
  const [deleted, setDeleted] = useState(false);
  const title = id ? t('pages:titles.systemUserEdit') : t('pages:titles.systemUserNew');
  if (deleted) return <Navigate to="/admin/systemusers" replace />;

  let body: ReactNode;
  if (!id) body = <SystemUserForm key="new" />;
  else if (!users.data) body = <QueryState query={users} />;
  else {
    const user = users.data.find((u) => u.id === id);
    body = user ? (
      <SystemUserForm key={user.id} user={user} onDeleted={() => setDeleted(true)} />
    ) : (
      <EmptyState
        icon={<IconUserQuestion size={34} />}
        title={t('systemUsers.notFoundTitle')}
        description={t('systemUsers.notFoundBody')}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button variant="subtle" component={Link} to="/admin/systemusers" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {t('systemUsers.backToList')}
          </Button>
        }
      />
      {body}
    </>
  );
}
