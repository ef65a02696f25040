import type { TDashboardRoom } from '@carehome/contracts';
import {
  compareRoomNumbers,
  type DashboardFilters,
  type DashboardViewer,
  effectiveAssignment,
  filterRooms,
  roleIncludes,
  savePermissionProblem,
} from '@carehome/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconQrcode } from '@tabler/icons-react';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { translateError } from '../../../lib/api-error.ts';
import { useConfigText } from '../../../lib/content-language.ts';
import { formatDataTime } from '../../../lib/dates.ts';
import { useLiveUpdates } from '../../../lib/live-updates.ts';
import { useNetworkState } from '../../../lib/network.ts';
import { useRoomSaves } from '../../../lib/outbox/index.ts';
import { useAccount } from '../../../lib/session.ts';
import { useDashboard, useOwnStaffRecord } from '../api/dashboard.ts';
import { DashboardCounts } from '../components/dashboard-counts.tsx';
import { DashboardFilterBar } from '../components/dashboard-filters.tsx';
import { DashboardStates, usePainted } from '../components/dashboard-states.tsx';
import { LiveBadge } from '../components/live-badge.tsx';
import { OutbreakBanner } from '../components/outbreak-banner.tsx';
import { RoomGrid } from '../components/room-grid.tsx';
import { RoomTooltip } from '../components/room-tooltip.tsx';
import { useStartCleaning } from '../components/start-cleaning.tsx';
import '../components/dashboard.css';
import { areaChildren, areaLevels } from '../model/area-tree.ts';
import { windowedSite } from '../model/grid-window.ts';
import { loadFilters, saveFilters } from '../model/saved-filters.ts';
import { HistoryPopup, QrScanPopup, usePopupCodeOnFirstTouch } from './popup-code.ts';

/**
 * The room dashboard: /housekeeping in app mode for staff, /facility/roomdashboard for
 * Nursing and above, /staffdashboard outside app mode. Every room of the site as a tile, filtered by
 * assignments, room type and area, live as the site changes and readable offline. `titleId`: its page title, 'roomDashboard' on /facility/roomdashboard (the route's
 * screen) and 'housekeeping' on the tablet's /housekeeping, whose screen composes it with the briefing.
 */
