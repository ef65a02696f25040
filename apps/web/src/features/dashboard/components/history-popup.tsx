import {
  AUDIT_RECLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TDashboardRoom,
  type THistoryEntry,
  type THousekeepingConfig,
  type TRole,
} from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { Alert, Badge, Box, Button, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconClipboardCheck,
  IconFlag,
  IconHistory,
  IconListCheck,
  IconPhoto,
  IconPlayerPlay,
  IconRefresh,
} from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CorrectiveActionSummary } from '../../../components/corrective-action.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { formatDataDate, formatDisplayDateTime } from '../../../lib/dates.ts';
import { useRoomCleans } from '../api/dashboard.ts';
import { cleaningPath } from '../model/cleaning-link.ts';
import { auditableLast, mergeHistory } from '../model/room-history.ts';
import { RoomStateDialog } from './room-state-dialog.tsx';
import { roomResidents } from './room-tile.tsx';

/** The sentence of each outstanding task of a room; others are a room state's. */
const TASK_TEXT: Record<string, 'history.task.reclean' | 'history.task.arrival' | 'history.task.departure'> = {
  [AUDIT_RECLEAN]: 'history.task.reclean',
  [RESIDENT_ARRIVAL_TASK]: 'history.task.arrival',
  [RESIDENT_DEPARTURE_TASK]: 'history.task.departure',
};

export interface HistoryPopupProps {
  /** The room whose history is shown; null: the popup is closed. */
  room: TDashboardRoom | null;
  facilityId: string;
  config: THousekeepingConfig;
  /** The viewer's role (Nursing or above reach this popup). */
  role: TRole;
  /** The site's IANA time zone: dates and times are shown in it. */
  timeZone: string;
  onClose(): void;
  /** 'Start new cleaning report'. */
  onStartCleaning(room: TDashboardRoom): void;
  /** 'Audit the last cleaning report'. */
  onAudit(room: TDashboardRoom, reportId: string): void;
  /** 'Start Pre-Audit Marking' (FacilityAssistant and above only). */
  onStartMarking(room: TDashboardRoom): void;
  /** Said above the actions when opening the room (an account that may not save cleans). */
  notice?: string | null;
}

const STATUS_COLORS: Record<THistoryEntry['status'], string> = {
  Complete: 'teal',
  Incomplete: 'orange',
  Declined: 'red',
  Initial: 'gray',
};
const MODAL_Z = 200;

/**
 * The room cleaning history popup (spec section 2, Clicking a tile; Nursing and above): who cleaned
 * the room and how it went, newest first, with the ways to start a clean, audit the last one, start a
 * pre-audit marking, or set the room state.
 */
