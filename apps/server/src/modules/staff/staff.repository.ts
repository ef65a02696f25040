import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { loginDirectory, staffMembers } from '../../db/schema/identity.ts';
import { sites } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

export type NewStaffMember = typeof staffMembers.$inferInsert;
export type StaffRow = typeof staffMembers.$inferSelect;

/**
 * Inserts a staff member (inside a tenant transaction) and, when they have an email, their entry in
 * the login directory that resolves an email to an organization at sign-in.
 */
export async function insertStaffMember(tx: Executor, staff: NewStaffMember): Promise<string> {
  const [row] = await tx.insert(staffMembers).values(staff).returning({ id: staffMembers.id });
  if (!row) throw new Error('staff insert returned nothing');
  if (staff.email) {
    await tx.insert(loginDirectory).values({ email: staff.email, kind: 'staff', tenantId: staff.tenantId, subjectId: row.id });
  }
  return row.id;
}

export async function findStaffMember(tx: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

export async function updateStaffMemberRow(tx: Executor, id: string, changes: Partial<NewStaffMember>): Promise<void> {
  await tx
    .update(staffMembers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(staffMembers.id, id));
}

/** Moves a staff member's sign-in email: the directory follows the staff row in the same transaction. */
export async function replaceDirectoryEmail(tx: Executor, tenantId: string, staffId: string, email: string | null): Promise<void> {
  await tx.delete(loginDirectory).where(and(eq(loginDirectory.subjectId, staffId), eq(loginDirectory.kind, 'staff')));
  if (email) await tx.insert(loginDirectory).values({ email, kind: 'staff', tenantId, subjectId: staffId });
}

export async function listStaffMembers(
  tx: Executor,
  opts: { facilityId?: string | undefined; includeArchived: boolean },
): Promise<StaffRow[]> {
  const conditions = [
    ...(opts.facilityId ? [eq(staffMembers.facilityId, opts.facilityId)] : []),
    ...(opts.includeArchived ? [] : [eq(staffMembers.isArchived, false)]),
  ];
  return tx
    .select()
    .from(staffMembers)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName));
}

/**
 * The site of another staff member of the organization who already has this staff ID or email (row
 * security keeps other organizations out), for the duplicate message; undefined when none is visible.
 */
export async function siteOfDuplicate(
  tx: Executor,
  by: { staffRefId: string } | { email: string },
  exceptId: string | undefined,
): Promise<string | undefined> {
  const match =
    'staffRefId' in by
      ? sql`lower(${staffMembers.staffRefId}) = lower(${by.staffRefId})`
      : sql`lower(${staffMembers.email}) = lower(${by.email})`;
  const [row] = await tx
    .select({ name: sites.name })
    .from(staffMembers)
    .innerJoin(sites, eq(sites.id, staffMembers.facilityId))
    .where(and(match, exceptId ? ne(staffMembers.id, exceptId) : undefined))
    .limit(1);
  return row?.name;
}

/** True when a staff member of the organization (archived ones too: the unique index covers them) has this PIN. */
export async function pinInUse(tx: Executor, pinHmac: string): Promise<boolean> {
  const rows = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.pinHmac, pinHmac)).limit(1);
  return rows.length > 0;
}
