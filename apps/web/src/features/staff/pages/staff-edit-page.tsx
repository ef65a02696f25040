import { Button } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useStaffMembers } from '../api/staff-members.ts';
import { StaffForm } from '../components/staff-form.tsx';

/** /admin/staff/new and /admin/staff/edit/:id: one staff member's form. */
export default function StaffEditPage() {
  const { id } = useParams();
  const { t } = useTranslation(['staff', 'pages']);
  const staff = useStaffMembers();
  const title = id ? t('pages:titles.staffEdit') : t('pages:titles.staffNew');
  const back = (
    <Button variant="subtle" component={Link} to="/admin/staff" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('edit.backToList')}
    </Button>
  );

  let body: ReactNode;
  if (!id) body = <StaffForm key="new" />;
  else if (!staff.data) body = <QueryState query={staff} />;
  else {
    const member = staff.data.find((m) => m.id === id);
    body = member ? (
      <StaffForm key={member.id} member={member} />
    ) : (
      <EmptyState icon={<IconUserQuestion size={34} />} title={t('edit.notFoundTitle')} description={t('edit.notFoundBody')} />
    );
  }

  return (
    <>
      <PageHeader title={title} actions={back} />
      {body}
    </>
  );
}
