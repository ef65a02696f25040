import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useCopyAssignments } from '../api/assignments.ts';
import type { ViewMode } from '../model/schedule-view.ts';
import { ScheduleContext } from './schedule-context.ts';

/** Copy the day to the next day (day view) or the week to the next week (week view), and say what it did. */
export function CopyButton({ mode, date }: { mode: ViewMode; date: string }) {
  const { t } = useTranslation('staff-schedule');
  const ctx = useContext(ScheduleContext);
  const copy = useCopyAssignments();
  const run = () => {
    if (!ctx?.facilityId) return;
    copy.mutate(
      { facilityId: ctx.facilityId, period: mode, date },
      {
        onSuccess: (r) =>
          ctx.actions.notify({
            title: t(`copy.done.${mode}`),
            message: `${t('copy.created', { count: r.created.length })} ${t('copy.skipped', { count: r.skipped })}`,
          }),
        onError: (err) => ctx.actions.notify({ title: t(`copy.failed.${mode}`), message: errorText(t, err), color: 'orange' }),
      },
    );
  };
  return (
    <Button
      variant="default"
      h={42}
      leftSection={<IconCopy size={18} aria-hidden />}
      onClick={run}
      loading={copy.isPending}
      disabled={!ctx?.schedule}
      data-testid={`copy-${mode}`}
    >
      {t(`copy.button.${mode}`)}
    </Button>
  );
}
