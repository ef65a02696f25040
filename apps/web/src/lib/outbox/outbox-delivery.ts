import type { OutboxRunner } from './outbox-runner.ts';
import { outboxKey } from './outbox-store.ts';
import type { OutboxItem } from './outbox-types.ts';

/**
 * Where a save just queued stands after the outbox's first try: the server has it ('sent'), it waits on
 * the tablet (offline, server out of reach, not its turn yet, or the try is still under way: 'kept'), or
 * the server refused it for good ('refused'). Only 'sent' is a confirmation from the server.
 */
export type Delivery = 'sent' | 'kept' | 'refused';

/**
 * Waits until the outbox has nothing more to send right now (or `giveUp` resolves first: a slow answer
 * counts as still waiting) and reads where the save stands. `queuedAt`: when it was queued, so an older
 * refusal of the same report is not taken for this one's.
 */
export async function deliveryOf(
  runner: Pick<OutboxRunner, 'idle' | 'items'>,
  save: Pick<OutboxItem, 'kind' | 'id'>,
  queuedAt: number,
  giveUp: Promise<void>,
): Promise<Delivery> {
  await Promise.race([runner.idle(), giveUp]);
  const { pending, failed } = runner.items();
  const key = outboxKey(save);
  if (pending.some((s) => s.key === key)) return 'kept';
  if (failed.some((s) => outboxKey(s) === key && s.failedAt >= queuedAt)) return 'refused';
  return 'sent';
}
