import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a destructive or far-reaching action. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = true,
  loading,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': t('close') }}>
      {typeof children === 'string' ? <Text mb="lg">{children}</Text> : <div style={{ marginBottom: 20 }}>{children}</div>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
