import crypto from 'node:crypto';
import type { TRoomsSave, TSite } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, answeringDuplicates, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { roomIsReferenced } from './room-references.repository.ts';
import { loadSiteLayout, type SiteLayout } from './site-layout.ts';
import {
  areaIsUsed,
  deleteAreaRow,
  deleteRoomRow,
  deleteRoomTasks,
  findRoom,
  findSiteRow,
  insertAreaIfNew,
  insertRoomIfNew,
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
  return answeringDuplicates(UNIQUE, () =>
    withTenant(ctx.database.db, auth.tenantId, async (tx) => {
      if (!(await findSiteRow(tx, facilityId))) throw notFound();
      return fn(tx);
    }),
  );
}

/**
 * Applies a batch of layout changes in one transaction: areas, then rooms, then archive and restore.
 * `layout` is the site's layout as the caller already read it in this transaction (read here otherwise).
 */
export async function applyLayoutChanges(tx: Executor, tenantId: string, input: TRoomsSave, layout?: SiteLayout): Promise<void> {
  const facilityId = input.facilityId;
  const { areas, rooms, config } = layout ?? (await loadSiteLayout(tx, facilityId));
  const existingAreas = new Map(areas.map((a) => [a.id, a]));
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

  const roomTypes = new Set((config?.roomTypes ?? []).map((t) => t.id));
  const existingRooms = new Map(rooms.map((r) => [r.id, r]));
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
    if (await areaIsUsed(tx, areaId)) throw new AppError(409, 'area.not_empty');
    await deleteAreaRow(tx, facilityId, areaId);
  }
}

/** POST /facility/rooms: the layout editor's save. Answers with the updated site. */
export async function saveRooms(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TRoomsSave): Promise<TSite> {
  return inSite(ctx, auth, input.facilityId, async (tx) => {
    await applyLayoutChanges(tx, auth.tenantId, input);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
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
    await deleteRoomTasks(tx, roomId);
    await deleteRoomRow(tx, facilityId, roomId);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'room.deleted',
      subjectType: 'room',
      subjectId: roomId,
    });
    return loadSite(tx, facilityId);
  });
}
