import type { TResident } from '@carehome/contracts';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormActionSection } from '../../../components/form/form-action-section.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteResident } from '../api/save-resident.ts';
import { titledName } from '../model/resident-list.ts';

/** Deleting a resident entered by mistake, after a confirmation (one with cleaning reports is discharged instead). */
export function ResidentDeleteSection({ resident, onDeleted }: { resident: TResident; onDeleted: () => void }) {
  const { t } = useTranslation('residents');
  const navigate = useNavigate();
  const remove = useDeleteResident();
  const [confirming, setConfirming] = useState(false);
  const name = titledName(resident);

  const onConfirm = () =>
    remove.mutate(
      { id: resident.id, facilityId: resident.facilityId },
      {
        onSuccess: () => {
          onDeleted();
          toast(t('edit.deleted', { name }));
          navigate('/admin/resident', { replace: true });
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <FormActionSection
        title={t('edit.delete')}
        testId="delete-section"
        help={t('edit.deleteHelp')}
        error={remove.error}
        errorTestId="delete-error"
        action={
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('edit.delete')}
          </Button>
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={t('edit.deleteTitle', { name })}
        confirmLabel={t('edit.delete')}
        loading={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        {t('edit.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
