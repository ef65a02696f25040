import type { TResident, TVacatedRoomAction } from '@carehome/contracts';
import { useState } from 'react';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { siteWallTime } from '../model/arrival-clean-task.ts';
import { defaultVacatedRoom, type VacatedRoomDraft, vacatedRoomAction } from '../model/vacated-room.ts';

/**
 * What becomes of the room a resident leaves (discharge, transfer): the site's first choice for its room
 * type until the user picks another, and the configuration that offers the choices.
 */
export function useVacatedRoom(resident: TResident, timeZone: string) {
  const config = useHousekeepingConfig(resident.facilityId);
  const [draft, setDraft] = useState<VacatedRoomDraft | null>(null);
  const room = resident.room;
  const vacated = draft ?? (config.data ? defaultVacatedRoom(config.data, room?.roomType, siteWallTime(timeZone)) : null);
  return {
    room,
    vacated,
    setDraft,
    config: config.data,
    configError: config.isError ? config.error : null,
    /** The move's `vacatedRoom`: nothing to do without a room, null while the choice lacks its value. */
    action: (): TVacatedRoomAction | null => (room && vacated ? vacatedRoomAction(vacated, timeZone) : { action: 'none' }),
  };
}
