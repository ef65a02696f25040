import type { TResident } from '@carehome/contracts';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { toast } from '../../../lib/toast.ts';
import { useResidentMove } from '../api/save-resident.ts';
import { type CleanTaskDraft, cleanTaskInput, cleanTaskProblem, newCleanTaskDraft, siteWallTime } from '../model/arrival-clean-task.ts';
import type { PickerRoom } from '../model/arrival-rooms.ts';
import { titledName } from '../model/resident-list.ts';
import { CleanTaskFields } from './clean-task-fields.tsx';
import { RoomPicker } from './room-picker.tsx';

/** A discharged resident comes back: the room, the arrival date, and an optional arrival clean of the room. */
export function ReturnDialog({ resident, timeZone, onClose }: { resident: TResident; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation(['residents', 'resident-arrival']);
  const move = useResidentMove();
  const [room, setRoom] = useState<PickerRoom | null>(null);
  const [date, setDate] = useState(() => siteWallTime(timeZone).slice(0, 10));
  const [clean, setClean] = useState<CleanTaskDraft>(() => newCleanTaskDraft(null, timeZone));
  const [errors, setErrors] = useState<{ room?: string; date?: string; cleanType?: string; startAt?: string }>({});

  const submit = () => {
    const problem = room ? cleanTaskProblem(clean, timeZone) : null;
    const next = {
      ...(room ? {} : { room: t('moves.roomRequired') }),
      ...(date ? {} : { date: t('moves.dateRequired') }),
      ...(problem === 'cleanTypeRequired' ? { cleanType: t(`resident-arrival:cleanTask.${problem}`) } : {}),
      ...(problem === 'startRequired' ? { startAt: t(`resident-arrival:cleanTask.${problem}`) } : {}),
    };
    setErrors(next);
    if (!room || Object.keys(next).length) return;
    move.mutate(
      {
        facilityId: resident.facilityId,
        id: resident.id,
        kind: 'arrival',
        roomId: room.id,
        date,
        cleanTask: cleanTaskInput(clean, timeZone),
      },
      {
        onSuccess: () => {
          toast(t('moves.returned', { name: titledName(resident), room: room.roomNumber }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('moves.returnTitle', { name: titledName(resident) })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <RoomPicker
          facilityId={resident.facilityId}
          value={room?.id ?? null}
          onChange={(_id, picked) => {
            setRoom(picked);
            setErrors((e) => ({ ...e, room: undefined }));
          }}
          label={t('moves.returnRoom')}
          error={errors.room}
          required
          ignoreResidentId={resident.id}
          testId="return-room"
        />
        <TextInput
          type="date"
          label={t('moves.returnDate')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
          required
          w={220}
          data-testid="return-date"
        />
        <CleanTaskFields
          facilityId={resident.facilityId}
          roomType={room ? { id: room.roomTypeId, name: room.roomType } : null}
          value={clean}
          onChange={setClean}
          label={t('moves.arrivalClean')}
          errors={{ cleanType: errors.cleanType, startAt: errors.startAt }}
          testId="return-clean"
        />
        {move.error ? <ErrorAlert error={move.error} testId="move-error" /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button onClick={submit} loading={move.isPending} data-testid="confirm-return">
            {t('moves.return')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
