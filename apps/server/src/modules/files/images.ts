import sharp, { type Metadata } from 'sharp';
import { AppError, fieldError } from '../../platform/errors.ts';

export const MAX_UPLOAD_MB = 15;
/**
 * The most pixels an upload may have, checked from the header before anything is decoded. 25 MP holds
 * every tablet camera (8-13 MP), a phone's normal 12 MP photo and a 24 MP (6000x4000) camera, while a
 * decompression bomb (a 153 KB PNG of 49 MP cost 4 s of CPU and 300 MB) is refused at once. Photos are
 * stored at 600x600 at most, so nothing larger is ever needed.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Uploads without a Resize (operation images) are stored inside this box: a picture of how to clean a
 * sink needs no more, and encoding 25 MP at full size costs seconds and hundreds of MB.
 */
const DEFAULT_BOX = { width: 1600, height: 1600 };
/** Decoding is stopped after this long, whatever the image: one upload must not hold a core for longer. */
const DECODE_TIMEOUT_SECONDS = 10;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export interface NormalizedImage {
  data: Buffer;
  ext: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * A bound on concurrent work in this process: `concurrency` jobs run, up to `maxQueue` wait, and the
 * next is refused at once (503 with retry-after) instead of piling up memory. Four 49 MP images at once
 * took the server to 1.4 GB before.
 */
export class WorkLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most jobs that ever ran at once (for the tests and the logs). */
  peak = 0;

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active++;
    else if (this.waiting.length >= this.maxQueue) throw new AppError(503, 'file.busy', [], {}, 2);
    // The slot is handed over by the job that finishes, so `active` never drops in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.peak = Math.max(this.peak, this.active);
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Image work of this process: two images at a time (one per core here), eight waiting. */
export const imageWork = new WorkLimiter(2, 8);

/** Reads 'WIDTHxHEIGHT' (the clients ask 600x600 for report and resident photos, 300x300 for logos). */
export function parseResize(value: string | undefined): { width: number; height: number } | undefined {
  if (!value) return undefined;
  const m = /^(\d{2,4})x(\d{2,4})$/.exec(value.trim());
  if (!m) return undefined;
  return { width: Math.min(4000, Number(m[1])), height: Math.min(4000, Number(m[2])) };
}

const notImage = () => new AppError(400, 'file.not_image');

/** The header of an upload: its format and size, without decoding the pixels. */
async function readHeader(input: Buffer): Promise<Metadata & { width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw notImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw fieldError('Image', 'file.too_many_pixels', 413, { max: MAX_INPUT_PIXELS / 1_000_000 });
  }
  return meta as Metadata & { width: number; height: number };
}

/**
 * Accepts an upload only if its bytes decode as an image (magic bytes, not the file name or the
 * declared type), turns it upright, shrinks it to fit `resize` (1600x1600 when none is asked), and re-encodes it without metadata
 * (camera, location): JPEG, or PNG when it has transparency (icons). An image whose header reads but
 * whose pixels do not decode is "not an image" too (400), never a 500.
 */
export async function normalizeImage(
  input: Buffer,
  resize?: { width: number; height: number },
  forceJpeg = false,
): Promise<NormalizedImage> {
  const meta = await readHeader(input);
  return imageWork.run(async () => {
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate();
    const box = resize ?? DEFAULT_BOX;
    pipeline = pipeline.resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true });
    const png = meta.hasAlpha && !forceJpeg;
    try {
      const { data, info } = png
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      return { data, ext: png ? 'png' : 'jpg', contentType: png ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
    } catch {
      throw notImage();
    }
  });
}
