import path from 'node:path';
import { DEMO_CLIENT, DEMO_FACILITY_ID, DEMO_ORG_UUID, DEMO_PATIENTS, seedDemo } from './demo.ts';
import { TEST_TLS_DIR, testTlsOptions } from './fixtures.ts';
import { buildSimulator } from './simulator.ts';

// `npm run simulator`, and `npm start` next to the app (scripts/start-with-simulator.mjs): the
// care-records simulator with the demo data (src/demo.ts), OAuth2 over HTTP and, with the test-only
// fixtures (fixtures/tls), HTTPS with mutual TLS. Environment: SIMULATOR_PORT (HTTP, default 3590),
// SIMULATOR_TLS_PORT (HTTPS, default 3591, `off` for none), SIMULATOR_CLIENT_ID / SIMULATOR_CLIENT_SECRET
// (the OAuth2 client; the fixture client certificate stands for the same client), SIMULATOR_CONTROL_TOKEN
// (the /simulator/ control calls), SIMULATOR_QUOTA (calls a day). A port in use: exit code 2.
const env = process.env;
const client = {
  clientId: env.SIMULATOR_CLIENT_ID ?? DEMO_CLIENT.clientId,
  clientSecret: env.SIMULATOR_CLIENT_SECRET ?? DEMO_CLIENT.clientSecret,
};
const controlToken = env.SIMULATOR_CONTROL_TOKEN ?? 'simulator-control';
const port = Number(env.SIMULATOR_PORT ?? 3590);
const tlsPort = env.SIMULATOR_TLS_PORT === 'off' ? null : Number(env.SIMULATOR_TLS_PORT ?? 3591);
const host = '127.0.0.1';

const sim = buildSimulator({
  clients: [client],
  quotaPerDay: env.SIMULATOR_QUOTA ? Number(env.SIMULATOR_QUOTA) : undefined,
  controlToken,
  tls: tlsPort === null ? undefined : testTlsOptions(client.clientId),
});
seedDemo(sim);

let closing = false;
async function stop(code: number): Promise<never> {
  if (!closing) {
    closing = true;
    await sim.close().catch(() => undefined);
  }
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void stop(0));

try {
  await sim.httpApp.listen({ port, host });
  if (tlsPort !== null) await sim.app.listen({ port: tlsPort, host });
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  console.error(`care-records simulator not started: ${e.code === 'EADDRINUSE' ? `${host} port in use (${e.message})` : e.message}`);
  await stop(e.code === 'EADDRINUSE' ? 2 : 1);
}

const certs = path.relative(process.cwd(), TEST_TLS_DIR) || '.';
process.stdout.write(
  `\n  Care-records simulator (demo data, ${DEMO_PATIENTS.length} patients): OAuth2 base URL http://${host}:${port}` +
    ` client id ${client.clientId} secret ${client.clientSecret}` +
    (tlsPort === null
      ? ''
      : `; TwoLegged (mutual TLS) base URL https://${host}:${tlsPort} certificate ${certs}/client.crt key ${certs}/client.key`) +
    `; organization UUID ${DEMO_ORG_UUID} facility id ${DEMO_FACILITY_ID}\n\n`,
);
