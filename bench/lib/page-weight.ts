import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The JavaScript a page loads on a cold visit: files, and their total size gzipped at level 9. */
export async function javascriptWeight(url: string): Promise<{ files: { url: string; bytes: number; gzip: number }[]; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const files: { url: string; bytes: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then((body) => {
          files.push({ url: new URL(res.url()).pathname, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { files: files.sort((a, b) => b.gzip - a.gzip), gzipBytes: files.reduce((s, f) => s + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}
