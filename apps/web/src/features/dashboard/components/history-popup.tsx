import type { TDashboardRoom, THistoryEntry, THousekeepingConfig, TRole } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfigText } from '../../../lib/content-language.ts';
import { useRoomCleans } from '../api/dashboard.ts';
import { cleaningPath } from '../model/cleaning-link.ts';
import { auditableLast, mergeHistory } from '../model/room-history.ts';
import { HistoryActions } from './history-actions.tsx';
import { useHistoryColumns } from './history-columns.tsx';
import { HistoryList } from './history-list.tsx';
import { HistoryTasks } from './history-tasks.tsx';
import { HistoryTitle } from './history-title.tsx';
import { RoomStateDialog } from './room-state-dialog.tsx';

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

const MODAL_Z = 200;

/**
 * The room cleaning history popup, opened by clicking a room's tile (Nursing and above): who cleaned
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
        title={shown ? <HistoryTitle room={shown} config={props.config} /> : null}
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

function HistoryContent({
  room,
  facilityId,
  config,
  role,
  timeZone,
  small,
  onStartCleaning,
  onAudit,
  onStartMarking,
  onRoomState,
  notice,
}: HistoryPopupProps & { room: TDashboardRoom; small: boolean; onRoomState(): void }) {
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

  const name = useConfigText(config);
  const columns = useHistoryColumns(timeZone, small, name);

  const openReport = (e: THistoryEntry) => navigate(cleaningPath({ roomId: room.id, mode: 'history', reportId: e.reportId }));

  return (
    <Stack gap="sm" pt={6} style={{ flex: '1 1 auto', minHeight: 0 }}>
      <HistoryActions
        room={room}
        notice={notice}
        lastReport={lastReport}
        firstLoad={cleans.isPending}
        marking={roleIncludes(role, 'FacilityAssistant')}
        onStartCleaning={onStartCleaning}
        onAudit={onAudit}
        onStartMarking={onStartMarking}
        onRoomState={onRoomState}
      />
      <HistoryTasks room={room} timeZone={timeZone} name={name} />
      <HistoryList room={room} history={history} cleans={cleans} columns={columns} onOpen={openReport} name={name} />
    </Stack>
  );
}
