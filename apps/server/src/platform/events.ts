import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { events } from '../db/schema/platform.ts';
import type { Executor } from './db/database.ts';

export interface EventInput {
  tenantId: string | null;
  facilityId?: string | null;
  type: string;
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
 * with the write they describe. A NOTIFY in the same transaction wakes live-update listeners.
 */
export async function recordEvent(tx: Executor, e: EventInput): Promise<void> {
  await tx.insert(events).values({
    tenantId: e.tenantId,
    facilityId: e.facilityId ?? null,
    type: e.type,
    actorKind: e.actorKind,
    actorId: e.actorId ?? null,
    subjectType: e.subjectType ?? null,
    subjectId: e.subjectId ?? null,
    data: e.data ?? null,
    ip: e.ip ?? null,
    deviceId: e.deviceId ?? null,
    sessionId: e.sessionId ?? null,
    traceId: e.traceId ?? null,
  });
  if (e.tenantId) {
    await tx.execute(
      sql`select pg_notify('events', ${JSON.stringify({ tenantId: e.tenantId, facilityId: e.facilityId ?? null, type: e.type, subjectId: e.subjectId ?? null, roomId: roomIdOf(e.data) })})`,
    );
  }
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
