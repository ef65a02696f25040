import { api } from './api-client.ts';

export type LogLevel = 'error' | 'warn';

interface Entry {
  level: LogLevel;
  message: string;
  path: string;
  at: string;
  detail?: string;
}

const MAX_BATCH = 20;
const FLUSH_MS = 10_000;
let queue: Entry[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Client errors and warnings go to the server's /logger in batches. Entries hold the
 * page path (no query string) and the error text only: no names, no resident data, no tokens.
 */
export function log(level: LogLevel, message: string, detail?: unknown): void {
  queue.push({
    level,
    message: message.slice(0, 500),
    path: window.location.pathname,
    at: new Date().toISOString(),
    ...(detail instanceof Error ? { detail: `${detail.name}: ${detail.message}`.slice(0, 1000) } : {}),
  });
  if (queue.length >= MAX_BATCH) void flush();
  else timer ??= setTimeout(() => void flush(), FLUSH_MS);
}

export async function flush(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!queue.length) return;
  const batch = queue.slice(0, MAX_BATCH);
  queue = queue.slice(MAX_BATCH);
  try {
    await api('logger', { body: { entries: batch } });
  } catch {
    // The log is best effort; a failed batch is dropped rather than growing without bound.
  }
  if (queue.length) timer = setTimeout(() => void flush(), FLUSH_MS);
}

/** Catches what nothing else caught, and sends what is queued when the page goes away. */
export function installGlobalErrorLogging(): void {
  window.addEventListener('error', (e) => log('error', e.message || 'window error', e.error));
  window.addEventListener('unhandledrejection', (e) => log('error', 'unhandled rejection', e.reason));
  window.addEventListener('pagehide', () => {
    if (!queue.length) return;
    const body = JSON.stringify({ entries: queue.splice(0, MAX_BATCH) });
    navigator.sendBeacon?.('/api/logger', new Blob([body], { type: 'application/json' }));
  });
}
