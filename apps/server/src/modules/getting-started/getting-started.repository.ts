import type { SiteSetupFacts } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

// The facts of a site's getting-started checklist. It reads tables other modules write (rooms, the
// configuration, staff, tablets, residents, reports): only counts, in one statement, so the checklist costs
// one round trip on the schedule screen it sits on.

/** Completed cleans are counted up to this: the checklist needs "at least one", not the site's history. */
const CLEANS_COUNTED = 100;

export interface SiteSetupRow extends SiteSetupFacts {
  /** The site's first completed clean, or null. */
  firstCleanAt: Date | null;
  /** The person put the checklist away for this site. */
  dismissed: boolean;
}

export async function loadSiteSetup(tx: Executor, tenantId: string, facilityId: string, personId: string): Promise<SiteSetupRow> {
  const res = await tx.execute<{
    rooms: number;
    config_saves: number;
    staff_with_pin: number;
    tablets: number;
    residents: number;
    completed_cleans: number;
    first_clean_at: string | Date | null;
    dismissed: boolean;
  }>(sql`
    select
      (select count(*)::int from rooms where tenant_id = ${tenantId} and facility_id = ${facilityId} and not is_archived) as rooms,
      (select coalesce(max(version), 1)::int - 1 from housekeeping_configs where tenant_id = ${tenantId} and facility_id = ${facilityId}) as config_saves,
      (select count(*)::int from staff_members
        where tenant_id = ${tenantId} and facility_id = ${facilityId} and not is_archived and pin_hmac is not null) as staff_with_pin,
      (select count(*)::int from devices where tenant_id = ${tenantId} and facility_id = ${facilityId} and unregistered_at is null) as tablets,
      (select count(*)::int from residents where tenant_id = ${tenantId} and facility_id = ${facilityId} and status = 'Resident') as residents,
      (select count(*)::int from (select 1 from housekeeping_reports
        where tenant_id = ${tenantId} and facility_id = ${facilityId} and status = 'Complete' limit ${CLEANS_COUNTED}) c) as completed_cleans,
      (select min(report_date) from housekeeping_reports
        where tenant_id = ${tenantId} and facility_id = ${facilityId} and status = 'Complete') as first_clean_at,
      exists (select 1 from events where type = 'getting_started.dismissed' and tenant_id = ${tenantId}
        and facility_id = ${facilityId} and actor_id = ${personId}) as dismissed`);
  const row = res.rows[0];
  if (!row) throw new Error('loadSiteSetup: no row');
  return {
    rooms: row.rooms,
    configSaves: row.config_saves,
    staffWithPin: row.staff_with_pin,
    tablets: row.tablets,
    residents: row.residents,
    completedCleans: row.completed_cleans,
    firstCleanAt: row.first_clean_at === null ? null : new Date(row.first_clean_at),
    dismissed: row.dismissed,
  };
}
