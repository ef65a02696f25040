import '@mantine/charts/styles.layer.css';
import { localDateToDisplay, roleIncludes } from '@carehome/domain';
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useConfigText } from '../../../lib/content-language.ts';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { usePortalLinks } from '../../../lib/portal-links.ts';
import { useAccount } from '../../../lib/session.ts';
import { MethodResults } from '../../reporting/index.ts';
import { TurnaroundDashboardPanel } from '../../turnaround/index.ts';
import { type DashboardFilter, useSiteBenchmark, useSiteDashboard } from '../api/site-dashboard.ts';
import { Benchmark } from '../components/benchmark.tsx';
import { BreakdownTable } from '../components/breakdown-table.tsx';
import { EmbeddedLink } from '../components/embedded-link.tsx';
import { SiteCharts } from '../components/site-charts.tsx';
import { Totals } from '../components/totals.tsx';
import { hasNoData } from '../model/chart-rows.ts';
import { operationLabel } from '../model/operation-label.ts';

const WEEK_CHOICES = [4, 8, 12, 26, 52];

/**
 * /facilitydashboard: the dashboard report link set as default for the person's role, embedded, first;
 * then (Supervisor and above) the site's measures week by week with areas and operations to drill into;
 * and for organization administrators every site side by side.
 */
export default function SiteDashboardPage() {
  const { t } = useTranslation(['site-dashboard', 'common']);
  const account = useAccount();
  const facility = account?.facility;
  const charts = Boolean(account && roleIncludes(account.role, 'FacilityAssistant'));
  const orgWide = Boolean(account && roleIncludes(account.role, 'MultiFacilityAdministrator'));
  const [view, setView] = useState<'site' | 'sites'>('site');
  const [filter, setFilter] = useState<DashboardFilter>({ weeks: 12, areaId: null, operation: null });
  const links = usePortalLinks(facility?.id);
  const defaultLink = links.data?.find((l) => l.isDefault) ?? null;
  const dashboard = useSiteDashboard(facility?.id, filter, charts && view === 'site');
  const bench = useSiteBenchmark(filter.weeks, orgWide && view === 'sites');
  const data = dashboard.data;
  // Operations are named by their group and item as written; staff read them in their own language.
  const config = useHousekeepingConfig(charts ? facility?.id : undefined);
  const name = useConfigText(config.data);
  const operation = (label: string) => operationLabel(label, name);

  const weeksSelect = (
    <Select
      label={t('filter.weeks')}
      data={WEEK_CHOICES.map((w) => ({ value: String(w), label: t('filter.weeksN', { n: w }) }))}
      value={String(filter.weeks)}
      onChange={(v) => setFilter((f) => ({ ...f, weeks: Number(v ?? 12) }))}
      allowDeselect={false}
      w={240}
      size="md"
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('title')}
        actions={
          orgWide ? (
            <SegmentedControl
              value={view}
              onChange={(v) => setView(v as 'site' | 'sites')}
              data={[
                { value: 'site', label: facility?.name ?? t('view.site') },
                { value: 'sites', label: t('view.allSites') },
              ]}
              size="md"
              aria-label={t('view.label')}
            />
          ) : null
        }
      />
      {!facility ? <EmptyState title={t('noSite')} /> : null}
      {facility && view === 'site' && defaultLink ? <EmbeddedLink link={defaultLink} /> : null}
      {facility && charts && view === 'site' ? <TurnaroundDashboardPanel facilityId={facility.id} timeZone={facility.timeZone} /> : null}
      {facility && !charts ? (
        links.data ? (
          defaultLink ? null : (
            <Paper withBorder radius="md">
              <EmptyState title={t('noneForRole.title')} description={t('noneForRole.description')} icon={<IconChartLine size={34} />} />
            </Paper>
          )
        ) : (
          <QueryState query={links} />
        )
      ) : null}

      {facility && charts && view === 'site' ? (
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            {weeksSelect}
            <Select
              label={t('filter.area')}
              placeholder={t('filter.allAreas')}
              data={(data?.areaChoices ?? []).map((a) => ({ value: a.id, label: a.label }))}
              value={filter.areaId}
              onChange={(v) => setFilter((f) => ({ ...f, areaId: v }))}
              clearable
              searchable
              w={240}
              size="md"
            />
            <Select
              label={t('filter.operation')}
              placeholder={t('filter.allOperations')}
              data={[...new Set([...(data?.operations ?? []).map((o) => o.label), ...(filter.operation ? [filter.operation] : [])])].map(
                (label) => ({ value: label, label: operation(label) }),
              )}
              value={filter.operation}
              onChange={(v) => setFilter((f) => ({ ...f, operation: v }))}
              clearable
              searchable
              w={300}
              size="md"
            />
            {filter.areaId || filter.operation ? (
              <Button variant="subtle" size="md" onClick={() => setFilter((f) => ({ ...f, areaId: null, operation: null }))}>
                {t('filter.clear')}
              </Button>
            ) : null}
          </Group>
          {!data ? (
            <QueryState query={dashboard} />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('period', { from: localDateToDisplay(data.from), to: localDateToDisplay(data.to), zone: data.timeZone })}
              </Text>
              {hasNoData(data.totals) ? (
                <Paper withBorder radius="md">
                  <EmptyState title={t('empty.title')} description={t('empty.description')} icon={<IconChartLine size={34} />} />
                </Paper>
              ) : (
                <>
                  <Totals totals={data.totals} loop={data.correctiveLoop} />
                  <SiteCharts data={data} />
                  <MethodResults results={data.byMethod} />
                  <BreakdownTable
                    testId="areas-table"
                    title={t('breakdown.areas')}
                    rows={data.areas}
                    onChoose={(key) => setFilter((f) => ({ ...f, areaId: key === f.areaId ? null : key }))}
                  />
                  <BreakdownTable
                    testId="operations-table"
                    title={t('breakdown.operations')}
                    rows={data.operations}
                    perOperation
                    labelOf={operation}
                    onChoose={(key) => setFilter((f) => ({ ...f, operation: key }))}
                  />
                </>
              )}
            </>
          )}
        </Stack>
      ) : null}

      {facility && orgWide && view === 'sites' ? (
        <Stack gap="md">
          <Group>{weeksSelect}</Group>
          {bench.data ? <Benchmark data={bench.data} /> : <QueryState query={bench} />}
        </Stack>
      ) : null}
    </Stack>
  );
}
