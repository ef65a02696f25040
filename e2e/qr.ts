import { BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';

/**
 * Reads a QR code from a PNG screenshot with ZXing, the library the dashboard's camera scanner uses:
 * proof that a printed label scans. A screenshot of the code alone has no quiet zone and few pixels a
 * module, which made the read fail now and then: it is put on a white margin and enlarged (nearest
 * neighbour, so the modules stay sharp) first, as a camera sees a label on paper.
 */
export async function decodeQr(png: Buffer): Promise<string> {
  const meta = await sharp(png).metadata();
  const framed = await sharp(png)
    .flatten({ background: '#ffffff' })
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
    .png()
    .toBuffer();
  const { data, info } = await sharp(framed)
    .resize({ width: ((meta.width ?? 100) + 48) * 3, kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Int32Array(info.width * info.height);
  for (let i = 0; i < pixels.length; i++) {
    const r = data[i * 4] as number;
    const g = data[i * 4 + 1] as number;
    const b = data[i * 4 + 2] as number;
    pixels[i] = (0xff << 24) | (r << 16) | (g << 8) | b;
  }
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.TRY_HARDER, true]]));
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, info.width, info.height)))).getText();
}
