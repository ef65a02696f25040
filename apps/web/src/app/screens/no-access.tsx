import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export function NoAccess() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('noAccess.title')} />
      <EmptyState
        icon={<IconLock size={34} />}
        title={t('noAccess.heading')}
        description={t('noAccess.body')}
        action={
          <Button component={Link} to="/" variant="light">
            {t('noAccess.home')}
          </Button>
        }
      />
    </>
  );
}

export function NotFound() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        title={t('notFound.heading')}
        description={t('notFound.body')}
        action={
          <Button component={Link} to="/" variant="light">
            {t('noAccess.home')}
          </Button>
        }
      />
    </>
  );
}

export function NoSite() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('noSite.title')} />
      <EmptyState title={t('noSite.heading')} description={t('noSite.body')} />
    </>
  );
}
