import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoomPicker } from '../components/room-picker.tsx';
import type { StepProps } from './step-props.ts';

/** Step 2: the resident's room (vacant rooms first; an occupied room warns, since rooms can be shared). */
export function RoomStep({ values, set, errors, facilityId }: StepProps) {
  const { t } = useTranslation('resident-arrival');
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" c="dimmed">
        {t('room.help')}
      </Text>
      <RoomPicker facilityId={facilityId} value={values.roomId} onChange={(roomId) => set({ roomId })} error={errors.roomId} required />
    </Stack>
  );
}
