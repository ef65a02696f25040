import { addDays } from '@carehome/domain';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import { withTenant } from '../../platform/db/database.ts';

// The calendar feed as other calendar apps read it: stamps in UTC, the last line ended, an http(s) source
// only, and what a feed address shows to whoever holds it (room numbers, clean types and initials unless
// the site turns on room states and full names).

const ZONE = 'America/Toronto';
let t: TestContext;
let a: OrgFixture;
let site: string;
let key: string;
const tokens: Record<string, string> = {};
const today = DateTime.now().setZone(ZONE).toISODate() as string;
const day = addDays(today, 2);
let housekeeper: { first: string; last: string };

const call = (who: string, url: string, payload?: unknown, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });
const feed = (query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/calendar/feed/${site}.ics`, query: { key, from: today, to: addDays(today, 7), ...query } });

/** The feed's events by summary, read with ical.js. */
async function events(query: Record<string, string> = {}) {
  const res = await feed({ schedule: '1', tasks: '1', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => ({
    summary: String(v.getFirstPropertyValue('summary')),
    description: String(v.getFirstPropertyValue('description') ?? ''),
  }));
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Feed');
  site = a.siteIds[0];
  for (const [who, role] of [
    ['admin', 'MultiFacilityAdministrator'],
    ['manager', 'FacilityAdministrator'],
    ['nurse', 'Nursing'],
  ] as const) {
    tokens[who] = (await login(t, a.emails[role] as string)).token.token;
  }
  key = (await call('admin', '/api/facility/generateapikey', { facilityId: site })).json().apiKey;
  const cfg = await call('manager', `/api/housekeeping?facilityId=${site}`, undefined, 'GET');
  const type = cfg.json()[0].roomTypes[0];
  const layout = await call('manager', '/api/facility/rooms', {
    facilityId: site,
    areas: [],
    rooms: [{ areaId: null, roomNumber: '107', roomTypeId: type.id }],
  });
  expect(layout.statusCode, layout.body).toBe(200);
  const roomId = (layout.json().rooms as { id: string }[])[0]?.id as string;
  const staffId = a.staffIds.Housekeeper as string;
  const schedule = await call('manager', '/api/staffSchedule', { facilityId: site, from: today, to: today });
  const member = (schedule.json().staff as { id: string; name: string }[]).find((s) => s.id === staffId);
  const [first = '', ...rest] = (member?.name ?? '').split(' ');
  housekeeper = { first, last: rest.join(' ') };
  const added = await call('manager', '/api/staffSchedule/addassignment', {
    facilityId: site,
    assignment: { staffMemberId: staffId, description: 'Morning rooms', startDate: day, endDate: day, roomNumbers: ['107'] },
  });
  expect(added.statusCode, added.body).toBe(200);
  // A room state's clean, as setting a state makes it: the state's name is the task's description.
  await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.insert(outstandingTasks).values({
      tenantId: a.tenantId,
      roomId,
      taskKey: 'state-room-clean',
      taskType: 'State Room Clean',
      description: 'Isolation',
      cleanType: 'Isolation Clean',
      startDate: DateTime.fromISO(`${day}T10:00`, { zone: ZONE }).toJSDate(),
    }),
  );
});
afterAll(() => t.close());

describe('calendar feed format', () => {
  it('writes DTSTAMP and LAST-MODIFIED in UTC with Z, and ends every line, the last one too, with CRLF', async () => {
    const res = await feed({ schedule: '1', tasks: '1' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.body;
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n');
    const stamps = lines.filter((l) => /^(DTSTAMP|LAST-MODIFIED)[:;]/.test(l));
    // Two events (the assignment's day and the task), each with both stamps.
    expect(stamps.length).toBe(4);
    for (const line of stamps) expect(line).toMatch(/^(DTSTAMP|LAST-MODIFIED):\d{8}T\d{6}Z$/);
    // A stamp names the moment of the last change: within a minute of now, read as UTC.
    const first = stamps[0]?.split(':')[1] as string;
    const at = DateTime.fromFormat(first, "yyyyLLdd'T'HHmmss'Z'", { zone: 'utc' });
    expect(Math.abs(at.toMillis() - Date.now())).toBeLessThan(5 * 60_000);
    // Timed events keep the site's zone and its VTIMEZONE.
    expect(lines.some((l) => l.startsWith(`DTSTART;TZID=${ZONE}:`))).toBe(true);
    expect(lines).toContain(`TZID:${ZONE}`);
  });

  it('accepts an http(s) source and refuses any other scheme with a 400 naming the field', async () => {
    const ok = await feed({ source: 'https://calendar.example.org/feed.ics' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toContain('SOURCE;VALUE=URI:https://calendar.example.org/feed.ics');
    for (const source of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.org/a.ics', 'file:///etc/passwd']) {
      const res = await feed({ source });
      expect(res.statusCode, source).toBe(400);
      expect(res.body).not.toContain(source);
      const { errors } = res.json() as { errors: { field: string }[] };
      expect(errors.map((e) => e.field)).toContain('querystring.source');
    }
  });
});

describe('calendar feed privacy', () => {
  it('by default shows room numbers, clean types and staff initials, never a room state or a full name', async () => {
    const read = await call('nurse', `/api/facility/calendarfeedprivacy?facilityId=${site}`, undefined, 'GET');
    expect(read.json()).toEqual({ showRoomStates: false, showStaffNames: false });
    const list = await events();
    const text = JSON.stringify(list);
    expect(list.map((e) => e.summary).sort()).toEqual(
      [`${housekeeper.first[0]}. ${housekeeper.last[0]?.toUpperCase()}.: Morning rooms`, 'Room 107: Isolation Clean'].sort(),
    );
    expect(text).not.toContain('Isolation"');
    expect(text).not.toContain('Room 107: Isolation"');
    expect(text).not.toContain(housekeeper.last);
  });

  it('shows room states and full names once a site administrator turns them on; a nurse may not', async () => {
    const body = { facilityId: site, showRoomStates: true, showStaffNames: true };
    expect((await call('nurse', '/api/facility/calendarfeedprivacy', body)).statusCode).toBe(403);
    const saved = await call('manager', '/api/facility/calendarfeedprivacy', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ showRoomStates: true, showStaffNames: true });
    const summaries = (await events()).map((e) => e.summary).sort();
    expect(summaries).toEqual([`${housekeeper.first} ${housekeeper.last}: Morning rooms`, 'Room 107: Isolation'].sort());

    // Each choice on its own: names back to initials, states still shown.
    await call('manager', '/api/facility/calendarfeedprivacy', { ...body, showStaffNames: false });
    const again = (await events()).map((e) => e.summary);
    expect(again).toContain('Room 107: Isolation');
    expect(again.join('\n')).not.toContain(housekeeper.last);
  });

  it('another organization’s site is 404, and a missing choice is a 400 naming it', async () => {
    const other = await createOrganization(t, 'FeedOther');
    const theirs = await call('manager', '/api/facility/calendarfeedprivacy', {
      facilityId: other.siteIds[0],
      showRoomStates: true,
      showStaffNames: true,
    });
    expect(theirs.statusCode).toBe(404);
    const partial = await call('manager', '/api/facility/calendarfeedprivacy', { facilityId: site, showRoomStates: true });
    expect(partial.statusCode).toBe(400);
    expect((partial.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('showStaffNames');
  });
});
