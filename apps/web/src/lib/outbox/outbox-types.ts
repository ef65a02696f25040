import type { TAuditSave, TEmailReport, TFieldError, TMarkingSave, TReportSave } from '@carehome/contracts';

/** A photo's upload: the bytes kept on the tablet (`photo-store.ts`), sent with the id that names the file on the server. */
export interface PhotoUpload {
  fileId: string;
  facilityId: string;
  resize: string;
}

/**
 * What the outbox carries, by kind, each body as its route takes it: report and audit saves
 * (submitReport), marking saves (submitmarkingreport), the photos a save names, uploaded before it
 * (files/image), and a report's email queued right behind its save (emailreport). A photo and an email
 * name the staff member they are sent for beside the body.
 */
export interface OutboxBodies {
  report: { report: TReportSave };
  audit: { audit: TAuditSave };
  marking: { report: TMarkingSave };
  photo: { photo: PhotoUpload; authorStaffId: string | null };
  email: { email: TEmailReport; authorStaffId: string | null };
}
export type OutboxKind = keyof OutboxBodies;

/** Where a save belongs. */
interface SaveScope {
  /**
   * The report id (report, email), the audited report's id (audit), the marking id (marking) or the photo
   * id (photo); one queued save per id+kind: a newer save of the same id replaces the queued one.
   */
  id: string;
  facilityId: string;
  roomId: string;
}

/** A save of one kind with that kind's body (`enqueueSave` takes any of them). */
export interface SaveOf<K extends OutboxKind> extends SaveScope {
  kind: K;
  body: OutboxBodies[K];
}

/** A save as the app queues it: one of the kinds, with its body. */
export type OutboxSave = { [K in OutboxKind]: SaveOf<K> }[OutboxKind];

/**
 * A save as the queue holds it. The queue never reads the body, and a save read back from IndexedDB was
 * written by whichever version of the app queued it: the sender checks each field it reads (`stored-field.ts`).
 */
export interface OutboxItem extends SaveScope {
  kind: OutboxKind;
  body: unknown;
}

/** What the server (or the network) said about one send. */
export interface OutboxAnswer {
  /** HTTP status, or 'network' when no answer came (offline, timeout, an answer that was not ours). */
  status: number | 'network';
  code: string | null;
  /** The server's message (English), for the 'could not be saved' list. */
  message: string;
  errors: TFieldError[];
}

/** A save in the queue, with what the outbox knows about it. Stored as is in IndexedDB. */
export interface QueuedSave extends OutboxItem {
  /** `${kind}:${id}`: one queued save per id and kind. */
  key: string;
  /** Place in the queue: a newer save of the same key keeps the place of the one it replaces. */
  seq: number;
  /** Random id of this version of the save: a write about an older version never touches a newer one. */
  revision: string;
  /** When this version was queued (epoch ms). */
  queuedAt: number;
  /** The staff member the save is recorded for (the body's authorStaffId). */
  authorStaffId: string | null;
  /** The organization signed in when it was queued; the save is only ever sent within it. */
  tenantId: string | null;
  /** The room number, when the device knew it, for the lists. */
  roomLabel: string | null;
  /** `waitingForSession`: the server refused the signed-in account; it goes again after a new sign-in. */
  state: 'queued' | 'waitingForSession';
  /** Sends of this version so far. */
  attempts: number;
  /** Consecutive retryable failures: the n of the retry schedule. */
  failures: number;
  /** Not sent before this time (epoch ms), unless something makes the outbox try again at once. */
  nextAttemptAt: number;
  lastAttemptAt: number | null;
  lastAnswer: OutboxAnswer | null;
}

/** A save the server refused for good: kept, shown and exportable until the user removes it. */
export interface FailedSave extends OutboxItem {
  failedId: string;
  queuedAt: number;
  failedAt: number;
  attempts: number;
  authorStaffId: string | null;
  tenantId: string | null;
  roomLabel: string | null;
  answer: OutboxAnswer;
}

/** Facts taken when a save is queued. */
export interface EnqueueFacts {
  now: number;
  revision: string;
  authorStaffId: string | null;
  tenantId: string | null;
  roomLabel: string | null;
}

/**
 * Where the queue lives: IndexedDB in the browser, memory in tests. Writes about a queued save name its
 * revision and do nothing (answer false) when a newer save of the same key replaced it meanwhile.
 */
export interface OutboxStore {
  /** The queue, in order. */
  listPending(): Promise<QueuedSave[]>;
  /** The 'could not be saved' list, oldest first. */
  listFailed(): Promise<FailedSave[]>;
  /** Stores a save (see `queuedVersion`); resolves once it is stored. */
  enqueue(save: OutboxItem, facts: EnqueueFacts): Promise<QueuedSave>;
  /** Writes a queued save's new state. */
  update(save: QueuedSave): Promise<boolean>;
  /** Drops a delivered save. */
  remove(key: string, revision: string): Promise<boolean>;
  /** Moves a refused save from the queue to the failed list, in one step. */
  fail(key: string, revision: string, failed: FailedSave): Promise<boolean>;
  removeFailed(failedId: string): Promise<void>;
}
