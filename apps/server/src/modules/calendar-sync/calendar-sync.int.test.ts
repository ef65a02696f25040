import { Writable } from 'node:stream';
import type { TCalendarImportResult, TCalendarProfileList, TCalendarReview, TStaffSchedule } from '@carehome/contracts';
import { addDays } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import { withTenant } from '../../platform/db/database.ts';
import { loggerOptions } from '../../platform/logging.ts';
import { offsetChanges } from './vtimezone.ts';

// The calendar import and feed through HTTP on a real PostgreSQL: preview, import, re-import,
// a changed event, profiles, and the feed read back with ical.js across a daylight-saving change.

const ZONE = 'America/Toronto';
let t: TestContext;
let a: OrgFixture;
let site: string;
const today = DateTime.now().setZone(ZONE).toISODate() as string;
const tokens: Record<string, string> = {};
const rooms: Record<string, string> = {};

const call = (who: string, url: string, payload?: unknown, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

const ymd = (date: string) => date.replaceAll('-', '');

/** A file as Outlook writes it: CRLF, a Windows zone name, a folded line, a series with an override. */
function rota(day1: string, day2: string, override = 'S-6: rooms 103') {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:rota-1',
    `DTSTART;TZID=Eastern Standard Time:${ymd(day1)}T090000`,
    `DTEND;TZID=Eastern Standard Time:${ymd(day1)}T100000`,
    'RRULE:FREQ=DAILY;COUNT=2',
    'SUMMARY:Hskp: rooms 101,',
    '  102',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:rota-1',
    `RECURRENCE-ID;TZID=Eastern Standard Time:${ymd(day2)}T090000`,
    `DTSTART;TZID=Eastern Standard Time:${ymd(day2)}T140000`,
    `DTEND;TZID=Eastern Standard Time:${ymd(day2)}T150000`,
    `SUMMARY:${override}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:stranger',
    `DTSTART;VALUE=DATE:${ymd(day1)}`,
    'SUMMARY:Maria: rooms 101',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:party',
    `DTSTART;VALUE=DATE:${ymd(day1)}`,
    'SUMMARY:Staff party',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

const rules = {
  filters: [{ field: 'summary', mode: 'exclude', pattern: 'party' }],
  mapping: [
    { source: 'summary', target: 'staffMember', pattern: '^([\\w-]+):' },
    { source: 'summary', target: 'roomNumbers', pattern: 'rooms? ([\\d, ]+)' },
    { source: 'summary', target: 'description', pattern: null },
  ],
  // The harness's staff IDs are S-1.. in role order: S-6 is the Housekeeper.
  replacements: [{ target: 'staffMember', from: 'Hskp', to: 'S-6' }],
};

let day1: string;
let day2: string;
const request = (fileText: string, over: Record<string, unknown> = {}) => ({
  facilityId: site,
  fileText,
  from: day1,
  to: day2,
  rules,
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Cal');
  site = a.siteIds[0];
  day1 = addDays(today, 1);
  day2 = addDays(today, 2);
  for (const [who, key] of [
    ['admin', 'MultiFacilityAdministrator'],
    ['manager', 'FacilityAdministrator'],
    ['nurse', 'Nursing'],
  ] as const) {
    tokens[who] = (await login(t, a.emails[key] as string)).token.token;
  }
  const cfg = await call('manager', `/api/housekeeping?facilityId=${site}`, undefined, 'GET');
  const type = cfg.json()[0].roomTypes[0];
  const layout = await call('manager', '/api/facility/rooms', {
    facilityId: site,
    areas: [],
    rooms: ['101', '102', '103'].map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId: type.id })),
  });
  expect(layout.statusCode, layout.body).toBe(200);
  for (const r of layout.json().rooms as { id: string; roomNumber: string }[]) rooms[r.roomNumber] = r.id;
});
afterAll(() => t.close());

describe('import', () => {
  it('previews each occurrence with its assignment, flags an invalid staff member, leaves filtered events out', async () => {
    const res = await call('nurse', '/api/calendar/import/preview', request(rota(day1, day2)));
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json() as TCalendarReview;
    expect(review.counts).toEqual({ total: 4, create: 2, update: 0, unchanged: 0, invalid: 1, filtered: 1, cancelled: 0 });
    const byAction = (action: string) => review.rows.filter((r) => r.action === action);
    expect(byAction('create').map((r) => [r.event.startDate, r.assignment?.staffMemberId, r.assignment?.roomNumbers])).toEqual([
      [day1, a.staffIds.Housekeeper, ['101', '102']],
      [day2, a.staffIds.Housekeeper, ['103']],
    ]);
    expect(byAction('invalid')[0]?.problems).toEqual([
      expect.objectContaining({ field: 'staffMemberId', code: 'assignment.unknown_staff', message: 'Invalid staff member.' }),
    ]);
    expect(review.timeZone).toBe(ZONE);
  });

  it('imports the valid rows as assignments; the same file again creates nothing; a changed occurrence updates its assignment', async () => {
    const first = await call('nurse', '/api/calendar/import', request(rota(day1, day2)));
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json() as TCalendarImportResult;
    expect(result.createdIds).toHaveLength(2);
    const schedule = async () =>
      ((await call('nurse', '/api/staffSchedule', { facilityId: site, from: day1, to: day2 })).json() as TStaffSchedule).assignments;
    expect((await schedule()).map((x) => [x.startDate, x.roomNumbers, x.description])).toEqual([
      [day1, ['101', '102'], 'Hskp: rooms 101, 102'],
      [day2, ['103'], 'S-6: rooms 103'],
    ]);

    const again = (await call('nurse', '/api/calendar/import', request(rota(day1, day2)))).json() as TCalendarImportResult;
    expect(again.createdIds).toEqual([]);
    expect(again.counts).toMatchObject({ create: 0, unchanged: 2, invalid: 1 });
    expect(await schedule()).toHaveLength(2);

    const changed = (
      await call('nurse', '/api/calendar/import', request(rota(day1, day2, 'S-6: rooms 101, 103')))
    ).json() as TCalendarImportResult;
    expect(changed.counts).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    const after = await schedule();
    expect(after).toHaveLength(2);
    expect(after.find((x) => x.id === changed.updatedIds[0])?.roomNumbers).toEqual(['101', '103']);
  });

  it.each([
    [
      'a malformed file',
      { fileText: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nNO COLON HERE\r\nEND:VCALENDAR' },
      'fileText',
      'calendar.parse_error',
    ],
    [
      'an invalid regex',
      { rules: { ...rules, filters: [{ field: 'summary', mode: 'include', pattern: '(' }] } },
      'rules.filters.0.pattern',
      'calendar.invalid_regex',
    ],
    [
      'a pattern with a back-reference (the linear-time engine has none)',
      { rules: { ...rules, mapping: [{ source: 'summary', target: 'task', pattern: '(a)\\1' }] } },
      'rules.mapping.0.pattern',
      'calendar.invalid_regex',
    ],
    ['a range too long', { to: addDays(today, 120) }, 'to', 'calendar.range_too_long'],
  ])('refuses %s with 400 beside the field', async (_name, over, field, code) => {
    const res = await call('nurse', '/api/calendar/import/preview', request(rota(day1, day2), over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code, errors: [expect.objectContaining({ field, code })] });
    if (code === 'calendar.parse_error') {
      expect(res.json().message).toBe('Error parsing the calendar: line 3: The line is not a calendar property (NAME:value).');
      // The line and a stable problem code, which the wizard words in the user's language.
      expect(res.json().errors[0].params).toMatchObject({ line: 3, problem: 'invalid_line' });
    }
  });
});

describe('import profiles', () => {
  it('saves the site’s profiles as a list and lists them; names are unique; a bad pattern is refused beside it', async () => {
    const saved = await call('nurse', '/api/facility/calendarimportprofiles', {
      facilityId: site,
      profiles: [
        { name: 'Outlook rota', ...rules },
        { name: 'Google', mapping: [{ source: 'location', target: 'roomNumbers' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (
      await call('nurse', `/api/facility/calendarimportprofiles?facilityId=${site}`, undefined, 'GET')
    ).json() as TCalendarProfileList;
    expect(list.profiles.map((p) => p.name)).toEqual(['Outlook rota', 'Google']);
    expect(list.profiles[0]?.replacements).toEqual(rules.replacements);
    expect(list.profiles[1]?.mapping).toEqual([{ source: 'location', target: 'roomNumbers', pattern: null }]);

    const kept = list.profiles[1] as TCalendarProfileList['profiles'][number];
    const renamed = (
      await call('nurse', '/api/facility/calendarimportprofiles', { facilityId: site, profiles: [{ ...kept, name: 'Google Calendar' }] })
    ).json();
    expect(renamed.profiles).toEqual([{ ...kept, name: 'Google Calendar' }]);

    const twice = await call('nurse', '/api/facility/calendarimportprofiles', {
      facilityId: site,
      profiles: [{ name: 'A' }, { name: 'a' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toMatchObject({ field: 'profiles.1.name', code: 'calendar.duplicate_profile_name' });
    const bad = await call('nurse', '/api/facility/calendarimportprofiles', {
      facilityId: site,
      profiles: [{ name: 'X', filters: [{ field: 'summary', mode: 'include', pattern: '[' }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'profiles.0.filters.0.pattern', code: 'calendar.invalid_regex' });
  });
});

describe('export feed', () => {
  let key: string;
  const feed = (query: Record<string, string>, app = t.app) =>
    app.inject({ method: 'GET', url: `/api/calendar/feed/${site}.ics`, query: { key, ...query } });

  beforeAll(async () => {
    key = (await call('admin', '/api/facility/generateapikey', { facilityId: site })).json().apiKey;
  });

  it('gives the schedule with stable UIDs, and timed events in the site’s zone across a daylight-saving change', async () => {
    // The next change of the site's offset, and a task at 09:00 local the day before and the day after it.
    const now = Date.now();
    const change = offsetChanges(ZONE, now, now + 400 * 86_400_000)[0] as number;
    const changeDay = DateTime.fromMillis(change, { zone: ZONE }).toISODate() as string;
    const before = DateTime.fromISO(`${addDays(changeDay, -1)}T09:00`, { zone: ZONE });
    const after = DateTime.fromISO(`${addDays(changeDay, 1)}T09:00`, { zone: ZONE });
    await withTenant(t.database.db, a.tenantId, async (tx) => {
      for (const [taskKey, at] of [
        ['before', before],
        ['after', after],
      ] as const) {
        await tx.insert(outstandingTasks).values({
          tenantId: a.tenantId,
          roomId: rooms['101'] as string,
          taskKey,
          description: `Curtains ${taskKey}`,
          cleanType: 'Clean',
          startDate: at.toJSDate(),
        });
      }
    });
    // The tasks are told apart by their descriptions, which the feed shows only when the site allows.
    await call('manager', '/api/facility/calendarfeedprivacy', { facilityId: site, showRoomStates: true, showStaffNames: true });
    const res = await feed({ tasks: '1', from: addDays(changeDay, -2), to: addDays(changeDay, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const cal = new ICAL.Component(ICAL.parse(res.body));
    const zones = cal.getAllSubcomponents('vtimezone');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual([ZONE]);
    ICAL.TimezoneService.register(zones[0] as ICAL.Component);
    try {
      const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      const byText = (text: string) => events.find((e) => e.summary.includes(text)) as ICAL.Event;
      for (const [text, at] of [
        ['Curtains before', before],
        ['Curtains after', after],
      ] as const) {
        const e = byText(text);
        expect(e.startDate.zone?.tzid).toBe(ZONE);
        expect(e.startDate.hour).toBe(9);
        expect(e.startDate.toJSDate().getTime()).toBe(at.toMillis());
      }
      expect(before.offset).not.toBe(after.offset);
    } finally {
      ICAL.TimezoneService.remove(ZONE);
    }
  });

  it('the staff schedule per person: all-day events with stable UIDs; a change raises SEQUENCE', async () => {
    const read = async (query: Record<string, string> = {}) => {
      const res = await feed({ from: day1, to: day2, staffMemberId: a.staffIds.Housekeeper as string, ...query });
      expect(res.statusCode, res.body).toBe(200);
      return new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => ({
        uid: String(v.getFirstPropertyValue('uid')),
        sequence: Number(v.getFirstPropertyValue('sequence')),
        start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
        isDate: (v.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
        summary: String(v.getFirstPropertyValue('summary')),
      }));
    };
    const first = await read();
    expect(first.map((e) => [e.start, e.isDate])).toEqual([
      [day1, true],
      [day2, true],
    ]);
    expect(first[0]?.summary).toContain('Hskp: rooms 101, 102');
    expect(await read()).toEqual(first);

    // SEQUENCE counts seconds since the last change: make that change an hour old.
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update staff_assignments set updated_at = updated_at - interval '1 hour'`),
    );
    const aged = await read();
    const changed = await call('nurse', '/api/calendar/import', request(rota(day1, day2, 'S-6: rooms 102')));
    expect(changed.json().counts.update).toBe(1);
    const second = await read();
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    expect(second[1]?.sequence).toBeGreaterThan(aged[1]?.sequence as number);
    expect(second[0]?.sequence).toBe(aged[0]?.sequence);
  });

  it('a wrong or replaced key, or another site, is 404 alike; the key never reaches the logs', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ config: t.ctx.config, database: t.database, logger: pino(loggerOptions('info'), sink) });
    try {
      expect((await feed({}, logged.app)).statusCode).toBe(200);
      const old = key;
      key = (await call('admin', '/api/facility/generateapikey', { facilityId: site })).json().apiKey;
      const stale = await logged.app.inject({ method: 'GET', url: `/api/calendar/feed/${site}.ics?key=${old}` });
      expect(stale.statusCode).toBe(404);
      const otherSite = await logged.app.inject({ method: 'GET', url: `/api/calendar/feed/${a.siteIds[1]}.ics?key=${key}` });
      expect(otherSite.statusCode).toBe(404);
      expect(stale.json()).toEqual(otherSite.json());
      expect((await feed({}, logged.app)).statusCode).toBe(200);
      const all = lines.join('');
      expect(all).toContain(`/api/calendar/feed/${site}.ics`);
      expect(all).not.toContain(old);
      expect(all).not.toContain(key);
      expect(all).not.toContain(key.slice(8));
    } finally {
      await logged.app.close();
    }
  });
});
