import type { TEventType } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { events, siteVersions } from '../db/schema/platform.ts';
import { sites } from '../db/schema/tenancy.ts';
import type { Executor } from './db/database.ts';

/** The PostgreSQL channel a recorded event is announced on, in the transaction that records it. */
export const EVENTS_CHANNEL = 'events';

/** One row of the events table: what happened, to what, by whom, from where. */
export interface EventInput {
  tenantId: string | null;
  facilityId?: string | null;
  type: TEventType;
  actorKind: 'system' | 'staff' | 'device' | 'anonymous' | 'platform';
  actorId?: string | null;
  subjectType?: string | null;
  subjectId?: string | null;
  data?: Record<string, unknown> | null;
  ip?: string | null;
  deviceId?: string | null;
  sessionId?: string | null;
  traceId?: string | null;
}

/**
 * Inserts the event and, when there is a notice, announces it on the events channel: one statement for
 * both, in the caller's transaction (the NOTIFY is delivered only if that transaction commits). An event
 * that changes what a room board shows (`bumps`) first moves its site's dashboard version forward (every
 * site of the organization for an organization's event); the event row keeps the site's new version and
 * the notice carries it. The row lock taken there is held until commit, so versions follow commit order.
 */
export async function insertEvent(tx: Executor, e: EventInput, notice: string | null, bumps: boolean): Promise<void> {
  const facilityId = e.facilityId ?? null;
  await tx.execute(sql`
    with bumped as (
      insert into ${siteVersions} (facility_id, tenant_id, version)
      select s.id, s.tenant_id, 1 from ${sites} s
      where ${bumps}::boolean and s.tenant_id = ${e.tenantId ?? null}::uuid and (s.id = ${facilityId}::uuid or ${facilityId}::uuid is null)
      -- one order of locks for every writer of several sites
      order by s.id
      on conflict (facility_id) do update set version = ${siteVersions}.version + 1
      returning facility_id, version),
    own as (select version from bumped where facility_id = ${facilityId}::uuid),
    recorded as (
      insert into ${events} (tenant_id, facility_id, type, actor_kind, actor_id, subject_type, subject_id, data, ip, device_id, session_id,
        trace_id, site_version)
      values (${e.tenantId ?? null}, ${facilityId}, ${e.type}, ${e.actorKind}, ${e.actorId ?? null}, ${e.subjectType ?? null},
        ${e.subjectId ?? null}, ${e.data == null ? null : JSON.stringify(e.data)}::jsonb, ${e.ip ?? null}, ${e.deviceId ?? null},
        ${e.sessionId ?? null}, ${e.traceId ?? null}, (select version from own))
      returning 1)
    select pg_notify(${EVENTS_CHANNEL}, (${notice}::jsonb || coalesce((select jsonb_build_object('version', version) from own), '{}'::jsonb))::text)
    from recorded where ${notice}::text is not null`);
}
