import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { type AllowedHost, isListed, isPublicAddress } from './addresses.ts';

// The one way the server calls other systems (the care-records adapter, and any later integration).
// A host the operator did not list must resolve to public addresses only, and the connection goes to
// exactly the address that was checked (the check runs in the socket's own lookup, so a DNS answer that
// changes between check and connect cannot slip a private address in). Redirects are answers, never
// followed. The connection and the whole call have time limits, and an answer past the size cap is cut
// off while it streams. Errors say what went wrong in a few words, never what the other side sent.

export interface OutboundPolicy {
  /** Hosts reached even on private or loopback addresses (OUTBOUND_ALLOWED_HOSTS). */
  allowedHosts: readonly AllowedHost[];
  /** Bytes an answer may have (OUTBOUND_MAX_RESPONSE_BYTES). */
  maxResponseBytes: number;
  connectTimeoutMs: number;
  /** The whole call, from the lookup to the answer's last byte. */
  timeoutMs: number;
}

export type OutboundFailure = 'address_refused' | 'too_large' | 'timeout' | 'unreachable' | 'tls';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string | undefined;
  /** Extra trust and a client certificate (mutual TLS) for https. */
  tls?: { ca?: string | undefined; cert?: string | undefined; key?: string | undefined };
}

export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A socket lookup that answers only public addresses (every address the name has must be public). */
function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused || addresses.length === 0) {
      return callback(new OutboundError('address_refused', `${hostname} resolves to a non-public address`), '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as dns.LookupAddress;
    callback(null, first.address, first.family);
  });
}

/** Throws 'address_refused' when the URL may not be called (scheme, credentials in it, or a non-public literal address). */
export function assertCallable(url: URL, policy: Pick<OutboundPolicy, 'allowedHosts'>): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('address_refused', 'only http and https');
  if (url.username || url.password) throw new OutboundError('address_refused', 'no credentials in the address');
  if (isListed(url, policy.allowedHosts)) return;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !isPublicAddress(literal)) throw new OutboundError('address_refused', `${url.hostname} is not a public address`);
}

export function outboundRequest(policy: OutboundPolicy, r: OutboundRequest): Promise<OutboundAnswer> {
  try {
    assertCallable(r.url, policy);
  } catch (err) {
    return Promise.reject(err);
  }
  const secure = r.url.protocol === 'https:';
  const listed = isListed(r.url, policy.allowedHosts);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (err: OutboundError) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      req.destroy();
      reject(err);
    };
    const req = (secure ? https : http).request(r.url, {
      method: r.method,
      headers: { ...r.headers, ...(r.body ? { 'content-length': String(Buffer.byteLength(r.body)) } : {}) },
      agent: false,
      ...(listed ? {} : { lookup: guardedLookup as unknown as net.LookupFunction }),
      ...(secure
        ? {
            ...(r.tls?.ca ? { ca: [...tls.rootCertificates, r.tls.ca] } : {}),
            ...(r.tls?.cert ? { cert: r.tls.cert } : {}),
            ...(r.tls?.key ? { key: r.tls.key } : {}),
          }
        : {}),
    });
    const total = setTimeout(() => fail(new OutboundError('timeout', 'no answer in time')), policy.timeoutMs);
    const connect = setTimeout(() => fail(new OutboundError('timeout', 'no connection in time')), policy.connectTimeoutMs);
    req.on('socket', (socket) => socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connect)));
    req.on('response', (res) => {
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > policy.maxResponseBytes) {
        return fail(new OutboundError('too_large', `answer over ${policy.maxResponseBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > policy.maxResponseBytes) fail(new OutboundError('too_large', `answer over ${policy.maxResponseBytes} bytes`));
        else chunks.push(c);
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', () => fail(new OutboundError('unreachable', 'connection lost during the answer')));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof OutboundError) return fail(err);
      const tlsFailure = /certificate|SSL|TLS|alert/i.test(`${err.code ?? ''} ${err.message}`);
      // The error code only ('ECONNREFUSED', 'ENOTFOUND', a TLS alert's): the system's message may quote more.
      fail(new OutboundError(tlsFailure ? 'tls' : 'unreachable', err.code ?? 'connection failed'));
    });
    if (r.body) req.write(r.body);
    req.end();
  });
}
