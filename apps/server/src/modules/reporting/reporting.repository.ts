import { LANGUAGES, type TAuditStatus, type TLanguage } from '@carehome/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

// SQL the reports share, over the existing tables: housekeeping_reports (cleans and, in audit_report /
// operations, their audits), marking_reports, staff_assignments and staff_day_reports. Each report's own
// queries are in kinds/<kind>.repository.ts.
// Instants leave the database as epoch milliseconds (float8), so no driver date parsing is involved.
// Period queries use the (tenant_id, facility_id, start_date) indexes of migration 0015.

/**
 * Gives a report's transaction 64 MB of sort and hash memory: a year of a large site sums and sorts
 * hundreds of thousands of rows, and this keeps them off the disk.
 */
export async function reportWorkMem(tx: Executor): Promise<void> {
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/** What narrows every query: the site, the period [start, end) and the request's filters. */
export interface Scope {
  tenantId: string;
  facilityId: string;
  start: Date;
  end: Date;
  /** Rooms allowed by the area filter; null: every room. */
  roomIds: string[] | null;
  roomTypes: string[] | null;
  cleanTypes: string[] | null;
  staffMemberId: string | null;
}

export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
export const textSet = (values: readonly string[]) =>
  sql`(select lower(trim(x)) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) x)`;

/** The filters as conditions on a housekeeping_reports row aliased `r`. */
export function cleanFilters(s: Scope, opts: { staff?: boolean } = {}): SQL {
  const parts: SQL[] = [];
  if (s.roomIds) parts.push(sql`and r.room_id = any(${uuidArray(s.roomIds)}::uuid[])`);
  if (s.roomTypes) parts.push(sql`and lower(trim(r.room_type)) in ${textSet(s.roomTypes)}`);
  if (s.cleanTypes) parts.push(sql`and lower(trim(r.clean_type)) in ${textSet(s.cleanTypes)}`);
  if (s.staffMemberId && opts.staff !== false) parts.push(sql`and r.staff_member_id = ${s.staffMemberId}`);
  return sql.join(parts, sql` `);
}

export const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export interface AuditJson {
  auditor?: string | null;
  startDate?: string;
  reportDate?: string | null;
  comment?: string | null;
  directObservationMethod?: boolean;
  fluorescentGelMethod?: boolean;
  atpSystemMethod?: boolean;
  swabCulturesMethod?: boolean;
  agarSlideCulturesMethod?: boolean;
}

export interface OperationJson {
  id: string;
  group?: string;
  item?: string;
  isMarked?: boolean;
  auditStatus?: TAuditStatus | null;
  /** An audit's ATP reading, as stored (checked before it is read). */
  atp?: unknown;
}

/**
 * A clean's minutes (report date minus start, rounded to hundredths) when its report date is at or after
 * its start, else null. In float8: numeric arithmetic over a year of cleans costs a third of the query.
 */
export const CLEAN_MINUTES = sql`case when r.report_date >= r.start_date then round(date_part('epoch', r.report_date - r.start_date) / 0.6) / 100 end`;

/**
 * Completed cleans of the rooms, per room and priority, as epoch-millisecond lists joined by commas, in
 * no order (a year of a 1,000-room site is ~700,000 instants: a few thousand strings travel much faster
 * than rows, and sorting them is the caller's, per room, instead of one large sort here). Read from the
 * index of completed cleans alone (migration 0017).
 */
export async function completionsByRoom(tx: Executor, s: Scope, from: Date, to: Date) {
  const rooms = s.roomIds ? sql`and r.room_id = any(${uuidArray(s.roomIds)}::uuid[])` : sql``;
  const res = await tx.execute<{ room_id: string; priority: number; done: string }>(sql`
    select r.room_id, r.priority, string_agg(((extract(epoch from r.report_date) * 1000)::bigint)::text, ',') as done
    from housekeeping_reports r
    where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId} and r.status = 'Complete'
      and r.report_date >= ${from.toISOString()}::timestamptz and r.report_date < ${to.toISOString()}::timestamptz ${rooms}
    group by r.room_id, r.priority`);
  return res.rows;
}

export async function readSignature(tx: Executor, facilityId: string, reportId: string) {
  const res = await tx.execute<{ sig: string | null }>(
    sql`select decline_signature as sig from housekeeping_reports where id = ${reportId} and facility_id = ${facilityId}`,
  );
  return res.rows[0];
}

export async function readSignatures(tx: Executor, facilityId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const res = await tx.execute<{ id: string; sig: string }>(sql`
    select id, decline_signature as sig from housekeeping_reports
    where facility_id = ${facilityId} and id = any(${uuidArray(ids)}::uuid[]) and decline_signature is not null`);
  return new Map(res.rows.map((r) => [r.id, r.sig]));
}

/**
 * The language of the last sign-in of the organization's people among `emails` (matched without case),
 * by lower-case email; an address that is nobody's, or of someone who never signed in, is not in the map.
 */
export async function languagesByEmail(tx: Executor, emails: readonly string[]): Promise<Map<string, TLanguage>> {
  if (!emails.length) return new Map();
  const res = await tx.execute<{ email: string; language: string }>(sql`
    select lower(email) as email, language from staff_members
    where lower(email) in ${emails.map((e) => e.toLowerCase())} and language is not null`);
  return new Map(res.rows.flatMap((r) => (isLanguage(r.language) ? [[r.email, r.language] as const] : [])));
}

const isLanguage = (value: string): value is TLanguage => (LANGUAGES as readonly string[]).includes(value);
