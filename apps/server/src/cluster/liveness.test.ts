import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchLiveness } from './liveness.ts';

// The cluster script's look at each copy: a copy that stops answering /healthz (it takes the connection and
// says nothing, as a blocked process does) is reported once; a starting copy and an answering one are not.

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A stand-in copy whose /healthz answers while `state.answering` (otherwise the request hangs). */
async function copy(state: { answering: boolean }): Promise<string> {
  const server = http.createServer((_req, res) => {
    if (state.answering) res.end('{"status":"ok"}');
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('copy liveness', () => {
  it('reports a copy that answered and then went silent, once, after the limit', async () => {
    const state = { answering: true };
    const calls: number[] = [];
    const stop = watchLiveness({ url: await copy(state), unansweredMs: 1500, intervalMs: 100, onUnanswered: (ms) => calls.push(ms) });
    await sleep(600);
    expect(calls).toEqual([]);
    state.answering = false;
    await sleep(3500);
    stop();
    expect(calls.length).toBe(1);
    expect(calls[0]).toBeGreaterThanOrEqual(1500);
  });

  it('does not judge a copy still starting (never answered yet), nor one that answers', async () => {
    const calls: number[] = [];
    const stopStarting = watchLiveness({
      url: 'http://127.0.0.1:9', // nothing listens there
      unansweredMs: 300,
      intervalMs: 100,
      onUnanswered: (ms) => calls.push(ms),
    });
    const stopAnswering = watchLiveness({
      url: await copy({ answering: true }),
      unansweredMs: 300,
      intervalMs: 100,
      onUnanswered: (ms) => calls.push(ms),
    });
    await sleep(1500);
    stopStarting();
    stopAnswering();
    expect(calls).toEqual([]);
  });
});
