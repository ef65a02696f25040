import {
  CALENDAR_FILE_MAX_CHARS,
  ZCalendarFeedKeyCreated,
  ZCalendarFeedKeyList,
  ZCalendarFeedPrivacy,
  ZCalendarFeedQuery,
  ZCalendarImportRequest,
  ZCalendarImportResult,
  ZCalendarProfileList,
  ZCalendarReview,
  ZCreateCalendarFeedKey,
  ZId,
  ZRevokeCalendarFeedKey,
  ZSaveCalendarFeedPrivacy,
  ZSaveCalendarProfiles,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { type RouteAccess, requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { calendarFeed } from './calendar-feed.service.ts';
import { createFeedKey, getFeedKeys, revokeFeedKey } from './calendar-feed-keys.service.ts';
import { getFeedPrivacy, saveFeedPrivacy } from './calendar-feed-privacy.service.ts';
import { importCalendar, previewImport } from './calendar-import.service.ts';
import { closeCalendarPool } from './calendar-pool.ts';
import { getCalendarProfiles, saveCalendarProfiles } from './calendar-profiles.service.ts';

const tags = ['calendars'];
/** The file's text in JSON: up to 2 MB of characters, a few escaped ones (quotes, line breaks) taking two bytes. */
const IMPORT_BODY_LIMIT = CALENDAR_FILE_MAX_CHARS * 2 + 64 * 1024;

const IMPORT_HELP =
  'Body: the .ics file as text (`fileText`, at most 2 MB), the site-local days to expand recurring events over ' +
  '(`from`..`to`, at most 92 days) and the rules (filters, mapping, replacements: a saved profile’s, or edited in the ' +
  'wizard). A file that cannot be read is 400 `calendar.parse_error` on `fileText` with `params.line` (the physical line, ' +
  'from 1), `params.problem` (a stable key such as `invalid_date`, with its values) and `params.reason` (English); ' +
  'a pattern the engine refuses is 400 `calendar.invalid_regex` on `rules.filters.N.pattern` ' +
  'or `rules.mapping.N.pattern` with `params.reason` and `params.problem` (a stable key: patterns use RE2 syntax, ' +
  'linear-time, with no back-references or look-around); ' +
  'more than 2,000 occurrences is 400 `calendar.too_many_events`. The file is read in a worker thread with a time and ' +
  'memory budget (CALENDAR_READ_BUDGET_MS, CALENDAR_WORKER_MEMORY_MB): a file over it is 400 `calendar.too_complex` on ' +
  '`fileText`; when too many files are being read already the answer is 503 `calendar.busy` with Retry-After.';

/**
 * Calendars: the .ics import wizard's preview and import, the site's
 * import profiles (POST /facility/calendarimportprofiles), Nursing and above in their own site; and the
 * subscribable .ics feed, public but authenticated by the site API key in its URL.
 */
export function calendarSyncRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: { minRole: 'Nursing' as const } };
    /** Feed addresses: a supervisor hands them out without the organization administrator. */
    const feedKeys = { access: { minRole: 'LeadHousekeeper' as const } };
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });
    /** A read of one of the site's calendar settings: the site in the query string. */
    const siteSetting = (description: string, response: z.ZodMiniType, access: { access: RouteAccess } = config) => ({
      config: access,
      schema: { tags, description, querystring: z.object({ facilityId: ZId }), response: ok(response) },
    });
    app.addHook('onClose', async () => closeCalendarPool(ctx));

    app.post(
      '/calendar/import/preview',
      {
        config,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          description:
            'The review step of the import wizard: each occurrence of the file over the range with the assignment it gives ' +
            '(`action` create, update, unchanged, invalid with `problems`, filtered, or cancelled with includeCancelled) and the counts. Nothing is saved. ' +
            IMPORT_HELP,
          body: ZCalendarImportRequest,
          response: ok(ZCalendarReview),
        },
      },
      async (req) => previewImport(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/calendar/import',
      {
        config,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          description:
            'Imports the file as staff schedule assignments in one transaction: the rows the preview shows as create are ' +
            'created, those shown as update are changed (a started assignment is split like any change), invalid, unchanged ' +
            'and filtered rows are left as they are; a cancelled row removes the assignment an earlier import made of it (removedIds). Importing the same file again creates nothing new. ' +
            IMPORT_HELP,
          body: ZCalendarImportRequest,
          response: ok(ZCalendarImportResult),
        },
      },
      async (req) => importCalendar(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get('/facility/calendarimportprofiles', siteSetting('The site’s calendar import profiles.', ZCalendarProfileList), async (req) =>
      getCalendarProfiles(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/facility/calendarimportprofiles',
      {
        config,
        schema: {
          tags,
          description:
            'Saves the site’s import profiles as a whole list (a profile left out is deleted; one without an id, or with an id ' +
            'that is not one of the site’s, is created). Names are unique per site (409 `calendar.duplicate_profile_name`).',
          body: ZSaveCalendarProfiles,
          response: ok(ZCalendarProfileList),
        },
      },
      async (req) => saveCalendarProfiles(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/facility/calendarfeedprivacy',
      siteSetting(
        'What the site’s calendar feed shows: room states and staff full names (both off unless the site turns them on).',
        ZCalendarFeedPrivacy,
      ),
      async (req) => getFeedPrivacy(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/facility/calendarfeedprivacy',
      {
        config: { access: { minRole: 'FacilityAdministrator' as const } },
        schema: {
          tags,
          description:
            'Turns on or off room states (‘Room 107: Isolation’ instead of the room’s clean type) and staff full names (instead ' +
            'of initials) in the site’s calendar feed, for everyone holding a feed address. FacilityAdministrator and above.',
          body: ZSaveCalendarFeedPrivacy,
          response: ok(ZCalendarFeedPrivacy),
        },
      },
      async (req) => saveFeedPrivacy(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/facility/calendarfeedkeys',
      siteSetting(
        'The site’s feed addresses (label, who created it, when, last read); never their keys. LeadHousekeeper and above.',
        ZCalendarFeedKeyList,
        feedKeys,
      ),
      async (req) => getFeedKeys(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/facility/calendarfeedkeys',
      {
        config: feedKeys,
        schema: {
          tags,
          description:
            'Creates a feed address of the site for one calendar app (`label`, such as ‘Mei’s phone’): `key` opens the site’s ' +
            'calendar feed like the site API key and is answered only now (only its SHA-256 is kept). LeadHousekeeper and above.',
          body: ZCreateCalendarFeedKey,
          response: ok(ZCalendarFeedKeyCreated),
        },
      },
      async (req) => createFeedKey(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/facility/revokecalendarfeedkey',
      {
        config: feedKeys,
        schema: {
          tags,
          description: 'Revokes one of the site’s feed addresses: the feed answers 404 to it from now on. Answers the remaining list.',
          body: ZRevokeCalendarFeedKey,
          response: ok(ZCalendarFeedKeyList),
        },
      },
      async (req) => revokeFeedKey(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/calendar/feed/:facilityId.ics',
      {
        config: { access: { public: true } },
        schema: {
          tags,
          security: [],
          description:
            'The site’s calendar (text/calendar) for Google Calendar, Outlook and Apple Calendar to subscribe to, authenticated by ' +
            'the site API key in `key` (POST /facility/generateapikey; a new key ends the old one) or one of the site’s feed addresses ' +
            '(POST /facility/calendarfeedkeys). A wrong, revoked or missing key, another site’s feed key ' +
            'and an unknown site are the same 404. `schedule`, `tasks`, `cleans` (=1) choose the staff schedule (one all-day ' +
            'event per assignment and day), the rooms’ outstanding tasks and the routines’ clean schedule (`appointments=1`: ' +
            '15-minute appointments at each start, else the whole time window); none chosen is the staff schedule. ' +
            '`staffMemberId` limits the feed to one person’s assignments. Staff appear by initials and tasks by clean type unless ' +
            'the site shows full names and room states (POST /facility/calendarfeedprivacy). `source` is an http(s) address. Times carry the site’s VTIMEZONE; UIDs are stable and ' +
            'SEQUENCE follows the last change, so a calendar app replaces an event rather than adding it twice. Limited to 120 ' +
            'requests an hour per site (429 with Retry-After).',
          params: z.object({ facilityId: ZId }),
          querystring: ZCalendarFeedQuery,
          response: errorResponses,
        },
      },
      async (req, reply) => {
        const body = await calendarFeed(ctx, req.params.facilityId, req.query, req.ip);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(body as never);
      },
    );
  };
}
