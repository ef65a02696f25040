import { HEADERS, type TErrorResponse } from '@carehome/contracts';
import { ApiError } from './api-error.ts';
import { network } from './network.ts';
import { session } from './session.ts';
import { clientSessionId, newTraceparent } from './trace.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Calls that answer 401 for wrong credentials (sign-in, PIN) must not sign the user out. */
  authFailureIsAnswer?: boolean;
  /** Read the answer as a Blob (files, exports) instead of JSON. */
  binary?: boolean;
  idempotencyKey?: string;
}

let language = 'en';
/** The language sent in Accept-Language; set by i18n when it changes. */
export function setRequestLanguage(lang: string): void {
  language = lang;
}

function headers(opts: RequestOptions): Headers {
  const h = new Headers();
  const { account, device } = session.get();
  if (account) h.set('authorization', `Bearer ${account.token.token}`);
  if (device) h.set(HEADERS.deviceToken, device.token);
  h.set('accept-language', language);
  h.set(HEADERS.traceparent, newTraceparent());
  h.set(HEADERS.tracestate, `carehome=${clientSessionId}`);
  const user = account?.staffMember?.id ?? (account ? 'system' : 'anonymous');
  h.set(HEADERS.correlationContext, `sessionId=${clientSessionId},user=${user}`);
  if (opts.body !== undefined && !(opts.body instanceof FormData)) h.set('content-type', 'application/json');
  if (opts.idempotencyKey) h.set(HEADERS.idempotencyKey, opts.idempotencyKey);
  return h;
}

async function readError(res: Response): Promise<ApiError> {
  // Even a binary call's error answer is parsed as JSON, to read its errors field.
  let body: Partial<TErrorResponse> = {};
  try {
    body = JSON.parse(await res.text()) as Partial<TErrorResponse>;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(
    res.status,
    body.code ?? `http.${res.status}`,
    body.message ?? res.statusText,
    body.errors ?? [],
    body.retryAfterSeconds,
  );
}

/** Calls the API under /api with the session's bearer token and the app's headers; throws ApiError on failure. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers: headers(opts),
      body: opts.body === undefined ? undefined : opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    network.unreachable();
    throw new ApiError(0, 'server.connection', 'Error connecting to server.');
  }
  // A 5xx is the server's temporary trouble, not a lost network: a 503 is not shown as 'Offline'.
  if (res.status >= 500) network.serverTrouble();
  else network.reachable();
  if (!res.ok) {
    const error = await readError(res);
    // A 401 signs the user out (the guards then send them to sign in).
    if (res.status === 401 && !opts.authFailureIsAnswer && session.get().account) session.clearAccount();
    throw error;
  }
  if (opts.binary) return (await res.blob()) as T;
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
