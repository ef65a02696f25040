import type { TRoutine } from '@carehome/contracts';
import { cleanKey } from '../room-status/history.ts';
import { ROOM_CHECKED_CLEAN_COMMENT } from './constants.ts';
import { displayDate } from './dates.ts';
import type { SavedReportStatus } from './types.ts';

// The shortcuts overlay ('Tap to Continue'): Cancel, 'Room occupied.', one box per
// clean type that has a shortcut, and 'Room checked, CLEAN.'.

export type ShortcutKind = 'roomOccupied' | 'roomCheckedClean';

/** What a shortcut saves: its status and the line it writes into the housekeeper's comment. */
export interface ShortcutSave {
  status: SavedReportStatus;
  comment: string;
}

/** 'Room occupied.': Incomplete, 'Room occupied - MM/DD/YYYY' (today on the site's calendar). */
export function roomOccupiedSave(now: Date, timeZone: string): ShortcutSave {
  return { status: 'Incomplete', comment: `Room occupied - ${displayDate(now, timeZone)}` };
}

/** 'Room checked, CLEAN.': Complete, 'Room checked & CLEAN'. */
export function roomCheckedCleanSave(): ShortcutSave {
  return { status: 'Complete', comment: ROOM_CHECKED_CLEAN_COMMENT };
}

export function shortcutSave(kind: ShortcutKind, now: Date, timeZone: string): ShortcutSave {
  return kind === 'roomOccupied' ? roomOccupiedSave(now, timeZone) : roomCheckedCleanSave();
}

export interface ShortcutBox {
  routineId: string;
  cleanType: string;
  order: number;
  icon: string;
  color: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The clean-type boxes of the overlay, from the room type's routines: one per clean type that has a
 * shortcut (the first routine of a clean type wins; clean types compare trimmed and case-insensitive),
 * ordered by shortcut order, then clean type.
 */
export function shortcutBoxes(routines: readonly TRoutine[]): ShortcutBox[] {
  const seen = new Set<string>();
  const boxes: ShortcutBox[] = [];
  for (const r of routines) {
    const key = cleanKey(r.cleanType);
    if (seen.has(key)) continue;
    seen.add(key);
    if (r.shortcut) boxes.push({ routineId: r.id, cleanType: r.cleanType, ...r.shortcut });
  }
  return boxes.sort((a, b) => a.order - b.order || collator.compare(a.cleanType, b.cleanType));
}
