import crypto from 'node:crypto';
import type { TRoomsSave, TSite } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound, uniqueViolation } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { findConfig } from '../housekeeping/index.ts';
import { roomIsReferenced } from './room-references.ts';
import {
  deleteRoomRow,
  findRoom,
  findSiteRow,
  insertAreaIfNew,
  insertRoomIfNew,
  listAreas,
  listRooms,
  setAreasArchived,
  setRoomsArchived,
  updateArea,
  updateRoom,
} from './sites.repository.ts';
import { loadSite } from './sites.service.ts';

const UNIQUE = {
  rooms_number_unique: { field: 'rooms', code: 'room.duplicate_number' },
  rooms_qr_unique: { field: 'rooms', code: 'room.duplicate_qr' },
  room_areas_name_unique: { field: 'areas', code: 'area.duplicate_name' },
} as const;

/** A short code for a room's QR label, easy to type when a label is damaged (Crockford base32). */
export function newQrCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = crypto.randomBytes(8);
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

async function inSite<T>(ctx: AppContext, auth: TenantAuth, facilityId: string, fn: (tx: Executor) => Promise<T>): Promise<T> {
  assertSiteVisible(auth, facilityId);
  try {
    return await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
      if (!(await findSiteRow(tx, facilityId))) throw notFound();
      return fn(tx);
    });
  } catch (err) {
    throw uniqueViolation(err, UNIQUE) ?? err;
  }
}

/** Applies a batch of layout changes in one transaction: areas, then rooms, then archive and restore. */
export async function applyLayoutChanges(tx: Executor, tenantId: string, input: TRoomsSave): Promise<void> {
  const facilityId = input.facilityId;
  const existingAreas = new Map((await listAreas(tx, facilityId)).map((a) => [a.id, a]));
  const parents = new Map([...existingAreas.values()].map((a) => [a.id, a.parentId]));
  for (const a of input.areas ?? []) parents.set(a.id ?? '', a.parentId);
  for (const [i, a] of (input.areas ?? []).entries()) {
    if (a.parentId && !existingAreas.has(a.parentId) && !(input.areas ?? []).some((x) => x.id === a.parentId)) {
      throw fieldError(`areas.${i}.parentId`, 'validation.invalid');
    }
    // Walking up from the new parent must never come back to the area itself.
    const seen = new Set<string>();
    for (let p = a.parentId; p; p = parents.get(p) ?? null) {
      if (p === a.id || seen.has(p)) throw fieldError(`areas.${i}.parentId`, 'area.cycle');
      seen.add(p);
    }
  }
  // Parents first, so a new nested area finds its new parent.
  const pending = [...(input.areas ?? [])].map((a) => ({ ...a, id: a.id ?? crypto.randomUUID() }));
  const done = new Set(existingAreas.keys());
  while (pending.length) {
    const next = pending.findIndex((a) => !a.parentId || done.has(a.parentId));
    const [a] = next >= 0 ? pending.splice(next, 1) : pending.splice(0, 1);
    if (!a) break;
    const area = { id: a.id, tenantId, facilityId, parentId: a.parentId, name: a.name, order: a.order ?? 0 };
    if (existingAreas.has(a.id)) await updateArea(tx, facilityId, area);
    else if (!(await insertAreaIfNew(tx, area))) throw notFound();
    done.add(a.id);
  }

  const config = await findConfig(tx, facilityId);
  const roomTypes = new Set((config?.document.roomTypes ?? []).map((t) => t.id));
  const existingRooms = new Map((await listRooms(tx, facilityId)).map((r) => [r.id, r]));
  for (const [i, r] of (input.rooms ?? []).entries()) {
    if (r.areaId && !done.has(r.areaId)) throw fieldError(`rooms.${i}.areaId`, 'validation.invalid');
    if (r.roomTypeId && !roomTypes.has(r.roomTypeId)) throw fieldError(`rooms.${i}.roomTypeId`, 'validation.invalid');
    const id = r.id ?? crypto.randomUUID();
    const room = {
      id,
      tenantId,
      facilityId,
      areaId: r.areaId,
      roomNumber: r.roomNumber,
      roomTypeId: r.roomTypeId,
      qrCode: r.qrCode || existingRooms.get(id)?.qrCode || newQrCode(),
      description: r.description ?? null,
    };
    // An id of another site or organization is not this site's: "not found", whoever holds it.
    if (existingRooms.has(id)) await updateRoom(tx, room);
    else if (!(await insertRoomIfNew(tx, room))) throw notFound();
  }
  await setRoomsArchived(tx, facilityId, input.archiveRoomIds ?? [], true);
  await setRoomsArchived(tx, facilityId, input.restoreRoomIds ?? [], false);
  await setAreasArchived(tx, facilityId, input.archiveAreaIds ?? [], true);
  await setAreasArchived(tx, facilityId, input.restoreAreaIds ?? [], false);
  for (const areaId of input.deleteAreaIds ?? []) {
    const used = await tx.execute<{ n: number }>(
      sql`select (select count(*)::int from rooms where area_id = ${areaId}) + (select count(*)::int from room_areas where parent_id = ${areaId}) as n`,
    );
    if ((used.rows[0]?.n ?? 0) > 0) throw new AppError(409, 'area.not_empty');
    await tx.execute(sql`delete from room_areas where id = ${areaId} and facility_id = ${facilityId}`);
  }
}

/** POST /facility/rooms: the layout editor's save. Answers with the updated site. */
export async function saveRooms(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TRoomsSave): Promise<TSite> {
  return inSite(ctx, auth, input.facilityId, async (tx) => {
    await applyLayoutChanges(tx, auth.tenantId, input);
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: input.facilityId,
      type: 'site.layout_changed',
      subjectType: 'site',
      subjectId: input.facilityId,
      data: {
        areas: input.areas?.length ?? 0,
        rooms: input.rooms?.length ?? 0,
        archived: (input.archiveRoomIds?.length ?? 0) + (input.archiveAreaIds?.length ?? 0),
        restored: (input.restoreRoomIds?.length ?? 0) + (input.restoreAreaIds?.length ?? 0),
      },
    });
    return loadSite(tx, input.facilityId);
  });
}

/** DELETE a room: refused with 'Room cannot be deleted' when history or a schedule refers to it. */
export async function deleteRoom(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string, roomId: string): Promise<TSite> {
  return inSite(ctx, auth, facilityId, async (tx) => {
    if (!(await findRoom(tx, facilityId, roomId))) throw notFound();
    if (await roomIsReferenced(tx, roomId)) throw new AppError(409, 'room.cannot_delete');
    await tx.execute(sql`delete from outstanding_tasks where room_id = ${roomId}`);
    await deleteRoomRow(tx, facilityId, roomId);
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId,
      type: 'room.deleted',
      subjectType: 'room',
      subjectId: roomId,
    });
    return loadSite(tx, facilityId);
  });
}
