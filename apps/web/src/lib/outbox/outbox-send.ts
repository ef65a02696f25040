import { api } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { formatReportTime } from '../dates.ts';
import type { OutboxAnswer, OutboxKind, PhotoUpload, QueuedSave } from './outbox-types.ts';
import { photoFileName, readPhoto } from './photo-store.ts';
import { fieldOf } from './stored-field.ts';

/** A send that hangs (a half-open connection) ends as a network failure after this long. */
const SEND_TIMEOUT_MS = 60_000;

export const SAVE_PATHS: Record<OutboxKind, string> = {
  report: 'housekeeping/submitReport',
  audit: 'housekeeping/submitReport',
  marking: 'housekeeping/submitmarkingreport',
  photo: 'files/image',
  email: 'housekeeping/emailreport',
};

/** submitReport carries nextDay, the start of the day after the save (tablet time). */
export function nextDay(queuedAt: number): string {
  const d = new Date(queuedAt);
  d.setHours(24, 0, 0, 0);
  return formatReportTime(d);
}

const unanswered = (message: string): OutboxAnswer => ({ status: 'network', code: null, message, errors: [] });

/** The upload a queued photo's body names, or null when it names none. */
function photoUploadOf(body: unknown): PhotoUpload | null {
  const photo = fieldOf(body, 'photo');
  const [fileId, facilityId, resize] = [fieldOf(photo, 'fileId'), fieldOf(photo, 'facilityId'), fieldOf(photo, 'resize')];
  return typeof fileId === 'string' && typeof facilityId === 'string' && typeof resize === 'string' ? { fileId, facilityId, resize } : null;
}

/**
 * The request of one send and how to tell the server's acknowledgement: the saved report or marking (its
 * id is the save's), the uploaded photo (under the name its id gives), the queued email. Null: the photo's
 * bytes are no longer on the tablet (storage cleared), or its body names no photo, which no retry can mend.
 */
async function requestOf(
  save: QueuedSave,
): Promise<{ body: unknown; query: Record<string, string>; acknowledged(answer: unknown): boolean } | null> {
  if (save.kind === 'photo') {
    const photo = photoUploadOf(save.body);
    const stored = photo && (await readPhoto(photo.fileId));
    if (!photo || !stored) return null;
    const form = new FormData();
    form.append('Resize', photo.resize);
    form.append('Kind', 'photo');
    form.append('FacilityId', photo.facilityId);
    form.append('FileId', photo.fileId);
    form.append('Image', stored.blob, photoFileName(photo.fileId));
    return {
      body: form,
      query: {},
      acknowledged: (a) => fieldOf(a, 'fileName') === photoFileName(photo.fileId),
    };
  }
  if (save.kind === 'email') {
    return {
      body: fieldOf(save.body, 'email'),
      query: {},
      acknowledged: (a) => fieldOf(a, 'queued') === true,
    };
  }
  return {
    body: save.body,
    query: save.kind === 'marking' ? {} : { nextDay: nextDay(save.queuedAt) },
    acknowledged: (a) => fieldOf(a, 'id') === save.id,
  };
}

/**
 * One POST of a queued save with the signed-in session's headers (and the tablet's device token, which
 * lets the server record the save for its author when someone else is signed in). Every outcome is an
 * answer, never a throw. A 2xx counts only when it acknowledges this save (see `requestOf`): a captive
 * portal's or proxy's page answering 200 must not take a save out of the queue.
 */
export async function sendSave(save: QueuedSave): Promise<OutboxAnswer> {
  try {
    const request = await requestOf(save);
    if (!request) return { status: 410, code: 'photo.missing', message: 'The photo is no longer on this device.', errors: [] };
    const answer = await api<unknown>(SAVE_PATHS[save.kind], {
      body: request.body,
      query: request.query,
      idempotencyKey: save.revision,
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined,
    });
    if (!request.acknowledged(answer)) return unanswered('The answer was not the saved report.');
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
