import { describe, expect, it } from 'vitest';
import { deliveryOf } from './outbox-delivery.ts';
import type { OutboxSnapshot } from './outbox-runner-types.ts';
import type { FailedSave, QueuedSave } from './outbox-types.ts';

const SAVE = { kind: 'report', id: 'r1' } as const;
const QUEUED_AT = 1_000;

const queued = (kind: string, id: string) => ({ kind, id, key: `${kind}:${id}` }) as unknown as QueuedSave;
const failed = (kind: string, id: string, failedAt: number) => ({ kind, id, failedAt }) as unknown as FailedSave;

/** A runner whose first try ends when `finish` is called, leaving the lists it is given. */
function runner(after: OutboxSnapshot) {
  let finish: () => void = () => undefined;
  let lists: OutboxSnapshot = { pending: [queued('report', 'r1')], failed: [] };
  const idle = new Promise<void>((resolve) => {
    finish = () => {
      lists = after;
      resolve();
    };
  });
  return { runner: { idle: () => idle, items: () => lists }, finish };
}

const never = new Promise<void>(() => undefined);

describe('deliveryOf', () => {
  it('is sent only once the server took the save off the tablet', async () => {
    const { runner: r, finish } = runner({ pending: [queued('report', 'other')], failed: [] });
    const answer = deliveryOf(r, SAVE, QUEUED_AT, never);
    finish();
    expect(await answer).toBe('sent');
  });

  it('is kept while the save waits on the tablet (offline, server out of reach)', async () => {
    const { runner: r, finish } = runner({ pending: [queued('report', 'r1')], failed: [] });
    const answer = deliveryOf(r, SAVE, QUEUED_AT, never);
    finish();
    expect(await answer).toBe('kept');
  });

  it('is kept when the answer is slower than the wait: not a confirmation', async () => {
    const { runner: r } = runner({ pending: [], failed: [] });
    expect(await deliveryOf(r, SAVE, QUEUED_AT, Promise.resolve())).toBe('kept');
  });

  it('is refused when the server refused this save, not an older one of the same report', async () => {
    const refused = runner({ pending: [], failed: [failed('report', 'r1', QUEUED_AT + 5)] });
    const answer = deliveryOf(refused.runner, SAVE, QUEUED_AT, never);
    refused.finish();
    expect(await answer).toBe('refused');

    const older = runner({ pending: [], failed: [failed('report', 'r1', QUEUED_AT - 5), failed('audit', 'r1', QUEUED_AT + 5)] });
    const again = deliveryOf(older.runner, SAVE, QUEUED_AT, never);
    older.finish();
    expect(await again).toBe('sent');
  });
});
