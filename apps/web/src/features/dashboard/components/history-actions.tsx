import type { TDashboardRoom, THistoryEntry } from '@carehome/contracts';
import { Alert, Box, Button, Group, Tooltip } from '@mantine/core';
import { IconClipboardCheck, IconFlag, IconHistory, IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';

/**
 * The ways on from a room's history: start a clean, audit the last report (a tooltip says why not
 * when there is none), start a pre-audit marking (FacilityAssistant and above), set the room state;
 * a notice above them when the account may not save cleans.
 */
export function HistoryActions({
  room,
  notice,
  lastReport,
  firstLoad,
  marking,
  onStartCleaning,
  onAudit,
  onStartMarking,
  onRoomState,
}: {
  room: TDashboardRoom;
  notice?: string | null;
  lastReport: THistoryEntry | null;
  firstLoad: boolean;
  marking: boolean;
  onStartCleaning(room: TDashboardRoom): void;
  onAudit(room: TDashboardRoom, reportId: string): void;
  onStartMarking(room: TDashboardRoom): void;
  onRoomState(): void;
}) {
  const { t } = useTranslation('room');
  return (
    <>
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
        <LinkButton to={`/clean-record?roomId=${room.id}`} icon={IconHistory}>
          {t('menu:cleanRecord')}
        </LinkButton>
      </Group>
    </>
  );
}
