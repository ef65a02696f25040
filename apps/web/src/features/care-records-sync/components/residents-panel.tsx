import { EXTERNAL_PATIENT_STATUSES, type TExternalPatientStatus, type TSyncRun } from '@carehome/contracts';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSyncRuns } from '../api/activity.ts';
import { useSite } from '../api/site-areas.ts';
import { useSyncResidents, useSyncRun } from '../api/sync-residents.ts';
import { areaChoices, keepListed, patientName, roomsToCreate, wantsImport } from '../model/resident-selection.ts';
import { failureText, runIsActive } from '../model/sync-text.ts';
import { ImportBar } from './import-bar.tsx';
import { QuotaSummary } from './quota-summary.tsx';
import { ReconciliationDialog } from './reconciliation-dialog.tsx';
import { ResidentsTable } from './residents-table.tsx';
import { RunProgress } from './run-progress.tsx';

type Filter = TExternalPatientStatus | 'all';

/**
 * The care-records system's residents compared with ours (New, Updated or the same), chosen and
 * imported as a run whose progress shows here, after the reconciliation step (pairs with the residents
 * entered by hand, discharges, each new room's area). Rooms are matched by number.
 */
export function ResidentsPanel({ facilityId, dataSourceId, active }: { facilityId: string; dataSourceId: string; active: boolean }) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  const [filter, setFilter] = useState<Filter>('Current');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reconciling, setReconciling] = useState(false);
  const [runId, setRunId] = useState<string | null>(null);
  const runRef = useRef<HTMLDivElement>(null);
  const list = useSyncResidents(facilityId, dataSourceId, filter === 'all' ? null : filter, active);
  const site = useSite(facilityId);
  // An import still under way (started here before, or by someone else) shows its progress on return.
  const runs = useSyncRuns(facilityId, dataSourceId, false);
  const ongoing = runs.data?.find((r) => r.kind === 'import' && runIsActive(r.status))?.id ?? null;
  const run = useSyncRun(facilityId, runId ?? ongoing);
  const running = Boolean(run.data && runIsActive(run.data.status));

  const residents = list.data?.residents;
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!residents || !needle) return residents ?? [];
    return residents.filter((r) =>
      `${patientName(r.patient)} ${r.patient.roomNumber ?? ''} ${r.patient.patientId}`.toLowerCase().includes(needle),
    );
  }, [residents, search]);
  const chosenListed = useMemo(() => keepListed(chosen, residents ?? []), [chosen, residents]);
  const creates = useMemo(() => roomsToCreate(residents ?? [], chosenListed), [residents, chosenListed]);
  const areas = useMemo(() => (site.data ? areaChoices(site.data.areas) : undefined), [site.data]);

  const choose = (ids: string[], on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const onStarted = (r: TSyncRun) => {
    setReconciling(false);
    setRunId(r.id);
    setChosen(new Set());
    requestAnimationFrame(() => runRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <div>
            <Text size="sm" fw={500} mb={4} id="patient-status-filter">
              {t('residents.filter')}
            </Text>
            <SegmentedControl
              aria-labelledby="patient-status-filter"
              value={filter}
              onChange={(v) => setFilter(v as Filter)}
              data={[
                ...EXTERNAL_PATIENT_STATUSES.map((s) => ({ value: s, label: t(`patientStatus.${s}`) })),
                { value: 'all', label: t('residents.all') },
              ]}
              data-testid="patient-status-filter"
            />
          </div>
          <TextInput
            label={t('residents.search')}
            placeholder={t('residents.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={260}
          />
        </Group>
        <Group gap="md" align="flex-end">
          {list.data?.quota ? <QuotaSummary quota={list.data.quota} timeZone={site.data?.timeZone} /> : null}
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void list.refetch()}
            loading={list.isFetching}
          >
            {t('residents.reload')}
          </Button>
        </Group>
      </Group>

      <div ref={runRef}>{run.data ? <RunProgress run={run.data} timeZone={site.data?.timeZone} /> : null}</div>
      {run.error && !run.data ? <ErrorAlert error={run.error} /> : null}
      {reconciling ? (
        <ReconciliationDialog
          facilityId={facilityId}
          dataSourceId={dataSourceId}
          chosen={(residents ?? []).filter((r) => chosenListed.has(r.patient.patientId))}
          areas={areas ?? []}
          onClose={() => setReconciling(false)}
          onStarted={onStarted}
        />
      ) : null}

      {!list.data ? (
        <QueryState query={list} />
      ) : list.data.failure ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('residents.failedTitle')}
          role="alert"
          data-testid="residents-failure"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failureText(t, list.data.failure)}</Text>
            <Button variant="light" color="red" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void list.refetch()}>
              {t('common:retry')}
            </Button>
          </Stack>
        </Alert>
      ) : list.data.residents.length === 0 ? (
        <EmptyState icon={<IconUsers size={34} />} title={t('residents.emptyTitle')} description={t('residents.emptyBody')} />
      ) : (
        <>
          <ResidentsTable
            residents={shown}
            chosen={chosenListed}
            disabled={running}
            onToggle={(id) => choose([id], !chosenListed.has(id))}
            onToggleAll={(all) =>
              choose(
                shown.map((r) => r.patient.patientId),
                all,
              )
            }
          />
          <ImportBar
            chosenCount={chosenListed.size}
            shownCount={shown.length}
            roomsToCreate={creates}
            onSelectAll={() =>
              choose(
                shown.map((r) => r.patient.patientId),
                true,
              )
            }
            onSelectChanged={() =>
              choose(
                shown.filter(wantsImport).map((r) => r.patient.patientId),
                true,
              )
            }
            onSelectNone={() => setChosen(new Set())}
            onImport={() => setReconciling(true)}
            importing={reconciling}
            disabled={running}
          />
        </>
      )}
    </Stack>
  );
}
