import { useCallback, useState } from 'react';
import { shrinkImage } from '../../../lib/images.ts';
import { uploadResidentPhoto } from '../api/save-resident.ts';

/** The browser makes a photo at most this big before sending it; the server stores it inside 600x600. */
const SHRINK_PX = 1200;

/**
 * A resident's photo taken with the camera or chosen from a file: shrunk, then uploaded at once, so that
 * the form keeps only its file name (given to `onUploaded`). Also whether the camera is open, and why
 * the last upload failed.
 */
export function usePhotoUpload(onUploaded: (fileName: string) => void) {
  const [camera, setCamera] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const closeCamera = useCallback(() => setCamera(false), []);

  const upload = async (file: Blob | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      onUploaded(await uploadResidentPhoto(await shrinkImage(file, SHRINK_PX)));
    } catch (err) {
      setError(err);
    } finally {
      setUploading(false);
    }
  };

  return { camera, openCamera: () => setCamera(true), closeCamera, uploading, error, upload };
}
