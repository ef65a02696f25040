import { describe, expect, it } from 'vitest';
import { problemText } from './problem-text.ts';

describe('problemText', () => {
  it('gives a schedule shape problem its English text, translated ones the generic text first, client codes from config', () => {
    const t = (key: string, opts?: Record<string, unknown>) => `${key}${opts ? JSON.stringify(opts) : ''}`;
    expect(problemText(t, { code: 'schedule.invalid', message: 'Unknown field: weekdays' }, 'en')).toBe('Unknown field: weekdays');
    expect(problemText(t, { code: 'schedule.invalid', message: 'Unknown field: weekdays' }, 'fr')).toBe(
      'errors:schedule.invalid (Unknown field: weekdays)',
    );
    expect(problemText(t, { code: 'client.duplicate_group', message: '' }, 'fr')).toBe('config:problems.duplicate_group');
  });
});
