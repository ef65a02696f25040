import type { TResident } from '@carehome/contracts';
import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { toast } from '../../../lib/toast.ts';
import { useResidentMove } from '../api/save-resident.ts';
import { siteWallTime } from '../model/arrival-clean-task.ts';
import { titledName } from '../model/resident-list.ts';
import { defaultVacatedRoom, type VacatedRoomDraft, vacatedRoomAction } from '../model/vacated-room.ts';
import { MoveDialog } from './move-dialog.tsx';
import { VacatedRoomFields } from './vacated-room-fields.tsx';

/** Discharge: the date (today by default) and what becomes of the room the resident leaves. */
export function DischargeDialog({ resident, timeZone, onClose }: { resident: TResident; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('residents');
  const config = useHousekeepingConfig(resident.facilityId);
  const move = useResidentMove();
  const [date, setDate] = useState(() => siteWallTime(timeZone).slice(0, 10));
  const [draft, setDraft] = useState<VacatedRoomDraft | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const room = resident.room;
  const vacated = draft ?? (config.data ? defaultVacatedRoom(config.data, room?.roomType, siteWallTime(timeZone)) : null);

  const submit = () => {
    const action = room && vacated ? vacatedRoomAction(vacated, timeZone) : { action: 'none' as const };
    if (!date) return setProblem(t('moves.dateRequired'));
    if (!action) return setProblem(t('moves.vacatedIncomplete'));
    setProblem(undefined);
    move.mutate(
      { facilityId: resident.facilityId, id: resident.id, kind: 'discharge', date, vacatedRoom: action },
      {
        onSuccess: () => {
          toast(t('moves.discharged', { name: titledName(resident) }));
          onClose();
        },
      },
    );
  };

  return (
    <MoveDialog
      title={t('moves.dischargeTitle', { name: titledName(resident) })}
      room={room}
      configError={config.isError ? config.error : null}
      moveError={move.error}
      onClose={onClose}
      confirm={
        <Button color="red" onClick={submit} loading={move.isPending} disabled={Boolean(room) && !vacated} data-testid="confirm-discharge">
          {t('moves.discharge')}
        </Button>
      }
    >
      <TextInput
        type="date"
        label={t('moves.dischargeDate')}
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        required
        w={220}
        data-testid="discharge-date"
      />
      {room && vacated ? (
        <VacatedRoomFields
          config={config.data}
          roomNumber={room.roomNumber}
          roomType={room.roomType}
          value={vacated}
          onChange={setDraft}
          error={problem}
        />
      ) : problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </MoveDialog>
  );
}
