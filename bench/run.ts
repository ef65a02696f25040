// `npm run bench`: starts the real server on a fresh embedded PostgreSQL and prints one JSON line per measurement.
// Pick scenarios with `npm run bench -- auth` (default: all). BENCH_SECONDS sets the length of each run.
import { load, print } from './lib/load.ts';
import { startServer } from './lib/server.ts';
import { authScenario } from './scenarios/auth.ts';

const scenarios: Record<string, typeof authScenario> = { auth: authScenario };
const wanted = process.argv.slice(2).filter((a) => a in scenarios);
const server = await startServer();
try {
  const hello = await load({ name: 'hello', url: `${server.url}/api/hello` });
  print(hello, hello);
  for (const [name, run] of Object.entries(scenarios)) {
    if (wanted.length && !wanted.includes(name)) continue;
    await run(server, hello);
  }
} finally {
  await server.stop();
}
