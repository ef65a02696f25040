import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/auth.ts';
import { files } from '../../db/schema/files.ts';
import { staffMembers } from '../../db/schema/identity.ts';
import { roomAreas, rooms } from '../../db/schema/layout.ts';
import { sites } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';
import { findSiteRow, type SiteRow } from '../../platform/db/site-rows.ts';

export { findSiteRow, type SiteRow };

export type AreaRow = typeof roomAreas.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export async function insertSite(tx: Executor, site: typeof sites.$inferInsert): Promise<string> {
  const [row] = await tx.insert(sites).values(site).returning({ id: sites.id });
  if (!row) throw new Error('site insert returned nothing');
  return row.id;
}

export async function listSitesWithCounts(tx: Executor) {
  return tx
    .select({
      site: sites,
      // Qualified by hand: inside a subquery drizzle would print the outer column unqualified.
      roomCount: sql<number>`(select count(*)::int from rooms r where r.facility_id = "sites"."id" and not r.is_archived)`,
      staffCount: sql<number>`(select count(*)::int from staff_members s where s.facility_id = "sites"."id" and not s.is_archived)`,
    })
    .from(sites)
    .orderBy(asc(sites.name));
}

export async function updateSiteRow(tx: Executor, id: string, changes: Partial<typeof sites.$inferInsert>): Promise<void> {
  await tx
    .update(sites)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sites.id, id));
}

export async function deleteSiteRow(tx: Executor, id: string): Promise<void> {
  await tx.execute(sql`delete from housekeeping_configs where facility_id = ${id}`);
  await tx.delete(sites).where(eq(sites.id, id));
}

/** What keeps a site from being deleted: anything that belongs to it. */
export async function siteContents(
  tx: Executor,
  id: string,
): Promise<{ areas: number; rooms: number; staff: number; devices: number; files: number }> {
  const res = await tx.execute<{ areas: number; rooms: number; staff: number; devices: number; files: number }>(sql`
    select (select count(*)::int from ${roomAreas} where facility_id = ${id}) as areas,
           (select count(*)::int from ${rooms} where facility_id = ${id}) as rooms,
           (select count(*)::int from ${staffMembers} where facility_id = ${id}) as staff,
           (select count(*)::int from ${devices} where facility_id = ${id}) as devices,
           (select count(*)::int from ${files} where facility_id = ${id}) as files`);
  return res.rows[0] ?? { areas: 0, rooms: 0, staff: 0, devices: 0, files: 0 };
}

export async function listAreas(tx: Executor, facilityId: string): Promise<AreaRow[]> {
  return tx.select().from(roomAreas).where(eq(roomAreas.facilityId, facilityId)).orderBy(asc(roomAreas.order), asc(roomAreas.name));
}

export async function listRooms(tx: Executor, facilityId: string): Promise<RoomRow[]> {
  return tx.select().from(rooms).where(eq(rooms.facilityId, facilityId)).orderBy(asc(rooms.roomNumber));
}

/**
 * Inserts an area or room with a client-chosen id only when the id is new everywhere: an id used by
 * another site or organization (row security hides the latter) is a conflict, answered false, never an
 * error (an upsert would hit the other organization's row and fail as a 500).
 */
export async function insertAreaIfNew(tx: Executor, a: typeof roomAreas.$inferInsert & { id: string }): Promise<boolean> {
  const rows = await tx.insert(roomAreas).values(a).onConflictDoNothing({ target: roomAreas.id }).returning({ id: roomAreas.id });
  return rows.length > 0;
}

export async function updateArea(
  tx: Executor,
  facilityId: string,
  a: { id: string; parentId: string | null; name: string; order: number },
) {
  await tx
    .update(roomAreas)
    .set({ parentId: a.parentId, name: a.name, order: a.order, updatedAt: sql`now()` })
    .where(and(eq(roomAreas.facilityId, facilityId), eq(roomAreas.id, a.id)));
}

export async function insertRoomIfNew(tx: Executor, r: typeof rooms.$inferInsert & { id: string }): Promise<boolean> {
  const rows = await tx.insert(rooms).values(r).onConflictDoNothing({ target: rooms.id }).returning({ id: rooms.id });
  return rows.length > 0;
}

export async function updateRoom(tx: Executor, r: typeof rooms.$inferInsert & { id: string }): Promise<void> {
  await tx
    .update(rooms)
    .set({
      areaId: r.areaId,
      roomNumber: r.roomNumber,
      roomTypeId: r.roomTypeId,
      qrCode: r.qrCode,
      description: r.description,
      updatedAt: sql`now()`,
    })
    .where(and(eq(rooms.facilityId, r.facilityId), eq(rooms.id, r.id)));
}

export async function setRoomsArchived(tx: Executor, facilityId: string, ids: string[], archived: boolean): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(rooms)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(and(eq(rooms.facilityId, facilityId), inArray(rooms.id, ids)));
}

export async function setAreasArchived(tx: Executor, facilityId: string, ids: string[], archived: boolean): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(roomAreas)
    .set({ isArchived: archived, updatedAt: sql`now()` })
    .where(and(eq(roomAreas.facilityId, facilityId), inArray(roomAreas.id, ids)));
}

export async function deleteRoomRow(tx: Executor, facilityId: string, id: string): Promise<number> {
  const res = await tx.delete(rooms).where(and(eq(rooms.facilityId, facilityId), eq(rooms.id, id)));
  return res.rowCount ?? 0;
}

/** True when a room or another area sits in the area: only an empty area can be deleted. */
export async function areaIsUsed(tx: Executor, areaId: string): Promise<boolean> {
  const used = await tx.execute<{ n: number }>(
    sql`select (select count(*)::int from rooms where area_id = ${areaId}) + (select count(*)::int from room_areas where parent_id = ${areaId}) as n`,
  );
  return (used.rows[0]?.n ?? 0) > 0;
}

export async function deleteAreaRow(tx: Executor, facilityId: string, areaId: string): Promise<void> {
  await tx.execute(sql`delete from room_areas where id = ${areaId} and facility_id = ${facilityId}`);
}

/** A deleted room's open tasks go with it (a room with history is never deleted, only archived). */
export async function deleteRoomTasks(tx: Executor, roomId: string): Promise<void> {
  await tx.execute(sql`delete from outstanding_tasks where room_id = ${roomId}`);
}

/** The rooms holding any of these QR codes, in any site of the organization. */
export async function findRoomsByQrCode(tx: Executor, qrCodes: string[]): Promise<{ id: string; qrCode: string }[]> {
  if (!qrCodes.length) return [];
  return tx.select({ qrCode: rooms.qrCode, id: rooms.id }).from(rooms).where(inArray(rooms.qrCode, qrCodes));
}

export async function findRoom(tx: Executor, facilityId: string, id: string): Promise<RoomRow | undefined> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.facilityId, facilityId), eq(rooms.id, id)))
    .limit(1);
  return row;
}

/** An area of the site (archived ones included). */
export async function siteHasArea(tx: Executor, facilityId: string, areaId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: roomAreas.id })
    .from(roomAreas)
    .where(and(eq(roomAreas.id, areaId), eq(roomAreas.facilityId, facilityId)));
  return Boolean(row);
}
