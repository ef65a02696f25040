import { describe, expect, it } from 'vitest';
import { SaveBatcher } from './save-batcher.ts';

interface Item {
  org: string;
  room: string;
  id: number;
}

/** A batcher whose runs wait until the test lets them finish, recording each batch. */
function harness(opts: { maxInFlight?: number; maxBatch?: number; fail?: (items: Item[]) => boolean } = {}) {
  const batches: { org: string; ids: number[]; finish(): void }[] = [];
  const errors: number[] = [];
  const batcher = new SaveBatcher<Item, string>({
    keyOf: (i) => i.org,
    roomOf: (i) => i.room,
    maxInFlight: opts.maxInFlight ?? 2,
    maxBatch: opts.maxBatch ?? 3,
    onBatchError: (_err, size) => errors.push(size),
    run: (org, items) =>
      new Promise((resolve, reject) => {
        batches.push({
          org,
          ids: items.map((i) => i.id),
          finish: () => (opts.fail?.(items) ? reject(new Error('batch failed')) : resolve(items.map((i) => `saved ${i.id}`))),
        });
      }),
  });
  const tick = () => new Promise((r) => setImmediate(r));
  return { batcher, batches, errors, tick };
}

describe('SaveBatcher: first saves of reports gathered into shared transactions', () => {
  it('runs a lone save at once, and gathers the saves that arrive while batches run into the next batch', async () => {
    const { batcher, batches, tick } = harness();
    const first = batcher.save({ org: 'a', room: 'r1', id: 1 });
    expect(batches.map((b) => b.ids)).toEqual([[1]]);
    const second = batcher.save({ org: 'a', room: 'r2', id: 2 });
    // Below the in-flight limit: it starts alone too.
    expect(batches.map((b) => b.ids)).toEqual([[1], [2]]);
    const waiting = [3, 4, 5, 6].map((id) => batcher.save({ org: 'a', room: `r${id}`, id }));
    expect(batches).toHaveLength(2);
    expect(batcher.pending).toBe(6);
    batches[0]?.finish();
    expect(await first).toBe('saved 1');
    await tick();
    // The next batch takes up to maxBatch of the waiting saves, in arrival order.
    expect(batches.map((b) => b.ids)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]?.finish();
    expect(await second).toBe('saved 2');
    await tick();
    expect(batches.at(-1)?.ids).toEqual([6]);
    for (const b of batches.slice(2)) b.finish();
    expect(await Promise.all(waiting)).toEqual(['saved 3', 'saved 4', 'saved 5', 'saved 6']);
    await tick();
    expect(batcher.pending).toBe(0);
  });

  it('never puts two saves of one room in a batch, nor in two batches at once', async () => {
    const { batcher, batches, tick } = harness({ maxInFlight: 1, maxBatch: 10 });
    const saves = [
      batcher.save({ org: 'a', room: 'r1', id: 1 }),
      batcher.save({ org: 'a', room: 'r1', id: 2 }),
      batcher.save({ org: 'a', room: 'r2', id: 3 }),
      batcher.save({ org: 'a', room: 'r1', id: 4 }),
    ];
    expect(batches.map((b) => b.ids)).toEqual([[1]]);
    batches[0]?.finish();
    await tick();
    expect(batches.at(-1)?.ids).toEqual([2, 3]);
    batches.at(-1)?.finish();
    await tick();
    expect(batches.at(-1)?.ids).toEqual([4]);
    batches.at(-1)?.finish();
    expect(await Promise.all(saves)).toEqual(['saved 1', 'saved 2', 'saved 3', 'saved 4']);
  });

  it('keeps organizations apart: each has its own batches and limit', async () => {
    const { batcher, batches } = harness({ maxInFlight: 1 });
    void batcher.save({ org: 'a', room: 'r1', id: 1 });
    void batcher.save({ org: 'b', room: 'r1', id: 2 });
    void batcher.save({ org: 'a', room: 'r2', id: 3 });
    expect(batches.map((b) => [b.org, b.ids])).toEqual([
      ['a', [1]],
      ['b', [2]],
    ]);
  });

  it('answers every save of a failed batch undefined (each goes the long way alone) and goes on', async () => {
    const { batcher, batches, errors, tick } = harness({ maxInFlight: 1, fail: (items) => items.length > 1 });
    const lone = batcher.save({ org: 'a', room: 'r1', id: 1 });
    const shared = [2, 3].map((id) => batcher.save({ org: 'a', room: `r${id}`, id }));
    batches[0]?.finish();
    expect(await lone).toBe('saved 1');
    await tick();
    batches[1]?.finish();
    expect(await Promise.all(shared)).toEqual([undefined, undefined]);
    expect(errors).toEqual([2]);
    const later = batcher.save({ org: 'a', room: 'r2', id: 4 });
    batches.at(-1)?.finish();
    expect(await later).toBe('saved 4');
  });
});
