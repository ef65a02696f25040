import type { TScheduleStaffMember } from '@carehome/contracts';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error.ts';
import { useRestrictArea } from '../api/assignments.ts';
import { areaAssignmentsOf, areaPaths, displayLocalDate } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';

/**
 * "Restrict dashboard to this area": a staff member's dashboard shows only the areas of one of their area
 * assignments (spec: restrictedArea, restrictedAreaAssignmentId), or every room again.
 */
export function RestrictMenu({ member }: { member: TScheduleStaffMember }) {
  const { t } = useTranslation('staff-schedule');
  const { facilityId, schedule, actions } = useSchedule();
  const restrict = useRestrictArea();
  const names = useMemo(() => areaPaths(schedule.areas), [schedule.areas]);
  const options = areaAssignmentsOf(schedule, member.id);
  const current = member.restrictedAreaAssignmentId;
  // restrictedArea holds the area's id (the dashboard filters by it); older records may hold a name.
  const area = member.restrictedArea ? (names.get(member.restrictedArea) ?? member.restrictedArea) : null;
  if (options.length === 0 && !current && !member.restrictedArea) return null;

  const choose = async (assignmentId: string | null) => {
    try {
      await restrict.mutateAsync({ facilityId, staffMemberId: member.id, assignmentId });
      actions.notify({
        title: assignmentId ? t('restrict.done', { name: member.name }) : t('restrict.lifted', { name: member.name }),
        message: '',
      });
    } catch (err) {
      actions.notify({ title: t('restrict.failed'), message: errorText(t, err), color: 'orange' });
    }
  };
  const label = (areaIds: readonly string[]) => areaIds.map((id) => names.get(id) ?? '?').join('; ');

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant={current || member.restrictedArea ? 'light' : 'subtle'}
          color={current || member.restrictedArea ? 'violet' : 'gray'}
          size="sm"
          leftSection={current || member.restrictedArea ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
          loading={restrict.isPending}
          aria-label={t('restrict.buttonFor', { name: member.name })}
          data-testid="restrict-menu"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          h="auto"
          mih={36}
        >
          {area ? t('restrict.current', { area }) : t('restrict.none')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('restrict.title')}</Menu.Label>
        {options.map((a) => (
          <Menu.Item
            key={a.id}
            leftSection={a.id === current ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            onClick={() => void choose(a.id)}
            data-testid="restrict-option"
          >
            {t('restrict.option', { areas: label(a.facilityAreas), from: displayLocalDate(a.startDate), to: displayLocalDate(a.endDate) })}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={current ? <span style={{ width: 16 }} /> : <IconCheck size={16} aria-hidden />}
          onClick={() => void choose(null)}
          data-testid="restrict-lift"
        >
          {t('restrict.all')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
