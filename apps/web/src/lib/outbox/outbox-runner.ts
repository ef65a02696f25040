import { classifyResponse, outboxRetryDelayMs, sessionCanSend } from '@carehome/domain';
import type { OutboxCounts, OutboxEnvironment, OutboxSnapshot, QueuedStatus, SessionView } from './outbox-runner-types.ts';
import { outboxKey } from './outbox-store.ts';
import type { FailedSave, OutboxAnswer, OutboxItem, QueuedSave } from './outbox-types.ts';
import { authorOf } from './stored-field.ts';

const STORE_RETRY_MS = 60_000;

/**
 * The outbox's engine: sends queued saves one at a time, in queue order within each room (a later save
 * of a room may depend on an earlier one: an audit on its report, a report on its marking), and decides
 * with the domain policy what each answer means. State that matters lives in the store; what lives here
 * (pauses, who refused what) is rebuilt harmlessly after a reload: at worst a save is tried once more.
 */
export class OutboxRunner {
  private snapshot: OutboxSnapshot = { pending: [], failed: [] };
  private countsValue: OutboxCounts = { pending: 0, failed: 0 };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private cancelTimer: (() => void) | null = null;
  private stopped = true;
  private unsubscribe: (() => void)[] = [];
  /** After a network failure nothing is sent before this time (unless asked to). */
  private pausedUntil = 0;
  /** Saves to send at the first chance, whatever their schedule ('Send now', back online, a sign-in). */
  private readonly forced = new Set<string>();
  /** The session identity that refused each waiting save: it is not asked again. */
  private readonly refusedUnder = new Map<string, string>();
  private sessionIdentity: string;
  private sendingKey: string | null = null;

  constructor(private readonly env: OutboxEnvironment) {
    this.sessionIdentity = env.session().identity;
  }

  /** Subscribes to the browser and sends what an earlier visit left queued. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = [
      this.env.subscribeSession(() => this.onSession()),
      this.env.subscribeOnline(() => this.retryAll()),
      this.env.subscribeWake(() => void this.kick()),
      this.env.subscribeOtherTabs(() => {
        void this.refresh(false);
        void this.kick();
      }),
    ];
    void this.refresh(false).then(() => this.kick());
  }

  stop(): void {
    this.stopped = true;
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly counts = (): OutboxCounts => this.countsValue;

  readonly items = (): OutboxSnapshot => this.snapshot;

  /** Stores the save (rejects when it could not be stored), then sends it. */
  async enqueue(save: OutboxItem): Promise<void> {
    const { sender } = this.env.session();
    await this.env.store.enqueue(save, {
      now: this.env.now(),
      revision: this.env.newId(),
      authorStaffId: authorOf(save.body),
      tenantId: sender?.tenantId ?? null,
      roomLabel: this.env.roomLabel(save),
    });
    // A newer version of a save the server refused the account for goes out on its own merits.
    this.refusedUnder.delete(outboxKey(save));
    await this.refresh(true);
    void this.kick();
  }

  pendingSaves(): Promise<QueuedSave[]> {
    return this.env.store.listPending();
  }

  /** Both lists as stored (not the last snapshot). */
  async listAll(): Promise<OutboxSnapshot> {
    const [pending, failed] = await Promise.all([this.env.store.listPending(), this.env.store.listFailed()]);
    return { pending, failed };
  }

  /** 'Send now': the save, and the earlier saves of its room that must go first, at once. */
  sendNow(key: string): void {
    const item = this.snapshot.pending.find((s) => s.key === key);
    if (!item) return;
    for (const s of this.snapshot.pending) if (s.roomId === item.roomId && s.seq <= item.seq) this.forced.add(s.key);
    void this.kick();
  }

  /** Back online, or someone signed in: every queued save is tried again at once. */
  retryAll(): void {
    this.pausedUntil = 0;
    for (const s of this.snapshot.pending) this.forced.add(s.key);
    void this.kick();
  }

  async removeFailed(failedId: string): Promise<void> {
    await this.env.store.removeFailed(failedId);
    await this.refresh(true);
  }

  /** Why a queued save has not gone yet. */
  statusOf(item: QueuedSave): QueuedStatus {
    if (this.sendingKey === item.key) return { kind: 'sending' };
    const earlier = this.snapshot.pending.find((s) => s.roomId === item.roomId);
    if (earlier && earlier.key !== item.key) return { kind: 'behind' };
    const { sender, identity } = this.env.session();
    if (!sessionCanSend(sender, item)) return { kind: 'waitingForSignIn' };
    if (item.state === 'waitingForSession' && this.refusedUnder.get(item.key) === identity) return { kind: 'waitingForSession' };
    const at = Math.max(item.nextAttemptAt, this.pausedUntil);
    return at > this.env.now() && !this.forced.has(item.key) ? { kind: 'scheduled', at } : { kind: 'due' };
  }

