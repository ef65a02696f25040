import { runLighthouse } from '../lib/lighthouse.ts';
import { javascriptWeight } from '../lib/page-weight.ts';
import type { BenchServer } from '../lib/server.ts';

/** The web application shell's budgets: the sign-in page's JavaScript, its Lighthouse scores. */
const BUDGET = { loginJsGzipKb: 150, performance: 95, accessibility: 95 };

/** Lighthouse on /login and the size of the JavaScript it loads; later screens add themselves here. */
export async function webScenario(server: BenchServer): Promise<void> {
  const weight = await javascriptWeight(`${server.url}/login`);
  const kb = Math.round((weight.gzipBytes / 1024) * 10) / 10;
  process.stdout.write(
    `${JSON.stringify({ name: 'web./login javascript', gzip_kb: kb, files: weight.files.length, budget_kb: BUDGET.loginJsGzipKb, within_budget: kb <= BUDGET.loginJsGzipKb })}\n`,
  );
  const lh = await runLighthouse(`${server.url}/login`);
  process.stdout.write(
    `${JSON.stringify({
      name: 'web./login lighthouse',
      ...lh,
      budget: { performance: BUDGET.performance, accessibility: BUDGET.accessibility },
      within_budget: lh.performance >= BUDGET.performance && lh.accessibility >= BUDGET.accessibility,
    })}\n`,
  );
}
