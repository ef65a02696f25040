import type { TEventType } from '@carehome/contracts';
import { hasCleanType } from '@carehome/domain';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, answeringDuplicates, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { filesUsableAt } from '../files/index.ts';
import { logResidentAccess } from './residents.access-log.ts';
import { findResidentRow, type ResidentRow, upsertMoveTask } from './residents.repository.ts';
import type { RoomIndex } from './room-index.ts';

// The checks and records that the residents' operations share: records (create, change, delete), moves
// and the care-records sync's writes all find the resident the same way and leave the same traces.

const UNIQUE = { residents_ref_unique: { field: 'residentId', code: 'duplicate.id' } } as const;

/** The resident of this site, or "not found" (another site's or organization's resident). */
export async function loadResident(tx: Executor, facilityId: string, id: string): Promise<ResidentRow> {
  const row = await findResidentRow(tx, id);
  if (!row || row.facilityId !== facilityId) throw notFound();
  return row;
}

export function assertNotImported(row: ResidentRow): void {
  if (row.syncId !== null) throw new AppError(409, 'resident.imported');
}

/** A resident ID already taken in the organization is a field error, not a 500. */
export function withUnique<T>(fn: () => Promise<T>): Promise<T> {
  return answeringDuplicates(UNIQUE, fn);
}

/** A room of the site that can take a resident (exists, not archived). */
export function roomOf(rooms: RoomIndex, roomId: string, field: string) {
  const room = rooms.get(roomId);
  if (!room || room.isArchived) throw fieldError(field, 'validation.invalid');
  return room;
}

/** The photo must be a file of this site (or the organization's) in the file store. */
export async function assertPhoto(tx: Executor, facilityId: string, photo: string | null | undefined): Promise<void> {
  if (!photo) return;
  if (!(await filesUsableAt(tx, facilityId, [photo])).has(photo)) throw fieldError('photo', 'validation.invalid');
}

/** Adds the clean a move asks of a room as its outstanding task; the clean type must be one the room type has. */
export async function askForClean(
  tx: Executor,
  auth: TenantAuth,
  rooms: RoomIndex,
  roomId: string,
  taskKey: string,
  task: { cleanType: string; startDate: string },
  field: string,
): Promise<void> {
  const room = roomOf(rooms, roomId, field);
  if (!hasCleanType(room.routines, task.cleanType)) {
    throw fieldError(`${field}.cleanType`, 'resident.unknown_clean_type', 400, {
      roomType: room.roomType ?? '',
      cleanType: task.cleanType,
    });
  }
  await upsertMoveTask(tx, {
    tenantId: auth.tenantId,
    roomId,
    taskKey,
    description: task.cleanType,
    cleanType: task.cleanType,
    startDate: new Date(task.startDate),
  });
}

/** A change of a resident: its event (audit trail, live updates) and its entry in the resident's access log. */
export async function changed(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  row: Pick<ResidentRow, 'id' | 'facilityId'>,
  type: TEventType,
  action: Parameters<typeof logResidentAccess>[3]['action'],
  fields: string[] = [],
): Promise<void> {
  await recordEvent(tx, {
    ...fromRequestIn(meta, auth),
    facilityId: row.facilityId,
    type,
    subjectType: 'resident',
    subjectId: row.id,
  });
  await logResidentAccess(tx, auth, meta, { residentId: row.id, facilityId: row.facilityId, action, fields });
}

/** Who a move is by, as the resident's timeline names it. */
export function moveEvent(auth: TenantAuth, row: Pick<ResidentRow, 'id' | 'facilityId'>) {
  return {
    tenantId: auth.tenantId,
    facilityId: row.facilityId,
    residentId: row.id,
    byStaffId: auth.kind === 'staff' ? auth.subjectId : null,
    byName: auth.displayName,
  };
}
