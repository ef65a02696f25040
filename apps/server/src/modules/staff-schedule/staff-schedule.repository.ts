import type { TAssignmentFields } from '@carehome/contracts';
import { type CleanDurations, durationKey } from '@carehome/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { staffMembers } from '../../db/schema/identity.ts';
import { staffAbsences, staffAssignments } from '../../db/schema/schedules.ts';
import { sites } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

export type AssignmentRow = typeof staffAssignments.$inferSelect;

/** Assignments of the site that overlap [from, to] (site-local dates). */
export async function listAssignmentRows(tx: Executor, facilityId: string, from: string, to: string): Promise<AssignmentRow[]> {
  return tx
    .select()
    .from(staffAssignments)
    .where(and(eq(staffAssignments.facilityId, facilityId), lte(staffAssignments.startDate, to), gte(staffAssignments.endDate, from)))
    .orderBy(asc(staffAssignments.startDate), asc(staffAssignments.createdAt));
}

/** Assignments of the site by id (those that still exist), locked for the change that follows. */
export async function listAssignmentRowsById(tx: Executor, facilityId: string, ids: string[]): Promise<AssignmentRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(staffAssignments)
    .where(and(eq(staffAssignments.facilityId, facilityId), inArray(staffAssignments.id, ids)))
    .for('update');
}

/** One assignment of the site, locked for the change that follows. */
export async function lockAssignmentRow(tx: Executor, facilityId: string, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffAssignments)
    .where(and(eq(staffAssignments.id, id), eq(staffAssignments.facilityId, facilityId)))
    .for('update');
  return row;
}

function columnsOf(f: TAssignmentFields) {
  return {
    staffMemberId: f.staffMemberId,
    description: f.description,
    task: f.task,
    startDate: f.startDate,
    endDate: f.endDate,
    roomNumbers: f.roomNumbers,
    roomTypeId: f.roomTypeId,
    facilityAreas: f.facilityAreas,
    cleanType: f.cleanType,
    scheduledDays: f.scheduledDays,
  };
}

/** `coversStaffMemberId`: a sick-call cover, standing in for that absent person on its day. */
export async function insertAssignmentRow(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  f: TAssignmentFields & { coversStaffMemberId?: string | null },
): Promise<AssignmentRow> {
  const [row] = await tx
    .insert(staffAssignments)
    .values({ tenantId, facilityId, ...columnsOf(f), coversStaffMemberId: f.coversStaffMemberId ?? null })
    .returning();
  return row as AssignmentRow;
}

export async function updateAssignmentRow(
  tx: Executor,
  id: string,
  changes: Partial<ReturnType<typeof columnsOf>> & { started?: boolean; completed?: boolean },
): Promise<AssignmentRow> {
  const [row] = await tx
    .update(staffAssignments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(staffAssignments.id, id))
    .returning();
  return row as AssignmentRow;
}

export const updateAssignmentFields = (tx: Executor, id: string, f: TAssignmentFields) => updateAssignmentRow(tx, id, columnsOf(f));

export async function deleteAssignmentRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(staffAssignments).where(eq(staffAssignments.id, id));
}

export async function markStarted(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length) await tx.update(staffAssignments).set({ started: true }).where(inArray(staffAssignments.id, ids));
}

/** The site's staff members (archived ones too: old assignments still name them). */
export async function listSiteStaff(tx: Executor, facilityId: string) {
  return tx
    .select({
      id: staffMembers.id,
      firstName: staffMembers.firstName,
      lastName: staffMembers.lastName,
      staffRefId: staffMembers.staffRefId,
      role: staffMembers.role,
      position: staffMembers.position,
      isArchived: staffMembers.isArchived,
      restrictedArea: staffMembers.restrictedArea,
      restrictedAreaAssignmentId: staffMembers.restrictedAreaAssignmentId,
      shiftMinutes: staffMembers.shiftMinutes,
    })
    .from(staffMembers)
    .where(eq(staffMembers.facilityId, facilityId))
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName));
}
export type SiteStaffRow = Awaited<ReturnType<typeof listSiteStaff>>[number];

