import type { TMeasureStatus, TTurnaroundMeasure, TTurnaroundTargets } from '@carehome/contracts';
import type { TFunction } from 'i18next';

// How the turnaround screens word minutes, shares and a measure's standing, in the reader's language.

/** '25 min', '1 h 05 min'; a dash when not known. */
export function minutesText(t: TFunction, minutes: number | null): string {
  if (minutes === null) return '—';
  const whole = Math.round(minutes);
  if (whole < 60) return t('turnaround:minutes', { count: whole });
  return t('turnaround:hoursMinutes', { h: Math.floor(whole / 60), m: String(whole % 60).padStart(2, '0') });
}

/** '92%'; a dash when nothing was measured. */
export function shareText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export function targetOf(targets: TTurnaroundTargets, measure: TTurnaroundMeasure): number {
  return measure === 'response' ? targets.responseMinutes : measure === 'clean' ? targets.cleanMinutes : targets.turnaroundMinutes;
}

/** Calm colours: green within target, orange past it, red for a task still open past it, grey while open. */
export const STATUS_COLOR: Record<TMeasureStatus, string> = { met: 'teal', missed: 'orange', overdue: 'red', open: 'gray' };

/** A share within target as a colour: at least 90% green, at least 70% orange, below red. */
export function shareColor(share: number | null): string {
  if (share === null) return 'gray';
  return share >= 0.9 ? 'teal' : share >= 0.7 ? 'orange' : 'red';
}
