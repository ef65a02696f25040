import { ERROR_CODES, type TRole } from '@carehome/contracts';
import { seesAllSitesOfOrganization } from '../roles.ts';

/**
 * What the outbox does with a queued save after one send:
 * - `done`: the server has it; drop it from the queue.
 * - `retry`: try again after the next delay of the schedule (`outboxRetryDelayMs`).
 * - `waitForSession`: the refusal is about who is signed in, not about the save: keep it queued and send it
 *   again once someone (else) signs in on this device.
 * - `failed`: the server refused the save itself; out of the queue, into the 'could not be saved' list.
 */
export type OutboxOutcome = 'done' | 'retry' | 'waitForSession' | 'failed';

export interface ClassifyContext {
  /**
   * The save went out in its author's own session (the signed-in staff member is the save's
   * `authorStaffId`). Unknown counts as not: a refusal is then taken as a refusal of the sender.
   */
  sentByAuthor?: boolean;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * 403 codes that are about the sender whoever the author is: `report.author_not_allowed` means "only the
 * author, or a registered tablet, may send this", which a later sign-in (the author's) or registering the
 * tablet again fixes.
 */
const SENDER_ONLY_CODES: ReadonlySet<string> = new Set(['report.author_not_allowed', 'auth.unauthenticated', 'auth.device_not_registered']);

/**
 * The outcome of one send of a queued save: `status` is the HTTP status, or 'network' (also 0)
 * when no answer came; `errorCode` the `code` of the server's error body, when it had one.
 *
 * - 2xx: done. Network failures, 408, 429 and 5xx: retry (so are statuses no server of ours answers, like
 *   a 3xx or a 1xx: not a refusal).
 * - 401: waitForSession, always (expired, revoked or no token).
 * - 403: every 403 of the save routes is decided by the signed-in account (its role, being a staff member
 *   at all, recording for someone else without a registered tablet), never by the save's content. So a 403
 *   is definitive (`failed`) only when all three hold: the save was sent in its author's own session (no
 *   one else signing in could be more entitled to record the author's work), the body carries one of our
 *   server's error codes (a proxy's or firewall's 403 is not our server's verdict), and the code is not
 *   one that only names the sender (`report.author_not_allowed`). Otherwise waitForSession.
 * - Any other 4xx (400, 404, 409, 413...): failed.
 */
export function classifyResponse(status: number | 'network', errorCode?: string, context: ClassifyContext = {}): OutboxOutcome {
  if (status === 'network' || status === 0) return 'retry';
  if (!Number.isInteger(status)) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'waitForSession';
  if (status === 403) {
    const definitive =
      context.sentByAuthor === true && errorCode !== undefined && KNOWN_CODES.has(errorCode) && !SENDER_ONLY_CODES.has(errorCode);
    return definitive ? 'failed' : 'waitForSession';
  }
  if (status === 408 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'failed';
  return 'retry';
}

/** Who is signed in on the device, as far as sending a queued save is concerned. */
export interface OutboxSender {
  tenantId: string | null;
  /** The site the session is on. */
  facilityId: string | null;
  role: TRole;
  /** The signed-in staff member; null for a system user (who cannot save reports). */
  staffMemberId: string | null;
}

/** Where a queued save belongs: the organization it was recorded in (null: unknown) and its site. */
export interface OutboxSaveScope {
  tenantId: string | null;
  facilityId: string;
}

/**
 * Whether a save may be sent in the current session at all, before asking the server. A save goes out
 * only in a staff member's session of the organization it was recorded in, on its site (or by an
 * organization-wide role, which sees every site). Otherwise the server would refuse it for reasons that
 * are the session's (another organization's 404, a system user's 403), and it waits for a fitting
 * sign-in instead; a save is never shown to another organization's account.
 */
export function sessionCanSend(sender: OutboxSender | null, save: OutboxSaveScope): boolean {
  if (!sender?.staffMemberId || !sender.tenantId) return false;
  if (save.tenantId !== null && save.tenantId !== sender.tenantId) return false;
  return sender.facilityId === save.facilityId || seesAllSitesOfOrganization(sender.role);
}
