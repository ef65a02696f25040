/** One app copy behind the balancer. */
export interface Copy {
  name: string;
  port: number;
}

export interface BalancerOptions {
  /** Address and port the balancer listens on (the one users open). */
  host: string;
  port: number;
  copies: Copy[];
}

/**
 * HAProxy's configuration for app copies on this machine (Debian's haproxy 2.6).
 *
 * - Health: each copy's GET /readyz every second; two failures take it out, one success puts it back. A
 *   copy killed mid-request is out within about two seconds, and its open live-update sockets are closed
 *   at once (`on-marked-down shutdown-sessions`) so browsers reconnect to a living copy.
 * - Retries: a request whose connection could not be made, or that got no answer at all, goes to another
 *   copy (`retry-on conn-failure empty-response`, `option redispatch`). That may repeat a POST the dead copy
 *   had already committed: every save the app takes carries its own client-made id and a repeat answers
 *   what the first stored (docs/ARCHITECTURE.md, "Report saves and replays"), so a repeat never doubles a save.
 * - WebSockets (`/hubs/updates`) pass through (HTTP/1.1 Upgrade) and may stay open an hour without traffic
 *   (`timeout tunnel`; the app's sockets ping far more often).
 * - `X-Forwarded-For` is added (set TRUST_PROXY on the copies) and `X-Served-By` names the copy that
 *   answered, for operators and for the cluster test.
 * - `leastconn`: live-update sockets last for hours, so new connections go to the copy with fewest open.
 */
export function haproxyConfig(opts: BalancerOptions): string {
  const servers = opts.copies.map((c) => `  server ${c.name} 127.0.0.1:${c.port} check`);
  return `# Written by apps/server/src/cluster/main.ts at each start: edits are lost.
global
  log stdout format raw local0 notice
  maxconn 4000

defaults
  mode http
  log global
  option dontlognull
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout tunnel 1h
  timeout queue 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend app
  bind ${opts.host}:${opts.port}
  option forwardfor
  http-response set-header X-Served-By %s
  default_backend copies

backend copies
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 1 on-marked-down shutdown-sessions
${servers.join('\n')}
`;
}
