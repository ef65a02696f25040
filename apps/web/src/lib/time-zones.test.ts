import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions, utcOffset } from './time-zones.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('labels a zone with its offset on the given day', () => {
    expect(utcOffset('America/Toronto', WINTER)).toBe('UTC-05:00');
    expect(utcOffset('America/Toronto', SUMMER)).toBe('UTC-04:00');
    expect(utcOffset('UTC', WINTER)).toBe('UTC+00:00');
    expect(timeZoneLabel('America/New_York', WINTER)).toBe('America/New York (UTC-05:00)');
  });

  it('lists the known zones and adds a missing one', () => {
    const options = timeZoneOptions([], WINTER);
    expect(options.some((o) => o.value === 'America/Vancouver')).toBe(true);
    const withExtra = timeZoneOptions(['Etc/UTC'], WINTER);
    expect(withExtra.filter((o) => o.value === 'Etc/UTC')).toHaveLength(1);
  });
});
