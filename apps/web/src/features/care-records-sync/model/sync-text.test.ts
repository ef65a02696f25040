import type { TSyncFailure } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { effectText, failureText, quotaColor, quotaText, runIsActive, runPercent } from './sync-text.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);

describe('failureText', () => {
  it('translates the code and adds what the external system said', () => {
    const failure: TSyncFailure = { code: 'sync.auth_failed', status: 401, detail: 'invalid_client' };
    expect(failureText(t, failure)).toBe('failure.auth_failed (HTTP 401 · invalid_client)');
  });

  it('says only the reason when the system was not reached', () => {
    expect(failureText(t, { code: 'sync.unreachable', status: null, detail: null })).toBe('failure.unreachable');
    expect(failureText(t, { code: 'sync.unreachable', status: null, detail: 'ECONNREFUSED' })).toBe('failure.unreachable (ECONNREFUSED)');
  });
});

describe('quotaText', () => {
  it('is null when the quota was never checked', () => {
    expect(quotaText(t, null, 'en')).toBeNull();
  });

  it('shows the percentage in the user’s language and the reset time as HH:mm on the site clock', () => {
    const quota = { limit: 1000, used: 425, percentUsed: 42.5, resetsAt: '2026-03-04T14:30:00Z' };
    expect(quotaText(t, quota, 'en', 'UTC')).toEqual({ used: 'quota.used{"percent":"42.5%"}', resets: 'quota.resets{"time":"14:30"}' });
    expect(quotaText(t, quota, 'en', 'America/Toronto')?.resets).toBe('quota.resets{"time":"09:30"}');
    const fr = quotaText(t, quota, 'fr', 'UTC');
    expect(fr?.used).toContain('42,5');
    expect(fr?.resets).toContain('14:30');
  });

  it('turns orange then red as the quota runs out', () => {
    const q = (percentUsed: number) => ({ limit: 100, used: percentUsed, percentUsed, resetsAt: '2026-03-04T00:00:00Z' });
    expect([quotaColor(q(10)), quotaColor(q(85)), quotaColor(q(99))]).toEqual(['teal', 'orange', 'red']);
  });
});

describe('effectText', () => {
  it('names the action, the resident, the room and the clean', () => {
    expect(
      effectText(t, { kind: 'discharge', residentName: 'Mary Smith', roomNumber: '204', cleanType: 'Discharge Clean', cleanKept: false }),
    ).toBe('effect.discharge · Mary Smith · effect.room{"room":"204"} · Discharge Clean');
  });

  it('says when an undo kept a started clean', () => {
    expect(effectText(t, { kind: 'undo', residentName: null, roomNumber: null, cleanType: null, cleanKept: true })).toBe(
      'effect.undo · effect.cleanKept',
    );
  });
});

describe('runs', () => {
  it('is active while queued, running or waiting for the quota', () => {
    expect(['queued', 'running', 'waitingForQuota', 'completed', 'failed'].map((s) => runIsActive(s as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('counts progress from done and total', () => {
    expect(runPercent({ done: 1, total: 3, status: 'running' })).toBe(33);
    expect(runPercent({ done: 0, total: 0, status: 'running' })).toBe(0);
    expect(runPercent({ done: 0, total: 0, status: 'completed' })).toBe(100);
  });
});
