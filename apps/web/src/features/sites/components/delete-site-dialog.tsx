import type { TSiteSummary } from '@carehome/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSite } from '../api/delete-site.ts';
import { useSwitchFacility } from '../api/switch-facility.ts';

export interface SiteToDelete {
  id: string;
  name: string;
}

/**
 * Asks before deleting a site. The server decides: a site with rooms, staff or history is refused and
 * its message shows here. Deleting the site the account works in moves the account to another site.
 */
export function DeleteSiteDialog({
  site,
  otherSites,
  onClose,
  onDeleted,
}: {
  site: SiteToDelete | null;
  /** The organization's sites, to move to when the current one is deleted. */
  otherSites: readonly TSiteSummary[];
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('organizations');
  const remove = useDeleteSite();
  const switchFacility = useSwitchFacility();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!site) return;
    setError(null);
    remove.mutate(site.id, {
      onSuccess: () => {
        toast(t('sites.delete.done', { name: site.name }), 'teal');
        const current = session.get().account?.facility?.id;
        const next = otherSites.find((s) => s.id !== site.id && !s.isArchived);
        setError(null);
        onDeleted?.();
        onClose();
        // The account worked in the deleted site: it moves to another one of the organization.
        if (current === site.id && next) switchFacility.mutate(next.id);
      },
      onError: (err) => setError(errorText(t, err)),
    });
  };

  return (
    <ConfirmDialog
      opened={site !== null}
      title={t('sites.delete.title', { name: site?.name ?? '' })}
      confirmLabel={t('sites.delete.confirm')}
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <Stack gap="sm" data-testid="delete-site-dialog">
        <Text>{t('sites.delete.body')}</Text>
        {error ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="delete-site-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
