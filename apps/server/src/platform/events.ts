import type { TEventNotice } from '@carehome/contracts';
import { dashboardChangeOf } from '@carehome/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from './db/database.ts';
import { type EventInput, insertEvent } from './events.repository.ts';

export type { EventInput } from './events.repository.ts';

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
  await insertEvent(tx, e, notice, dashboardChangeOf(e.type) !== 'none');
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

/** The request's event fields and the organization the account works in: the start of most events a request records. */
export function fromRequestIn<T extends string | null>(
  meta: RequestMeta,
  auth: { tenantId: T },
): ReturnType<typeof fromRequest> & { tenantId: T } {
  return { ...fromRequest(meta), tenantId: auth.tenantId };
}
