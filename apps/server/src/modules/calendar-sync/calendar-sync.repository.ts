import type { TAssignmentFields, TCalendarImportProfile } from '@carehome/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { calendarEventLinks, calendarImportProfiles } from '../../db/schema/calendar-sync.ts';
import { staffMembers } from '../../db/schema/identity.ts';
import { staffAssignments } from '../../db/schema/schedules.ts';
import type { Executor } from '../../platform/db/database.ts';

export type CalendarProfileRow = typeof calendarImportProfiles.$inferSelect;
export type AssignmentRow = typeof staffAssignments.$inferSelect;

const toProfile = (r: CalendarProfileRow): TCalendarImportProfile => ({
  id: r.id,
  name: r.name,
  filters: r.filters,
  mapping: r.mapping,
  replacements: r.replacements,
  includeCancelled: r.includeCancelled,
});

export async function listProfiles(tx: Executor, facilityId: string): Promise<TCalendarImportProfile[]> {
  const rows = await tx
    .select()
    .from(calendarImportProfiles)
    .where(eq(calendarImportProfiles.facilityId, facilityId))
    .orderBy(asc(calendarImportProfiles.position), asc(calendarImportProfiles.name));
  return rows.map(toProfile);
}

type ProfileValues = Omit<TCalendarImportProfile, 'id'> & { position: number };

export async function updateProfile(tx: Executor, facilityId: string, id: string, v: ProfileValues): Promise<boolean> {
  const rows = await tx
    .update(calendarImportProfiles)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(calendarImportProfiles.id, id), eq(calendarImportProfiles.facilityId, facilityId)))
    .returning({ id: calendarImportProfiles.id });
  return rows.length > 0;
}

export async function insertProfile(tx: Executor, tenantId: string, facilityId: string, v: ProfileValues): Promise<string> {
  const [row] = await tx
    .insert(calendarImportProfiles)
    .values({ tenantId, facilityId, ...v })
    .returning({ id: calendarImportProfiles.id });
  return (row as { id: string }).id;
}

/** Deletes the site's profiles not in `keep` (a save sends the whole list). */
export async function deleteProfilesExcept(tx: Executor, facilityId: string, keep: string[]): Promise<void> {
  const site = eq(calendarImportProfiles.facilityId, facilityId);
  await tx.delete(calendarImportProfiles).where(keep.length ? and(site, notInArray(calendarImportProfiles.id, keep)) : site);
}

/** Names are unique per site: renaming A to B and B to A in one save must not collide half-way. */
export async function renameProfilesAside(tx: Executor, facilityId: string): Promise<void> {
  await tx
    .update(calendarImportProfiles)
    .set({ name: sql`${calendarImportProfiles.id}::text` })
    .where(eq(calendarImportProfiles.facilityId, facilityId));
}

/** The site's staff with what an event may name them by (staff ID, email, name). */
export async function listStaffForLookup(tx: Executor, facilityId: string) {
  return tx
    .select({
      id: staffMembers.id,
      staffId: staffMembers.staffRefId,
      email: staffMembers.email,
      firstName: staffMembers.firstName,
      lastName: staffMembers.lastName,
      isArchived: staffMembers.isArchived,
    })
    .from(staffMembers)
    .where(eq(staffMembers.facilityId, facilityId));
}

/** Serialises imports of one site (two imports of one file at once would both create). */
export async function lockSiteImports(tx: Executor, facilityId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar-import:${facilityId}`}, 0))`);
}

export interface LinkRow {
  uid: string;
  recurrenceId: string;
  assignmentId: string;
  imported: TAssignmentFields;
  assignment: AssignmentRow;
}

/** The earlier imports of these UIDs at the site, with their assignments as they are now. */
export async function listLinks(tx: Executor, facilityId: string, uids: string[]): Promise<LinkRow[]> {
  if (!uids.length) return [];
  const rows = await tx
    .select({ link: calendarEventLinks, assignment: staffAssignments })
    .from(calendarEventLinks)
    .innerJoin(staffAssignments, eq(staffAssignments.id, calendarEventLinks.assignmentId))
    .where(and(eq(calendarEventLinks.facilityId, facilityId), inArray(calendarEventLinks.uid, [...new Set(uids)])));
  return rows.map((r) => ({
    uid: r.link.uid,
    recurrenceId: r.link.recurrenceId,
    assignmentId: r.link.assignmentId,
    imported: r.link.imported,
    assignment: r.assignment,
  }));
}

export async function saveLink(
  tx: Executor,
  link: { tenantId: string; facilityId: string; uid: string; recurrenceId: string; assignmentId: string; imported: TAssignmentFields },
): Promise<void> {
  await tx
    .insert(calendarEventLinks)
    .values(link)
    .onConflictDoUpdate({
      target: [calendarEventLinks.facilityId, calendarEventLinks.uid, calendarEventLinks.recurrenceId],
      set: { assignmentId: link.assignmentId, imported: link.imported, updatedAt: new Date() },
    });
}
