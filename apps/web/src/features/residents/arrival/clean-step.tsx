import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CleanTaskFields } from '../components/clean-task-fields.tsx';
import type { PickerRoom } from '../model/arrival-rooms.ts';
import { pickerRoomLabel } from '../model/arrival-rooms.ts';
import { ArrivalReview } from './arrival-review.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Step 5: the arrival clean of the room (an outstanding task on its tile from the chosen time until a
 * clean of that type is completed), or none; then everything for review, each part with its Edit link.
 */
export function CleanStep(props: StepProps & { room: PickerRoom | undefined; onEdit: (step: number) => void }) {
  const { values, set, errors, facilityId, room, onEdit } = props;
  const { t } = useTranslation('resident-arrival');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('clean.help')}
        </Text>
        <CleanTaskFields
          facilityId={facilityId}
          roomType={room ? { id: room.roomTypeId, name: room.roomType } : null}
          value={values.cleanTask}
          onChange={(cleanTask) => set({ cleanTask })}
          label={room ? t('clean.label', { room: pickerRoomLabel(room) }) : t('cleanTask.label')}
          errors={{ cleanType: errors.cleanType, startAt: errors.startAt }}
          testId="arrival-clean"
        />
      </Stack>
      <ArrivalReview values={values} room={room} onEdit={onEdit} />
    </Stack>
  );
}
