import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** A screen whose issue has not landed yet: its title and an honest empty state. */
export function PlaceholderPage({ routeId }: { routeId: string }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t(`titles.${routeId}`)} />
      <EmptyState icon={<IconTools size={34} />} title={t('placeholder.heading')} description={t('placeholder.body')} />
    </>
  );
}
