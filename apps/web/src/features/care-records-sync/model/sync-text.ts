import type { TQuotaUsage, TSyncEffect, TSyncFailure, TSyncMessageStatus, TSyncRun, TSyncRunStatus } from '@carehome/contracts';
import { formatDisplayTime } from '../../../lib/dates.ts';

// Texts of the care-records sync screens built from what the server answers: failures, the quota,
// what a webhook message did, a run's progress. `t` is the 'care-records-sync' namespace's.

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the external system said, as it said it: 'HTTP 401 · invalid_client', or null when it said nothing. */
export function failureDetail(failure: TSyncFailure): string | null {
  const parts = [failure.status === null ? null : `HTTP ${failure.status}`, failure.detail?.trim() || null].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A failure in one line: the translated reason, then what the external system said in brackets. */
export function failureText(t: Translate, failure: TSyncFailure): string {
  const reason = t(`failure.${failure.code.replace(/^sync\./, '')}`);
  const detail = failureDetail(failure);
  return detail ? `${reason} (${detail})` : reason;
}

/** The percentage in the user's language, one decimal at most: '42.5 %', '42,5 %'. */
export function percentText(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/**
 * The quota as the list shows it: the percentage used and the time of the daily reset, or null when it
 * was never checked (the screen shows '—').
 */
export function quotaText(
  t: Translate,
  quota: TQuotaUsage | null,
  language: string,
  timeZone?: string,
): { used: string; resets: string } | null {
  if (!quota) return null;
  return {
    used: t('quota.used', { percent: percentText(quota.percentUsed, language) }),
    resets: t('quota.resets', { time: formatDisplayTime(quota.resetsAt, timeZone) }),
  };
}

/** The colour of the quota's bar: orange past 80 %, red past 95 %. */
export function quotaColor(quota: TQuotaUsage): 'teal' | 'orange' | 'red' {
  if (quota.percentUsed >= 95) return 'red';
  if (quota.percentUsed >= 80) return 'orange';
  return 'teal';
}

/**
 * What a webhook message did, in one line: 'Discharge · Mary Smith · room 204 · Discharge Clean',
 * 'Undo · clean kept (already started)'.
 */
export function effectText(t: Translate, effect: TSyncEffect): string {
  const parts = [
    t(`effect.${effect.kind}`),
    effect.residentName,
    effect.roomNumber ? t('effect.room', { room: effect.roomNumber }) : null,
    effect.cleanType,
    effect.cleanKept ? t('effect.cleanKept') : null,
  ];
  return parts.filter((p): p is string => Boolean(p)).join(' · ');
}

const ACTIVE: readonly TSyncRunStatus[] = ['queued', 'running', 'waitingForQuota'];

/** A run still going (its progress is read again every second). */
export const runIsActive = (status: TSyncRunStatus) => ACTIVE.includes(status);

/** A run's progress from 0 to 100 (a run of nothing to do is complete once it is finished). */
export function runPercent(run: Pick<TSyncRun, 'done' | 'total' | 'status'>): number {
  if (run.total <= 0) return run.status === 'completed' ? 100 : 0;
  return Math.min(100, Math.round((run.done / run.total) * 100));
}

export const RUN_STATUS_COLORS: Record<TSyncRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  waitingForQuota: 'orange',
  completed: 'teal',
  failed: 'red',
};

export const MESSAGE_STATUS_COLORS: Record<TSyncMessageStatus, string> = {
  received: 'blue',
  processed: 'teal',
  retrying: 'orange',
  failed: 'red',
  ignored: 'gray',
};
