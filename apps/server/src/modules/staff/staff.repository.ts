import { loginDirectory, staffMembers } from '../../db/schema/identity.ts';
import type { Executor } from '../../platform/db/database.ts';

export type NewStaffMember = typeof staffMembers.$inferInsert;

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
