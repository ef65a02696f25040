import { installZodMessages, issuesToFieldErrors } from '@carehome/contracts';
import { safeParse as core_safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { translateError } from './api-error.ts';

installZodMessages();

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Checks a form against its zod contract and returns the first message per field, in the user's
 * language (the generic form messages: a value is required, incorrect email, too short, too big).
 */
export function validateForm<T>(
  schema: core.$ZodType<T>,
  value: unknown,
  t: Translate,
): { data: T; errors: null } | { data: null; errors: Record<string, string> } {
  const result = core_safeParse(schema, value);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const e of issuesToFieldErrors(result.error.issues)) {
    errors[e.field] ??= translateError(t, e.code, e.message, e.params ?? {});
  }
  return { data: null, errors };
}
