import type { TEventType } from '@carehome/contracts';

// Which changes move a site's dashboard version, and what a run of them asks a room board to read again.

/** What an event changes on a site's room board: nothing, some rooms' tiles, or the board as a whole. */
export type DashboardChange = 'none' | 'room' | 'site';

/**
 * Sign-ins, devices and uploads (a photo is shown once the report naming it is saved) change nothing a room
 * board shows. Reports, markings and room states change their room's tile. Anything else (configuration,
 * layout, residents, schedules, outbreaks, a type added later) may change any tile: the board is read whole.
 */
export function dashboardChangeOf(type: TEventType): DashboardChange {
  if (type.startsWith('auth.') || type.startsWith('device.') || type === 'file.uploaded') return 'none';
  if (type === 'room.state_changed' || type.startsWith('report.') || type.startsWith('marking.')) return 'room';
  return 'site';
}

/** An event as the version's log keeps it: a room state names its room as subject, reports and markings in their data. */
export interface VersionedChange {
  type: TEventType;
  subjectId: string | null;
  roomId: string | null;
}

/** The room an event's tile change is about, or null when it is not about one room. */
export function roomOfChange(e: VersionedChange): string | null {
  if (dashboardChangeOf(e.type) !== 'room') return null;
  return e.type === 'room.state_changed' ? e.subjectId : e.roomId;
}

/** What a board at version `since` must read to reach `current`: the rooms that changed, or everything. */
export type DeltaPlan = { complete: true } | { complete: false; rooms: Set<string> };

/**
 * `changes` are the site's logged changes after `since` up to `current` (at most `maxVersions + 1` of them).
 * The board is read whole when the gap is too old (more than `maxVersions`), when `since` is ahead of the
 * site (a board from before a restore), when a version in the gap has no room change logged (a change of the
 * site, of its organization, or a purged log), or when one of the changes is not about a single room.
 */
export function planDelta(since: number, current: number, changes: VersionedChange[], maxVersions: number): DeltaPlan {
  if (since > current || current - since > maxVersions || changes.length !== current - since) return { complete: true };
  const rooms = new Set<string>();
  for (const change of changes) {
    const room = roomOfChange(change);
    if (!room) return { complete: true };
    rooms.add(room);
  }
  return { complete: false, rooms };
}
