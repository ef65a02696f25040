import type { TResident } from '@carehome/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { roomLabel } from '../model/resident-list.ts';

/**
 * The frame of a resident's move (discharge, transfer): which room the resident leaves, the move's
 * fields, why the configuration or the move failed, and Cancel beside the move's own button.
 */
export function MoveDialog({
  title,
  room,
  configError,
  moveError,
  confirm,
  onClose,
  children,
}: {
  title: string;
  room: TResident['room'];
  configError: unknown;
  moveError: unknown;
  confirm: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('residents');
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        {room ? <Text size="sm">{t('moves.leavesRoom', { room: roomLabel(room) })}</Text> : null}
        {children}
        {configError ? <ErrorAlert error={configError} /> : null}
        {moveError ? <ErrorAlert error={moveError} testId="move-error" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          {confirm}
        </Group>
      </Stack>
    </Modal>
  );
}
