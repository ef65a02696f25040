import type { OutboxSender } from '@carehome/domain';
import type { FailedSave, OutboxAnswer, OutboxItem, OutboxStore, QueuedSave } from './outbox-types.ts';

// What the outbox's runner takes (everything it touches outside itself) and what it gives (counts, the
// lists, why a save has not gone yet).

/** Who is signed in, as the runner sees it. */
export interface SessionView {
  sender: OutboxSender | null;
  /** Changes whenever someone signs in or out, or the tablet's registration changes (kept in memory only). */
  identity: string;
}

/** Everything the runner touches outside itself: the browser in the app, fakes in the tests. */
export interface OutboxEnvironment {
  store: OutboxStore;
  /** One POST of a save; resolves with the answer, also for errors (a rejection counts as a network failure). */
  send(save: QueuedSave): Promise<OutboxAnswer>;
  session(): SessionView;
  subscribeSession(listener: () => void): () => void;
  /** The browser's 'online' event. */
  subscribeOnline(listener: () => void): () => void;
  /** The page became visible again (a tablet waking up): due saves go, nothing else changes. */
  subscribeWake(listener: () => void): () => void;
  /** Another tab changed the outbox; and telling the other tabs we did. */
  subscribeOtherTabs(listener: () => void): () => void;
  notifyOtherTabs(): void;
  /** Runs `fn` while no other tab runs its own (Web Locks), so one tab sends at a time. */
  withLock(fn: () => Promise<void>): Promise<void>;
  now(): number;
  setTimer(fn: () => void, ms: number): () => void;
  newId(): string;
  /** The room number the device knows for a save's room, for the lists. */
  roomLabel(save: OutboxItem): string | null;
  /** A queued save was acknowledged by the server. */
  onDelivered(save: QueuedSave): void;
  onError(message: string, err: unknown): void;
}

export interface OutboxCounts {
  pending: number;
  failed: number;
}

export interface OutboxSnapshot {
  pending: QueuedSave[];
  failed: FailedSave[];
}

/** Why a queued save has not gone yet, for the list. */
export type QueuedStatus =
  | { kind: 'sending' }
  | { kind: 'due' }
  | { kind: 'scheduled'; at: number }
  /** The server refused the signed-in account; it goes again when someone else signs in. */
  | { kind: 'waitingForSession' }
  /** Nobody is signed in who may send it (nobody, another organization or site, a system user). */
  | { kind: 'waitingForSignIn' }
  /** An earlier save of the same room goes first. */
  | { kind: 'behind' };
