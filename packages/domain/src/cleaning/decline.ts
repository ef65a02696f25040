import { displayDate } from './dates.ts';
import { canEdit } from './mode.ts';
import type { CleaningMode } from './types.ts';

// Refuse cleaning: the resident signs a declaration, the report is saved Declined.

export interface DeclineFacts {
  resident: string;
  cleanType: string;
  roomNumber: string;
  now: Date;
  timeZone: string;
}

/** 'I, {resident}, hereby decline a {cleanType} cleaning for my room, {roomNumber}, on {today}', today as MM/DD/YYYY on the site's calendar. */
export function declineWording(facts: DeclineFacts): string {
  return `I, ${facts.resident}, hereby decline a ${facts.cleanType} cleaning for my room, ${facts.roomNumber}, on ${displayDate(facts.now, facts.timeZone)}`;
}

/** Only a resident can refuse a clean, and only in normal mode: the Refuse Cleaning button is disabled otherwise. */
export function canDecline(mode: CleaningMode, hasResident: boolean): boolean {
  return hasResident && canEdit(mode, 'decline');
}

/** Whether a signature was drawn (a non-empty data URI). */
export function hasSignature(signature: string | null | undefined): signature is string {
  return typeof signature === 'string' && signature.trim() !== '';
}