export async function setStaffRestriction(
  tx: Executor,
  facilityId: string,
  staffMemberId: string,
  restriction: { area: string | null; assignmentId: string | null },
): Promise<void> {
  await tx
    .update(staffMembers)
    .set({ restrictedArea: restriction.area, restrictedAreaAssignmentId: restriction.assignmentId })
    .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.facilityId, facilityId)));
}

export async function listAbsences(tx: Executor, facilityId: string, from: string, to: string) {
  return tx
    .select({ staffMemberId: staffAbsences.staffMemberId, date: staffAbsences.date })
    .from(staffAbsences)
    .where(and(eq(staffAbsences.facilityId, facilityId), gte(staffAbsences.date, from), lte(staffAbsences.date, to)));
}

export async function setAbsent(tx: Executor, tenantId: string, facilityId: string, staffMemberId: string, date: string, absent: boolean) {
  if (absent) {
    await tx.insert(staffAbsences).values({ tenantId, facilityId, staffMemberId, date }).onConflictDoNothing();
  } else {
    await tx
      .delete(staffAbsences)
      .where(and(eq(staffAbsences.facilityId, facilityId), eq(staffAbsences.staffMemberId, staffMemberId), eq(staffAbsences.date, date)));
  }
}

/** Reports of the site made on site-local days from `from` to `to` (opened-only ones left out). */
export async function reportFacts(tx: Executor, facilityId: string, timeZone: string, from: string, to: string) {
  const res = await tx.execute<{ room_id: string; room_number: string; clean_type: string; status: string; day: string }>(sql`
    select room_id, room_number, clean_type, status, to_char((start_date at time zone ${timeZone})::date, 'YYYY-MM-DD') as day
    from housekeeping_reports
    where facility_id = ${facilityId} and status <> 'Initial'
      and start_date >= (${from}::date - 1)::timestamp at time zone 'UTC' and start_date < (${to}::date + 2)::timestamp at time zone 'UTC'`);
  return res.rows.filter((r) => r.day >= from && r.day <= to);
}

/**
 * The site's own clean durations: the median of the last 60 days' complete cleans (within 5 to 120
 * minutes) by room type and clean type, by room type, and of the whole site.
 */
export async function cleanDurations(tx: Executor, facilityId: string): Promise<CleanDurations> {
  const res = await tx.execute<{ room_type_id: string | null; clean_type: string | null; g: number; minutes: number | null }>(sql`
    select room_type_id, clean_type, grouping(room_type_id, clean_type) as g,
      percentile_cont(0.5) within group (order by extract(epoch from report_date - start_date) / 60) as minutes
    from housekeeping_reports
    where facility_id = ${facilityId} and status = 'Complete' and report_date is not null
      and start_date > now() - interval '60 days' and report_date > start_date and report_date - start_date < interval '4 hours'
    group by grouping sets ((room_type_id, clean_type), (room_type_id), ())`);
  const clamp = (m: number) => Math.min(120, Math.max(5, Math.round(m)));
  const byTypeAndClean = new Map<string, number>();
  const byType = new Map<string, number>();
  let site: number | null = null;
  for (const r of res.rows) {
    if (r.minutes === null) continue;
    // grouping(): 0 = both columns grouped on, 1 = room type only, 3 = the whole site.
    const g = Number(r.g);
    if (g === 3) site = clamp(Number(r.minutes));
    else if (g === 1 && r.room_type_id !== null) byType.set(r.room_type_id, clamp(Number(r.minutes)));
    else if (g === 0 && r.room_type_id !== null && r.clean_type !== null) {
      byTypeAndClean.set(durationKey(r.room_type_id, r.clean_type), clamp(Number(r.minutes)));
    }
  }
  return { byTypeAndClean, byType, site };
}

/** A staff member's own shift length (null: the site's default). */
export async function setStaffShift(tx: Executor, facilityId: string, staffMemberId: string, minutes: number | null): Promise<void> {
  await tx
    .update(staffMembers)
    .set({ shiftMinutes: minutes })
    .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.facilityId, facilityId)));
}

/** The site's default shift length. */
export async function setSiteShift(tx: Executor, facilityId: string, minutes: number): Promise<void> {
  await tx.update(sites).set({ shiftMinutes: minutes }).where(eq(sites.id, facilityId));
}
