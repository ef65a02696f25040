import type { TRoomStatusView } from '@carehome/contracts';

/**
 * Why a room is overdue, for the overdue-rooms notification. The room status engine decides; this rule
 * only reads its flags, in this order:
 * - `pastDue`: the current scheduled clean's due time has passed and it is not done (the engine's
 *   `dueSoon`: needs cleaning and due <= now, the tile's DUE SOON);
 * - `missed`: the previous scheduled clean of an Absolute routine ended without a completed report;
 * - `incomplete` / `declined`: a clean was left Incomplete or Declined and nothing completed it since;
 * - `roomState`: a room state asks for a clean (the state's clean type) and it is not done yet; a state's
 *   clean has no due time, it is asked for now.
 * A room that only needs cleaning in a bucket whose due time is still ahead is not overdue.
 */
export type OverdueReason = 'pastDue' | 'missed' | 'incomplete' | 'declined' | 'roomState';

export interface OverdueInput {
  status: Pick<TRoomStatusView, 'label' | 'needsCleaning' | 'dueSoon' | 'missed' | 'incomplete' | 'declined' | 'currentCleanType'>;
  /** The clean type the room's state asks for, if any. */
  stateCleanType: string | null;
}

/** The reason a room is overdue, or null when it is not (see `OverdueReason`). */
export function overdueReason({ status, stateCleanType }: OverdueInput): OverdueReason | null {
  if (status.dueSoon) return 'pastDue';
  if (status.missed) return 'missed';
  if (status.incomplete) return 'incomplete';
  if (status.declined) return 'declined';
  // The engine makes the state's clean the current one while it needs cleaning.
  if (status.label === 'State' && status.needsCleaning && stateCleanType !== null && status.currentCleanType === stateCleanType) {
    return 'roomState';
  }
  return null;
}
