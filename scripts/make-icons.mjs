// Renders the PWA icons from apps/web/public/icon.svg (run after changing the logo; the PNGs are committed).

import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');
const dir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = path.join(dir, 'icon.svg');

for (const size of [192, 512])
  await sharp(svg, { density: 600 })
    .resize(size, size)
    .png()
    .toFile(path.join(dir, `icon-${size}.png`));
await sharp(svg, { density: 600 }).resize(180, 180).flatten({ background: '#0b7a6f' }).png().toFile(path.join(dir, 'apple-touch-icon.png'));
// Maskable: the mark inside the 80% safe zone on a full-bleed background.
const inner = await sharp(svg, { density: 600 }).resize(400, 400).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0b7a6f' } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(dir, 'icon-maskable-512.png'));
console.warn('icons written to', dir);
