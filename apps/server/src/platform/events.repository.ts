import type { TEventType } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { events } from '../db/schema/platform.ts';
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
 * both, in the caller's transaction (the NOTIFY is delivered only if that transaction commits).
 */
export async function insertEvent(tx: Executor, e: EventInput, notice: string | null): Promise<void> {
  await tx.execute(sql`
    with recorded as (
      insert into ${events} (tenant_id, facility_id, type, actor_kind, actor_id, subject_type, subject_id, data, ip, device_id, session_id, trace_id)
      values (${e.tenantId ?? null}, ${e.facilityId ?? null}, ${e.type}, ${e.actorKind}, ${e.actorId ?? null}, ${e.subjectType ?? null},
        ${e.subjectId ?? null}, ${e.data == null ? null : JSON.stringify(e.data)}::jsonb, ${e.ip ?? null}, ${e.deviceId ?? null},
        ${e.sessionId ?? null}, ${e.traceId ?? null})
      returning 1)
    select pg_notify(${EVENTS_CHANNEL}, ${notice}::text) from recorded where ${notice}::text is not null`);
}
