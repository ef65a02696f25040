import { SHIFT_MINUTES_MAX, SHIFT_MINUTES_MIN, type TScheduleStaffMember } from '@carehome/contracts';
import { Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useSetShift } from '../api/absence.ts';
import { ScheduleContext, useSchedule } from './schedule-context.ts';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * A person's planned minutes of the day against their shift, a warning past it, and the shift length
 * itself (their own, or back to the site's default).
 */
export function ShiftLoad({ member, rooms, minutes }: { member: TScheduleStaffMember; rooms: number; minutes: number }) {
  const { t } = useTranslation('staff-schedule');
  const over = minutes - member.shiftMinutes;
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="row-load" data-minutes={minutes} data-shift={member.shiftMinutes} style={{ whiteSpace: 'nowrap' }}>
        {t('shift.load', { count: rooms, minutes, shift: member.shiftMinutes })}
      </Text>
      {over > 0 ? (
        <Text size="sm" fw={700} c="red.9" data-testid="over-shift">
          {t('shift.over', { minutes: over })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A person's shift length, or (no `member`) the site's default that everyone without their own has. */
export function ShiftButton({ member }: { member?: TScheduleStaffMember }) {
  const { t, i18n } = useTranslation('staff-schedule');
  // Hours in the reader's own numbers ('7,5 h' in French).
  const inHours = (m: number) => new Intl.NumberFormat(i18n.language).format(hours(m));
  const { facilityId, schedule, actions } = useSchedule();
  const shift = member?.shiftMinutes ?? schedule.shiftMinutes;
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number | string>(hours(shift));
  const save = useSetShift();

  const send = async (minutes: number | null) => {
    try {
      await save.mutateAsync({ facilityId, staffMemberId: member?.id ?? null, minutes });
      setOpened(false);
    } catch (err) {
      actions.notify({ title: t('shift.failed'), message: errorText(t, err), color: 'orange' });
    }
  };
  const minutes = typeof value === 'number' ? Math.round(value * 60) : Number.NaN;
  const valid = minutes >= SHIFT_MINUTES_MIN && minutes <= SHIFT_MINUTES_MAX;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconClockHour4 size={16} aria-hidden />}
          onClick={() => {
            setValue(hours(shift));
            setOpened((o) => !o);
          }}
          aria-label={member ? t('shift.buttonFor', { name: member.name }) : undefined}
          data-testid={member ? 'shift-button' : 'site-shift-button'}
        >
          {t(!member ? 'shift.site' : member.ownShift ? 'shift.own' : 'shift.default', { hours: inHours(shift) })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          <NumberInput
            label={t('shift.hours')}
            value={value}
            onChange={setValue}
            min={SHIFT_MINUTES_MIN / 60}
            max={SHIFT_MINUTES_MAX / 60}
            step={0.5}
            decimalScale={2}
            data-testid="shift-hours"
          />
          <Group gap="xs" justify="space-between">
            {member?.ownShift ? (
              <Button variant="default" size="compact-sm" onClick={() => void send(null)} loading={save.isPending}>
                {t('shift.useDefault', { hours: inHours(schedule.shiftMinutes) })}
              </Button>
            ) : (
              <span />
            )}
            <Button
              size="compact-sm"
              disabled={!valid}
              onClick={() => void send(minutes)}
              loading={save.isPending}
              data-testid="shift-save"
            >
              {t('shift.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The site's default shift, once the schedule is there to say it. */
export function SiteShiftButton() {
  const ctx = useContext(ScheduleContext);
  return ctx?.schedule ? <ShiftButton /> : null;
}