export function HistoryPopup(props: HistoryPopupProps) {
  const { room, onClose } = props;
  const { t } = useTranslation('room');
  const small = useMediaQuery('(max-width: 48em)');
  const [stateOpen, setStateOpen] = useState(false);
  // The last room stays on screen while the popup closes.
  const last = useRef(room);
  if (room) last.current = room;
  const shown = room ?? last.current;
  const opened = room !== null;

  return (
    <>
      <Modal
        opened={opened}
        onClose={() => {
          setStateOpen(false);
          onClose();
        }}
        title={shown ? <PopupTitle room={shown} config={props.config} /> : null}
        // Nearly the whole width of a 10-inch tablet: the table's columns and the four actions fit in one row.
        size={1240}
        xOffset={16}
        yOffset={16}
        fullScreen={small}
        centered
        zIndex={MODAL_Z}
        // While the room state dialog is open over it, that dialog owns the keyboard (Escape, Tab).
        closeOnEscape={!stateOpen}
        trapFocus={!stateOpen}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        // A column: the header and the actions stay, the history scrolls inside the popup.
        styles={{
          title: { flex: 1, minWidth: 0 },
          content: { display: 'flex', flexDirection: 'column' },
          header: { flexShrink: 0 },
          body: { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
        data-testid="history-popup"
      >
        {shown ? <HistoryContent {...props} room={shown} small={Boolean(small)} onRoomState={() => setStateOpen(true)} /> : null}
      </Modal>
      {/* A sibling, not a child: keys pressed in it must not reach the popup through the React tree. */}
      <RoomStateDialog
        room={opened && stateOpen ? room : null}
        facilityId={props.facilityId}
        config={props.config}
        onClose={() => setStateOpen(false)}
        zIndex={MODAL_Z + 10}
      />
    </>
  );
}

/** Room number, room type, the resident (or 'Unoccupied') and the room's current state. */
function PopupTitle({ room, config }: { room: TDashboardRoom; config: THousekeepingConfig }) {
  const { t } = useTranslation('room');
  const state = room.roomState ? config.roomStates.find((s) => s.id === room.roomState?.id) : undefined;
  return (
    // Spans only: this sits in the dialog's heading (h2), and names the dialog.
    <Stack component="span" gap={4}>
      <Text component="span" fw={700} fz="xl" lh={1.2}>
        {t('history.title', { room: room.roomNumber })}
      </Text>
      <Group component="span" gap="xs" wrap="wrap" fz="md" fw={400}>
        <Text component="span" c="dimmed">
          {room.roomType ?? t('history.noRoomType')}
        </Text>
        <Text component="span" c="dimmed" aria-hidden>
          ·
        </Text>
        <Text component="span" fw={500} data-testid="history-resident">
          {roomResidents(room)
            .map((r) => r.displayName)
            .join(', ') || t('history.unoccupied')}
        </Text>
        <Badge
          variant={room.roomState ? 'filled' : 'outline'}
          color={room.roomState ? (state?.color ?? 'gray') : 'gray'}
          autoContrast
          size="lg"
          tt="none"
          leftSection={<IconFlag size={14} aria-hidden />}
          data-testid="history-state"
          style={state && state.style !== 'none' ? { border: `2px ${state.style} ${state.borderColor}` } : undefined}
        >
          {t('history.state', { state: room.roomState ? room.roomState.stateName : t('state.resident') })}
        </Badge>
        {room.status.label !== 'State' ? (
          <Badge
            variant="light"
            color={room.status.label === 'OK' ? 'teal' : room.status.label === 'Missed' ? 'red' : 'orange'}
            size="lg"
            tt="none"
          >
            {t(`history.statusLabel.${room.status.label}`)}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

function HistoryContent({
  room,
  facilityId,
  role,
  timeZone,
  small,
  onStartCleaning,
  onAudit,
  onStartMarking,
  onRoomState,
  notice,
}: HistoryPopupProps & { room: TDashboardRoom; small: boolean; onRoomState(): void }) {
  const { t } = useTranslation('room');
  const navigate = useNavigate();
  const cleans = useRoomCleans(facilityId, room.id);
  const history = useMemo(
    () =>
      mergeHistory(
        room.housekeepingHistory,
        cleans.data?.pages.map((p) => p.history),
      ),
    [room.housekeepingHistory, cleans.data],
  );
  const lastReport = auditableLast(history);
  const marking = roleIncludes(role, 'FacilityAssistant');

  const columns = useMemo<Column<THistoryEntry>[]>(() => {
    const time = (iso: string) => formatDisplayDateTime(iso, timeZone);
    return [
      {
        key: 'started',
        header: t('history.columns.started'),
        sortValue: (e) => e.startDate,
        render: (e) => <Text style={{ whiteSpace: 'nowrap' }}>{time(e.startDate)}</Text>,
      },
      { key: 'cleanType', header: t('history.columns.cleanType'), sortValue: (e) => e.cleanType, render: (e) => e.cleanType },
      {
        key: 'status',
        header: t('history.columns.status'),
        sortValue: (e) => e.status,
        render: (e) => (
          <Badge color={STATUS_COLORS[e.status]} variant="light" size="lg" tt="none">
            {t(`history.status.${e.status}`)}
          </Badge>
        ),
      },
      {
        key: 'staff',
        header: t('history.columns.staff'),
        sortValue: (e) => e.staffMember ?? '',
        render: (e) => e.staffMember ?? <Text c="dimmed">{t('history.notStaff')}</Text>,
      },
      {
        key: 'completed',
        header: t('history.columns.completed'),
        sortValue: (e) => e.dateComplete ?? '',
        render: (e) =>
          e.dateComplete ? (
            <Text style={{ whiteSpace: 'nowrap' }}>
              {/* Only the time when it finished the day it started. */}
              {formatDataDate(e.dateComplete, timeZone) === formatDataDate(e.startDate, timeZone)
                ? time(e.dateComplete).slice(11)
                : time(e.dateComplete)}
            </Text>
          ) : (
            <Text c="dimmed">{t('history.notCompleted')}</Text>
          ),
      },
      {
        key: 'comment',
        header: t('history.columns.comment'),
        render: (e) =>
          e.comment ? (
            <Text truncate="end" maw={small ? 140 : 180} title={e.comment} size="sm">
              {e.comment}
            </Text>
          ) : null,
      },
      {
        key: 'photos',
        header: t('history.columns.photos'),
        align: 'center',
        render: (e) =>
          e.hasPhotos ? (
            <Tooltip label={t('history.hasPhotos')}>
              <IconPhoto size={22} role="img" aria-label={t('history.hasPhotos')} />
            </Tooltip>
          ) : null,
      },
      {
        key: 'audit',
        header: t('history.columns.audit'),
        sortValue: (e) => (e.audit ? (e.audit.failed ? 3 : e.audit.complete ? 2 : 1) : 0),
        render: (e) =>
          e.audit ? (
            <Badge color={e.audit.failed ? 'red' : e.audit.complete ? 'blue' : 'yellow'} variant="light" size="lg" tt="none">
              {e.audit.failed ? t('history.audit.failed') : e.audit.complete ? t('history.audit.complete') : t('history.audit.started')}
            </Badge>
          ) : (
            <Text c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('history.audit.none')}
            </Text>
          ),
      },
    ];
  }, [t, timeZone, small]);

  const openReport = (e: THistoryEntry) => navigate(cleaningPath({ roomId: room.id, mode: 'history', reportId: e.reportId }));

  const empty = history.length === 0;
  const firstLoad = cleans.isPending;

  return (
    <Stack gap="sm" pt={6} style={{ flex: '1 1 auto', minHeight: 0 }}>
      {notice ? (
        <Alert color="orange" style={{ flexShrink: 0 }} data-testid="history-notice">
          {notice}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap" style={{ flexShrink: 0 }} data-testid="history-actions">
        <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={() => onStartCleaning(room)} data-autofocus>
          {t('history.startCleaning')}
        </Button>
        <Tooltip label={t('history.auditNotPossible')} disabled={Boolean(lastReport) || firstLoad}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <Box component="span" style={{ display: 'inline-block' }}>
            <Button
              variant="light"
              leftSection={<IconClipboardCheck size={18} aria-hidden />}
              disabled={!lastReport}
              onClick={() => lastReport && onAudit(room, lastReport.reportId)}
            >
              {t('history.audit.button')}
            </Button>
          </Box>
        </Tooltip>
        {marking ? (
          <Button variant="light" leftSection={<IconListCheck size={18} aria-hidden />} onClick={() => onStartMarking(room)}>
            {t('history.startMarking')}
          </Button>
        ) : null}
        <Button variant="default" leftSection={<IconFlag size={18} aria-hidden />} onClick={onRoomState}>
          {t('history.roomState')}
        </Button>
      </Group>

      {room.correctiveAction ? <CorrectiveActionSummary action={room.correctiveAction} timeZone={timeZone} /> : null}
      {room.outstandingTasks.length ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          py={6}
          style={{ flexShrink: 0 }}
          data-testid="outstanding-tasks"
        >
          {room.outstandingTasks.map((task) => (
            <Text key={task.id} size="sm">
              {t(TASK_TEXT[task.id] ?? 'history.task.state', {
                cleanType: task.cleanType ?? '',
                since: formatDisplayDateTime(task.startDate, timeZone),
              })}
            </Text>
          ))}
        </Alert>
      ) : null}

      {cleans.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="history-error">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {t('history.loadError')} {errorText(t, cleans.error)}
            </Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => void (cleans.isFetchNextPageError ? cleans.fetchNextPage() : cleans.refetch())}
              loading={cleans.isFetching}
            >
              {t('common:retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}

      {empty && firstLoad ? (
        <Group gap="sm" py="xl" justify="center" aria-busy="true">
          <Loader size="sm" />
          <Text c="dimmed">{t('history.loading')}</Text>
        </Group>
      ) : empty && !cleans.isError ? (
        <EmptyState icon={<IconHistory size={34} />} title={t('history.empty')} />
      ) : empty ? null : (
        <Box
          style={{ flex: '1 1 auto', minHeight: 160, overflowY: 'auto', overflowX: 'auto', overscrollBehavior: 'contain' }}
          data-testid="history-scroll"
        >
          <DataTable
            rows={history}
            columns={columns}
            rowKey={(e) => e.reportId}
            searchText={(e) => [e.cleanType, t(`history.status.${e.status}`), e.staffMember ?? '', e.comment ?? ''].join(' ')}
            initialSort={{ key: 'started', desc: true }}
            empty={null}
            label={t('history.tableLabel', { room: room.roomNumber })}
            onRowClick={openReport}
            rowProps={(e) => ({ 'data-testid': 'history-row', 'data-report-id': e.reportId, 'data-status': e.status })}
            toolbar={
              firstLoad ? (
                <Group gap={6} aria-live="polite">
                  <Loader size="xs" />
                  <Text size="sm" c="dimmed">
                    {t('history.loadingAll')}
                  </Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('history.openHint')}
                </Text>
              )
            }
          />
          {cleans.hasNextPage ? (
            <Group justify="center" mt="sm" mb="xs">
              <Button
                variant="default"
                onClick={() => void cleans.fetchNextPage()}
                loading={cleans.isFetchingNextPage}
                disabled={cleans.isFetchingNextPage}
                data-testid="history-load-more"
              >
                {t('history.loadMore')}
              </Button>
            </Group>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}
