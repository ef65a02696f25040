import { CALENDAR_RANGE_MAX_DAYS, type TCalendarFeedQuery } from '@carehome/contracts';
import { addDays, bucketsBetween, coveredDates, coversRoom, daysBetween, siteToday } from '@carehome/domain';
import ical, { type ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import type { AppContext } from '../../platform/app-context.ts';
import { consume, reserve, THROTTLE_SCALE } from '../../platform/auth/throttle.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { findConfig, type StoredConfig } from '../housekeeping/index.ts';
import { listAssignmentRows, loadSitePlan, type SitePlan } from '../staff-schedule/index.ts';
import { findFeedSite, listRoomTasks } from './calendar-feed.repository.ts';
import { type FeedWords, feedWords } from './calendar-feed.texts.ts';
import { touchFeedKey } from './calendar-feed-keys.repository.ts';
import { vtimezone } from './vtimezone.ts';

// The subscribable .ics feed of a site (the site's calendar export options).
// Calendar apps cannot send headers, so the site API key or one of the site's feed keys is in the URL's
// query string: the request log drops query strings (platform/logging.ts), and only the key's SHA-256 is
// stored and compared. Titles and descriptions are in the feed's language (its `language` option; the
// language the site's names are written in without it), configuration names through their translations.

/** Wrong keys from one address: a guesser is stopped long before a 240-bit key could be found. */
const FEED_ADDRESS_RULE = { scope: 'calendar-feed-address', max: 30 * THROTTLE_SCALE, windowSeconds: 900 };
/** Feed reads per site: calendar apps poll every few hours; a few subscribers per person fit. */
const FEED_SITE_RULE = { scope: 'calendar-feed-site', max: 120 * THROTTLE_SCALE, windowSeconds: 3600 };
const APPOINTMENT_MINUTES = 15;
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
const HOST = 'carehome-housekeeping';

/** SEQUENCE of an event: seconds since 2024 of its last change, so every change gives a larger number. */
const sequenceOf = (changed: Date) => Math.max(0, Math.floor((changed.getTime() - SEQUENCE_EPOCH_MS) / 1000));

/** The site the key opens: its API key, or one of its own feed addresses (marked as read now). */
async function siteOfKey(ctx: AppContext, facilityId: string, key: string) {
  const keyHash = hashToken(key);
  return withPlatform(ctx.database.db, async (tx) =>
    findFeedSite(tx, facilityId, (await touchFeedKey(tx, facilityId, keyHash)) ? null : keyHash),
  );
}

/** GET /calendar/feed/{facilityId}.ics: the site's calendar for the options asked for. */
export async function calendarFeed(ctx: AppContext, facilityId: string, q: TCalendarFeedQuery, address: string): Promise<string> {
  // The key first: only a wrong key takes a place under the address's limit, so wrong keys from an
  // address never refuse the right one from it. A wrong, revoked or replaced key and an unknown site answer alike.
  const site = await siteOfKey(ctx, facilityId, q.key);
  if (!site) {
    const attempt = await reserve(ctx.database.db, [{ rule: FEED_ADDRESS_RULE, key: address }]);
    if (!attempt.ok) throw new AppError(429, 'rate_limited', [], {}, attempt.retryAfterSeconds);
    throw notFound();
  }
  await consume(ctx.database.db, FEED_SITE_RULE, site.id);

  const today = siteToday(site.timeZone);
  const from = q.from ?? addDays(today, -7);
  const to = q.to ?? addDays(today, 28);
  if (to < from) throw fieldError('to', 'calendar.range_order');
  if (daysBetween(from, to) >= CALENDAR_RANGE_MAX_DAYS)
    throw fieldError('to', 'calendar.range_too_long', 400, { days: CALENDAR_RANGE_MAX_DAYS });
  const wanted = {
    schedule: q.schedule === '1' || (q.tasks !== '1' && q.cleans !== '1'),
    tasks: q.tasks === '1',
    cleans: q.cleans === '1',
  };

  const events = await withTenant(ctx.database.db, site.tenantId, async (tx) => {
    const plan = await loadSitePlan(tx, site.id);
    const config = await findConfig(tx, site.id);
    const words = feedWords(q.language ?? config?.document.language ?? 'en', config?.document);
    if (q.staffMemberId && !plan.staffById.has(q.staffMemberId)) throw notFound();
    const assignments = (await listAssignmentRows(tx, site.id, from, to)).filter(
      (a) => !q.staffMemberId || a.staffMemberId === q.staffMemberId,
    );
    // A person's feed has the tasks and cleans of the rooms their assignments cover.
    const roomFilter = q.staffMemberId ? (room: SitePlan['rooms'][number]) => assignments.some((a) => coversRoom(a, room)) : () => true;
    return [
      ...(wanted.schedule ? scheduleEvents(plan, assignments, { from, to }, words, site.showStaffNames) : []),
      ...(wanted.tasks ? await taskEvents(tx, plan, roomFilter, { from, to }, words, site.showRoomStates) : []),
      ...(wanted.cleans && config ? cleanEvents(config, plan, roomFilter, { from, to }, words, q.appointments === '1') : []),
    ];
  });

  const years = [Number(from.slice(0, 4)), Number(to.slice(0, 4))] as const;
  const calendar = ical({
    name: site.name,
    prodId: { company: 'Care home housekeeping', product: 'Calendar feed', language: 'EN' },
    // No calendar-wide zone: ical-generator writes DTSTAMP and LAST-MODIFIED in the calendar's zone without
    // a Z (other clients then read them as their own local time). The timed events carry the site's zone,
    // and the generator still adds its VTIMEZONE for them.
    timezone: { name: null, generator: (zone) => vtimezone(zone, years[0] - 1, years[1] + 1) },
    x: { 'X-WR-TIMEZONE': site.timeZone },
    ttl: 60 * 60,
    ...(q.source ? { source: q.source, url: q.source } : {}),
  });
  for (const e of events) calendar.createEvent({ ...e, timezone: e.allDay ? null : site.timeZone });
  // RFC 5545: every content line, END:VCALENDAR too, ends with CRLF.
  return `${calendar.toString().replace(/(\r\n)*$/, '')}\r\n`;
}

/** 'Ada Lovelace' as 'A. L.': who is on a shift, without a full name in every calendar the feed reaches. */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => `${[...n][0]?.toUpperCase()}.`)
    .join(' ');
}

