import * as z from 'zod/mini';
import { trimmed, ZId, ZIsoDateTime, ZLanguage } from './common.ts';
import { ZLocalDate } from './schedules.ts';
import { ZAssignment } from './staff-schedule.ts';

// Calendars (import profiles, calendar export options, POST /facility/calendarimportprofiles): an .ics file imported as staff schedule assignments through a
// profile (filters, mapping, value replacements), and a subscribable .ics feed authenticated by the site
// API key.

/** The largest .ics text the server parses (characters of the uploaded file). */
export const CALENDAR_FILE_MAX_CHARS = 2 * 1024 * 1024;
/** The longest range a file is expanded over (recurring events give one row per occurrence). */
export const CALENDAR_RANGE_MAX_DAYS = 92;
/** The most occurrences one file may give over the range. */
export const CALENDAR_MAX_OCCURRENCES = 2000;
/** Longest filter or mapping pattern (a regular expression). */
export const CALENDAR_PATTERN_MAX = 200;
/** Only the first this many characters of a field are tested against a pattern. */
export const CALENDAR_TEST_INPUT_MAX = 2000;
export const CALENDAR_PROFILES_MAX = 50;

/** Fields of an event that filters and the mapping read (categories and attendees as comma-separated text). */
export const CALENDAR_SOURCE_FIELDS = ['summary', 'description', 'location', 'categories', 'organizer', 'attendees', 'uid'] as const;
export const ZCalendarSourceField = z.enum(CALENDAR_SOURCE_FIELDS);
export type TCalendarSourceField = z.infer<typeof ZCalendarSourceField>;

/**
 * Assignment fields the mapping fills. staffMember: by staff ID, email or name; roomNumbers: a list split
 * at commas, semicolons, line breaks and ' and '; facilityAreas: area names or paths ('East Wing / Floor 1'),
 * split like rooms; roomType: by name; cleanType: a clean type of the site's routines; task, description: text.
 */
export const CALENDAR_TARGET_FIELDS = [
  'staffMember',
  'roomNumbers',
  'facilityAreas',
  'roomType',
  'cleanType',
  'task',
  'description',
] as const;
export const ZCalendarTargetField = z.enum(CALENDAR_TARGET_FIELDS);
export type TCalendarTargetField = z.infer<typeof ZCalendarTargetField>;

const pattern = z.string().check(z.maxLength(CALENDAR_PATTERN_MAX));

/**
 * Keeps (include) or drops (exclude) the events whose field matches the regular expression (case
 * insensitive). An event is imported when it matches every include filter and no exclude filter.
 */
export const ZCalendarFilter = z.object({
  field: ZCalendarSourceField,
  mode: z.enum(['include', 'exclude']),
  pattern: pattern.check(z.minLength(1)),
});
export type TCalendarFilter = z.infer<typeof ZCalendarFilter>;

/**
 * Fills a target field from a source field. With `pattern` (a regular expression), only its first
 * capture group (or the whole match) is taken, and an event it does not match gives nothing. Several
 * mappings to one target: text targets take the first that gives a value, list targets join them.
 */
export const ZCalendarMapping = z.object({
  source: ZCalendarSourceField,
  target: ZCalendarTargetField,
  pattern: z._default(z.nullable(pattern), null),
});
export type TCalendarMapping = z.infer<typeof ZCalendarMapping>;

/**
 * Replaces a mapped value before it is looked up: for list targets each item, for the others the whole
 * value; `from` is compared case-insensitively and without surrounding spaces (e.g. 'Hskp' to a staff ID).
 */
export const ZCalendarReplacement = z.object({
  target: ZCalendarTargetField,
  from: trimmed(1, 200),
  to: z.string().check(z.trim(), z.maxLength(300)),
});
export type TCalendarReplacement = z.infer<typeof ZCalendarReplacement>;

