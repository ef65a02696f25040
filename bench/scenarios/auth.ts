import { type LoadResult, load, print } from '../lib/load.ts';
import { type BenchServer, DEMO_PASSWORD } from '../lib/server.ts';

/** Sign-in and an authenticated, tenant-scoped read, each beside the hello-world route of the same server. */
export async function authScenario(server: BenchServer, hello: LoadResult): Promise<void> {
  const credentials = JSON.stringify({ user: { email: 'manager@maplewood.example', password: DEMO_PASSWORD } });
  const loginRes = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  });
  const token = ((await loginRes.json()) as { token: { token: string } }).token.token;

  print(await load({ name: 'auth.login', url: `${server.url}/api/auth/login`, method: 'POST', body: credentials, connections: 8 }), hello, {
    note: 'argon2id (19 MiB, t=2) per request',
  });
  print(
    await load({
      name: 'auth.sites (tenant-scoped GET)',
      url: `${server.url}/api/auth/sites`,
      headers: { authorization: `Bearer ${token}` },
    }),
    hello,
  );
}
