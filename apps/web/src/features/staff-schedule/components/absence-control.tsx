import type { TScheduleStaffMember } from '@carehome/contracts';
import { Button, Switch, Text } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useSetAbsence } from '../api/absence.ts';
import { useSchedule } from './schedule-context.ts';

/**
 * The sick call: 'Absent' on the person's row for the day. Marking someone absent who has rooms opens the
 * redistribution at once; RedistributeButton stays on the row to come back to it.
 */
export function AbsenceSwitch({
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
  // Shown at once; the schedule read again after the save then holds it.
  const [shown, setShown] = useState<boolean | null>(null);

  const toggle = async (next: boolean) => {
    setShown(next);
    try {
      await setAbsence.mutateAsync({ facilityId, staffMemberId: member.id, date, absent: next });
      if (next && rooms > 0) actions.redistribute(member.id, date);
    } catch (err) {
      actions.notify({ title: t('absence.failed'), message: errorText(t, err), color: 'orange' });
    } finally {
      setShown(null);
    }
  };

  return (
    <Switch
      size="md"
      color="red.9"
      checked={shown ?? absent}
      disabled={past || setAbsence.isPending}
      onChange={(e) => void toggle(e.currentTarget.checked)}
      label={t('absence.label')}
      aria-label={t('absence.labelFor', { name: member.name })}
      data-testid="absent-switch"
    />
  );
}

/** Back to the redistribution of an absent person's rooms. */
export function RedistributeButton({ member, date, left }: { member: TScheduleStaffMember; date: string; left: number }) {
  const { t } = useTranslation('staff-schedule');
  const { actions } = useSchedule();
  if (left === 0) {
    return (
      <Text size="sm" c="teal.9" data-testid="rooms-covered">
        {t('redistribute.covered')}
      </Text>
    );
  }
  return (
    <Button
      color="red.9"
      h="auto"
      mih={40}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      leftSection={<IconArrowsSplit size={18} aria-hidden />}
      onClick={() => actions.redistribute(member.id, date)}
      data-testid="redistribute"
    >
      {t('redistribute.buttonCount', { count: left })}
    </Button>
  );
}