type FeedEvent = ICalEventData & { allDay: boolean };

/** The feed's site-local first and last day. */
interface FeedRange {
  from: string;
  to: string;
}

function scheduleEvents(
  plan: SitePlan,
  assignments: Awaited<ReturnType<typeof listAssignmentRows>>,
  { from, to }: FeedRange,
  { t, say, name }: FeedWords,
  fullNames: boolean,
): FeedEvent[] {
  const typeName = new Map(plan.roomTypes.map((t) => [t.id, t.name]));
  const areaName = new Map(plan.areas.map((a) => [a.id, a.name]));
  return assignments.flatMap((a) => {
    const member = a.staffMemberId ? plan.staffById.get(a.staffMemberId) : undefined;
    const who = !member
      ? t.unassigned
      : fullNames
        ? `${member.firstName} ${member.lastName}`
        : initialsOf(member.firstName, member.lastName);
    const what = a.description ?? a.task ?? (a.cleanType ? name(a.cleanType) : t.assignment);
    const covered = plan.rooms.filter((r) => coversRoom(a, r)).map((r) => r.roomNumber);
    const details = [
      covered.length ? say('rooms', { value: covered.join(', ') }) : null,
      a.facilityAreas.length ? say('areas', { value: a.facilityAreas.map((id) => areaName.get(id) ?? id).join(', ') }) : null,
      a.roomTypeId ? say('roomType', { value: name(typeName.get(a.roomTypeId) ?? '') }) : null,
      a.cleanType ? say('cleanType', { value: name(a.cleanType) }) : null,
      a.task ? say('task', { value: a.task }) : null,
    ].filter(Boolean);
    return coveredDates(a, from, to).map(
      (date): FeedEvent => ({
        id: `assignment-${a.id}-${date}@${HOST}`,
        allDay: true,
        start: DateTime.fromISO(date, { zone: plan.timeZone }),
        end: DateTime.fromISO(addDays(date, 1), { zone: plan.timeZone }),
        summary: `${who}: ${what}`,
        description: details.join('\n'),
        sequence: sequenceOf(a.updatedAt),
        stamp: a.updatedAt,
        lastModified: a.updatedAt,
      }),
    );
  });
}

