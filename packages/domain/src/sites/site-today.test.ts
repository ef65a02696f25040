import { describe, expect, it } from 'vitest';
import { siteDay, siteToday } from './site-today.ts';

describe('today at the site', () => {
  it('is the date in the site time zone, not the server one', () => {
    const at = new Date('2026-03-08T04:30:00Z');
    expect(siteToday('America/Toronto', at)).toBe('2026-03-07');
    expect(siteToday('Europe/London', at)).toBe('2026-03-08');
    expect(siteToday('Pacific/Kiritimati', new Date('2026-03-07T10:30:00Z'))).toBe('2026-03-08');
  });

  it('turns at local midnight across a daylight saving change', () => {
    // Toronto springs forward on 2026-03-08: midnight is 05:00Z before, 04:00Z the next night.
    expect(siteToday('America/Toronto', new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(siteToday('America/Toronto', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(siteToday('America/Toronto', new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(siteToday('America/Toronto', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('gives the ISO week day with the date', () => {
    expect(siteDay('America/Toronto', new Date('2026-03-08T12:00:00Z'))).toEqual({ date: '2026-03-08', isoWeekday: 7 });
    expect(siteDay('Asia/Tokyo', new Date('2026-03-08T16:00:00Z'))).toEqual({ date: '2026-03-09', isoWeekday: 1 });
  });

  it('is today when no instant is given', () => {
    const before = new Date().toISOString().slice(0, 10);
    const today = siteToday('UTC');
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(today);
  });
});
