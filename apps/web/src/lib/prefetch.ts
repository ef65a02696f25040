import { api } from './api-client.ts';

/** How long a prefetched answer may wait for the screen that asked for it. */
const MAX_AGE_MS = 10_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const keyOf = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * Starts a GET as soon as a route is entered, before the screen's code has loaded (the call only
 * needs the API client, which the first page already has). The screen takes the answer with
 * `takePrefetched`, once; an answer nobody takes is dropped after a few seconds.
 */
export function prefetchApi(path: string, query: Record<string, string>): void {
  const key = keyOf(path, query);
  const current = early.get(key);
  if (current && Date.now() - current.at < MAX_AGE_MS) return;
  const answer = api<unknown>(path, { query });
  answer.catch(() => undefined);
  early.set(key, { at: Date.now(), answer });
}

/** The prefetched answer of a GET, if there is a fresh one; a failed prefetch rejects as the call would. */
export function takePrefetched<T>(path: string, query: Record<string, string>): Promise<T> | undefined {
  const key = keyOf(path, query);
  const entry = early.get(key);
  early.delete(key);
  if (!entry || Date.now() - entry.at > MAX_AGE_MS) return undefined;
  return entry.answer as Promise<T>;
}

/**
 * Drops prefetched answers of `path` (any query): something changed on the server since they were
 * asked for (a save the outbox just delivered), so the screen must ask again rather than show them.
 */
export function forgetPrefetched(path: string): void {
  for (const key of early.keys()) if (key.startsWith(`${path}?`)) early.delete(key);
}
