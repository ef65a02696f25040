import {
  ERROR_MESSAGES,
  formatMessage,
  issuesToFieldErrors,
  type TErrorCode,
  type TErrorResponse,
  type TFieldError,
} from '@carehome/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type * as core from 'zod/v4/core';

/** An error with an HTTP status, a stable code and the spec's English text. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    readonly errors: TFieldError[] = [],
    readonly params: Record<string, string | number> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(formatMessage(ERROR_MESSAGES[code], params));
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'auth.forbidden');
export const unauthenticated = () => new AppError(401, 'auth.unauthenticated');

/** A 400 naming one field, with the message of `code`. */
export function fieldError(field: string, code: TErrorCode, status = 400, params: Record<string, string | number> = {}): AppError {
  const message = formatMessage(ERROR_MESSAGES[code], params);
  // The client translates by code and fills the placeholders from `params`.
  const withParams = Object.keys(params).length ? { params } : {};
  return new AppError(status, code, [{ field, code, message, ...withParams }], params);
}

/** Unique indexes by name, each with the field and duplicate message it stands for. */
export type UniqueMessages = Record<string, { field: string; code: TErrorCode }>;

/** Maps a PostgreSQL unique violation on a named index to its duplicate message ('This … is already used …'). */
export function uniqueViolation(err: unknown, byConstraint: UniqueMessages): AppError | undefined {
  const pgErr = findPgError(err);
  if (pgErr?.code !== '23505' || !pgErr.constraint) return undefined;
  const hit = byConstraint[pgErr.constraint];
  return hit ? fieldError(hit.field, hit.code, 409) : undefined;
}

/** Runs a write and answers a unique violation on one of the named indexes with its duplicate message; other errors pass. */
export async function answeringDuplicates<T>(byConstraint: UniqueMessages, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw uniqueViolation(err, byConstraint) ?? err;
  }
}

/**
 * PostgreSQL errors that only bad input causes, as the answer they deserve. A safety net: services
 * check their input first, so reaching one of these means a check is missing (logged as a warning).
 */
const INPUT_PG_ERRORS: Array<{ test: (sqlState: string, message: string) => boolean; status: number; code: TErrorCode }> = [
  // 22xxx data exceptions: invalid text representation, datetime out of range, NUL or bad Unicode, numeric overflow.
  { test: (s) => s.startsWith('22'), status: 400, code: 'validation.invalid' },
  // Not null, foreign key, check: a reference to something that is not there, or a value the table refuses.
  { test: (s) => s === '23502' || s === '23503' || s === '23514', status: 400, code: 'validation.invalid' },
  { test: (s) => s === '23505', status: 409, code: 'duplicate.id' },
  // Row security refused a row: an id of another organization's record, which is "not found" to this one.
  { test: (s, message) => s === '42501' && message.includes('row-level security'), status: 404, code: 'not_found' },
  // Program limits: an index row or a statement too large, nesting too deep.
  { test: (s) => s.startsWith('54'), status: 400, code: 'validation.invalid' },
];

function findPgError(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c;
    cur = c.cause;
  }
  return undefined;
}

function body(code: string, message: string, errors: TFieldError[] = [], retryAfterSeconds?: number): TErrorResponse {
  return retryAfterSeconds === undefined ? { message, code, errors } : { message, code, errors, retryAfterSeconds };
}

/** Every error leaves as `{ errors, message, code }`; bad input is a 400, never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(body(err.code, err.message, err.errors, err.retryAfterSeconds));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The provider flattens each zod issue into an AJV-like entry; rebuild the issue from it.
      const issues = err.validation.map(
        (v) =>
          ({
            ...(v.params as object),
            code: v.keyword,
            message: v.message,
            path: v.instancePath.split('/').filter(Boolean),
          }) as unknown as core.$ZodIssue,
      );
      const errors = issuesToFieldErrors(issues).map((e) => ({
        ...e,
        field: [err.validationContext === 'body' ? '' : err.validationContext, e.field].filter(Boolean).join('.'),
      }));
      const first = errors[0];
      return reply
        .status(400)
        .send(body(first?.code ?? 'validation.invalid', first?.message ?? ERROR_MESSAGES['validation.invalid'], errors));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body('server.temporary', ERROR_MESSAGES['server.temporary']));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type.
      const code = status === 429 ? 'rate_limited' : 'validation.invalid';
      const message = status === 429 ? ERROR_MESSAGES.rate_limited : err.message;
      return reply.status(status).send(body(code, message));
    }
    const pg = findPgError(err);
    const pgCode = pg?.code;
    const mapped = pgCode ? INPUT_PG_ERRORS.find((m) => m.test(pgCode, pg?.message ?? '')) : undefined;
    if (mapped) {
      request.log.warn({ err, sqlState: pgCode }, 'database refused the input; a check is missing before it');
      return reply.status(mapped.status).send(body(mapped.code, ERROR_MESSAGES[mapped.code]));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('server.temporary', ERROR_MESSAGES['server.temporary']));
  });
}
