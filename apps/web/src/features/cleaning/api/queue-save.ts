import { enqueueSave, type OutboxKind } from '../../../lib/outbox/index.ts';
import type { CleaningSession } from '../model/session.ts';

/**
 * Queues a save in the outbox (IndexedDB) and resolves once it is stored; the outbox sends it and
 * retries it (spec section 7: a failed report or marking save is queued and retried with the same
 * payload). The id is the report's (audit: the audited report's; marking: the marking's).
 */
export function queueSave(session: CleaningSession, kind: OutboxKind, body: unknown): Promise<void> {
  return enqueueSave({ kind, id: session.reportId, facilityId: session.facilityId, roomId: session.room.id, body });
}
