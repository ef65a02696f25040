import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingSavesFor } from '../../../lib/outbox/index.ts';

/**
 * Above the tiles: how many saves of this room still wait in the outbox (not on a read-only report),
 * and the problems of the last save, which the user can close.
 */
export function SaveNotices({
  roomId,
  readonly,
  problems,
  onClearProblems,
}: {
  roomId: string;
  readonly: boolean;
  problems: string[];
  onClearProblems: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const [pending, setPending] = useState(0);
  useEffect(() => {
    pendingSavesFor(roomId).then(
      (saves) => setPending(saves.length),
      () => undefined,
    );
  }, [roomId]);
  return (
    <>
      {pending > 0 && !readonly ? (
        <Alert color="blue" variant="light" py={6} icon={<IconCloudUpload aria-hidden />} role="status" data-testid="pending-saves">
          {t('pending', { count: pending })}
        </Alert>
      ) : null}
      {problems.length ? (
        <Alert
          color="red"
          py={6}
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          data-testid="cleaning-problems"
          withCloseButton
          onClose={onClearProblems}
          closeButtonLabel={t('common:close')}
        >
          {problems.join(' ')}
        </Alert>
      ) : null}
    </>
  );
}
