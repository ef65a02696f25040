import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '../../../lib/files.ts';

/** POST files (spec section 7: operation images): an image, re-encoded by the server; answers its file name. */
export function useUploadOperationImage() {
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, { kind: 'operation' }),
  });
}
