import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '../../../lib/files.ts';

/** POST files (an operation's image): re-encoded by the server; answers its file name. */
export function useUploadOperationImage() {
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, { kind: 'operation' }),
  });
}
