import type { TResident } from '@carehome/contracts';
import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useResidentMove } from '../api/save-resident.ts';
import { siteWallTime } from '../model/arrival-clean-task.ts';
import { titledName } from '../model/resident-list.ts';
import { MoveDialog } from './move-dialog.tsx';
import { useVacatedRoom } from './use-vacated-room.ts';
import { VacatedRoomFields } from './vacated-room-fields.tsx';

/** Discharge: the date (today by default) and what becomes of the room the resident leaves. */
export function DischargeDialog({ resident, timeZone, onClose }: { resident: TResident; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('residents');
  const leaving = useVacatedRoom(resident, timeZone);
  const move = useResidentMove();
  const [date, setDate] = useState(() => siteWallTime(timeZone).slice(0, 10));
  const [problem, setProblem] = useState<string | undefined>();
  const { room, vacated } = leaving;

  const submit = () => {
    const action = leaving.action();
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
      configError={leaving.configError}
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
        <VacatedRoomFields config={leaving.config} room={room} value={vacated} onChange={leaving.setDraft} error={problem} />
      ) : problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
    </MoveDialog>
  );
}
