import type { TBriefingLevel, TLanguage, TTranslations } from '@carehome/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/auth.ts';
import { briefingChecks, dailyBriefings, type StoredBriefingItem } from '../../db/schema/briefings.ts';
import { staffMembers } from '../../db/schema/identity.ts';
import type { Executor } from '../../platform/db/database.ts';

export type BriefingRow = Omit<typeof dailyBriefings.$inferSelect, 'items'> & {
  items: (StoredBriefingItem & { translations: TTranslations })[];
};

/** Items saved before there were translations read as having none. */
const withTranslations = (row: typeof dailyBriefings.$inferSelect): BriefingRow => ({
  ...row,
  items: row.items.map((i) => ({ ...i, translations: i.translations ?? {} })),
});

/** The briefings a site sees: its own and the organization-wide ones (row security keeps the organization). */
export async function listBriefings(tx: Executor, facilityId: string): Promise<BriefingRow[]> {
  const rows = await tx
    .select()
    .from(dailyBriefings)
    .where(or(isNull(dailyBriefings.facilityId), eq(dailyBriefings.facilityId, facilityId)))
    .orderBy(asc(dailyBriefings.name), asc(dailyBriefings.id));
  return rows.map(withTranslations);
}

export async function findBriefing(tx: Executor, id: string): Promise<BriefingRow | undefined> {
  const [row] = await tx.select().from(dailyBriefings).where(eq(dailyBriefings.id, id)).limit(1);
  return row && withTranslations(row);
}

export async function insertBriefing(tx: Executor, values: typeof dailyBriefings.$inferInsert): Promise<string> {
  const [row] = await tx.insert(dailyBriefings).values(values).returning({ id: dailyBriefings.id });
  if (!row) throw new Error('briefing insert returned nothing');
  return row.id;
}

export async function updateBriefing(
  tx: Executor,
  id: string,
  values: {
    facilityId: string | null;
    level: TBriefingLevel;
    name: string;
    nameTranslations: TTranslations;
    language: TLanguage;
    isDefault: boolean;
    positions: string[];
    items: StoredBriefingItem[];
  },
): Promise<void> {
  await tx
    .update(dailyBriefings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(dailyBriefings.id, id));
}

/** Only one default per level and place (a site, or the organization). */
export async function clearOtherDefaults(tx: Executor, keepId: string, level: TBriefingLevel, facilityId: string | null): Promise<void> {
  await tx
    .update(dailyBriefings)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(dailyBriefings.level, level),
        eq(dailyBriefings.isDefault, true),
        facilityId ? eq(dailyBriefings.facilityId, facilityId) : isNull(dailyBriefings.facilityId),
        sql`${dailyBriefings.id} <> ${keepId}`,
      ),
    );
}

export async function deleteBriefing(tx: Executor, id: string): Promise<void> {
  await tx.delete(dailyBriefings).where(eq(dailyBriefings.id, id));
}

// ---- Staff: checks and acknowledging ----

export interface StaffRow {
  id: string;
  facilityId: string;
  firstName: string;
  lastName: string;
  staffRefId: string;
  position: string | null;
  /** The area the person works in (an area id); null: the whole site. */
  restrictedArea: string | null;
}

/** What a briefing operation reads of a staff member, the same for one and for the site's list. */
const STAFF_COLUMNS = {
  id: staffMembers.id,
  facilityId: staffMembers.facilityId,
  firstName: staffMembers.firstName,
  lastName: staffMembers.lastName,
  staffRefId: staffMembers.staffRefId,
  position: staffMembers.position,
  restrictedArea: staffMembers.restrictedArea,
};

export async function findStaff(tx: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select(STAFF_COLUMNS).from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

/** The site's active staff (home site), by name. */
export async function listSiteStaff(tx: Executor, facilityId: string): Promise<StaffRow[]> {
  return tx
    .select(STAFF_COLUMNS)
    .from(staffMembers)
    .where(and(eq(staffMembers.facilityId, facilityId), eq(staffMembers.isArchived, false)))
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName));
}

export async function listSitePositions(tx: Executor, facilityId: string): Promise<string[]> {
  const res = await tx.execute<{ position: string }>(
    sql`select distinct trim(position) as position from ${staffMembers}
        where facility_id = ${facilityId} and not is_archived and coalesce(trim(position), '') <> '' order by 1`,
  );
  return res.rows.map((r) => r.position);
}

export interface CheckRow {
  staffMemberId: string;
  briefingId: string;
  itemId: string;
  checkedAt: Date;
}

export async function listChecks(tx: Executor, facilityId: string, date: string, staffMemberId?: string): Promise<CheckRow[]> {
  return tx
    .select({
      staffMemberId: briefingChecks.staffMemberId,
      briefingId: briefingChecks.briefingId,
      itemId: briefingChecks.itemId,
      checkedAt: briefingChecks.checkedAt,
    })
    .from(briefingChecks)
    .where(
      and(
        eq(briefingChecks.facilityId, facilityId),
        eq(briefingChecks.date, date),
        staffMemberId ? eq(briefingChecks.staffMemberId, staffMemberId) : undefined,
      ),
    );
}

/** A tick, recorded with its time and tablet; ticking again records the new time. */
export async function upsertCheck(tx: Executor, values: typeof briefingChecks.$inferInsert): Promise<void> {
  await tx
    .insert(briefingChecks)
    .values(values)
    .onConflictDoUpdate({
      target: [
        briefingChecks.tenantId,
        briefingChecks.staffMemberId,
        briefingChecks.briefingId,
        briefingChecks.itemId,
        briefingChecks.date,
      ],
      set: { checkedAt: sql`now()`, deviceId: values.deviceId ?? null, facilityId: values.facilityId },
    });
}

export async function deleteCheck(
  tx: Executor,
  key: { staffMemberId: string; briefingId: string; itemId: string; date: string },
): Promise<void> {
  await tx
    .delete(briefingChecks)
    .where(
      and(
        eq(briefingChecks.staffMemberId, key.staffMemberId),
        eq(briefingChecks.briefingId, key.briefingId),
        eq(briefingChecks.itemId, key.itemId),
        eq(briefingChecks.date, key.date),
      ),
    );
}

/** Names of the organization's tablets (the devices table has no row security: the tenant is checked here). */
export async function deviceNames(tx: Executor, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: devices.id, name: devices.name })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), inArray(devices.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
