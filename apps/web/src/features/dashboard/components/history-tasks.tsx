import {
  AUDIT_RECLEAN,
  OUTBREAK_TERMINAL_CLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TDashboardRoom,
} from '@carehome/contracts';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CorrectiveActionSummary } from '../../../components/corrective-action.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import type { NameOf } from '../model/tile-text.ts';

/** The sentence of each outstanding task of a room; others are a room state's. */
type TaskText = 'history.task.reclean' | 'history.task.arrival' | 'history.task.departure' | 'history.task.outbreak';
const TASK_TEXT: Record<string, TaskText> = {
  [AUDIT_RECLEAN]: 'history.task.reclean',
  [RESIDENT_ARRIVAL_TASK]: 'history.task.arrival',
  [RESIDENT_DEPARTURE_TASK]: 'history.task.departure',
  [OUTBREAK_TERMINAL_CLEAN]: 'history.task.outbreak',
};

/** What is still asked of a room: its corrective action under way and its outstanding tasks. */
export function HistoryTasks({ room, timeZone, name }: { room: TDashboardRoom; timeZone: string; name: NameOf }) {
  const { t } = useTranslation('room');
  return (
    <>
      {room.correctiveAction ? <CorrectiveActionSummary action={room.correctiveAction} timeZone={timeZone} name={name} /> : null}
      {room.outstandingTasks.length ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          py={6}
          style={{ flexShrink: 0 }}
          data-testid="outstanding-tasks"
        >
          {room.outstandingTasks.map((task) => (
            <Text key={task.id} size="sm">
              {t(TASK_TEXT[task.id] ?? 'history.task.state', {
                cleanType: task.cleanType ? name(task.cleanType) : '',
                since: formatDisplayDateTime(task.startDate, timeZone),
              })}
            </Text>
          ))}
        </Alert>
      ) : null}
    </>
  );
}
