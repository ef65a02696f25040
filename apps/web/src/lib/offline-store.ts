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

export const offlineStore = {
  async get<T>(key: string): Promise<T | undefined> {
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
  /** Forgets every saved copy (sign-out on a personal computer). */
  async clear(): Promise<void> {
    try {
      await (await db()).clear(STORE);
    } catch {
      // nothing saved
    }
  },
};
