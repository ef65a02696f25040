import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { memoryStore, outboxKey, queuedVersion } from './outbox-store.ts';
import type { FailedSave, OutboxStore, QueuedSave } from './outbox-types.ts';

/**
 * The queue in IndexedDB: its own database, apart from the offline copies of `offline-store.ts`, so
 * that clearing those (sign-out on a personal computer) can never touch a save waiting to be sent.
 */
const DB_NAME = 'carehome-outbox';

interface OutboxDb extends DBSchema {
  pending: { key: string; value: QueuedSave; indexes: { seq: number } };
  failed: { key: string; value: FailedSave; indexes: { failedAt: number } };
}

type Db = IDBPDatabase<OutboxDb>;

/**
 * Without IndexedDB (storage disabled, some private modes) the queue falls back to memory: the save is
 * still sent, but does not survive a reload. `onUnavailable` reports it once.
 */
export function openIdbStore(onUnavailable: (err: unknown) => void): OutboxStore {
  const fallback = memoryStore();
  let opening: Promise<Db | null> | null = null;
  const db = (): Promise<Db | null> => {
    opening ??= openDB<OutboxDb>(DB_NAME, 1, {
      upgrade(d) {
        d.createObjectStore('pending', { keyPath: 'key' }).createIndex('seq', 'seq');
        d.createObjectStore('failed', { keyPath: 'failedId' }).createIndex('failedAt', 'failedAt');
      },
      // A newer version of the app in another tab needs to upgrade: let go; the next call opens again.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        opening = null;
      },
      terminated() {
        opening = null;
      },
    }).catch((err: unknown) => {
      onUnavailable(err);
      return null;
    });
    return opening;
  };

  // Each write checks the revision and writes in one transaction, so two tabs cannot interleave between.
  return {
    async listPending() {
      const d = await db();
      return d ? d.getAllFromIndex('pending', 'seq') : fallback.listPending();
    },
    async listFailed() {
      const d = await db();
      return d ? d.getAllFromIndex('failed', 'failedAt') : fallback.listFailed();
    },
    async enqueue(save, facts) {
      const d = await db();
      if (!d) return fallback.enqueue(save, facts);
      const tx = d.transaction('pending', 'readwrite');
      const [existing, last] = await Promise.all([tx.store.get(outboxKey(save)), tx.store.index('seq').openCursor(null, 'prev')]);
      const record = queuedVersion(save, facts, existing, (last?.value.seq ?? 0) + 1);
      await tx.store.put(record);
      await tx.done;
      return record;
    },
    async update(save) {
      const d = await db();
      if (!d) return fallback.update(save);
      const tx = d.transaction('pending', 'readwrite');
      const same = (await tx.store.get(save.key))?.revision === save.revision;
      if (same) await tx.store.put(save);
      await tx.done;
      return same;
    },
    async remove(key, revision) {
      const d = await db();
      if (!d) return fallback.remove(key, revision);
      const tx = d.transaction('pending', 'readwrite');
      const same = (await tx.store.get(key))?.revision === revision;
      if (same) await tx.store.delete(key);
      await tx.done;
      return same;
    },
    async fail(key, revision, entry) {
      const d = await db();
      if (!d) return fallback.fail(key, revision, entry);
      const tx = d.transaction(['pending', 'failed'], 'readwrite');
      const pending = tx.objectStore('pending');
      const same = (await pending.get(key))?.revision === revision;
      if (same) {
        await pending.delete(key);
        await tx.objectStore('failed').put(entry);
      }
      await tx.done;
      return same;
    },
    async removeFailed(failedId) {
      const d = await db();
      if (!d) return fallback.removeFailed(failedId);
      await d.delete('failed', failedId);
    },
  };
}
