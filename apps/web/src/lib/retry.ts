import { ApiError } from './api-error.ts';

/** The retry helper makes 20 attempts, 1.5 s apart. */
export const RETRY_ATTEMPTS = 20;
export const RETRY_DELAY_MS = 1500;

/** Reads are retried when the server could not be reached or failed; a 4xx answer is final. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  return true;
}

/** TanStack Query's `retry`: `failureCount` counts failures so far; 20 attempts in all. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_ATTEMPTS - 1 && isRetryable(error);
}

/** Runs `fn` up to 20 times, 1.5 s apart, while its failures are retryable. */
export async function withRetry<T>(fn: () => Promise<T>, opts: { attempts?: number; delayMs?: number } = {}): Promise<T> {
  const attempts = opts.attempts ?? RETRY_ATTEMPTS;
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !isRetryable(err)) throw err;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? RETRY_DELAY_MS));
    }
  }
}
