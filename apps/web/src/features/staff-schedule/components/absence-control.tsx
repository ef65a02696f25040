import type { TScheduleStaffMember } from '@carehome/contracts';
import { Button, Switch } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useSetAbsence } from '../api/absence.ts';
import { useSchedule } from './schedule-context.ts';

/**
 * The sick call: 'Absent' on the person's row for the day. Marking someone absent who has rooms opens the
 * redistribution at once; the button stays on the row to come back to it.
 */
export function AbsenceControl({
  member,
  date,
  absent,
  rooms,
}: {
  member: TScheduleStaffMember;
  date: string;
  absent: boolean;
  rooms: number;
}) {
  const { t } = useTranslation('staff-schedule');
  const { facilityId, schedule, actions } = useSchedule();
  const setAbsence = useSetAbsence();
  const past = date < schedule.today;

  const toggle = async (next: boolean) => {
    try {
      await setAbsence.mutateAsync({ facilityId, staffMemberId: member.id, date, absent: next });
      if (next && rooms > 0) actions.redistribute(member.id, date);
    } catch (err) {
      actions.notify({ title: t('absence.failed'), message: errorText(t, err), color: 'orange' });
    }
  };

  return (
    <>
      <Switch
        size="lg"
        color="red"
        checked={absent}
        disabled={past || setAbsence.isPending}
        onChange={(e) => void toggle(e.currentTarget.checked)}
        label={t('absence.label')}
        aria-label={t('absence.labelFor', { name: member.name })}
        data-testid="absent-switch"
      />
      {absent && rooms > 0 && !past ? (
        <Button
          color="red"
          variant="filled"
          leftSection={<IconArrowsSplit size={18} aria-hidden />}
          onClick={() => actions.redistribute(member.id, date)}
          data-testid="redistribute"
        >
          {t('redistribute.button')}
        </Button>
      ) : null}
    </>
  );
}
