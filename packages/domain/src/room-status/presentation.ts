import type { TRoutine } from '@carehome/contracts';
import { ROOM_COMPLETE_COLOR, textColorOn } from './color.ts';
import { cleanKey, type ReportView } from './history.ts';
import type {
  Banner,
  BannerKind,
  CleanStatus,
  MarkingReport,
  OutstandingReport,
  RoomStateInput,
  RoomStatusLabel,
  RoomTooltip,
  RoutineStatus,
} from './types.ts';

// What the tile shows: banner, status label, colours, tooltip. Pure functions of the clean statuses.

/** The English banner texts (the client translates by kind; a state banner shows the state name). */
export const BANNER_TEXT: Readonly<Record<Exclude<BannerKind, 'state'>, string>> = {
  reclean: 'Re-clean · audit failed',
  dueSoon: 'DUE SOON',
  declined: 'DECLINED',
  incomplete: 'INCOMPLETE',
  missed: 'MISSED',
  reauditDue: 'Re-audit due',
  auditFailed: 'Audit failed',
  auditComplete: 'Audit Complete',
  auditReady: 'Audit ready',
  preAuditMarked: 'Pre-Audit Marked',
};

/** The text of a banner. */
export function bannerText(banner: Banner): string {
  return banner.kind === 'state' ? banner.text : BANNER_TEXT[banner.kind];
}

export interface RoomFlags {
  needsCleaning: boolean;
  dueSoon: boolean;
  declined: boolean;
  incomplete: boolean;
  missed: boolean;
}

export interface AuditFacts {
  last: ReportView | null;
  /** A failed audit's re-clean is still to be done. */
  recleanDue: boolean;
  /** A clean did the failed operations; the room waits for its re-audit. */
  reauditDue?: boolean | undefined;
  /** The marking report, when it started at or before now. */
  marking: MarkingReport | null;
}

/**
 * The audit banner of the room, if any: Re-audit due (a clean did a failed audit's failed operations),
 * Audit failed (the last report's audit failed an operation, or a failed audit's re-clean is still to be
 * done), then Audit Complete, Audit ready, Pre-Audit Marked.
 */
export function auditBanner({ last, marking, recleanDue, reauditDue }: AuditFacts): Banner | null {
  if (reauditDue) return { kind: 'reauditDue' };
  if (recleanDue || last?.auditFailed) return { kind: 'auditFailed' };
  if (last?.hasAuditReport && last.auditComplete) return { kind: 'auditComplete' };
  if (last && last.status === 'Complete' && !last.hasAuditReport) return { kind: 'auditReady' };
  if (marking && (!last || marking.startDate.getTime() > last.startMs)) return { kind: 'preAuditMarked' };
  return null;
}

/**
 * The tile banner, in the spec's priority order: the room state name, then a failed audit's open re-clean
 * (every role: the housekeeper is the one to do it, and it outranks a routine clean's DUE SOON), DUE SOON,
 * DECLINED, INCOMPLETE, MISSED, then (only when the viewer may see them) Re-audit due, Audit failed,
 * Audit Complete, Audit ready, Pre-Audit Marked.
 */
export function banner(state: RoomStateInput | null, flags: RoomFlags, audit: AuditFacts, showAuditBanners: boolean): Banner | null {
  if (state) return { kind: 'state', text: state.stateName };
  if (audit.recleanDue) return { kind: 'reclean' };
  if (flags.dueSoon) return { kind: 'dueSoon' };
  if (flags.declined) return { kind: 'declined' };
  if (flags.incomplete) return { kind: 'incomplete' };
  if (flags.missed) return { kind: 'missed' };
  return showAuditBanners ? auditBanner(audit) : null;
}

/** The status label, in the banner's order, then NeedsCleaning, then OK. */
export function label(state: RoomStateInput | null, flags: RoomFlags): RoomStatusLabel {
  if (state) return 'State';
  if (flags.dueSoon) return 'DueSoon';
  if (flags.declined) return 'Declined';
  if (flags.incomplete) return 'Incomplete';
  if (flags.missed) return 'Missed';
  if (flags.needsCleaning) return 'NeedsCleaning';
  return 'OK';
}

/**
 * The tile colour: the state's when a state is set, else the current clean's routine colour, else the
 * colour of the outstanding (Incomplete or Declined) report's routine, else the room complete colour.
 */
export function tileColor(
  state: RoomStateInput | null,
  current: CleanStatus | null,
  routines: readonly TRoutine[],
  outstanding: OutstandingReport | null = null,
): string {
  if (state) return state.color;
  const routine = current?.routineId ? routines.find((r) => r.id === current.routineId) : undefined;
  if (routine) return routine.color;
  if (!current && outstanding) {
    const key = cleanKey(outstanding.cleanType);
    const of = routines.find((r) => cleanKey(r.cleanType) === key);
    if (of) return of.color;
  }
  return ROOM_COMPLETE_COLOR;
}

export function tileTextColor(color: string): '#000000' | '#FFFFFF' {
  return textColorOn(color);
}

/** The highest-priority routine matching `test` (the first of equal ones), or null. */
function highest(routines: readonly RoutineStatus[], test: (r: RoutineStatus) => boolean): RoutineStatus | null {
  let best: RoutineStatus | null = null;
  for (const r of routines) if (test(r) && (!best || r.priority > best.priority)) best = r;
  return best;
}

const isMissed = (r: RoutineStatus) => r.missed;
const isScheduled = (r: RoutineStatus) => r.scheduleType !== null;

/**
 * The clean the tooltip describes: the current clean, else the highest-priority missed routine, else the
 * highest-priority scheduled routine, else none. Its own facts are shown, so the tooltip is coherent.
 */
export function tooltip(current: CleanStatus | null, routines: readonly RoutineStatus[]): RoomTooltip {
  const about = current ?? highest(routines, isMissed) ?? highest(routines, isScheduled);
  return {
    scheduledClean: about?.cleanType ?? null,
    scheduleType: about?.scheduleType ?? null,
    bucket: about?.bucket ?? null,
    dueSoon: about?.dueSoon ?? false,
    missed: about?.missed ?? false,
    incomplete: about?.incomplete ?? false,
    previousBucket: about?.previousBucket ?? null,
  };
}
