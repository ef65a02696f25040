import * as z from 'zod/mini';
import { ZId } from './common.ts';
import { ZDashboardHead, ZDashboardRoom } from './dashboard.ts';

// The room board's changes instead of its whole answer. Every change of what a site's room board shows
// moves the site's dashboard version forward by one (in the transaction of the change, so versions follow
// commit order across every app copy). A tablet keeps the version its tiles are at, patches them from the
// hub's messages, and asks `GET /housekeeping?since=<version>&at=<ms>` for what it missed.

/** The most versions a `since` read patches; an older tablet gets the whole board. */
export const DASHBOARD_DELTA_MAX_VERSIONS = 100;

/** A whole number in a query string ('42'), 0 up to 2^53. */
const queryInt = z.pipe(
  z.string().check(z.regex(/^\d{1,16}$/)),
  z.transform((s) => Number(s)),
);

/**
 * GET /housekeeping. Without `since`: the spec's answer, `[config, ...rooms]`, every room with its last
 * three reports. With `since`: a `TDashboardDelta` of the tiles, each room with only its last report (the
 * history popup reads the rest); `since=0` asks for the whole board in that form.
 */
export const ZDashboardQuery = z.object({
  facilityId: z.optional(ZId),
  /** The dashboard version the tablet's tiles are at. */
  since: z.optional(queryInt),
  /**
   * The server time its tiles were computed for (`at` of the answer it holds): rooms whose status the clock
   * changed since then come too. Without it, what the clock changed is unknown: the answer is the whole board.
   */
  at: z.optional(queryInt),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/**
 * What changed on a site's room board between two versions, or the whole board. Rooms are tiles: a
 * `TDashboardRoom` whose `housekeepingHistory` holds the last report only.
 */
export const ZDashboardDelta = z.object({
  facilityId: ZId,
  /** The version this answer brings the tiles to. */
  version: z.number().check(z.int(), z.gte(0)),
  /** The server time the tiles were computed for (epoch ms); passed back as `at` on the next `since` read. */
  at: z.number().check(z.int(), z.gte(0)),
  /** True: `rooms` is the whole board in order and `head` the configuration (the gap was too old, or the site itself changed). */
  complete: z.boolean(),
  head: z.optional(ZDashboardHead),
  /** The rooms that changed (all of them when `complete`). */
  rooms: z.array(ZDashboardRoom),
  /** Rooms that left the board (deleted or archived). */
  removed: z.array(ZId),
});
export type TDashboardDelta = z.infer<typeof ZDashboardDelta>;
