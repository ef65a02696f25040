import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './page-weight.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse (mobile preset, simulated slow 4G and a 4x slower CPU) on one URL in Debian's Chromium.
 * `prepare` may set local storage first (a signed-in session for private screens).
 */
export async function runLighthouse(url: string, opts: { storage?: Record<string, string> } = {}): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat(['--headless=new']),
  });
  try {
    if (opts.storage) {
      // Seed local storage for the origin through a first, unmeasured visit.
      const { chromium } = await import('@playwright/test');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]?.newPage();
      if (page) {
        // No service worker: registered by this visit, it would precache some of the app's files (as
        // many as it got to before the measured visit), which then came from its cache, and the score
        // swung by ten points from run to run. The measured visit is a first one.
        await page.route('**/sw.js', (route) => route.abort());
        await page.goto(new URL('/login', url).toString());
        await page.evaluate((items) => {
          for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
        }, opts.storage);
        await page.close();
      }
      await browser.close().catch(() => undefined);
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Boolean(opts.storage),
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const ms = (k: string) => Math.round(audits[k]?.numericValue ?? 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}
