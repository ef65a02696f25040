import { describe, expect, it } from 'vitest';
import { OUTBOX_RETRY_CEILING_MS, OUTBOX_RETRY_DELAYS_MS, outboxRetryDelayMs } from './retry-schedule.ts';

const s = 1000;
const min = 60 * s;

describe('outbox retry delays', () => {
  it('waits exactly 1 s, 5 s, 15 s, 30 s, 1, 3, 5, 10, 30 and 60 min before the 1st to 10th retry', () => {
    const first10 = Array.from({ length: 10 }, (_, i) => outboxRetryDelayMs(i + 1));
    expect(first10).toEqual([1 * s, 5 * s, 15 * s, 30 * s, 1 * min, 3 * min, 5 * min, 10 * min, 30 * min, 60 * min]);
    expect(OUTBOX_RETRY_DELAYS_MS).toEqual(first10);
  });

  it('then every 60 min for as long as the save is queued', () => {
    for (const n of [11, 12, 50, 1000, 1_000_000]) expect(outboxRetryDelayMs(n)).toBe(60 * min);
    expect(OUTBOX_RETRY_CEILING_MS).toBe(60 * min);
  });

  it('never shortens: each delay is at least the one before', () => {
    for (let n = 2; n <= 30; n++) expect(outboxRetryDelayMs(n)).toBeGreaterThanOrEqual(outboxRetryDelayMs(n - 1));
  });

  it('adds up to about two hours of trying before the hourly rhythm', () => {
    const total = OUTBOX_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBe(51 * s + 109 * min);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses retry number %s', (n) => {
    expect(() => outboxRetryDelayMs(n)).toThrow(RangeError);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(OUTBOX_RETRY_DELAYS_MS)).toBe(true);
  });
});
