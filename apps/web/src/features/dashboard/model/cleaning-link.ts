/** How the cleaning report screen opens from a room's tile. */
export type CleaningMode = 'clean' | 'continue' | 'audit' | 'marking' | 'history';

export interface CleaningLink {
  roomId: string;
  mode: CleaningMode;
  /** The clean type to start with; the screen's default otherwise. */
  cleanType?: string | null;
  /** The report to continue, audit or read. */
  reportId?: string | null;
}

/** The path of the cleaning report screen for a room. */
export function cleaningPath(link: CleaningLink): string {
  const q = new URLSearchParams({ mode: link.mode });
  if (link.cleanType) q.set('cleanType', link.cleanType);
  if (link.reportId) q.set('reportId', link.reportId);
  return `/housekeeping/room/${encodeURIComponent(link.roomId)}?${q.toString()}`;
}

/** Reads the link back from the screen's route parameters. */
export function parseCleaningLink(roomId: string | undefined, search: URLSearchParams): CleaningLink | null {
  const mode = search.get('mode') as CleaningMode | null;
  if (!roomId || !mode || !['clean', 'continue', 'audit', 'marking', 'history'].includes(mode)) return null;
  return { roomId, mode, cleanType: search.get('cleanType'), reportId: search.get('reportId') };
}
