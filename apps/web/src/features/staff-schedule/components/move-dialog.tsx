import type { TAssignment } from '@carehome/contracts';
import { Alert, Button, Modal, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assignableStaff } from '../model/assignment-form.ts';
import { useSchedule } from './schedule-context.ts';
import { useAssignmentActions } from './use-assignment-actions.ts';

/** "Move to…": the other active staff as big buttons (the way to reassign without dragging). */
export function MoveDialog({ assignment: a, date, onClose }: { assignment: TAssignment; date: string; onClose: () => void }) {
  const { t } = useTranslation('staff-schedule');
  const { schedule, rows } = useSchedule();
  const act = useAssignmentActions();
  const absent = new Set(rows.filter((r) => r.member && r.absentDates.has(date)).map((r) => r.member?.id));
  const staff = assignableStaff(schedule).filter((s) => s.id !== a.staffMemberId);
  return (
    <Modal opened onClose={onClose} title={t('move.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      {a.state === 'Started' ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} mb="sm">
          {t('split.warning')}
        </Alert>
      ) : null}
      {staff.length === 0 ? <Text c="dimmed">{t('move.nobody')}</Text> : null}
      <SimpleGrid cols={2} spacing="xs">
        {staff.map((s) => (
          <Button
            key={s.id}
            fullWidth
            variant="default"
            h={48}
            justify="space-between"
            rightSection={
              absent.has(s.id) ? (
                <Text size="xs" c="red.8">
                  {t('absence.badge')}
                </Text>
              ) : null
            }
            loading={act.pending}
            onClick={() => void act.move(a, s.id).then(onClose)}
            data-testid="move-target"
          >
            {s.name}
          </Button>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
