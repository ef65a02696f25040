import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors.ts';

export const MAX_UPLOAD_MB = 15;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export interface NormalizedImage {
  data: Buffer;
  ext: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** Reads 'WIDTHxHEIGHT' (spec section 7: 600x600 for photos, 300x300 for logos). */
export function parseResize(value: string | undefined): { width: number; height: number } | undefined {
  if (!value) return undefined;
  const m = /^(\d{2,4})x(\d{2,4})$/.exec(value.trim());
  if (!m) return undefined;
  return { width: Math.min(4000, Number(m[1])), height: Math.min(4000, Number(m[2])) };
}

/**
 * Accepts an upload only if its bytes decode as an image (magic bytes, not the file name or the
 * declared type), turns it upright, shrinks it to fit `resize`, and re-encodes it without metadata
 * (camera, location): JPEG, or PNG when it has transparency (icons).
 */
export async function normalizeImage(
  input: Buffer,
  resize?: { width: number; height: number },
  forceJpeg = false,
): Promise<NormalizedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new AppError(400, 'file.not_image');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new AppError(400, 'file.not_image');
  let pipeline = sharp(input, { limitInputPixels: 50_000_000, animated: false }).rotate();
  if (resize) pipeline = pipeline.resize(resize.width, resize.height, { fit: 'inside', withoutEnlargement: true });
  const png = meta.hasAlpha && !forceJpeg;
  const { data, info } = png
    ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data, ext: png ? 'png' : 'jpg', contentType: png ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
}
