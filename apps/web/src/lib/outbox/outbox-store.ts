import type { EnqueueFacts, FailedSave, OutboxItem, OutboxStore, QueuedSave } from './outbox-types.ts';

export const outboxKey = (save: Pick<OutboxItem, 'kind' | 'id'>): string => `${save.kind}:${save.id}`;

/**
 * The record a new save becomes. A save replacing a queued one of the same key keeps its place in the
 * queue (`seq`): saves queued after it may depend on it (an audit of the report, a report answering a
 * marking). It starts afresh: due now, no attempts, no failures.
 */
export function queuedVersion(save: OutboxItem, facts: EnqueueFacts, existing: QueuedSave | undefined, nextSeq: number): QueuedSave {
  return {
    kind: save.kind,
    id: save.id,
    facilityId: save.facilityId,
    roomId: save.roomId,
    body: save.body,
    key: outboxKey(save),
    seq: existing?.seq ?? nextSeq,
    revision: facts.revision,
    queuedAt: facts.now,
    authorStaffId: facts.authorStaffId,
    tenantId: facts.tenantId,
    roomLabel: facts.roomLabel ?? existing?.roomLabel ?? null,
    state: 'queued',
    attempts: 0,
    failures: 0,
    nextAttemptAt: facts.now,
    lastAttemptAt: null,
    lastAnswer: null,
  };
}

/** The store of the unit tests (and of a browser without IndexedDB): copies in, copies out, like IndexedDB. */
export function memoryStore(): OutboxStore {
  const pending = new Map<string, QueuedSave>();
  const failed = new Map<string, FailedSave>();
  let seq = 0;
  const sameVersion = (key: string, revision: string) => pending.get(key)?.revision === revision;
  return {
    async listPending() {
      return structuredClone([...pending.values()].sort((a, b) => a.seq - b.seq));
    },
    async listFailed() {
      return structuredClone([...failed.values()].sort((a, b) => a.failedAt - b.failedAt));
    },
    async enqueue(save, facts) {
      const record = queuedVersion(structuredClone(save), facts, pending.get(outboxKey(save)), ++seq);
      pending.set(record.key, record);
      return structuredClone(record);
    },
    async update(save) {
      if (!sameVersion(save.key, save.revision)) return false;
      pending.set(save.key, structuredClone(save));
      return true;
    },
    async remove(key, revision) {
      return sameVersion(key, revision) && pending.delete(key);
    },
    async fail(key, revision, entry) {
      if (!sameVersion(key, revision)) return false;
      pending.delete(key);
      failed.set(entry.failedId, structuredClone(entry));
      return true;
    },
    async removeFailed(failedId) {
      failed.delete(failedId);
    },
  };
}
