// The offline queue's retry delays: after the tenth retry the save is tried
// every 60 minutes for as long as it is queued. Nothing is ever given up because of time.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The delays before the 1st to the 10th retry, in order: 1 s, 5 s, 15 s, 30 s, 1, 3, 5, 10, 30 and 60 min. */
export const OUTBOX_RETRY_DELAYS_MS: readonly number[] = Object.freeze([
  1 * SECOND,
  5 * SECOND,
  15 * SECOND,
  30 * SECOND,
  1 * MINUTE,
  3 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  60 * MINUTE,
]);

/** The delay of every retry after the schedule: 60 minutes. */
export const OUTBOX_RETRY_CEILING_MS = 60 * MINUTE;

/**
 * The wait before the n-th retry of a save (n = 1 after the first failed send): the schedule above,
 * then 60 minutes for ever. `n` counts consecutive retryable failures; a RangeError for n < 1 or a
 * fraction, since that is a bug in the caller, not a delay.
 */
export function outboxRetryDelayMs(n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`retry number must be a whole number from 1, got ${n}`);
  return OUTBOX_RETRY_DELAYS_MS[n - 1] ?? OUTBOX_RETRY_CEILING_MS;
}