  /**
   * Runs passes over the queue until nothing is due, then sets a timer for the next due save.
   * Resolves when this run ends; `idle()` waits for runs started meanwhile too.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.env.withLock(() => this.pass());
        } while (this.again && !this.stopped);
      } catch (err) {
        this.env.onError('outbox pass failed', err);
        this.schedule(this.env.now() + STORE_RETRY_MS);
      } finally {
        this.running = null;
      }
      if (this.again) await this.kick();
    })();
    return this.running;
  }

  /** Resolves once no pass is running (for tests and for a clean stop). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private onSession(): void {
    const { identity, sender } = this.env.session();
    if (identity === this.sessionIdentity) return;
    this.sessionIdentity = identity;
    this.touch(); // the reasons shown in the list depend on who is signed in
    if (sender) this.retryAll();
  }

  private async pass(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    for (;;) {
      if (this.stopped) return;
      const pending = await this.env.store.listPending();
      const session = this.env.session();
      const { next, wakeAt } = this.pick(pending, session, this.env.now());
      if (!next) {
        this.schedule(wakeAt);
        return;
      }
      await this.sendOne(next, session);
    }
  }

  /** The first save that may go now, or the time the next one may. */
  private pick(pending: QueuedSave[], session: SessionView, now: number): { next: QueuedSave | null; wakeAt: number } {
    const roomsSeen = new Set<string>();
    let wakeAt = Number.POSITIVE_INFINITY;
    for (const item of pending) {
      if (roomsSeen.has(item.roomId)) continue; // an earlier save of the room goes first
      roomsSeen.add(item.roomId);
      if (!sessionCanSend(session.sender, item)) continue; // a fitting sign-in wakes it
      const forced = this.forced.has(item.key);
      if (item.state === 'waitingForSession' && !forced && this.refusedUnder.get(item.key) === session.identity) continue;
      const at = forced ? now : Math.max(item.state === 'waitingForSession' ? now : item.nextAttemptAt, this.pausedUntil);
      if (at <= now) return { next: item, wakeAt: now };
      wakeAt = Math.min(wakeAt, at);
    }
    return { next: null, wakeAt };
  }

  private async sendOne(item: QueuedSave, session: SessionView): Promise<void> {
    const { store } = this.env;
    this.forced.delete(item.key);
    this.sendingKey = item.key;
    this.touch();
    const startedAt = this.env.now();
    let answer: OutboxAnswer;
    try {
      answer = await this.env.send(item);
    } catch (err) {
      answer = { status: 'network', code: null, message: err instanceof Error ? err.message : String(err), errors: [] };
    } finally {
      this.sendingKey = null;
    }
    const sentByAuthor = Boolean(session.sender?.staffMemberId) && session.sender?.staffMemberId === item.authorStaffId;
    const outcome = classifyResponse(answer.status, answer.code ?? undefined, { sentByAuthor });
    const now = this.env.now();
    const tried = { ...item, attempts: item.attempts + 1, lastAttemptAt: startedAt, lastAnswer: answer };
    switch (outcome) {
      case 'done':
        this.refusedUnder.delete(item.key);
        // A newer version queued meanwhile stays (and goes next); this one arrived either way.
        await store.remove(item.key, item.revision);
        this.env.onDelivered(item);
        break;
      case 'retry': {
        const failures = item.failures + 1;
        const nextAttemptAt = now + outboxRetryDelayMs(failures);
        await store.update({ ...tried, state: 'queued', failures, nextAttemptAt });
        // No answer at all: the server is out of reach for every save, not just this one.
        if (answer.status === 'network') {
          this.pausedUntil = nextAttemptAt;
          this.forced.clear();
        }
        break;
      }
      case 'waitForSession':
        this.refusedUnder.set(item.key, session.identity);
        await store.update({ ...tried, state: 'waitingForSession', failures: 0, nextAttemptAt: now });
        break;
      case 'failed': {
        this.refusedUnder.delete(item.key);
        const { kind, id, facilityId, roomId, body, queuedAt, authorStaffId, tenantId, roomLabel } = item;
        const failed: FailedSave = {
          ...{ kind, id, facilityId, roomId, body, queuedAt, authorStaffId, tenantId, roomLabel },
          failedId: this.env.newId(),
          failedAt: now,
          attempts: tried.attempts,
          answer,
        };
        // Refused for good, unless a newer version replaced it meanwhile: that one is judged on its own.
        await store.fail(item.key, item.revision, failed);
        break;
      }
    }
    await this.refresh(true);
  }

  private schedule(at: number): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (!Number.isFinite(at) || this.stopped) return;
    this.cancelTimer = this.env.setTimer(
      () => {
        this.cancelTimer = null;
        void this.kick();
      },
      Math.max(0, at - this.env.now()),
    );
  }

  /** Reads the lists again for the indicator and the dialog; `changed`: tell the other tabs too. */
  private async refresh(changed: boolean): Promise<void> {
    try {
      const [pending, failed] = await Promise.all([this.env.store.listPending(), this.env.store.listFailed()]);
      this.snapshot = { pending, failed };
      if (pending.length !== this.countsValue.pending || failed.length !== this.countsValue.failed) {
        this.countsValue = { pending: pending.length, failed: failed.length };
      }
      this.notify();
    } catch (err) {
      this.env.onError('outbox could not be read', err);
    }
    if (changed) this.env.notifyOtherTabs();
  }

  /** Something shown in the list changed without a change in the store. */
  private touch(): void {
    this.snapshot = { ...this.snapshot };
    this.notify();
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }
}
