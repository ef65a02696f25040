import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { log } from './logger.ts';
import { photoIdOf, readPhoto } from './outbox/photo-store.ts';

export interface UploadedImage {
  fileName: string;
  url: string;
  width: number;
  height: number;
}

/** POST files/image, multipart with Image and an optional Resize such as 600x600. */
export function uploadImage(
  file: Blob,
  opts: { resize?: '600x600' | '300x300'; kind?: 'photo' | 'logo' | 'operation' | 'resident' | 'image'; tenantId?: string } = {},
) {
  const form = new FormData();
  if (opts.resize) form.append('Resize', opts.resize);
  if (opts.kind) form.append('Kind', opts.kind);
  if (opts.tenantId) form.append('TenantId', opts.tenantId);
  form.append('Image', file, file instanceof File ? file.name : 'image');
  return api<UploadedImage>(opts.kind === 'operation' ? 'files' : 'files/image', { body: form });
}

/**
 * An image of the API as an object URL: images need the bearer token, which an <img src> cannot send.
 * The bytes are cached with the query cache (file names are never reused). A photo still on this tablet
 * (taken offline, not uploaded yet) is shown from the tablet.
 */
export const apiImageQueryOptions = (fileName: string | null | undefined, tenantId?: string) =>
  queryOptions({
    queryKey: ['file', fileName, tenantId ?? null],
    enabled: Boolean(fileName),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    // Runs offline too: a photo kept on the tablet needs no network.
    networkMode: 'offlineFirst',
    queryFn: async ({ signal }) => {
      const localId = fileName ? photoIdOf(fileName) : null;
      const local = localId ? await readPhoto(localId).catch(() => undefined) : undefined;
      if (local) return URL.createObjectURL(local.blob);
      try {
        const blob = await api<Blob>(`files/${fileName}`, { signal, binary: true, query: tenantId ? { tenantId } : {} });
        return URL.createObjectURL(blob);
      } catch (err) {
        // A photo that fails to load is logged.
        log('warn', 'image failed to load', err);
        throw err;
      }
    },
  });

export const useApiImage = (fileName: string | null | undefined, tenantId?: string) => useQuery(apiImageQueryOptions(fileName, tenantId));
