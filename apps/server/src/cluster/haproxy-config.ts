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
 * - Retries: only a request whose connection to a copy could not be made (`retry-on conn-failure`: HAProxy
 *   had sent nothing) goes to another copy. A request a copy took and never answered is not sent again,
 *   whatever its method: HAProxy 2.6 would replay a POST too on `empty-response` or `response-timeout`,
 *   and the request that blocked one copy's event loop would then block the next (a poison request takes
 *   the copies down one after the other). Its client gets a 502/504 and decides: the tablets' outbox
 *   sends a save again with its client-made id, which the app answers without doubling it.
 * - A blocked copy: its health check times out (the check's timeout is `inter`, 1 s), so it is out within
 *   about two seconds and takes no new request; its own event-loop watchdog kills it after
 *   EVENT_LOOP_STALL_MS and the cluster script starts it again.
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
  retries 2
  option redispatch 1
  retry-on conn-failure

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