/** Outstanding tasks; a room state's name (a task's description, e.g. 'Isolation') only when the site shows them. */
async function taskEvents(
  tx: Executor,
  plan: SitePlan,
  keep: (room: SitePlan['rooms'][number]) => boolean,
  { from, to }: FeedRange,
  { say, name, taskType }: FeedWords,
  roomStates: boolean,
) {
  const roomIds = plan.rooms.filter(keep).map((r) => r.id);
  if (!roomIds.length) return [];
  const numberOf = new Map(plan.rooms.map((r) => [r.id, r.roomNumber]));
  const tasks = await listRoomTasks(tx, plan.facilityId, roomIds);
  return tasks
    .map((t): FeedEvent | null => {
      const start = DateTime.fromJSDate(t.startDate, { zone: plan.timeZone });
      const day = start.toISODate() as string;
      if (day < from || day > to) return null;
      return {
        id: `task-${t.roomId}-${t.taskKey}@${HOST}`,
        allDay: false,
        start,
        end:
          t.endDate && t.endDate > t.startDate
            ? DateTime.fromJSDate(t.endDate, { zone: plan.timeZone })
            : start.plus({ minutes: APPOINTMENT_MINUTES }),
        summary: say('roomTask', {
          room: numberOf.get(t.roomId) ?? '',
          what: name((roomStates ? t.description : null) ?? t.cleanType ?? '') || taskType(t.taskType),
        }),
        description: [taskType(t.taskType), t.cleanType ? name(t.cleanType) : null].filter(Boolean).join(' · '),
        sequence: sequenceOf(t.updatedAt),
        stamp: t.updatedAt,
        lastModified: t.updatedAt,
      };
    })
    .filter((e): e is FeedEvent => e !== null);
}

/** The routines' clean schedule per room type: each time bucket, or a 15-minute appointment at its start. */
function cleanEvents(
  config: StoredConfig,
  plan: SitePlan,
  keep: (room: SitePlan['rooms'][number]) => boolean,
  { from, to }: FeedRange,
  { say, name }: FeedWords,
  appointments: boolean,
): FeedEvent[] {
  const types = new Set(plan.rooms.filter(keep).map((r) => r.roomTypeId));
  const fromAt = DateTime.fromISO(from, { zone: plan.timeZone }).toJSDate();
  const toAt = DateTime.fromISO(addDays(to, 1), { zone: plan.timeZone }).toJSDate();
  const generated = new Date();
  return config.document.roomTypes
    .filter((t) => types.has(t.id))
    .flatMap((t) =>
      t.routines.flatMap((routine) => {
        // An outbreak routine is due only while an outbreak runs: not a clean the calendar plans ahead.
        if (!routine.schedule || routine.outbreakOnly) return [];
        const roomCount = plan.rooms.filter((r) => r.roomTypeId === t.id && keep(r)).length;
        return bucketsBetween(routine.schedule, plan.timeZone, fromAt, toAt).map(
          (b): FeedEvent => ({
            id: `clean-${t.id}-${encodeURIComponent(routine.cleanType)}-${b.start.getTime()}@${HOST}`,
            allDay: false,
            start: DateTime.fromJSDate(b.start, { zone: plan.timeZone }),
            end: DateTime.fromJSDate(appointments || !b.end ? new Date(b.start.getTime() + APPOINTMENT_MINUTES * 60_000) : b.end, {
              zone: plan.timeZone,
            }),
            summary: `${name(routine.cleanType)} · ${name(t.roomType)}`,
            description: say('cleanDue', {
              count: String(roomCount),
              due: DateTime.fromJSDate(b.due, { zone: plan.timeZone }).toFormat('yyyy-LL-dd HH:mm'),
            }),
            // The configuration's version grows with every save of the routines.
            sequence: config.version,
            stamp: generated,
          }),
        );
      }),
    );
}
