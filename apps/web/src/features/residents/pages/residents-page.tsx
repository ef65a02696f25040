import type { TResident } from '@carehome/contracts';
import { Anchor, Badge, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PeopleList } from '../../../components/people-list.tsx';
import { useLiveUpdates } from '../../../lib/live-updates.ts';
import { useAccount } from '../../../lib/session.ts';
import { useResidents } from '../api/residents.ts';
import { RiskFlagBadges } from '../components/risk-flag-badges.tsx';
import {
  displayDate,
  flagSortValue,
  movedDate,
  RESIDENT_VIEWS,
  type ResidentView,
  residentSearchText,
  residentsInView,
  roomLabel,
  sharedRoomIds,
  titledName,
} from '../model/resident-list.ts';

/**
 * /admin/resident: the residents of the current site (current, discharged or all), searchable and
 * sortable, with their room, risk flags and status; a row opens the resident.
 */
export default function ResidentsPage() {
  const { t } = useTranslation(['residents', 'pages']);
  const account = useAccount();
  const residents = useResidents(account?.facility?.id);
  // Arrivals, moves and imports made on another screen or computer show here without a reload.
  useLiveUpdates(account?.facility?.id);
  const [view, setView] = useState<ResidentView>('current');

  const all = residents.data ?? [];
  const rows = useMemo(() => residentsInView(all, view), [all, view]);
  const shared = useMemo(() => sharedRoomIds(all), [all]);
  const statusText = useCallback((r: TResident) => t(`status.${r.status}`), [t]);

  const columns = useMemo<Column<TResident>[]>(
    () => [
      {
        key: 'name',
        header: t('list.name'),
        sortValue: (r) => `${r.lastName} ${r.firstName}`,
        render: (r) => (
          <Anchor component={Link} to={`/admin/resident/edit/${r.id}`} onClick={(e) => e.stopPropagation()} fw={600}>
            {titledName(r)}
          </Anchor>
        ),
      },
      { key: 'residentId', header: t('list.residentId'), sortValue: (r) => r.residentId, render: (r) => r.residentId },
      {
        key: 'room',
        header: t('list.room'),
        sortValue: (r) => roomLabel(r.room),
        render: (r) =>
          r.room ? (
            <Group gap={6} wrap="wrap">
              <Text size="sm">{roomLabel(r.room)}</Text>
              {r.status === 'Resident' && shared.has(r.room.id) ? (
                <Badge size="sm" variant="light" color="grape" data-testid="shared-room">
                  {t('list.shared')}
                </Badge>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('list.noRoom')}
            </Text>
          ),
      },
      { key: 'flags', header: t('list.flags'), sortValue: flagSortValue, render: (r) => <RiskFlagBadges flags={r} size="sm" /> },
      {
        key: 'status',
        header: t('list.status'),
        sortValue: statusText,
        render: (r) => (
          <Badge variant="light" color={r.status === 'Resident' ? 'teal' : 'gray'}>
            {statusText(r)}
          </Badge>
        ),
      },
      {
        key: 'date',
        header: t('list.date'),
        sortValue: movedDate,
        render: (r) => {
          const date = displayDate(movedDate(r));
          return date ? t(r.status === 'Discharged' ? 'list.dischargedOn' : 'list.arrivedOn', { date }) : '';
        },
      },
    ],
    [t, shared, statusText],
  );

  const searchText = useCallback((r: TResident) => residentSearchText(r, statusText(r)), [statusText]);

  const newButton = (
    <Button component={Link} to="/admin/resident/new" leftSection={<IconPlus size={18} aria-hidden />}>
      {t('list.new')}
    </Button>
  );
  const actions = (
    <Group gap="sm">
      <Button variant="default" component={Link} to="/admin/resident/import" leftSection={<IconFileImport size={18} aria-hidden />}>
        {t('list.import')}
      </Button>
      {newButton}
    </Group>
  );

  const toolbar = (
    <SegmentedControl
      aria-label={t('list.view')}
      value={view}
      onChange={(v) => setView(v as ResidentView)}
      data={RESIDENT_VIEWS.map((v) => ({ value: v, label: t(`list.views.${v}`) }))}
      data-testid="resident-view"
    />
  );

  return (
    <>
      <PageHeader title={t('pages:titles.residents')} actions={actions} />
      <PeopleList
        ns="residents"
        query={residents}
        nobodyYet={all.length === 0}
        newButton={newButton}
        noneBody={view === 'discharged' ? t('list.noneDischarged') : t('list.noneCurrent')}
        editPath="/admin/resident/edit"
        rows={rows}
        columns={columns}
        searchText={searchText}
        rowProps={(r) => ({ 'data-testid': `resident-row-${r.residentId}`, 'data-status': r.status })}
        toolbar={toolbar}
        testId="residents-table"
      />
    </>
  );
}
