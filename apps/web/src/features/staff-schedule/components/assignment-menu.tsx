import type { TAssignment } from '@carehome/contracts';
import { spanEndDate } from '@carehome/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsRightLeft, IconCalendarWeek, IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { displayLocalDate } from '../model/schedule-view.ts';
import { MoveDialog } from './move-dialog.tsx';
import { useSchedule } from './schedule-context.ts';
import { useAssignmentActions } from './use-assignment-actions.ts';

/** Span to the week and delete (each after asking), move to another staff member. Not for a completed assignment. */
export function AssignmentMenu({ assignment: a, date }: { assignment: TAssignment; date: string }) {
  const { t } = useTranslation('staff-schedule');
  const { schedule } = useSchedule();
  const act = useAssignmentActions();
  const [confirm, setConfirm] = useState(false);
  const [moving, setMoving] = useState(false);
  const [spanning, setSpanning] = useState(false);
  if (a.state === 'Completed') return null;
  const spanTo = spanEndDate(a, schedule.today);
  const started = a.state === 'Started';

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" size={40} aria-label={t('menu.label')} data-testid="assignment-menu">
            <IconDots aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconArrowsRightLeft size={18} aria-hidden />} onClick={() => setMoving(true)} data-testid="move-to">
            {t('menu.moveTo')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCalendarWeek size={18} aria-hidden />}
            disabled={!spanTo}
            onClick={() => setSpanning(true)}
            data-testid="span-week"
          >
            {spanTo ? t('menu.span', { date: displayLocalDate(spanTo) }) : t('menu.spanned')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setConfirm(true)}
            data-testid="delete-assignment"
          >
            {started ? t('menu.close') : t('menu.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirm}
        title={started ? t('delete.closeTitle') : t('delete.title')}
        confirmLabel={started ? t('menu.close') : t('menu.delete')}
        loading={act.pending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => void act.remove(a).then(() => setConfirm(false))}
      >
        {started ? t('delete.closeBody') : t('delete.body')}
      </ConfirmDialog>
      {spanTo ? (
        <ConfirmDialog
          opened={spanning}
          title={t('span.confirmTitle', { date: displayLocalDate(spanTo) })}
          confirmLabel={t('span.confirm')}
          danger={false}
          loading={act.pending}
          onCancel={() => setSpanning(false)}
          onConfirm={() => void act.span(a).then(() => setSpanning(false))}
        >
          {t('span.confirmBody', { date: displayLocalDate(spanTo) })}
        </ConfirmDialog>
      ) : null}
      {moving ? <MoveDialog assignment={a} date={date} onClose={() => setMoving(false)} /> : null}
    </>
  );
}
