import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../platform/db/postgres-host.ts';
import { haproxyConfig } from './haproxy-config.ts';

const haproxy = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();

const copies = [
  { name: 'copy1', port: 3001 },
  { name: 'copy2', port: 3002 },
];

describe('the balancer configuration', () => {
  it('retries only requests it could not send, and takes a copy whose health check fails out within seconds', () => {
    const cfg = haproxyConfig({ host: '127.0.0.1', port: 3000, copies });
    const retryOn = cfg.match(/^\s*retry-on (.+)$/gm) ?? [];
    expect(retryOn.map((l) => l.trim())).toEqual(['retry-on conn-failure']);
    expect(cfg).not.toMatch(/empty-response|response-timeout|all-retryable-errors|junk-response|retry-on [^\n]*\d{3}/);
    expect(cfg).toMatch(/default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 1/);
    expect(cfg).toContain('server copy1 127.0.0.1:3001 check');
  });

  it.skipIf(!haproxy)('is accepted by HAProxy', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-haproxy-')), 'haproxy.cfg');
    fs.writeFileSync(file, haproxyConfig({ host: '127.0.0.1', port: 3000, copies }));
    expect(() => execFileSync(haproxy as string, ['-c', '-q', '-f', file], { stdio: 'pipe' })).not.toThrow();
  });
});

describe.skipIf(!haproxy)('HAProxy with this configuration, in front of a copy that takes requests and dies', () => {
  const servers: http.Server[] = [];
  let balancer: ChildProcess | undefined;
  afterAll(async () => {
    balancer?.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  /** A stand-in for an app copy: healthy to the checks; `dies` closes each request's connection unanswered, as a killed copy does. */
  async function copy(name: string, dies: boolean, seen: string[]): Promise<number> {
    const server = http.createServer((req, res) => {
      if (req.url === '/readyz') return res.end('{"status":"ready"}');
      seen.push(`${req.method} ${req.url}`);
      if (dies) setTimeout(() => req.socket.destroy(), 200);
      else res.end(JSON.stringify({ servedBy: name }));
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return (server.address() as AddressInfo).port;
  }

  it('never sends a request a copy took again, to any copy: its client gets a 502', async () => {
    const dying: string[] = [];
    const healthy: string[] = [];
    const ports = [await copy('copy1', true, dying), await copy('copy2', false, healthy)];
    const port = await freePort();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-haproxy-'));
    const cfg = path.join(dir, 'haproxy.cfg');
    const backends = ports.map((p, i) => ({ name: `copy${i + 1}`, port: p }));
    fs.writeFileSync(cfg, haproxyConfig({ host: '127.0.0.1', port, copies: backends }).replace(/^\s*log .*$/gm, ''));
    balancer = spawn(haproxy as string, ['-db', '-f', cfg], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);

    const statuses: Record<string, number> = {};
    for (let i = 0; i < 10; i++) {
      const method = i % 2 ? 'POST' : 'GET';
      const res = await fetch(`${base}/save/${i}`, { method, ...(method === 'POST' ? { body: '{}' } : {}) }).catch(() => null);
      // On a kept-alive connection HAProxy answers an unanswered request by closing it, as an idle server would.
      statuses[`${method} /save/${i}`] = res?.status ?? 0;
      await res?.arrayBuffer();
    }
    // Both copies took requests; each request reached one copy once.
    expect(dying.length).toBeGreaterThan(0);
    expect(healthy.length).toBeGreaterThan(0);
    const all = [...dying, ...healthy];
    expect(all.length).toBe(10);
    expect(new Set(all).size).toBe(10);
    // What the dying copy took failed (a 502 or a closed connection); the rest was answered.
    for (const [request, status] of Object.entries(statuses)) {
      if (dying.includes(request)) expect([0, 502], request).toContain(status);
      else expect(status, request).toBe(200);
    }
  }, 30_000);
});
