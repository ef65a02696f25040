import { Stack, Tabs } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDataDate } from '../../../lib/dates.ts';
import { useAccount } from '../../../lib/session.ts';
import { useCalendarProfiles } from '../api/calendar-sync.ts';
import { ExportPanel } from '../components/export-panel.tsx';
import { ImportWizard } from '../components/import-wizard.tsx';

/**
 * /facility/calendarsync (Nursing and above): an .ics file imported as staff schedule assignments through
 * a wizard with saved import profiles, and the site's calendar feed for calendar apps to subscribe to.
 */
export default function CalendarSyncPage() {
  const { t } = useTranslation('calendar-sync');
  const account = useAccount();
  const facility = account?.facility;
  const today = useMemo(() => formatDataDate(new Date(), facility?.timeZone), [facility?.timeZone]);
  const profiles = useCalendarProfiles(facility?.id);

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      {!facility ? (
        <EmptyState title={t('noSite')} />
      ) : (
        <Tabs defaultValue="import" keepMounted>
          <Tabs.List mb="md">
            <Tabs.Tab value="import">{t('tab.import')}</Tabs.Tab>
            <Tabs.Tab value="export">{t('tab.export')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="import">
            {profiles.data ? (
              <ImportWizard facilityId={facility.id} today={today} timeZone={facility.timeZone} profiles={profiles.data} />
            ) : (
              <QueryState query={profiles} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="export">
            <ExportPanel facilityId={facility.id} today={today} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
