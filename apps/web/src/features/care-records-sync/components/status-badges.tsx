import type { TSyncMessageStatus, TSyncRunStatus, TSyncStatus } from '@carehome/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_STATUS_COLORS, RUN_STATUS_COLORS } from '../model/sync-text.ts';

const SYNC_STATUS_COLORS: Record<TSyncStatus, string> = { New: 'blue', Updated: 'orange', None: 'gray' };

/** New (we hold no resident for the patient), Updated (a field differs) or None. */
export function SyncStatusBadge({ status }: { status: TSyncStatus }) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Badge variant="light" color={SYNC_STATUS_COLORS[status]} tt="none" data-testid="sync-status">
      {t(`syncStatus.${status}`)}
    </Badge>
  );
}

export function RunStatusBadge({ status }: { status: TSyncRunStatus }) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Badge variant="light" color={RUN_STATUS_COLORS[status]} tt="none" data-testid="run-status">
      {t(`runStatus.${status}`)}
    </Badge>
  );
}

export function MessageStatusBadge({ status }: { status: TSyncMessageStatus }) {
  const { t } = useTranslation('care-records-sync');
  return (
    <Badge variant="light" color={MESSAGE_STATUS_COLORS[status]} tt="none" data-testid="message-status">
      {t(`messageStatus.${status}`)}
    </Badge>
  );
}
