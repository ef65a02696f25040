import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useCopyAssignments } from '../api/assignments.ts';
import type { ViewMode } from '../model/schedule-view.ts';
import { ScheduleContext } from './schedule-context.ts';

/**
 * Copy the day to the next day (day view) or the week to the next week (week view): asked first, then
 * said what it did, with an undo for a while.
 */
export function CopyButton({ mode, date }: { mode: ViewMode; date: string }) {
  const { t } = useTranslation('staff-schedule');
  const ctx = useContext(ScheduleContext);
  const copy = useCopyAssignments();
  const [asking, setAsking] = useState(false);
  const run = () => {
    setAsking(false);
    if (!ctx?.facilityId) return;
    const facilityId = ctx.facilityId;
    copy.mutate(
      { facilityId, period: mode, date },
      {
        onSuccess: (r) =>
          ctx.actions.notify({
            title: t(`copy.done.${mode}`),
            message: `${t('copy.created', { count: r.created.length })} ${t('copy.skipped', { count: r.skipped })}`,
            undo: r.undo && r.created.length > 0 ? { facilityId, value: r.undo } : undefined,
          }),
        onError: (err) => ctx.actions.notify({ title: t(`copy.failed.${mode}`), message: errorText(t, err), color: 'orange' }),
      },
    );
  };
  return (
    <>
      <Button
        variant="default"
        h={42}
        leftSection={<IconCopy size={18} aria-hidden />}
        onClick={() => setAsking(true)}
        loading={copy.isPending}
        disabled={!ctx?.schedule}
        data-testid={`copy-${mode}`}
      >
        {t(`copy.button.${mode}`)}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t(`copy.confirmTitle.${mode}`)}
        confirmLabel={t('copy.confirm')}
        danger={false}
        onCancel={() => setAsking(false)}
        onConfirm={run}
      >
        {t('copy.confirmBody')}
      </ConfirmDialog>
    </>
  );
}
