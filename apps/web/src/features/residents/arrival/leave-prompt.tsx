import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Leaving the arrival mid-way asks first, and says what happens: the typed values
 * stay on this device and the next visit offers to continue. A reload or a closed tab loses nothing,
 * so the browser's own prompt is not used.
 */
export function LeavePrompt({ active }: { active: boolean }) {
  const { t } = useTranslation('resident-arrival');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Text size="sm" mb="lg">
        {t('leave.body')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()} data-testid="arrival-leave">
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