/** What an import profile holds (name, filters, source/target field mapping, value replacements). */
export const ZCalendarProfileRules = z.object({
  filters: z._default(z.array(ZCalendarFilter).check(z.maxLength(50)), []),
  mapping: z._default(z.array(ZCalendarMapping).check(z.maxLength(50)), []),
  replacements: z._default(z.array(ZCalendarReplacement).check(z.maxLength(500)), []),
});
export type TCalendarProfileRules = z.infer<typeof ZCalendarProfileRules>;
export type TCalendarProfileRulesInput = z.input<typeof ZCalendarProfileRules>;

export const ZCalendarImportProfile = z.object({
  ...ZCalendarProfileRules.shape,
  id: ZId,
  name: trimmed(1, 100),
  /** The wizard's 'Include cancelled events' as the profile saved it (sent as the request's includeCancelled). */
  includeCancelled: z._default(z.boolean(), false),
});
export type TCalendarImportProfile = z.infer<typeof ZCalendarImportProfile>;

/** POST /facility/calendarimportprofiles: the site's profiles as a whole list (a profile left out is deleted). */
export const ZSaveCalendarProfiles = z.object({
  facilityId: ZId,
  profiles: z
    .array(
      z.object({
        ...ZCalendarProfileRules.shape,
        id: z.optional(ZId),
        name: trimmed(1, 100),
        includeCancelled: z._default(z.boolean(), false),
      }),
    )
    .check(z.maxLength(CALENDAR_PROFILES_MAX)),
});
export type TSaveCalendarProfiles = z.infer<typeof ZSaveCalendarProfiles>;
export const ZCalendarProfileList = z.object({ profiles: z.array(ZCalendarImportProfile) });
export type TCalendarProfileList = z.infer<typeof ZCalendarProfileList>;

/**
 * POST /calendar/import/preview and /calendar/import: the .ics text, the rules (a saved profile's, or
 * edited in the wizard), and the site-local days to expand recurring events over (at most 92 days).
 */
export const ZCalendarImportRequest = z.object({
  facilityId: ZId,
  fileText: z.string().check(z.minLength(1), z.maxLength(CALENDAR_FILE_MAX_CHARS)),
  from: ZLocalDate,
  to: ZLocalDate,
  rules: ZCalendarProfileRules,
  /**
   * Read the file's cancelled events and occurrences (STATUS:CANCELLED) too, as 'cancelled' rows: an import
   * removes the assignment an earlier import made of one and skips the others. Left out of the file when off.
   */
  includeCancelled: z.optional(z.boolean()),
});
export type TCalendarImportRequest = z.infer<typeof ZCalendarImportRequest>;

