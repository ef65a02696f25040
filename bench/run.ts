import { execFileSync } from 'node:child_process';
// `npm run bench`: starts the real server on a fresh embedded PostgreSQL and prints one JSON line per measurement.
// Pick scenarios with `npm run bench -- auth` (default: all but `scale`, which writes 20 million reports and
// runs only when named: `npm run bench -- scale`). BENCH_SECONDS sets the length of each run.
// BENCH_DATA_DIR keeps the server's data folder after the run (to query the bench's data again).
// `live` starts two more app copies on the same database (bench/lib/copies.ts) for the hub's fan-out.
import { type LoadResult, load, print } from './lib/load.ts';
import { type BenchServer, startServer } from './lib/server.ts';
import { authScenario } from './scenarios/auth.ts';
import { dashboardScenario } from './scenarios/dashboard.ts';
import { liveScenario } from './scenarios/live.ts';
import { reportingScenario } from './scenarios/reporting.ts';
import { reportsScenario } from './scenarios/reports.ts';
import { scaleScenario } from './scenarios/scale.ts';
import { webScenario } from './scenarios/web.ts';

const scenarios: Record<string, (server: BenchServer, hello: LoadResult) => Promise<void>> = {
  auth: authScenario,
  web: webScenario,
  dashboard: dashboardScenario,
  reports: reportsScenario,
  reporting: reportingScenario,
  live: liveScenario,
  scale: scaleScenario,
};
/** Scenarios that run only when named. */
const onRequest = new Set(['scale']);
const wanted = process.argv.slice(2).filter((a) => a in scenarios);
// The web app is served from its build: make sure it is current.
execFileSync('node', ['scripts/build-web-if-stale.mjs'], { stdio: 'inherit' });
const server = await startServer(process.env.BENCH_DATA_DIR ? { DATA_DIR: process.env.BENCH_DATA_DIR } : {});
try {
  const hello = await load({ name: 'hello', url: `${server.url}/api/hello` });
  print(hello, hello);
  for (const [name, run] of Object.entries(scenarios)) {
    if (wanted.length ? !wanted.includes(name) : onRequest.has(name)) continue;
    await run(server, hello);
  }
} finally {
  await server.stop();
}
