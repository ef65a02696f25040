import type { TReportPhoto } from '@carehome/contracts';
import { shrinkImage } from '../../../lib/images.ts';
import { photoFileName, storePhoto } from '../../../lib/outbox/photo-store.ts';

/** Report photos are resized to 600x600 and re-encoded as JPEG by the server. */
export const PHOTO_RESIZE = '600x600';
/** Photos are kept on the tablet at most this size (twice the server's), so a dozen fit easily. */
const KEEP_MAX_PX = 1200;

/**
 * A photo taken or chosen for a report (housekeeper's or auditor's): kept on the tablet in IndexedDB
 * at once, with an id made here; the report names it by the file name the server will give it. It is
 * uploaded with the report's save, through the outbox, so it works offline and survives a reload.
 */
export async function keepPhoto(
  file: Blob,
  scope: { facilityId: string; roomId: string },
  createdBy: string | null,
): Promise<TReportPhoto> {
  const id = crypto.randomUUID();
  const blob = await shrinkImage(file, KEEP_MAX_PX);
  await storePhoto({ id, blob, facilityId: scope.facilityId, roomId: scope.roomId, storedAt: Date.now() });
  return { id, photo: photoFileName(id), createdDate: new Date().toISOString(), createdBy, isDeleted: false };
}