/** One occurrence of an event of the file, as read (times as instants, days in the site's zone). */
export const ZCalendarEvent = z.object({
  uid: z.string(),
  /** The occurrence's original start (RFC 5545 RECURRENCE-ID) as written, null for a single event. */
  recurrenceId: z.nullable(z.string()),
  summary: z.string(),
  description: z.string(),
  location: z.string(),
  categories: z.string(),
  organizer: z.string(),
  attendees: z.string(),
  allDay: z.boolean(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  /** The site-local first and last day the occurrence touches. */
  startDate: ZLocalDate,
  endDate: ZLocalDate,
  /** The physical line of the file where the event (its VEVENT) begins. */
  line: z.number(),
  /** The event's STATUS (RFC 5545 3.8.1.11) when it gives one; cancelled ones are left out unless asked for. */
  status: z.optional(z.enum(['tentative', 'confirmed', 'cancelled'])),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

export const CALENDAR_ROW_ACTIONS = ['create', 'update', 'unchanged', 'invalid', 'filtered', 'cancelled'] as const;
export type TCalendarRowAction = (typeof CALENDAR_ROW_ACTIONS)[number];

export const ZCalendarProblem = z.object({
  /** The assignment field (staffMemberId, roomNumbers, cleanType, task, startDate, ...) the problem belongs to. */
  field: z.string(),
  code: z.string(),
  message: z.string(),
  params: z.optional(z.record(z.string(), z.string())),
});
export type TCalendarProblem = z.infer<typeof ZCalendarProblem>;

/** The assignment fields of a review row as the server answers them (plain values, no defaults). */
export const ZCalendarAssignment = z.omit(ZAssignment, {
  id: true,
  facilityId: true,
  started: true,
  completed: true,
  state: true,
  updatedAt: true,
});

/** The review of one occurrence: the assignment it gives, or why not. Invalid rows are never imported. */
export const ZCalendarReviewRow = z.object({
  event: ZCalendarEvent,
  action: z.enum(CALENDAR_ROW_ACTIONS),
  assignment: z.nullable(ZCalendarAssignment),
  problems: z.array(ZCalendarProblem),
  /** The assignment an earlier import made of this occurrence (update/unchanged; cancelled: the one an import removes). */
  assignmentId: z.nullable(ZId),
});
export type TCalendarReviewRow = z.infer<typeof ZCalendarReviewRow>;

export const ZCalendarCounts = z.object({
  total: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  invalid: z.number(),
  filtered: z.number(),
  /** Cancelled occurrences read (with includeCancelled): never imported. */
  cancelled: z._default(z.number(), 0),
});
export type TCalendarCounts = z.infer<typeof ZCalendarCounts>;

export const ZCalendarReview = z.object({
  rows: z.array(ZCalendarReviewRow),
  counts: ZCalendarCounts,
  /** The site's zone the days are in. */
  timeZone: z.string(),
});
export type TCalendarReview = z.infer<typeof ZCalendarReview>;

export const ZCalendarImportResult = z.object({
  counts: ZCalendarCounts,
  createdIds: z.array(ZId),
  updatedIds: z.array(ZId),
  /** Assignments of cancelled occurrences removed (or, once started, ended yesterday). */
  removedIds: z._default(z.array(ZId), []),
});
export type TCalendarImportResult = z.infer<typeof ZCalendarImportResult>;

/**
 * GET /calendar/feed/{facilityId}.ics ("Calendar export options"). `key` is the site API
 * key (a calendar app cannot send headers). Without any include flag the staff schedule is included.
 */
export const ZCalendarFeedQuery = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(200)),
  /** One staff member's feed; the whole site without it. */
  staffMemberId: z.optional(ZId),
  schedule: z.optional(z.enum(['0', '1'])),
  tasks: z.optional(z.enum(['0', '1'])),
  cleans: z.optional(z.enum(['0', '1'])),
  /** The clean schedule as 15-minute appointments at each routine's start (else its whole time window). */
  appointments: z.optional(z.enum(['0', '1'])),
  /** Site-local first and last day; default from 7 days ago to 28 days ahead, at most 92 days. */
  from: z.optional(ZLocalDate),
  to: z.optional(ZLocalDate),
  /**
   * The feed's SOURCE / URL property (the address the calendar app subscribed to): an http(s) address only,
   * since calendar apps show it as a link (a javascript: or data: one would run where it is opened).
   */
  source: z.optional(z.httpUrl().check(z.maxLength(500))),
  /**
   * The language of event titles and descriptions, configuration names included (the export dialog sets
   * its user's); without it, the language the site's configuration is written in.
   */
  language: z.optional(ZLanguage),
});
export type TCalendarFeedQuery = z.infer<typeof ZCalendarFeedQuery>;

/**
 * What the site's calendar feed may show to anyone holding its address. Off by default: room numbers and
 * clean types instead of room states ('Room 107: Isolation'), staff initials instead of full names.
 */
export const ZCalendarFeedPrivacy = z.object({
  showRoomStates: z.boolean(),
  showStaffNames: z.boolean(),
});
export type TCalendarFeedPrivacy = z.infer<typeof ZCalendarFeedPrivacy>;

/** POST /facility/calendarfeedprivacy (FacilityAdministrator and above). */
export const ZSaveCalendarFeedPrivacy = z.object({ facilityId: ZId, ...ZCalendarFeedPrivacy.shape });
export type TSaveCalendarFeedPrivacy = z.infer<typeof ZSaveCalendarFeedPrivacy>;
