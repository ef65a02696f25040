// Clean counts for the clean summary, the daily staff report and the dashboard's average duration.
// Definitions: a clean's duration is minutes from its start to its report date (2 decimals, as the
// cleaning screen shows it); the average duration is over Complete cleans with a report date only (an
// Incomplete or Declined clean was stopped, its time says nothing about how long a clean takes).
import type { TReportStatus } from '@carehome/contracts';
import { durationMinutes } from '../cleaning/duration.ts';

export interface CleanFacts {
  status: TReportStatus;
  startDate: Date;
  reportDate: Date | null;
}

export interface CleanCounts {
  total: number;
  complete: number;
  incomplete: number;
  declined: number;
  /** Started and never saved (Initial). */
  inProgress: number;
  /** Minutes of the Complete cleans, summed (2 decimals). */
  completeMinutes: number;
  /** Average minutes of a Complete clean, or null when there is none. */
  averageMinutes: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The counts of a list of cleans. */
export function cleanCounts(cleans: readonly CleanFacts[]): CleanCounts {
  let complete = 0;
  let incomplete = 0;
  let declined = 0;
  let inProgress = 0;
  let minutes = 0;
  let timed = 0;
  for (const c of cleans) {
    if (c.status === 'Complete') {
      complete += 1;
      const d = c.reportDate ? durationMinutes(c.startDate, c.reportDate) : null;
      if (d !== null && d >= 0) {
        minutes += d;
        timed += 1;
      }
    } else if (c.status === 'Incomplete') incomplete += 1;
    else if (c.status === 'Declined') declined += 1;
    else inProgress += 1;
  }
  return {
    total: cleans.length,
    complete,
    incomplete,
    declined,
    inProgress,
    completeMinutes: round2(minutes),
    averageMinutes: timed > 0 ? round2(minutes / timed) : null,
  };
}

/** Counts of cleans of one status as SQL sums them: how many, and the minutes of those with a usable duration. */
export interface CleanCountsPart {
  status: TReportStatus;
  count: number;
  /** Sum of the durations (minutes) of the cleans of this part that have a report date and a non-negative duration. */
  minutes: number;
  /** How many cleans those minutes are of. */
  timed: number;
}

/**
 * `cleanCounts` from pre-summed parts (a year of cleans is summed in the database, not loaded): the
 * same definitions, only Complete parts give minutes and the average.
 */
export function combineCleanCounts(parts: readonly CleanCountsPart[]): CleanCounts {
  const c = { total: 0, complete: 0, incomplete: 0, declined: 0, inProgress: 0 };
  let minutes = 0;
  let timed = 0;
  for (const p of parts) {
    c.total += p.count;
    if (p.status === 'Complete') {
      c.complete += p.count;
      minutes += p.minutes;
      timed += p.timed;
    } else if (p.status === 'Incomplete') c.incomplete += p.count;
    else if (p.status === 'Declined') c.declined += p.count;
    else c.inProgress += p.count;
  }
  return { ...c, completeMinutes: round2(minutes), averageMinutes: timed > 0 ? round2(minutes / timed) : null };
}

// ---------------------------------------------------------------------------------------------------------
// Enhanced cleans (the Enhanced Cleaning Report)

export interface EnhancedRoomType {
  routines: readonly { cleanType: string; kind: string; stateClean: boolean }[];
}

export interface EnhancedSiteConfig {
  roomStates: readonly { stateName: string; cleanType: string | null }[];
  /** The clean a discharge or transfer asks of the vacated room (settings.vacatedRoom), if one is named. */
  vacatedCleanType: string | null;
}

export interface EnhancedKind {
  kind: 'state' | 'terminal';
  /** The room state's name, 'State clean', 'Discharge' or 'Post-Clean'. */
  reason: string;
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a clean belongs in the Enhanced Cleaning Report: a *state-triggered* clean is of the clean type a
 * room state asks for (e.g. Isolation) or of a routine marked as the state clean; a *terminal* clean is of
 * the clean type a discharge asks for (settings.vacatedRoom) or of a Post-Clean routine of the room type
 * (the routine a discharge uses when no clean type is named). Clean types compare trimmed and
 * case-insensitive, as the configuration checks them. null: an everyday clean.
 */
export function enhancedCleanKind(
  cleanType: string,
  roomType: EnhancedRoomType | undefined,
  site: EnhancedSiteConfig,
): EnhancedKind | null {
  const state = site.roomStates.find((s) => same(s.cleanType, cleanType));
  if (state) return { kind: 'state', reason: state.stateName };
  const routine = roomType?.routines.find((r) => same(r.cleanType, cleanType));
  if (routine?.stateClean) return { kind: 'state', reason: 'State clean' };
  if (site.vacatedCleanType && same(site.vacatedCleanType, cleanType)) return { kind: 'terminal', reason: 'Discharge' };
  if (routine?.kind === 'Post-Clean') return { kind: 'terminal', reason: 'Post-Clean' };
  return null;
}