export default function DashboardPage({ titleId = 'roomDashboard' }: { titleId?: 'roomDashboard' | 'housekeeping' }) {
  const { t } = useTranslation('dashboard');
  const { t: tp } = useTranslation('pages');
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const timeZone = account?.facility?.timeZone ?? 'UTC';
  const role = account?.role ?? 'Housekeeper';
  const nursing = roleIncludes(role, 'Nursing');
  const withAudit = roleIncludes(role, 'FacilityAssistant');

  const dashboard = useDashboard(facilityId, withAudit);
  const own = useOwnStaffRecord(Boolean(account?.staffMember));
  const liveState = useLiveUpdates(facilityId);
  // The socket opens in an effect, after the first paint: until then the state is the module's initial
  // 'offline', whose long 'Not live' badge wrapped the header's button onto another line, and the page
  // jumped up when it turned to 'Connecting…' (a layout shift of 0.15 on a phone). Until the effects
  // have run, the page says what is happening: connecting.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const live = liveState === 'offline' && !started ? 'connecting' : liveState;
  // Why the saved copy is on screen: no network, the server's temporary error, or the current one is loading.
  const network = useNetworkState();
  // The screen with the rooms renders as a deferred pass, which React splits into slices between which
  // the browser can paint and take input: on a phone, rendering the filters and a screen of tiles in one
  // go blocked the main thread for a quarter of a second.
  // The rooms wait for the page's first paint as well: an answer already there when the screen mounts (the
  // route's prefetch, the saved copy) was rendered with it, and its title and header painted only after
  // the filters, tiles and counts.
  const painted = usePainted();
  const data = useDeferredValue(painted ? dashboard.data : undefined);
  const rooms = data?.rooms;
  const config = data?.config;
  const savedReason = data?.savedReason ?? network;
  // Tiles and the tooltip show the configuration's names in the reader's language.
  const name = useConfigText(config);

  const viewer: DashboardViewer = useMemo(
    () => ({ staffMemberId: account?.staffMember?.id ?? null, restrictedAreaId: own.data?.restrictedArea ?? null }),
    [account?.staffMember?.id, own.data?.restrictedArea],
  );
  const [filters, setFiltersState] = useState<DashboardFilters>(() => (facilityId ? loadFilters(facilityId) : loadFilters('')));
  const setFilters = useCallback(
    (next: DashboardFilters) => {
      setFiltersState(next);
      if (facilityId) saveFilters(facilityId, next);
    },
    [facilityId],
  );

  // Derived from the rooms, not the whole answer: a refresh that changes nothing keeps the same rooms array
  // (the query's structural sharing), so nothing below re-renders for it.
  const sorted = useMemo(() => (rooms ? [...rooms].sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber)) : []), [rooms]);
  const areas = useMemo(() => areaChildren(sorted), [sorted]);
  // A restricted area that no longer holds rooms restricts nothing rather than hiding everything.
  const rootArea = useMemo(
    () =>
      viewer.restrictedAreaId && sorted.some((r) => r.areaIds.includes(viewer.restrictedAreaId as string)) ? viewer.restrictedAreaId : null,
    [viewer.restrictedAreaId, sorted],
  );
  const effective: DashboardFilters = useMemo(() => {
    const path = areaLevels(areas, filters.areaPath, rootArea)
      .map((l) => l.value)
      .filter((v): v is string => v !== null);
    const typeOk = filters.roomTypeId === null || config?.roomTypes.some((r) => r.id === filters.roomTypeId);
    return { assignment: effectiveAssignment(viewer, filters.assignment), roomTypeId: typeOk ? filters.roomTypeId : null, areaPath: path };
  }, [areas, filters, rootArea, config, viewer]);
  const visible = useMemo(
    () => filterRooms(sorted, effective, { ...viewer, restrictedAreaId: rootArea }),
    [sorted, effective, viewer, rootArea],
  );
  const saves = useRoomSaves();
  // Rooms with the same number in different areas (a lounge on each wing) carry their area on the tile.
  const areaOf = useMemo(() => {
    const byNumber = new Map<string, number>();
    for (const r of sorted) byNumber.set(r.roomNumber, (byNumber.get(r.roomNumber) ?? 0) + 1);
    const out = new Map<string, string>();
    for (const r of sorted) if ((byNumber.get(r.roomNumber) ?? 0) > 1 && r.facilityArea.length) out.set(r.id, r.facilityArea.join(' › '));
    return out;
  }, [sorted]);
  const counts = useMemo(() => {
    const c: Record<string, number> = {};
    for (const r of visible) c[r.status.label] = (c[r.status.label] ?? 0) + 1;
    return c;
  }, [visible]);

  const isStaffMember = Boolean(account?.staffMember);
  const starter = useStartCleaning(config, timeZone, isStaffMember);
  // An account that may not save cleans (a system user) is told so as it opens a room, not at Save.
  const saveProblem = savePermissionProblem({ isStaffMember, mode: 'normal' });
  const notice = saveProblem ? translateError(t, saveProblem.code, saveProblem.message) : null;
  const [historyRoom, setHistoryRoom] = useState<TDashboardRoom | null>(null);
  const [scanning, setScanning] = useState(false);
  const [hint, setHint] = useState<{ room: TDashboardRoom; target: HTMLElement } | null>(null);
  const onHint = useCallback(
    (room: TDashboardRoom | null, target: HTMLElement | null) => setHint(room && target ? { room, target } : null),
    [],
  );
  const { start } = starter;
  const onOpen = useCallback(
    (room: TDashboardRoom) => {
      setHint(null);
      if (nursing) setHistoryRoom(room);
      else start(room);
    },
    [nursing, start],
  );
  // The popups mount when first opened and stay (their closing transition needs them).
  const [historyUsed, setHistoryUsed] = useState(false);
  if (historyRoom && !historyUsed) setHistoryUsed(true);
  const [scanUsed, setScanUsed] = useState(false);
  if (scanning && !scanUsed) setScanUsed(true);
  usePopupCodeOnFirstTouch(Boolean(data));
  const shownFilters = useMemo(
    () => ({ ...filters, areaPath: effective.areaPath, roomTypeId: effective.roomTypeId }),
    [filters, effective.areaPath, effective.roomTypeId],
  );
  // The popup shows the room as the latest dashboard has it.
  const historyCurrent = historyRoom ? (rooms?.find((r) => r.id === historyRoom.id) ?? historyRoom) : null;
  const fetchedAt = data?.fetchedAt;
  // Formatting a time in the site's zone is not free (an Intl formatter each call): once per answer.
  const updatedTime = useMemo(() => (fetchedAt === undefined ? '' : formatDataTime(new Date(fetchedAt), timeZone)), [fetchedAt, timeZone]);

  const title = tp(`titles.${titleId}`);

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          <>
            <LiveBadge live={live} t={t} />
            <Button size="md" leftSection={<IconQrcode aria-hidden />} onClick={() => setScanning(true)} disabled={!data}>
              {t('scanQrCode')}
            </Button>
          </>
        }
      />
      <DashboardStates
        data={data}
        savedReason={savedReason}
        updatedTime={updatedTime}
        error={dashboard.isError ? dashboard.error : null}
        onRetry={() => void dashboard.refetch()}
        t={t}
      />
      {data ? (
        <>
          <OutbreakBanner outbreaks={data.config.outbreaks} timeZone={timeZone} t={t} />
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <DashboardFilterBar
              config={data.config}
              areas={areas}
              filters={shownFilters}
              onChange={setFilters}
              showAssignment={!viewer.restrictedAreaId}
              rootArea={rootArea}
            />
            <DashboardCounts total={visible.length} counts={counts} t={t} />
          </Group>
          {sorted.length === 0 ? (
            <EmptyState title={t('empty.noRooms')} description={t('empty.noRoomsHelp')} />
          ) : visible.length === 0 ? (
            <EmptyState
              icon={<IconFilterOff size={34} />}
              title={t('empty.filteredOut')}
              action={
                <Button variant="light" onClick={() => setFilters({ assignment: 'All', roomTypeId: null, areaPath: [] })}>
                  {t('empty.clearFilters')}
                </Button>
              }
            />
          ) : (
            <RoomGrid
              rooms={visible}
              windowed={windowedSite(sorted.length)}
              t={t}
              name={name}
              saves={saves}
              areaOf={areaOf}
              onOpen={onOpen}
              onHint={nursing ? onHint : undefined}
            />
          )}
          <Text c="dimmed" fz="sm" data-testid="dashboard-updated">
            {t('updatedAt', { time: updatedTime })}
          </Text>
          {nursing ? <RoomTooltip room={hint?.room ?? null} target={hint?.target ?? null} timeZone={timeZone} t={t} name={name} /> : null}
          {facilityId && historyUsed ? (
            <Suspense fallback={null}>
              <HistoryPopup
                room={historyCurrent}
                facilityId={facilityId}
                config={data.config}
                role={role}
                timeZone={timeZone}
                onClose={() => setHistoryRoom(null)}
                notice={notice}
                onStartCleaning={(room) => {
                  setHistoryRoom(null);
                  starter.start(room);
                }}
                onAudit={(room, reportId) => {
                  setHistoryRoom(null);
                  starter.audit(room, reportId);
                }}
                onStartMarking={(room) => {
                  setHistoryRoom(null);
                  starter.startMarking(room);
                }}
              />
            </Suspense>
          ) : null}
          {scanUsed ? (
            <Suspense fallback={null}>
              <QrScanPopup
                opened={scanning}
                rooms={data.rooms}
                onClose={() => setScanning(false)}
                onRoom={(room) => {
                  setScanning(false);
                  starter.start(room);
                }}
              />
            </Suspense>
          ) : null}
          {starter.dialog}
        </>
      ) : null}
    </Stack>
  );
}
