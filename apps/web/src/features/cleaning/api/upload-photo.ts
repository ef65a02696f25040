import type { TReportPhoto } from '@carehome/contracts';
import { uploadImage } from '../../../lib/files.ts';

/** Report photos are resized to 600x600 (spec section 9) and re-encoded as JPEG by the server. */
export const PHOTO_RESIZE = '600x600';

/** POST files/image: uploads a photo of a report (housekeeper's or auditor's) and describes it for the report. */
export async function uploadReportPhoto(file: Blob, createdBy: string | null): Promise<TReportPhoto> {
  const uploaded = await uploadImage(file, { resize: PHOTO_RESIZE, kind: 'photo' });
  return { id: crypto.randomUUID(), photo: uploaded.fileName, createdDate: new Date().toISOString(), createdBy, isDeleted: false };
}
