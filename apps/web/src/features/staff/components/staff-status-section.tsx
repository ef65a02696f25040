import type { TStaffMember } from '@carehome/contracts';
import { Button } from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormActionSection } from '../../../components/form/form-action-section.tsx';
import { toast } from '../../../lib/toast.ts';
import { useArchiveStaffMember } from '../api/archive-staff-member.ts';

/** Archive (no more sign-in, history kept) or restore a staff member, after a confirmation. */
export function StaffStatusSection({ member, isSelf }: { member: TStaffMember; isSelf: boolean }) {
  const { t } = useTranslation('staff');
  const archive = useArchiveStaffMember();
  /** The action the confirmation is about, fixed while the dialog closes. */
  const [action, setAction] = useState<'archive' | 'restore'>('archive');
  const [confirming, setConfirming] = useState(false);
  const fullName = `${member.firstName} ${member.lastName}`;

  const onConfirm = () => {
    archive.mutate(
      { id: member.id, archived: action === 'archive' },
      {
        onSuccess: (m) => toast(t(m.isArchived ? 'edit.archived' : 'edit.restored', { name: `${m.firstName} ${m.lastName}` })),
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <>
      <FormActionSection
        title={t('edit.status')}
        testId="status-section"
        help={member.isArchived ? t('edit.restoreHelp') : isSelf ? t('edit.archiveSelfHelp') : t('edit.archiveHelp')}
        error={archive.error}
        errorTestId="archive-error"
        action={
          <Button
            variant={member.isArchived ? 'light' : 'outline'}
            color={member.isArchived ? undefined : 'red'}
            leftSection={member.isArchived ? <IconRestore size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />}
            onClick={() => {
              archive.reset();
              setAction(member.isArchived ? 'restore' : 'archive');
              setConfirming(true);
            }}
          >
            {member.isArchived ? t('edit.restore') : t('edit.archive')}
          </Button>
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={action === 'restore' ? t('edit.restoreTitle', { name: fullName }) : t('edit.archiveTitle', { name: fullName })}
        confirmLabel={action === 'restore' ? t('edit.restore') : t('edit.archive')}
        danger={action !== 'restore'}
        loading={archive.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      >
        {action === 'restore' ? t('edit.restoreBody') : t('edit.archiveBody')}
      </ConfirmDialog>
    </>
  );
}
