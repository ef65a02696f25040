import type { TCalendarImportResult, TCalendarReview, TStaffSchedule } from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newRooms, siteConfig } from '../../../test/factories.ts';
import { bearer, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

// Cancelled events (STATUS:CANCELLED) through HTTP on a real PostgreSQL: left out of the file by default;
// with includeCancelled they are listed, never imported, and an assignment an earlier import made of one
// is removed.

const ZONE = 'America/Toronto';
let t: TestContext;
let a: OrgFixture;
let site: string;
let token: string;
const today = DateTime.now().setZone(ZONE).toISODate() as string;
const day = (n: number) => addDays(today, n);
const ymd = (date: string) => date.replaceAll('-', '');

/** A daily series over three days and a single event; `cancelled` cancels the series' second day and the single event. */
function rota(cancelled: boolean) {
  const status = cancelled ? ['STATUS:CANCELLED'] : [];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:series',
    `DTSTART;VALUE=DATE:${ymd(day(1))}`,
    'RRULE:FREQ=DAILY;COUNT=3',
    'SUMMARY:Hskp: rooms 101',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:series',
    `RECURRENCE-ID;VALUE=DATE:${ymd(day(2))}`,
    `DTSTART;VALUE=DATE:${ymd(day(2))}`,
    'SUMMARY:Hskp: rooms 101',
    ...status,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:single',
    `DTSTART;VALUE=DATE:${ymd(day(1))}`,
    'SUMMARY:Hskp: rooms 102',
    ...status,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

const rules = {
  filters: [],
  mapping: [
    { source: 'summary', target: 'staffMember', pattern: '^([\\w-]+):' },
    { source: 'summary', target: 'roomNumbers', pattern: 'rooms? ([\\d, ]+)' },
  ],
  replacements: [{ target: 'staffMember', from: 'Hskp', to: 'S-6' }],
};
const request = (fileText: string, includeCancelled?: boolean) => ({
  facilityId: site,
  fileText,
  from: day(1),
  to: day(3),
  rules,
  ...(includeCancelled === undefined ? {} : { includeCancelled }),
});
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const schedule = async () =>
  ((await post('/api/staffSchedule', { facilityId: site, from: day(1), to: day(3) })).json() as TStaffSchedule).assignments
    .map((x) => [x.startDate, x.roomNumbers])
    .sort((p, q) => String(p).localeCompare(String(q)));

beforeAll(async () => {
  [t, a] = await contextWith(['Cancel']);
  site = a.siteIds[0];
  token = (await login(t, a.emails.Nursing as string)).token.token;
  // Rooms of the starter configuration's first room type, outside any area.
  await newRooms(t, ['101', '102'], { roomType: (await siteConfig(t)).roomTypes[0] });
});
afterAll(() => t.close());

describe('cancelled events', () => {
  it('are left out by default and listed as cancelled when asked for, never as assignments', async () => {
    const plain = (await post('/api/calendar/import/preview', request(rota(true)))).json() as TCalendarReview;
    expect(plain.rows.map((r) => [r.event.uid, r.event.startDate, r.action])).toEqual([
      ['series', day(1), 'create'],
      ['series', day(3), 'create'],
    ]);
    expect(plain.counts).toMatchObject({ total: 2, create: 2, cancelled: 0 });

    const res = await post('/api/calendar/import/preview', request(rota(true), true));
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as TCalendarReview;
    const rows = all.rows.map((r) => [r.event.uid, r.event.startDate, r.action, r.event.status ?? null, r.assignmentId]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['series', day(2), 'cancelled', 'cancelled', null],
        ['single', day(1), 'cancelled', 'cancelled', null],
      ]),
    );
    expect(all.counts).toMatchObject({ total: 4, create: 2, cancelled: 2 });
  });

  it('an import with them removes the assignments an earlier import made of the cancelled occurrences; without, they stay', async () => {
    const first = (await post('/api/calendar/import', request(rota(false)))).json() as TCalendarImportResult;
    expect(first.createdIds).toHaveLength(4);

    const without = (await post('/api/calendar/import', request(rota(true)))).json() as TCalendarImportResult;
    expect(without.removedIds).toEqual([]);
    expect(await schedule()).toHaveLength(4);

    const preview = (await post('/api/calendar/import/preview', request(rota(true), true))).json() as TCalendarReview;
    const cancelled = preview.rows.filter((r) => r.action === 'cancelled');
    expect(cancelled.every((r) => r.assignmentId !== null)).toBe(true);

    const res = await post('/api/calendar/import', request(rota(true), true));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as TCalendarImportResult;
    expect(result.removedIds.sort()).toEqual(cancelled.map((r) => r.assignmentId).sort());
    expect(result.createdIds).toEqual([]);
    expect(await schedule()).toEqual([
      [day(1), ['101']],
      [day(3), ['101']],
    ]);
  });

  it('a profile keeps its include-cancelled option; a profile saved without it has it off', async () => {
    const saved = await post('/api/facility/calendarimportprofiles', {
      facilityId: site,
      profiles: [
        { name: 'With cancelled', ...rules, includeCancelled: true },
        { name: 'Older', ...rules },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/facility/calendarimportprofiles?facilityId=${site}`,
      headers: bearer(token),
    });
    expect((listed.json().profiles as { name: string; includeCancelled: boolean }[]).map((p) => [p.name, p.includeCancelled])).toEqual([
      ['With cancelled', true],
      ['Older', false],
    ]);
  });

  it('refuses a non-boolean includeCancelled beside the field', async () => {
    const res = await post('/api/calendar/import/preview', { ...request(rota(true)), includeCancelled: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('includeCancelled');
  });
});
