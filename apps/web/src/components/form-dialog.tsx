import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding one small form: its fields, then Cancel (closes) and Save (submits, busy while
 * `saving`). The browser's own checks are off so that the form's messages show beside its fields.
 */
export function FormDialog({
  opened = true,
  title,
  onClose,
  onSubmit,
  saving,
  centered,
  size,
  children,
}: {
  opened?: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  centered?: boolean;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered={centered} size={size} closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
