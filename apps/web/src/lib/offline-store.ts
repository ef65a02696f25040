import { type IDBPDatabase, openDB } from 'idb';

/**
 * The last copy of screens that must stay readable without network (the room dashboard), in IndexedDB:
 * a tablet that loses the ward Wi-Fi, or reloads while offline, still shows what it last knew.
 */
const DB_NAME = 'carehome-offline';
const STORE = 'snapshots';

let opening: Promise<IDBPDatabase> | null = null;
function db(): Promise<IDBPDatabase> {
  opening ??= openDB(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore(STORE);
    },
  });
  return opening;
}

/**
 * Copies waiting to be written (`setSoon`). Writing a big copy (the dashboard of a 1,000-room site is
 * some 2 MB) clones it on the main thread: done while the screen renders its answer, that clone held
 * back the first paint of the page. It waits for an idle moment instead, at most WRITE_WITHIN_MS, and
 * is written at once when the page is hidden or left.
 */
const pending = new Map<string, unknown>();
const WRITE_WITHIN_MS = 1000;
let scheduled = false;

function flushPending(): void {
  scheduled = false;
  for (const [key, value] of pending) {
    pending.delete(key);
    void offlineStore.set(key, value);
  }
}

function scheduleFlush(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flushPending, { timeout: WRITE_WITHIN_MS });
  else window.setTimeout(flushPending, 0);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushPending);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPending();
  });
}

export const offlineStore = {
  async get<T>(key: string): Promise<T | undefined> {
    if (pending.has(key)) return pending.get(key) as T;
    try {
      return (await (await db()).get(STORE, key)) as T | undefined;
    } catch {
      return undefined; // private mode or storage disabled: nothing saved
    }
  },
  async set(key: string, value: unknown): Promise<void> {
    try {
      await (await db()).put(STORE, value, key);
    } catch {
      // quota or storage disabled: the screen still works online
    }
  },
  /**
   * Saves a copy soon (within a second, when the main thread is idle; at once when the page is hidden).
   * A later copy of the same key replaces one still waiting; `get` answers the waiting copy meanwhile.
   */
  setSoon(key: string, value: unknown): void {
    pending.set(key, value);
    scheduleFlush();
  },
  /** Forgets every saved copy (sign-out on a personal computer). */
  async clear(): Promise<void> {
    pending.clear();
    try {
      await (await db()).clear(STORE);
    } catch {
      // nothing saved
    }
  },
};
