import { describe, expect, it } from 'vitest';
import { BulkReadDedupe, DASHBOARD_READ_WINDOW_MS } from './access-log.ts';

describe('the dashboard read dedupe', () => {
  it('records a sign-in once per set of residents, again when the set changes or the window has passed', () => {
    const d = new BulkReadDedupe();
    const t0 = 1_000_000;
    expect(d.shouldRecord('s1', 'ab', t0)).toBe(true);
    expect(d.shouldRecord('s1', 'ab', t0 + 60_000)).toBe(false);
    // Another sign-in sees the same residents: its own entry.
    expect(d.shouldRecord('s2', 'ab', t0 + 60_000)).toBe(true);
    // A discharge changes the set: recorded at once.
    expect(d.shouldRecord('s1', 'a', t0 + 120_000)).toBe(true);
    expect(d.shouldRecord('s1', 'a', t0 + 120_000 + DASHBOARD_READ_WINDOW_MS - 1)).toBe(false);
    expect(d.shouldRecord('s1', 'a', t0 + 120_000 + DASHBOARD_READ_WINDOW_MS)).toBe(true);
  });

  it('a failed write is forgotten, so the next read is recorded', () => {
    const d = new BulkReadDedupe();
    expect(d.shouldRecord('s1', 'ab', 0)).toBe(true);
    d.forget('s1');
    expect(d.shouldRecord('s1', 'ab', 1)).toBe(true);
  });
});
