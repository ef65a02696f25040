import { afterAll, describe, expect, it } from 'vitest';
import { CalendarPool } from './calendar-pool.ts';

// The pool's heap limit: a file whose reading needs more memory than a worker has is refused like a slow
// one, and the process (this test's) lives on with a fresh worker. The integration tests cover the rest.

const pool = new CalendarPool({ workers: 1, maxQueue: 0, budgetMs: 30_000, memoryMb: 32 });
afterAll(() => pool.close());

const range = { timeZone: 'Europe/Paris', from: '2026-12-01', to: '2026-12-30' };
const rules = { filters: [], mapping: [], replacements: [] };
const event = (i: number) =>
  `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART;VALUE=DATE:20261201\r\nSUMMARY:${'x'.repeat(60)}\r\nDESCRIPTION:${'y'.repeat(60)}\r\nEND:VEVENT\r\n`;

describe('calendar worker pool', () => {
  it('refuses a file that needs more memory than a worker has, and reads the next file on a fresh worker', async () => {
    const big = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${Array.from({ length: 8_000 }, (_, i) => event(i)).join('')}END:VCALENDAR\r\n`;
    await expect(pool.read({ fileText: big, range, rules })).rejects.toMatchObject({
      statusCode: 400,
      code: 'calendar.too_complex',
      errors: [expect.objectContaining({ field: 'fileText' })],
    });
    expect(pool.started).toBe(2);
    const small = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event(1)}END:VCALENDAR\r\n`;
    const result = await pool.read({ fileText: small, range, rules });
    expect(result.kind === 'ok' && result.events.map((e) => e.uid)).toEqual(['e1']);
  });
});
