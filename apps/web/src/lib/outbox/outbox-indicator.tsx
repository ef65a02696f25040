import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingSaves } from './outbox-api.ts';
import { OutboxDialog } from './outbox-dialog.tsx';

/**
 * The header's count of saves waiting to be sent (and refused ones), hidden while there are none; it
 * opens the list. Its texts load on first need, so the header never waits for them.
 */
export function OutboxIndicator() {
  const { pending, failed } = usePendingSaves();
  const [opened, setOpened] = useState(false);
  if (!opened && pending === 0 && failed === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxButton pending={pending} failed={failed} opened={opened} setOpened={setOpened} />
    </Suspense>
  );
}

function OutboxButton({
  pending,
  failed,
  opened,
  setOpened,
}: {
  pending: number;
  failed: number;
  opened: boolean;
  setOpened: (opened: boolean) => void;
}) {
  const { t } = useTranslation('outbox');
  const pendingText = t('indicator.pending', { count: pending });
  const failedText = t('indicator.failed', { count: failed });
  const label = failed === 0 ? pendingText : pending === 0 ? failedText : t('indicator.both', { pending: pendingText, failed: failedText });
  return (
    <>
      <Button
        variant="light"
        color={failed > 0 ? 'red' : 'blue'}
        size="compact-md"
        onClick={() => setOpened(true)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        data-testid="outbox-indicator"
        data-pending={pending}
        data-failed={failed}
      >
        {/* Visible words, not just a number: a housekeeper must see that saves are still on the tablet. */}
        <Group gap={8} wrap="nowrap">
          {pending > 0 ? (
            <Group gap={4} wrap="nowrap">
              <IconCloudUpload size={16} aria-hidden />
              <span>{t('indicator.shortPending', { count: pending })}</span>
            </Group>
          ) : null}
          {failed > 0 ? (
            <Group gap={4} wrap="nowrap">
              <IconAlertTriangle size={16} aria-hidden />
              <span>{t('indicator.shortFailed', { count: failed })}</span>
            </Group>
          ) : null}
        </Group>
      </Button>
      {opened ? <OutboxDialog opened onClose={() => setOpened(false)} /> : null}
    </>
  );
}
