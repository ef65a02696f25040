import { normalText } from './text.ts';

/**
 * The supervisor note is saved apart from the report (POST /housekeeping/updatereportprops); once the
 * server accepts it, the local report takes the note and 'Supervisor Comment updated.' shows for 800 ms.
 * It is not an edit of the report, so the modes do not govern it: who may write it is a role question.
 */
export function withSupervisorNote<T extends { supervisorNote: string | null }>(report: T, note: string | null): T {
  return { ...report, supervisorNote: normalText(note) };
}
