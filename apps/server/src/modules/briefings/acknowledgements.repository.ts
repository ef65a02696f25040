import type { TAcknowledgementLevel, TLanguage, TTranslations } from '@carehome/contracts';
import { asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { acknowledgements, providerAcknowledgements, staffAcknowledgements } from '../../db/schema/briefings.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of acknowledgements: the organization's and its sites' lists, the provider's lists, and who
// acknowledged what.

export type AcknowledgementRow = {
  id: string;
  level: TAcknowledgementLevel;
  facilityId: string | null;
  message: string;
  language: TLanguage;
  translations: TTranslations;
  hyperlink: string | null;
  date: string;
  /** An area's notice (an outbreak's); null: the whole site. */
  areaId: string | null;
};

/** What a save changes of an acknowledgement (its level and place stay). */
export type AcknowledgementValues = Pick<AcknowledgementRow, 'message' | 'language' | 'translations' | 'hyperlink' | 'date'>;

/** The organization's acknowledgements a site sees: its own Site-level ones and the Organization's. */
export async function listTenantAcknowledgements(tx: Executor, facilityId: string): Promise<AcknowledgementRow[]> {
  const rows = await tx
    .select()
    .from(acknowledgements)
    .where(or(isNull(acknowledgements.facilityId), eq(acknowledgements.facilityId, facilityId)))
    .orderBy(asc(acknowledgements.date), asc(acknowledgements.createdAt));
  return rows.map((r) => ({ ...r, level: r.level as TAcknowledgementLevel }));
}

/** One level's list: the site's (facilityId) or the organization's (null). */
export async function listLevelAcknowledgements(tx: Executor, facilityId: string | null): Promise<AcknowledgementRow[]> {
  const rows = await tx
    .select()
    .from(acknowledgements)
    .where(facilityId ? eq(acknowledgements.facilityId, facilityId) : isNull(acknowledgements.facilityId));
  return rows.map((r) => ({ ...r, level: r.level as TAcknowledgementLevel }));
}

export async function insertTenantAcknowledgement(tx: Executor, values: typeof acknowledgements.$inferInsert): Promise<void> {
  await tx.insert(acknowledgements).values(values);
}

export async function updateTenantAcknowledgement(tx: Executor, id: string, values: AcknowledgementValues): Promise<void> {
  await tx
    .update(acknowledgements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(acknowledgements.id, id));
}

/** Removes acknowledgements and who acknowledged them. */
export async function deleteTenantAcknowledgements(tx: Executor, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx.delete(staffAcknowledgements).where(inArray(staffAcknowledgements.acknowledgementId, ids));
  await tx.delete(acknowledgements).where(inArray(acknowledgements.id, ids));
}

/** The provider's acknowledgements (platform data: readable in any transaction, written only with withPlatform). */
export async function listProviderAcknowledgements(tx: Executor, level?: TAcknowledgementLevel): Promise<AcknowledgementRow[]> {
  const rows = await tx
    .select()
    .from(providerAcknowledgements)
    .where(level ? eq(providerAcknowledgements.level, level) : undefined)
    .orderBy(asc(providerAcknowledgements.date), asc(providerAcknowledgements.createdAt));
  return rows.map((r) => ({ ...r, facilityId: null, areaId: null, level: r.level as TAcknowledgementLevel }));
}

export async function insertProviderAcknowledgement(tx: Executor, values: typeof providerAcknowledgements.$inferInsert): Promise<void> {
  await tx.insert(providerAcknowledgements).values(values);
}

export async function updateProviderAcknowledgement(tx: Executor, id: string, values: AcknowledgementValues): Promise<void> {
  await tx
    .update(providerAcknowledgements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(providerAcknowledgements.id, id));
}

export async function deleteProviderAcknowledgements(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length) await tx.delete(providerAcknowledgements).where(inArray(providerAcknowledgements.id, ids));
}

export interface StaffAckRow {
  staffMemberId: string;
  acknowledgementId: string;
  acknowledgedAt: Date;
  deviceId: string | null;
}

export async function listStaffAcknowledgements(tx: Executor, staffMemberIds: string[]): Promise<StaffAckRow[]> {
  if (!staffMemberIds.length) return [];
  return tx
    .select({
      staffMemberId: staffAcknowledgements.staffMemberId,
      acknowledgementId: staffAcknowledgements.acknowledgementId,
      acknowledgedAt: staffAcknowledgements.acknowledgedAt,
      deviceId: staffAcknowledgements.deviceId,
    })
    .from(staffAcknowledgements)
    .where(inArray(staffAcknowledgements.staffMemberId, staffMemberIds));
}

/** Acknowledging is once: acknowledging again keeps the first time. */
export async function insertStaffAcknowledgements(tx: Executor, rows: (typeof staffAcknowledgements.$inferInsert)[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(staffAcknowledgements)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: staffAcknowledgements.acknowledgementId });
  return inserted.map((r) => r.id);
}
