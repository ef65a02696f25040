import type { TFieldError } from '@carehome/contracts';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: TFieldError[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The message of one error code in the user's language, falling back to the server's English. The
 * 'errors' namespace loads with i18next at start (English behind every language, and a test checks it
 * holds every code), so the client does not carry the contracts' English table too: that table alone
 * cost the sign-in page 2.5 KB of its 150 KB budget.
 */
export function translateError(t: Translate, code: string, fallback: string, params: Record<string, unknown> = {}): string {
  return t(`errors:${code}`, { ...params, defaultValue: '' }) || fallback;
}

/**
 * An error as the user reads it: 'Error: ' plus the server's errors text or message. A call that never reached the
 * server reads 'Error connecting to server.'.
 */
export function errorText(t: Translate, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return translateError(t, 'server.connection', 'Error connecting to server.');
    const parts = err.errors.length
      ? err.errors.map((e) => translateError(t, e.code, e.message, e.params ?? {}))
      : [translateError(t, err.code, err.message, err.retryAfterSeconds ? { minutes: Math.ceil(err.retryAfterSeconds / 60) } : {})];
    return `${t('errors:prefix', { defaultValue: 'Error: ' })}${[...new Set(parts)].join(' ')}`;
  }
  return `${t('errors:prefix', { defaultValue: 'Error: ' })}${err instanceof Error ? err.message : String(err)}`;
}

/** The message for one field, for forms that show errors beside their fields. */
export function fieldErrors(t: Translate, err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const e of err.errors) if (e.field && !out[e.field]) out[e.field] = translateError(t, e.code, e.message, e.params ?? {});
  return out;
}
