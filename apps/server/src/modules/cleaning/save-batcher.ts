/** How `SaveBatcher` tells saves apart and writes a batch of them. */
export interface SaveBatcherOptions<T, R> {
  /** The organization of a save: saves of one organization share a transaction (its row security). */
  keyOf(item: T): string;
  /** The room of a save. */
  roomOf(item: T): string;
  run(key: string, items: T[]): Promise<(R | undefined)[]>;
  /** Called with the error of a batch that failed (its saves then go the long way). */
  onBatchError?(err: unknown, size: number): void;
  /** Batches of one organization running at once (default 4). */
  maxInFlight?: number;
  /** Saves in one batch at most (default 64). */
  maxBatch?: number;
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R | undefined): void;
}

interface Lane<T, R> {
  queue: Waiting<T, R>[];
  running: number;
  rooms: Set<string>;
}

const SAVE_BATCH_IN_FLIGHT = 4;
const SAVE_BATCH_MAX = 64;

/**
 * Gathers concurrent first saves of reports into shared transactions (group commit done by the app).
 *
 * A save that arrives while fewer than `maxInFlight` batches of its organization run starts one at
 * once, alone: a lone save waits for nothing. Saves that arrive while that many run wait in the
 * organization's queue, and the next batch to start takes up to `maxBatch` of them. So under load one
 * transaction carries many saves (one begin, one read, one write, one commit for all of them) and when
 * quiet every save is its own.
 *
 * Two saves of the same room never share a batch or run in two batches of this process at once: a batch
 * never has to order two changes of one room's last clean or tasks, and two batches never lock the same
 * rooms in opposite orders. A save of a room in flight waits for the next batch.
 *
 * `run` answers each item of a batch (undefined: the batch did not settle it, the caller takes the long
 * way). When `run` throws, every item of the batch is answered undefined, so each save is retried alone
 * the long way: one bad save never fails the saves it shared a transaction with.
 */
export class SaveBatcher<T, R> {
  private readonly lanes = new Map<string, Lane<T, R>>();
  private readonly maxInFlight: number;
  private readonly maxBatch: number;

  constructor(private readonly opts: SaveBatcherOptions<T, R>) {
    this.maxInFlight = opts.maxInFlight ?? SAVE_BATCH_IN_FLIGHT;
    this.maxBatch = opts.maxBatch ?? SAVE_BATCH_MAX;
  }

  /** Saves `item` in the next batch of its organization; undefined when the batch left it to the caller. */
  save(item: T): Promise<R | undefined> {
    const key = this.opts.keyOf(item);
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { queue: [], running: 0, rooms: new Set() };
      this.lanes.set(key, lane);
    }
    const waiting = new Promise<R | undefined>((resolve) => lane.queue.push({ item, resolve }));
    this.pump(key, lane);
    return waiting;
  }

  /** Saves waiting or in a batch (an organization with none keeps no lane). */
  get pending(): number {
    let n = 0;
    for (const lane of this.lanes.values()) n += lane.queue.length + lane.rooms.size;
    return n;
  }

  private pump(key: string, lane: Lane<T, R>): void {
    while (lane.running < this.maxInFlight && lane.queue.length) {
      const batch = this.take(lane);
      if (!batch.length) return;
      lane.running++;
      void this.runBatch(key, lane, batch);
    }
  }

  /** Up to `maxBatch` waiting saves, in arrival order, of rooms not in flight and one per room. */
  private take(lane: Lane<T, R>): Waiting<T, R>[] {
    const batch: Waiting<T, R>[] = [];
    const left: Waiting<T, R>[] = [];
    for (const w of lane.queue) {
      const room = this.opts.roomOf(w.item);
      if (batch.length < this.maxBatch && !lane.rooms.has(room)) {
        lane.rooms.add(room);
        batch.push(w);
      } else {
        left.push(w);
      }
    }
    lane.queue = left;
    return batch;
  }

  private async runBatch(key: string, lane: Lane<T, R>, batch: Waiting<T, R>[]): Promise<void> {
    let results: (R | undefined)[] = [];
    try {
      results = await this.opts.run(
        key,
        batch.map((w) => w.item),
      );
    } catch (err) {
      this.opts.onBatchError?.(err, batch.length);
      results = [];
    }
    for (const w of batch) lane.rooms.delete(this.opts.roomOf(w.item));
    lane.running--;
    for (const [i, w] of batch.entries()) w.resolve(results[i]);
    if (!lane.running && !lane.queue.length) this.lanes.delete(key);
    else this.pump(key, lane);
  }
}
