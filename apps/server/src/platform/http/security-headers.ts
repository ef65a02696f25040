import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The web app's policy. It is a Vite build with no inline script: scripts only from our origin.
 * Mantine writes inline styles and <style> elements, so styles allow 'unsafe-inline' (styles cannot
 * run code). Photos show as data: and blob: URLs; the service worker and its Workbox scripts come from
 * our origin; the live-updates socket goes to this host (ws:/wss: named explicitly for browsers that
 * do not match them with 'self'). Frames: the site dashboard embeds the dashboard report link the provider
 * administrator set as default for the person's role (any http(s) address, checked when saved); a framed
 * page cannot reach this one (another origin), and what it may not frame is offered in a new tab.
 */
function appPolicy(host: string | null): string {
  const sockets = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "media-src 'self' blob:",
    "frame-src 'self' https: http:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Swagger UI at /api/docs: its own scripts and styles, inline styles and data: icons. */
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers are never rendered as documents: nothing may load in them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Only host names and ports go into the policy (the Host header is the client's to write). */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function contentSecurityPolicy(request: Pick<FastifyRequest, 'url' | 'host'>): string {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return DOCS_POLICY;
  if (/^\/(api|hubs)(\/|$)/.test(path)) return API_POLICY;
  return appPolicy(HOST.test(request.host) ? request.host : null);
}

/**
 * Security headers on every answer: CSP (by what is answered), no MIME sniffing, no framing, the
 * referrer kept to our origin, and HSTS when the deployment is HTTPS-only (`HSTS=true`; off by
 * default because a local start is plain http).
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(request));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (opts.hsts) reply.header('strict-transport-security', 'max-age=31536000');
  });
}
