import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A dialog of the cleaning screen: centred, above the screen's own bars and overlays (z-index 300),
 * its close button named, and found by browser tests by `testId`.
 */
export function ScreenDialog({ testId, ...modal }: Omit<ModalProps, 'centered' | 'zIndex'> & { testId: string }) {
  const { t } = useTranslation('common');
  return <Modal centered zIndex={300} closeButtonProps={{ 'aria-label': t('close') }} data-testid={testId} {...modal} />;
}

/** The dialog's one action, Close, focused when it opens. */
export function CloseAction({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end">
      <Button onClick={onClose} data-autofocus>
        {t('close')}
      </Button>
    </Group>
  );
}
