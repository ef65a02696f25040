import type { TDataSource } from '@carehome/contracts';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { useDeleteDataSource } from '../api/data-sources.ts';

/** Asks before a data source is deleted (from the list, or from its own screen); `onDeleted` after the server did. */
export function DeleteDataSourceDialog({
  facilityId,
  dataSource,
  onClose,
  onDeleted,
}: {
  facilityId: string;
  dataSource: TDataSource | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation(['care-records-sync', 'common']);
  const remove = useDeleteDataSource(facilityId);
  const { reset } = remove;
  // A failure shown for one data source is not shown again when the dialog opens for another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the data source asked about changes
  useEffect(() => reset(), [dataSource?.id, reset]);
  return (
    <ConfirmDialog
      opened={Boolean(dataSource)}
      title={t('delete.title')}
      confirmLabel={t('common:delete')}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (dataSource)
          remove.mutate(dataSource.id, {
            onSuccess: () => {
              onClose();
              onDeleted?.();
            },
          });
      }}
    >
      <Stack gap="sm">
        <Text>{t('delete.question', { name: dataSource?.name ?? '' })}</Text>
        {remove.error ? <ErrorAlert error={remove.error} /> : null}
      </Stack>
    </ConfirmDialog>
  );
}
