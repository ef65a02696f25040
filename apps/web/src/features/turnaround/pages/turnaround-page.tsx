import { addDays, areaPaths, roleIncludes, siteToday } from '@carehome/domain';
import { SegmentedControl, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLiveUpdates } from '../../../lib/live-updates.ts';
import { useAccount } from '../../../lib/session.ts';
import { siteLayoutQueryOptions } from '../../../lib/site-layout.ts';
import { OverdueBoard } from '../components/overdue-board.tsx';
import { SiteKpis } from '../components/site-kpis.tsx';
import { SitesSideBySide } from '../components/sites-side-by-side.tsx';
import { useTaskNames } from '../components/use-names.ts';

export const PERIOD_DAYS = [7, 30, 90, 365];

/**
 * /turnaround (Supervisor and above): the tasks past their target now, live; the site's response, clean
 * and turnaround over a period, by kind and by area, with the tasks to drill into; its targets. An
 * organization administrator also sees every site side by side.
 */
export default function TurnaroundPage() {
  const { t } = useTranslation(['turnaround', 'pages']);
  const account = useAccount();
  const facility = account?.facility;
  const orgWide = Boolean(account && roleIncludes(account.role, 'MultiFacilityAdministrator'));
  const [view, setView] = useState<'site' | 'sites'>('site');
  const [days, setDays] = useState(30);
  const [areaId, setAreaId] = useState<string | null>(null);
  useLiveUpdates(facility?.id);
  const layout = useQuery(siteLayoutQueryOptions(facility?.id));
  const names = useTaskNames(facility?.id, t('noArea'));
  const paths = areaPaths(layout.data?.areas.filter((a) => !a.isArchived) ?? []);
  const areaChoices = [...paths.entries()]
    .map(([id, path]) => ({ value: id, label: names.area(path) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const timeZone = facility?.timeZone ?? 'UTC';
  const to = siteToday(timeZone);
  const period = { from: addDays(to, 1 - days), to, areaId };
  // Days as a row of buttons: a tap on a tablet, and the period in view at a glance.
  const daysSelect = (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="turnaround-period">
        {t('period.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="turnaround-period"
        data={PERIOD_DAYS.map((d) => ({ value: String(d), label: t('period.days', { count: d }) }))}
        value={String(days)}
        onChange={(v) => setDays(Number(v))}
        size="md"
      />
    </Stack>
  );
  const site = !facility ? (
    <EmptyState title={t('noSite')} />
  ) : (
    <Stack gap="lg">
      <Text c="dimmed" maw={860}>
        {t('help')}
      </Text>
      <section aria-labelledby="overdue-now">
        <Title order={2} size="h3" mb="sm" id="overdue-now">
          {t('overdue.title')}
        </Title>
        <OverdueBoard facilityId={facility.id} />
      </section>
      <SiteKpis
        facilityId={facility.id}
        period={period}
        filters={
          <>
            {daysSelect}
            <Select
              label={t('area')}
              placeholder={t('allAreas')}
              data={areaChoices}
              value={areaId}
              onChange={setAreaId}
              clearable
              searchable
              w={260}
              size="md"
            />
          </>
        }
      />
    </Stack>
  );

  return (
    <>
      <PageHeader title={t('pages:titles.turnaround')} />
      {orgWide ? (
        <Tabs value={view} onChange={(v) => setView(v === 'sites' ? 'sites' : 'site')} keepMounted={false}>
          <Tabs.List mb="lg" aria-label={t('view.label')}>
            <Tabs.Tab value="site">{facility?.name ?? t('view.site')}</Tabs.Tab>
            <Tabs.Tab value="sites">{t('view.sites')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="site">{site}</Tabs.Panel>
          <Tabs.Panel value="sites">
            <SitesSideBySide days={days} daysSelect={daysSelect} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        site
      )}
    </>
  );
}
