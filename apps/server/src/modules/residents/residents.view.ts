import type { TResident, TResidentDetail, TResidentEvent } from '@carehome/contracts';
import { hasRole, residentDisplayName, riskFlagsOf } from '@carehome/domain';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { listResidentEvents, namesOf, type ResidentRow } from './residents.repository.ts';
import { loadRoomIndex, type RoomIndex } from './room-index.ts';

// A resident as the API answers it: the record with its room, and the detail with its moves.

export function toResident(row: ResidentRow, rooms: RoomIndex): TResident {
  const room = row.roomId ? rooms.get(row.roomId) : undefined;
  const source = row.importSource as { kind?: unknown; name?: unknown; at?: unknown } | null;
  return {
    id: row.id,
    residentId: row.residentRef,
    namePrefix: (row.namePrefix as TResident['namePrefix']) ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    displayName: residentDisplayName(row),
    photo: row.photo,
    facilityId: row.facilityId,
    room: room ? { id: room.id, roomNumber: room.roomNumber, areaPath: room.areaPath, roomType: room.roomType } : null,
    status: row.status,
    arrivalDate: row.arrivalDate,
    dischargeDate: row.dischargeDate,
    notes: row.notes.filter((n) => n.type === 'PreClean' || n.type === 'PostClean') as TResident['notes'],
    ...riskFlagsOf(row),
    syncId: row.syncId,
    syncFacilityId: row.syncFacilityId,
    syncStatus: row.syncStatus,
    importSource:
      source && (source.kind === 'sync' || source.kind === 'csv')
        ? {
            kind: source.kind,
            name: typeof source.name === 'string' ? source.name : null,
            at: typeof source.at === 'string' ? source.at : null,
          }
        : null,
    imported: row.syncId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One resident with its moves, newest first; `rooms` when the caller has the site's rooms loaded already. */
export async function detailOf(tx: Executor, auth: TenantAuth, row: ResidentRow, rooms?: RoomIndex): Promise<TResidentDetail> {
  const index = rooms ?? (await loadRoomIndex(tx, row.facilityId));
  const events = await listResidentEvents(tx, row.id);
  const names = await namesOf(
    tx,
    events.flatMap((e) => (e.byStaffId ? [e.byStaffId] : [])),
  );
  const roomRef = (id: string | null) => {
    const room = id ? index.get(id) : undefined;
    return room ? { id: room.id, roomNumber: room.roomNumber } : null;
  };
  return {
    resident: toResident(row, index),
    events: events.map(
      (e): TResidentEvent => ({
        id: e.id,
        kind: e.kind,
        date: e.date,
        recordedAt: e.createdAt.toISOString(),
        by: (e.byStaffId ? names.get(e.byStaffId) : undefined) ?? e.byName,
        fromRoom: roomRef(e.fromRoomId),
        toRoom: roomRef(e.toRoomId),
        clean: e.clean
          ? { roomNumber: roomRef(e.clean.roomId)?.roomNumber ?? '', cleanType: e.clean.cleanType, stateName: e.clean.stateName }
          : null,
        arrivalClean: e.clean?.arrival
          ? { roomNumber: roomRef(e.clean.arrival.roomId)?.roomNumber ?? '', cleanType: e.clean.arrival.cleanType }
          : null,
      }),
    ),
    canReadAccessLog: hasRole({ role: auth.role }, 'FacilityAdministrator'),
  };
}
