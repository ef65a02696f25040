import type { TEventNotice, TEventType } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { events } from '../db/schema/platform.ts';
import type { Executor } from './db/database.ts';

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

/** Who and where a request comes from, for event rows. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  traceId: string;
  deviceId: string | null;
  sessionId: string | null;
  actorKind: 'system' | 'staff' | 'anonymous';
  actorId: string | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip ?? null,
    userAgent: (request.headers['user-agent'] as string | undefined) ?? null,
    traceId: request.traceId,
    deviceId: request.device?.id ?? request.auth?.deviceId ?? null,
    sessionId: request.auth?.sessionId ?? null,
    actorKind: request.auth?.kind ?? 'anonymous',
    actorId: request.auth?.subjectId ?? null,
  };
}

/**
 * Appends an event in the caller's transaction: the audit trail and the change feed move together
 * with the write they describe. A NOTIFY in the same transaction wakes live-update listeners. One
 * statement for both (every write of the app records an event, so a round trip here is one on every save).
 */
export async function recordEvent(tx: Executor, e: EventInput): Promise<void> {
  const notice = e.tenantId
    ? JSON.stringify({
        tenantId: e.tenantId,
        facilityId: e.facilityId ?? null,
        type: e.type,
        subjectId: e.subjectId ?? null,
        roomId: roomIdOf(e.data),
      } satisfies TEventNotice)
    : null;
  await tx.execute(sql`
    with recorded as (
      insert into ${events} (tenant_id, facility_id, type, actor_kind, actor_id, subject_type, subject_id, data, ip, device_id, session_id, trace_id)
      values (${e.tenantId ?? null}, ${e.facilityId ?? null}, ${e.type}, ${e.actorKind}, ${e.actorId ?? null}, ${e.subjectType ?? null},
        ${e.subjectId ?? null}, ${e.data == null ? null : JSON.stringify(e.data)}::jsonb, ${e.ip ?? null}, ${e.deviceId ?? null},
        ${e.sessionId ?? null}, ${e.traceId ?? null})
      returning 1)
    select pg_notify('events', ${notice}::text) from recorded where ${notice}::text is not null`);
}

/** The room an event is about, when its data names one (reports, markings): live updates say which tile changed. */
function roomIdOf(data: unknown): string | null {
  const roomId = data && typeof data === 'object' ? (data as { roomId?: unknown }).roomId : undefined;
  return typeof roomId === 'string' ? roomId : null;
}

/** The event fields that come from the request: actor, address, device, session, trace. */
export function fromRequest(meta: RequestMeta): Pick<EventInput, 'actorKind' | 'actorId' | 'ip' | 'deviceId' | 'sessionId' | 'traceId'> {
  return {
    actorKind: meta.actorKind,
    actorId: meta.actorId,
    ip: meta.ip,
    deviceId: meta.deviceId,
    sessionId: meta.sessionId,
    traceId: meta.traceId,
  };
}
