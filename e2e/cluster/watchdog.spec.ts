import { expect, test } from '@playwright/test';
import { EMAIL } from '../helpers.ts';
import { allCopiesReady, type CopyState, clusterState, expectStoredOnce, saveCleans, signInApi } from './cluster-helpers.ts';
import { baseURL } from './playwright.config.ts';

// The cluster runs with EVENT_LOOP_STALL_MS=4000 (playwright.config.ts): a copy whose event loop is blocked
// is killed by its own watchdog thread after 4 s and started again by the cluster script.
const STALL_MS = 4000;

test('a copy blocked on purpose is killed by its watchdog and started again; the other serves meanwhile, no acknowledged save lost', async ({
  request: _request,
}, info) => {
  const copies = await allCopiesReady();
  const victim = copies[1] as CopyState;
  const admin = (await signInApi(victim.url, EMAIL.admin)).token.token;
  const exitBefore = victim.lastExit?.at ?? null;

  const CLIENTS = 20;
  const SECONDS = 14;
  const BLOCK_AT = 3000;
  const started = Date.now();
  let blockedAt = 0;
  // /readyz through the balancer, every 250 ms: when it was asked (ms after the block), its status, time taken.
  const probes: Array<{ at: number; status: number; ms: number }> = [];

  const blocker = new Promise<void>((resolve) =>
    setTimeout(() => {
      blockedAt = Date.now();
      // Never answered: the copy busy-loops until its watchdog kills it, which ends this request too.
      void fetch(`${victim.url}/api/test/block-event-loop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: '{}',
      }).catch(() => null);
      resolve();
    }, BLOCK_AT),
  );
  const prober = (async () => {
    while (Date.now() - started < SECONDS * 1000) {
      const t = Date.now();
      const res = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
      await res?.arrayBuffer();
      if (blockedAt) probes.push({ at: t - blockedAt, status: res?.status ?? 0, ms: Date.now() - t });
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  // The victim's process goes (its pid is replaced in the cluster's state) within the stall limit and a bit.
  const killed = (async () => {
    await blocker;
    await expect
      .poll(() => clusterState().copies.find((c) => c.name === victim.name)?.lastExit?.at ?? null, {
        timeout: STALL_MS + 10_000,
        intervals: [200],
      })
      .not.toBe(exitBefore);
    return Date.now() - blockedAt;
  })();

  const [run, killedAfterMs] = await Promise.all([saveCleans(CLIENTS, SECONDS), killed, prober]);
  const stopped = clusterState().copies.find((c) => c.name === victim.name) as CopyState;
  const summary = `${victim.name} blocked at ${BLOCK_AT / 1000} s, gone ${(killedAfterMs / 1000).toFixed(1)} s later (${stopped.lastExit?.reason}); ${run.acknowledged.length} saves acknowledged by ${CLIENTS} clients in ${SECONDS} s, ${run.retries} resends; served by ${JSON.stringify(run.served)}; ${probes.filter((p) => p.status !== 200).length} of ${probes.length} /readyz probes failed (slowest ${Math.max(...probes.map((p) => p.ms))} ms)`;
  info.annotations.push({ type: 'watchdog', description: summary });
  process.stdout.write(`cluster watchdog: ${summary}\n`);

  // Killed by its own watchdog: a SIGKILL the cluster script did not send (its own limit, an unanswered
  // /healthz for twice as long, would have come seconds later).
  expect(stopped.lastExit).toMatchObject({ signal: 'SIGKILL' });
  expect(stopped.lastExit?.reason).not.toBe('answered nothing');
  expect(killedAfterMs).toBeGreaterThanOrEqual(STALL_MS - 500);
  expect(killedAfterMs).toBeLessThan(STALL_MS + 2500);
  // The balancer took the blocked copy out within a few seconds: from then on /readyz answered from the other copy.
  expect(probes.filter((p) => p.at > 3500).length).toBeGreaterThan(3);
  expect(probes.filter((p) => p.at > 3500 && p.status !== 200)).toEqual([]);

  // Started again by the cluster script, with a new process.
  const restarted = (await allCopiesReady()).find((c) => c.name === victim.name) as CopyState;
  expect(restarted.pid).not.toBe(victim.pid);
  expect(restarted.restarts).toBeGreaterThanOrEqual(1);
  expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);

  // Every save a client was told was stored is stored, once.
  await expectStoredOnce(run);
});
