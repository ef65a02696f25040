import { describe, expect, it } from 'vitest';
import { formatSiteScheduleResult, parseSiteScheduleResult } from './site-schedule-result.ts';

describe('site schedule results', () => {
  it.each([
    ['created:3:1', { result: 'created', created: 3, existing: 1 }],
    ['created:0:0', { result: 'created', created: 0, existing: 0 }],
    ['failed:not_found', { result: 'failed', error: 'not_found' }],
    ['failed:assignment.past_date', { result: 'failed', error: 'assignment.past_date' }],
  ] as const)('reads %s and writes it back the same', (text, parsed) => {
    expect(parseSiteScheduleResult(text)).toEqual(parsed);
    expect(formatSiteScheduleResult(parsed)).toBe(text);
  });

  it.each([null, undefined, '', 'created:3', 'created:x:1', 'done'])('has no result for %s', (text) => {
    expect(parseSiteScheduleResult(text)).toBeNull();
  });

  it('a failure without a code reads as a temporary server problem', () => {
    expect(parseSiteScheduleResult('failed:')).toEqual({ result: 'failed', error: 'server.temporary' });
  });
});
