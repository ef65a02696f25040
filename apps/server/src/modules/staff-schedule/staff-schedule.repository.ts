import type { TAssignmentFields } from '@carehome/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { staffMembers } from '../../db/schema/identity.ts';
import { staffAbsences, staffAssignments } from '../../db/schema/schedules.ts';
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

export async function insertAssignmentRow(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  f: TAssignmentFields,
): Promise<AssignmentRow> {
  const [row] = await tx
    .insert(staffAssignments)
    .values({ tenantId, facilityId, ...columnsOf(f) })
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
 * Expected cleaning minutes per room type: the median of the last 60 days' complete cleans of that type
 * at the site (within 5 to 120 minutes); types without cleans get the site's median, else 20.
 */
export async function expectedMinutesByType(tx: Executor, facilityId: string): Promise<{ byType: Map<string, number>; fallback: number }> {
  const res = await tx.execute<{ room_type_id: string | null; total: number; minutes: number | null }>(sql`
    select room_type_id, grouping(room_type_id) as total, percentile_cont(0.5) within group (order by extract(epoch from report_date - start_date) / 60) as minutes
    from housekeeping_reports
    where facility_id = ${facilityId} and status = 'Complete' and report_date is not null
      and start_date > now() - interval '60 days' and report_date > start_date and report_date - start_date < interval '4 hours'
    group by grouping sets ((room_type_id), ())`);
  const clamp = (m: number) => Math.min(120, Math.max(5, Math.round(m)));
  const byType = new Map<string, number>();
  let fallback = 20;
  for (const r of res.rows) {
    if (r.minutes === null) continue;
    if (Number(r.total) === 1) fallback = clamp(Number(r.minutes));
    else if (r.room_type_id !== null) byType.set(r.room_type_id, clamp(Number(r.minutes)));
  }
  return { byType, fallback };
}
