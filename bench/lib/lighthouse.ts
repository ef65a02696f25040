import fs from 'node:fs';
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
  cls: number;
}

/**
 * Where a run's time went, from Lighthouse's own diagnostics: the largest paint's element and its phases,
 * the main thread's long tasks, the scripts' execution time and the JavaScript loaded but not run.
 */
export interface LighthouseDiagnostics {
  lcpElement: string | null;
  /** Time to first byte, load delay, load time and render delay of the largest paint (ms, observed). */
  lcpPhases: Record<string, number>;
  longTasks: { url: string; startMs: number; durationMs: number }[];
  bootupMs: { url: string; scriptingMs: number; totalMs: number }[];
  unusedJsKb: { url: string; wastedKb: number }[];
  requestsBeforeLcp: number;
}

export type LighthouseRun = LighthouseScores & { diagnostics?: LighthouseDiagnostics };

type Audits = Record<string, { numericValue?: number; details?: unknown }>;
type Table = { items?: Record<string, unknown>[] };
const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The diagnostics worth reading when the score falls short (see `LighthouseDiagnostics`). */
function diagnosticsOf(audits: Audits): LighthouseDiagnostics {
  const table = (k: string): Record<string, unknown>[] => (audits[k]?.details as Table | undefined)?.items ?? [];
  // LCP element: a list of two tables, the element then its phases. Lighthouse 12 leaves it out when the
  // element is no longer in the page at the end (the boot shell's title, replaced by the screen's); the
  // phases are then the LCP breakdown insight's subparts.
  const lcpTables = (table('largest-contentful-paint-element') as Table[]).map((t) => t.items ?? []);
  const node = lcpTables[0]?.[0]?.node as { selector?: string; snippet?: string } | undefined;
  const lcpPhases: Record<string, number> = {};
  for (const p of lcpTables[1] ?? []) lcpPhases[String(p.phase)] = Math.round(Number(p.timing ?? 0));
  for (const t of table('lcp-breakdown-insight') as Table[]) {
    for (const p of t.items ?? []) if (p.subpart) lcpPhases[String(p.subpart)] ??= Math.round(Number(p.duration ?? 0));
  }
  const lcpMs = audits['largest-contentful-paint']?.numericValue ?? 0;
  return {
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null,
    lcpPhases,
    longTasks: table('long-tasks')
      .slice(0, 8)
      .map((t) => ({ url: short(t.url), startMs: Math.round(Number(t.startTime)), durationMs: Math.round(Number(t.duration)) })),
    bootupMs: table('bootup-time')
      .slice(0, 6)
      .map((t) => ({ url: short(t.url), scriptingMs: Math.round(Number(t.scripting)), totalMs: Math.round(Number(t.total)) })),
    unusedJsKb: table('unused-javascript')
      .slice(0, 6)
      .map((t) => ({ url: short(t.url), wastedKb: Math.round(Number(t.wastedBytes) / 1024) })),
    requestsBeforeLcp: table('network-requests').filter((r) => Number(r.networkEndTime ?? r.endTime ?? 0) <= lcpMs).length,
  };
}

/**
 * Lighthouse (mobile preset, simulated slow 4G and a 4x slower CPU) on one URL in Debian's Chromium.
 * `storage` sets local storage first (a signed-in session for private screens); `diagnostics` adds where
 * the time went; `saveTo` writes the whole report (JSON) there, to read in Lighthouse's viewer.
 */
export async function runLighthouse(
  url: string,
  opts: { storage?: Record<string, string>; diagnostics?: boolean; saveTo?: string } = {},
): Promise<LighthouseRun> {
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
    if (opts.saveTo) fs.writeFileSync(opts.saveTo, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
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
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      ...(opts.diagnostics ? { diagnostics: diagnosticsOf(audits as Audits) } : {}),
    };
  } finally {
    chrome.kill();
  }
}
