import type { TResident } from '@carehome/contracts';
import { Alert, Button } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useResidentMove } from '../api/save-resident.ts';
import { type CleanTaskDraft, cleanTaskInput, cleanTaskProblem, newCleanTaskDraft } from '../model/arrival-clean-task.ts';
import type { PickerRoom } from '../model/arrival-rooms.ts';
import { titledName } from '../model/resident-list.ts';
import { CleanTaskFields } from './clean-task-fields.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { RoomPicker } from './room-picker.tsx';
import { useVacatedRoom } from './use-vacated-room.ts';
import { VacatedRoomFields } from './vacated-room-fields.tsx';

/**
 * Transfer to another room of the site: the new room (vacant rooms first; an occupied one warns but is
 * allowed, rooms may be shared), the new room's arrival clean (the arrival workflow's choices) and what
 * becomes of the room left. Flags and notes move with the resident.
 */
export function TransferDialog({ resident, timeZone, onClose }: { resident: TResident; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation(['residents', 'resident-arrival']);
  const leaving = useVacatedRoom(resident, timeZone);
  const move = useResidentMove();
  const [target, setTarget] = useState<PickerRoom | null>(null);
  const [roomError, setRoomError] = useState<string | undefined>();
  const [vacatedError, setVacatedError] = useState<string | undefined>();
  const [arrival, setArrival] = useState<CleanTaskDraft>(() => newCleanTaskDraft(null, timeZone));
  const [arrivalErrors, setArrivalErrors] = useState<{ cleanType?: string; startAt?: string }>({});
  const { room, vacated } = leaving;

  const submit = () => {
    const action = leaving.action();
    setRoomError(target ? undefined : t('moves.roomRequired'));
    setVacatedError(action ? undefined : t('moves.vacatedIncomplete'));
    const problem = target ? cleanTaskProblem(arrival, timeZone) : null;
    setArrivalErrors(
      problem ? { [problem === 'cleanTypeRequired' ? 'cleanType' : 'startAt']: t(`resident-arrival:cleanTask.${problem}`) } : {},
    );
    if (!target || !action || problem) return;
    move.mutate(
      {
        facilityId: resident.facilityId,
        id: resident.id,
        kind: 'transfer',
        roomId: target.id,
        vacatedRoom: action,
        cleanTask: cleanTaskInput(arrival, timeZone),
      },
      {
        onSuccess: () => {
          toast(t('moves.transferred', { name: titledName(resident), room: target.roomNumber }));
          onClose();
        },
      },
    );
  };

  return (
    <MoveDialog
      title={t('moves.transferTitle', { name: titledName(resident) })}
      room={room}
      configError={leaving.configError}
      moveError={move.error}
      onClose={onClose}
      confirm={
        <Button onClick={submit} loading={move.isPending} disabled={Boolean(room) && !vacated} data-testid="confirm-transfer">
          {t('moves.transfer')}
        </Button>
      }
    >
      <RoomPicker
        facilityId={resident.facilityId}
        value={target?.id ?? null}
        onChange={(_id, picked) => {
          setTarget(picked);
          setRoomError(undefined);
        }}
        label={t('moves.targetRoom')}
        error={roomError}
        required
        disabledRoomIds={room ? [room.id] : []}
        testId="transfer-room"
      />
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
        {t('moves.flagsMove')}
      </Alert>
      <CleanTaskFields
        facilityId={resident.facilityId}
        roomType={target ? { id: target.roomTypeId, name: target.roomType } : null}
        value={arrival}
        onChange={setArrival}
        label={target ? t('moves.destinationClean', { room: target.roomNumber }) : t('moves.arrivalClean')}
        errors={arrivalErrors}
        testId="transfer-clean"
      />
      {room && vacated ? (
        <VacatedRoomFields
          config={leaving.config}
          room={room}
          value={vacated}
          onChange={(next) => {
            leaving.setDraft(next);
            setVacatedError(undefined);
          }}
          error={vacatedError}
        />
      ) : null}
    </MoveDialog>
  );
}
