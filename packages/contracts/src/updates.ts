import * as z from 'zod/mini';
import type { TDashboardRoom } from './dashboard.ts';

/**
 * The realtime hub at /hubs/updates. The client opens a WebSocket, then sends
 * Authenticate with its access token and the site it shows; the hub answers Authenticated and from then
 * on pushes what changed on that site.
 */
export const HUB_PATH = '/hubs/updates';

/** Close codes: the client signs in again (4401), picks another site (4404) or reconnects later. */
export const HUB_CLOSE = { unauthenticated: 4401, notFound: 4404, badMessage: 4400, authTimeout: 4408 } as const;

export const ZHubAuthenticate = z.object({
  type: z.literal('Authenticate'),
  token: z.string().check(z.minLength(16), z.maxLength(256)),
  facilityId: z.string().check(z.maxLength(64)),
});
export type THubAuthenticate = z.infer<typeof ZHubAuthenticate>;

/** What changed, for messages other than reports: the client reloads the dashboard for any of them. */
export const HUB_TOPICS = ['site', 'config', 'schedules', 'reports', 'cleans', 'tenant', 'markings', 'residents', 'staff'] as const;
export type THubTopic = (typeof HUB_TOPICS)[number];

/**
 * The tile changes a hub message carries: `rooms` and `removed` as in `TDashboardDelta` (never complete). In a
 * burst of changes each keeps its message and the tiles ride on the last; the others carry no change
 * (`previous` = `version`), which a tablet at that version or past it has nothing to do for.
 */
export interface THubDelta {
  previous: number;
  version: number;
  at: number;
  rooms: TDashboardRoom[];
  removed: string[];
}

export type THubMessage =
  | { type: 'Authenticated'; facilityId: string }
  /**
   * A cleaning or marking report was saved, or a room state changed (reportId null). With `delta`: the
   * changes of the site's board from `delta.previous` to `delta.version`, which a tablet at `previous`
   * (or between the two) applies without a request; any other tablet asks `GET /housekeeping?since=`.
   */
  | {
      type: 'UpdateHousekeepingReport';
      facilityId: string;
      reportId: string | null;
      roomId: string | null;
      delta?: THubDelta;
    }
  | { type: 'DataChanged'; facilityId: string | null; topic: THubTopic }
  /** The hub may have missed changes (its database listener reconnected): reload everything. */
  | { type: 'Resync' };
