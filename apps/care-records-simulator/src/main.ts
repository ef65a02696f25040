import { buildSimulator } from './simulator.ts';

// `npm run simulator`: the care-records simulator on its own port, for trying the sync by hand.
// SIMULATOR_PORT (default 3590), SIMULATOR_CLIENT_ID / SIMULATOR_CLIENT_SECRET (the OAuth2 client a data
// source uses), SIMULATOR_CONTROL_TOKEN (the /simulator/ control calls), SIMULATOR_QUOTA (calls a day).
const env = process.env;
const controlToken = env.SIMULATOR_CONTROL_TOKEN ?? 'simulator-control';
const sim = buildSimulator({
  clients: [{ clientId: env.SIMULATOR_CLIENT_ID ?? 'carehome-demo', clientSecret: env.SIMULATOR_CLIENT_SECRET ?? 'carehome-demo-secret' }],
  quotaPerDay: env.SIMULATOR_QUOTA ? Number(env.SIMULATOR_QUOTA) : undefined,
  controlToken,
});
const port = Number(env.SIMULATOR_PORT ?? 3590);
await sim.app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`care-records simulator on http://127.0.0.1:${port} (control token in SIMULATOR_CONTROL_TOKEN)\n`);
