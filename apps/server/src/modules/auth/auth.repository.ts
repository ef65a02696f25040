import type { TLanguage } from '@carehome/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets } from '../../db/schema/auth.ts';
import { loginDirectory, staffMembers, systemUsers } from '../../db/schema/identity.ts';
import { platformSecrets } from '../../db/schema/platform.ts';
import { organizations, sites } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

export type DirectoryEntry = typeof loginDirectory.$inferSelect;

export async function findDirectoryEntry(db: Executor, email: string): Promise<DirectoryEntry | undefined> {
  const [row] = await db.select().from(loginDirectory).where(eq(loginDirectory.email, email)).limit(1);
  return row;
}

export async function getSystemUser(db: Executor, id: string) {
  const [row] = await db.select().from(systemUsers).where(eq(systemUsers.id, id)).limit(1);
  return row;
}

/** Runs inside a tenant transaction: RLS limits it to that organization. */
export async function getStaffMember(tx: Executor, id: string) {
  const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

export async function findStaffByPin(tx: Executor, pinHmac: string) {
  const [row] = await tx
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.pinHmac, pinHmac), eq(staffMembers.isArchived, false)))
    .limit(1);
  return row;
}

export async function getOrganization(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

export async function listSites(tx: Executor) {
  return tx
    .select({ id: sites.id, name: sites.name, timeZone: sites.timeZone, tenantId: sites.tenantId })
    .from(sites)
    .where(eq(sites.isArchived, false))
    .orderBy(asc(sites.name));
}

export async function listOrganizations(tx: Executor) {
  return tx.select({ id: organizations.id, name: organizations.name }).from(organizations).orderBy(asc(organizations.name));
}

export async function firstSiteOf(tx: Executor, tenantId: string) {
  const [row] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.tenantId, tenantId), eq(sites.isArchived, false)))
    .orderBy(asc(sites.name))
    .limit(1);
  return row?.id ?? null;
}

export async function setSystemUserPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db.update(systemUsers).set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(systemUsers.id, id));
}

export async function setStaffPassword(tx: Executor, id: string, passwordHash: string): Promise<void> {
  await tx.update(staffMembers).set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(staffMembers.id, id));
}

export async function insertPasswordReset(db: Executor, r: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(r);
}

export async function findUsablePasswordReset(db: Executor, tokenHash: Buffer) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Uses up every open reset link of a person once one of them has set the password. */
export async function markPasswordResetsUsed(db: Executor, subjectId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.subjectId, subjectId), isNull(passwordResets.usedAt)));
}

export async function readPlatformSecret(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: platformSecrets.value }).from(platformSecrets).where(eq(platformSecrets.name, name)).limit(1);
  return row?.value;
}

/** Where a system user last switched to; their next sign-in starts there (while it exists). */
export async function rememberSystemUserScope(
  db: Executor,
  id: string,
  scope: { tenantId: string | null; facilityId: string | null },
): Promise<void> {
  await db.update(systemUsers).set({ lastTenantId: scope.tenantId, lastFacilityId: scope.facilityId }).where(eq(systemUsers.id, id));
}

/**
 * Remembers the product language a staff member signed in with (the app sends its language as
 * Accept-Language): their notification mails are written in it.
 */
/** The digits of the PIN that just signed in: PINs set before lengths were kept get theirs at their next use. */
export async function rememberPinLength(tx: Executor, staffId: string, length: number): Promise<void> {
  await tx.execute(sql`update staff_members set pin_length = ${length} where id = ${staffId} and pin_length is distinct from ${length}`);
}

export async function rememberStaffLanguage(tx: Executor, staffId: string, language: TLanguage): Promise<void> {
  await tx.execute(sql`update staff_members set language = ${language} where id = ${staffId} and language is distinct from ${language}`);
}
