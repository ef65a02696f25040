import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-error.ts';
import { isRetryable, RETRY_ATTEMPTS, RETRY_DELAY_MS, shouldRetry, withRetry } from './retry.ts';

describe('retry helper (20 attempts, 1.5 s apart)', () => {
  it('has the spec constants', () => {
    expect(RETRY_ATTEMPTS).toBe(20);
    expect(RETRY_DELAY_MS).toBe(1500);
  });

  it('retries network failures and server errors, never other 4xx answers', () => {
    expect(isRetryable(new ApiError(0, 'server.connection', ''))).toBe(true);
    expect(isRetryable(new ApiError(503, 'x', ''))).toBe(true);
    expect(isRetryable(new ApiError(429, 'x', ''))).toBe(true);
    expect(isRetryable(new ApiError(404, 'x', ''))).toBe(false);
    expect(isRetryable(new ApiError(401, 'x', ''))).toBe(false);
  });

  it('stops after 20 attempts in all', () => {
    expect(shouldRetry(18, new ApiError(0, 'x', ''))).toBe(true);
    expect(shouldRetry(19, new ApiError(0, 'x', ''))).toBe(false);
  });

  it('runs the action up to the limit, then gives up with its error', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new ApiError(0, 'server.connection', 'down');
        },
        { delayMs: 0 },
      ),
    ).rejects.toThrow('down');
    expect(calls).toBe(20);
    calls = 0;
    expect(
      await withRetry(
        async () => {
          calls++;
          if (calls < 3) throw new ApiError(502, 'x', '');
          return 'ok';
        },
        { delayMs: 0 },
      ),
    ).toBe('ok');
  });
});

describe("error text ('Error: ' plus the server's errors or message)", () => {
  const t = (key: string, o?: Record<string, unknown>) => (key === 'errors:prefix' ? 'Error: ' : ((o?.defaultValue as string) ?? ''));

  it('uses the field errors when the server sent them', () => {
    const err = new ApiError(409, 'duplicate.pin', 'x', [
      { field: 'pinCode', code: 'duplicate.pin', message: 'This pin code is already used for another staff member.' },
    ]);
    expect(errorText(t, err)).toBe('Error: This pin code is already used for another staff member.');
  });

  it('falls back to the message of the code', () => {
    expect(errorText(t, new ApiError(403, 'permission.archive_self', 'You have cannot archive yourself'))).toBe(
      'Error: You have cannot archive yourself',
    );
  });

  it("says 'Error connecting to server.' when the server was not reached", () => {
    expect(errorText(t, new ApiError(0, 'server.connection', ''))).toBe('Error connecting to server.');
  });
});
