import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ERROR_MESSAGES, formatMessage } from './errors.ts';
import { installZodMessages, issuesToFieldErrors } from './validation.ts';

beforeAll(() => installZodMessages());

const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return issuesToFieldErrors(r.error.issues);
};

describe('generic form messages', () => {
  const schema = z.object({
    name: z.string().check(z.minLength(1)),
    email: z.email(),
    age: z.number().check(z.gte(18), z.lte(120)),
    code: z.string().check(z.minLength(4), z.maxLength(8)),
  });

  it('says a value is required for missing and empty fields', () => {
    expect(errorsOf(schema, { email: 'a@b.co', age: 30, code: 'abcd' })).toEqual([
      { field: 'name', code: 'validation.required', message: 'A value is required' },
    ]);
    expect(errorsOf(schema, { name: '', email: 'a@b.co', age: 30, code: 'abcd' })[0]?.message).toBe('A value is required');
  });

  it('says a value is required for an empty email, not that it is malformed', () => {
    expect(errorsOf(schema, { name: 'x', email: '', age: 30, code: 'abcd' })[0]?.message).toBe('A value is required');
  });

  it("says 'Incorrect Email' for a malformed email", () => {
    expect(errorsOf(schema, { name: 'x', email: 'nope', age: 30, code: 'abcd' })[0]).toMatchObject({
      field: 'email',
      message: 'Incorrect Email',
    });
  });

  it('names the bound for too small and too big values', () => {
    const small = errorsOf(schema, { name: 'x', email: 'a@b.co', age: 3, code: 'abcd' })[0];
    expect(small).toEqual({ field: 'age', code: 'validation.too_small', message: 'Value should be greater than 18', params: { min: 18 } });
    const big = errorsOf(schema, { name: 'x', email: 'a@b.co', age: 300, code: 'abcdefghijk' });
    expect(big.map((e) => e.message)).toEqual(['Value should be less than 120', 'Value should be less than 8']);
  });

  it('sets zod’s own messages to the same wording once installed', () => {
    const r = z.string().check(z.minLength(1)).safeParse('');
    expect(r.success ? '' : r.error.issues[0]?.message).toBe('A value is required');
  });
});

describe('error catalogue', () => {
  it('keeps the spec texts to the letter', () => {
    expect(ERROR_MESSAGES['auth.invalid_credentials']).toBe('The email or password are incorrect!');
    expect(ERROR_MESSAGES['duplicate.tenant_name']).toBe('This name is already used for another tenant.');
    expect(ERROR_MESSAGES['permission.archive_self']).toBe('You have cannot archive yourself');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Value should be less than {max}', { max: 5 })).toBe('Value should be less than 5');
    expect(formatMessage('Hello {who}')).toBe('Hello {who}');
  });
});
