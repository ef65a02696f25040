import { api } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { formatReportTime } from '../dates.ts';
import type { OutboxKind } from './index.ts';
import type { OutboxAnswer, QueuedSave } from './outbox-types.ts';

/** A send that hangs (a half-open connection) ends as a network failure after this long. */
const SEND_TIMEOUT_MS = 60_000;

export const SAVE_PATHS: Record<OutboxKind, string> = {
  report: 'housekeeping/submitReport',
  audit: 'housekeeping/submitReport',
  marking: 'housekeeping/submitmarkingreport',
};

/** Spec section 7: submitReport carries nextDay, the start of the day after the save (tablet time). */
export function nextDay(queuedAt: number): string {
  const d = new Date(queuedAt);
  d.setHours(24, 0, 0, 0);
  return formatReportTime(d);
}

const unanswered = (message: string): OutboxAnswer => ({ status: 'network', code: null, message, errors: [] });

/**
 * One POST of a queued save with the signed-in session's headers (and the tablet's device token, which
 * lets the server record the save for its author when someone else is signed in). Every outcome is an
 * answer, never a throw. A 2xx counts only when it is the saved report or marking (its id is the save's):
 * a captive portal's or proxy's page answering 200 must not take a save out of the queue.
 */
export async function sendSave(save: QueuedSave): Promise<OutboxAnswer> {
  try {
    const answer = await api<{ id?: unknown } | undefined>(SAVE_PATHS[save.kind], {
      body: save.body,
      query: save.kind === 'marking' ? {} : { nextDay: nextDay(save.queuedAt) },
      idempotencyKey: save.revision,
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined,
    });
    if (answer?.id !== save.id) return unanswered('The answer was not the saved report.');
    return { status: 200, code: null, message: '', errors: [] };
  } catch (err) {
    if (err instanceof ApiError && !err.isNetwork) {
      // 'http.<status>' is the client's stand-in for an answer without our error body.
      const code = err.code.startsWith('http.') ? null : err.code;
      return { status: err.status, code, message: err.message, errors: err.errors };
    }
    return unanswered(err instanceof Error ? err.message : String(err));
  }
}
