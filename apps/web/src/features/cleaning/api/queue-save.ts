import type { TReportPhoto } from '@carehome/contracts';
import { enqueueSave, type OutboxBodies } from '../../../lib/outbox/index.ts';
import { deletePhoto, photoIdOf, readPhoto } from '../../../lib/outbox/photo-store.ts';
import type { CleaningSession } from '../model/session.ts';
import { PHOTO_RESIZE } from './keep-photo.ts';

/** The saves a clean makes: its report, the audit of a saved report, or a pre-audit marking. */
export type CleaningSaveKind = 'report' | 'audit' | 'marking';
type CleaningBody = OutboxBodies[CleaningSaveKind];

/** The photos a save body names: the report's, or the audit's (a marking has none). */
function photosOf(body: CleaningBody): TReportPhoto[] {
  if ('audit' in body) return body.audit.photos;
  return 'photos' in body.report ? body.report.photos : [];
}

/** The staff member a save is recorded for. */
const authorIn = (body: CleaningBody): string => ('audit' in body ? body.audit.authorStaffId : body.report.authorStaffId);

/**
 * Queues a save in the outbox (IndexedDB) and resolves once it is stored; the outbox sends it and
 * retries it (a failed report or marking save is queued and retried with the same payload). The id is the report's (audit: the audited report's; marking: the marking's).
 *
 * Photos taken on this tablet and not on the server yet go first, each as its own upload in the same
 * room's queue, so the server has every photo before the report that names it (photos work offline). A photo removed before it ever reached the server is forgotten with the save.
 */
export async function queueSave<K extends CleaningSaveKind>(session: CleaningSession, kind: K, body: OutboxBodies[K]): Promise<void> {
  const scope = { facilityId: session.facilityId, roomId: session.room.id };
  const author = authorIn(body);
  for (const photo of photosOf(body)) {
    const id = photoIdOf(photo.photo);
    const local = id ? await readPhoto(id) : undefined;
    if (!id || !local) continue;
    if (photo.isDeleted) {
      await deletePhoto(id);
      continue;
    }
    await enqueueSave({
      kind: 'photo',
      id,
      ...scope,
      body: { photo: { fileId: id, facilityId: session.facilityId, resize: PHOTO_RESIZE }, authorStaffId: author },
    });
  }
  await enqueueSave({ kind, id: session.reportId, ...scope, body });
}

/**
 * Queues the report's email right behind its save ('Save and send'): the outbox sends a room's saves in
 * order, so the mail goes once the server has the report, also after a time offline.
 */
export function queueEmail(session: CleaningSession, recipients: string[], authorStaffId: string | null): Promise<void> {
  return enqueueSave({
    kind: 'email',
    id: session.reportId,
    facilityId: session.facilityId,
    roomId: session.room.id,
    body: { email: { id: session.reportId, facilityId: session.facilityId, recipients }, authorStaffId },
  });
}

/**
 * Leaving a clean without saving: the photos taken in it (kept on the tablet, never uploaded) go too.
 * Photos the report already had are the server's and stay.
 */
export async function forgetUnsavedPhotos(
  initial: { photos: TReportPhoto[]; audit: { photos: TReportPhoto[] } },
  draft: { photos: TReportPhoto[]; audit: { photos: TReportPhoto[] } },
): Promise<void> {
  const had = new Set([...initial.photos, ...initial.audit.photos].map((p) => p.id));
  for (const p of [...draft.photos, ...draft.audit.photos]) {
    const id = photoIdOf(p.photo);
    if (id && !had.has(p.id)) await deletePhoto(id).catch(() => undefined);
  }
}
