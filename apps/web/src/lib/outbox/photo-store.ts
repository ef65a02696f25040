import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * Photos taken on the tablet, kept in IndexedDB until the server has them (a photo taken offline is
 * never lost). Each photo has an id made on the tablet; its file name on the server is
 * `<id>.jpg`, so a report can name it before the upload, and a repeated upload makes one file. The
 * outbox uploads a photo (kind 'photo') before the report that names it, and deletes the bytes here
 * once the server acknowledged them. Its own database, like the outbox, so that clearing cached data
 * (sign-out on a personal computer) never touches a photo waiting to be sent.
 */
const DB_NAME = 'carehome-photos';

export interface StoredPhoto {
  /** The photo's id (a UUID made on the tablet); its file name is `${id}.jpg`. */
  id: string;
  blob: Blob;
  facilityId: string;
  roomId: string;
  storedAt: number;
}

interface PhotoDb extends DBSchema {
  photos: { key: string; value: StoredPhoto };
}

/** The file name the server gives an uploaded photo of this id (see files/image, FileId). */
export const photoFileName = (id: string): string => `${id}.jpg`;
/** The photo id of a file name made by `photoFileName`, or null for any other name. */
export function photoIdOf(fileName: string): string | null {
  const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/.exec(fileName);
  return m ? (m[1] as string) : null;
}

const memory = new Map<string, StoredPhoto>();
let opening: Promise<IDBPDatabase<PhotoDb> | null> | null = null;

function db(): Promise<IDBPDatabase<PhotoDb> | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= openDB<PhotoDb>(DB_NAME, 1, {
    upgrade(d) {
      d.createObjectStore('photos', { keyPath: 'id' });
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch(() => null);
  return opening;
}

/** Keeps a photo until the server has it; resolves once it is stored (memory when IndexedDB is off). */
export async function storePhoto(photo: StoredPhoto): Promise<void> {
  const d = await db();
  if (d) await d.put('photos', photo);
  else memory.set(photo.id, photo);
}

export async function readPhoto(id: string): Promise<StoredPhoto | undefined> {
  const d = await db();
  return (d ? await d.get('photos', id) : undefined) ?? memory.get(id);
}

export async function deletePhoto(id: string): Promise<void> {
  memory.delete(id);
  const d = await db();
  if (d) await d.delete('photos', id);
}

/** A photo kept this long without an upload queued for it was left by a clean that was never saved. */
const ORPHAN_AFTER_MS = 24 * 3_600_000;

/**
 * Deletes photos that no queued or refused upload names and that are older than a day: photos of a
 * clean that a reload or a closed tab ended before it was saved. Refused uploads keep theirs (they can
 * still be exported).
 */
export async function forgetOrphanPhotos(keep: ReadonlySet<string>, now: number): Promise<number> {
  const d = await db();
  if (!d) return 0;
  let removed = 0;
  for (const photo of await d.getAll('photos')) {
    if (keep.has(photo.id) || now - photo.storedAt < ORPHAN_AFTER_MS) continue;
    await d.delete('photos', photo.id);
    removed += 1;
  }
  return removed;
}
