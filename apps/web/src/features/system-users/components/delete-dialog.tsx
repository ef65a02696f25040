import type { TSystemUser } from '@carehome/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSystemUser } from '../api/delete-system-user.ts';

/**
 * Asks before deleting a system user. A refusal of the server (e.g. deleting oneself) stays in the
 * dialog until it is closed.
 */
export function DeleteSystemUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: TSystemUser | null;
  onClose: () => void;
  onDeleted?: (user: TSystemUser) => void;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const remove = useDeleteSystemUser();
  const close = () => {
    remove.reset();
    onClose();
  };
  const onConfirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast(t('systemUsers.deleted', { name: user.name }));
        remove.reset();
        onClose();
        onDeleted?.(user);
      },
    });
  };
  return (
    <ConfirmDialog
      opened={user !== null}
      title={t('systemUsers.deleteTitle', { name: user?.name ?? '' })}
      confirmLabel={t('systemUsers.delete')}
      loading={remove.isPending}
      onConfirm={onConfirm}
      onCancel={close}
    >
      <Stack gap="sm">
        <Text>{t('systemUsers.deleteBody', { name: user?.name ?? '' })}</Text>
        {remove.isError ? <ErrorAlert error={remove.error} testId="delete-error" /> : null}
      </Stack>
    </ConfirmDialog>
  );
}
