import crypto from 'node:crypto';

export interface TraceContext {
  traceId: string;
  parentSpanId: string | null;
  spanId: string;
  traceState: string | null;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The trace id of a request: the caller's from `traceparent`, or a new one. Used as Fastify's request id. */
export function traceIdOf(traceparent: string | string[] | undefined): string {
  const m = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim().toLowerCase()) : null;
  return m && m[2] !== '0'.repeat(32) ? (m[2] as string) : crypto.randomBytes(16).toString('hex');
}

/** Reads W3C `traceparent`/`tracestate`; starts a new trace when absent or malformed. */
export function readTrace(traceparent: string | undefined, tracestate: string | undefined): TraceContext {
  const m = traceparent ? TRACEPARENT.exec(traceparent.trim().toLowerCase()) : null;
  const spanId = crypto.randomBytes(8).toString('hex');
  const valid = m && m[2] !== '0'.repeat(32) && m[3] !== '0'.repeat(16);
  return {
    traceId: valid && m ? (m[2] as string) : crypto.randomBytes(16).toString('hex'),
    parentSpanId: valid && m ? (m[3] as string) : null,
    spanId,
    traceState: tracestate && tracestate.length <= 512 ? tracestate : null,
  };
}

/**
 * Reads the correlation context (`sessionId=...,user=...`) the client sends. Values are kept short and
 * limited to safe characters; only ids go into logs, never names or emails.
 */
export function readCorrelation(header: string | undefined): { clientSessionId?: string; clientUser?: string } {
  if (!header) return {};
  const out: { clientSessionId?: string; clientUser?: string } = {};
  for (const part of header.split(',').slice(0, 10)) {
    const [k, v] = part.split('=').map((s) => s.trim());
    if (!k || !v || !/^[\w.:-]{1,80}$/.test(v)) continue;
    if (k === 'sessionId') out.clientSessionId = v;
    if (k === 'user') out.clientUser = v;
  }
  return out;
}
