import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { TFieldError } from './errors.ts';
import { formatMessage, GENERIC_MESSAGES } from './messages.ts';

type Issue = core.$ZodIssue | core.$ZodRawIssue;

/** Absent, null, or an empty (or blank) string: the user left the field empty. */
function isMissing(issue: Issue): boolean {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return true;
  return typeof issue.input === 'string' && issue.input.trim() === '' && issue.code !== 'custom';
}

/**
 * Maps one zod issue to the product's generic form messages ('A value is required',
 * 'Incorrect Email', 'Value should be less than {max}', 'Value should be greater than {min}').
 */
export function describeIssue(issue: Issue): Omit<TFieldError, 'field'> {
  if (isMissing(issue)) return { code: 'validation.required', message: GENERIC_MESSAGES['validation.required'] };
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return { code: 'validation.email', message: GENERIC_MESSAGES['validation.email'] };
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if ((issue.origin === 'string' || issue.origin === 'array') && min <= 1) {
      return { code: 'validation.required', message: GENERIC_MESSAGES['validation.required'] };
    }
    return {
      code: 'validation.too_small',
      message: formatMessage(GENERIC_MESSAGES['validation.too_small'], { min }),
      params: { min },
    };
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return {
      code: 'validation.too_big',
      message: formatMessage(GENERIC_MESSAGES['validation.too_big'], { max }),
      params: { max },
    };
  }
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') {
    return { code: issue.params.code, message: issue.message ?? GENERIC_MESSAGES['validation.invalid'] };
  }
  return { code: 'validation.invalid', message: issue.message || GENERIC_MESSAGES['validation.invalid'] };
}

/**
 * Turns zod issues into the `errors` list of an error answer. Final issues no longer carry the input,
 * but their message was set from it by `installZodMessages`: an empty field keeps 'A value is required'.
 */
export function issuesToFieldErrors(issues: readonly core.$ZodIssue[]): TFieldError[] {
  return issues.map((issue) => {
    const described = describeIssue(issue);
    const required = issue.message === GENERIC_MESSAGES['validation.required'];
    return {
      field: issue.path.map(String).join('.'),
      ...(required ? { code: 'validation.required', message: GENERIC_MESSAGES['validation.required'] } : described),
    };
  });
}

let installed = false;
/** Makes every zod message the spec's generic wording; call once at start on server and client. */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => describeIssue(issue as Issue).message });
}
