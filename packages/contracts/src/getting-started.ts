import * as z from 'zod/mini';
import { ZCount, ZId } from './common.ts';

// The getting-started checklist of a new site (GET /facility/gettingstarted): the order that works on day
// one, each step ticked from the site's own data on the server.

/** The steps, in the order that works: each needs the ones before it to be useful. */
export const GETTING_STARTED_STEPS = ['layout', 'routines', 'staff', 'tablet', 'residents', 'firstClean'] as const;
export const ZGettingStartedStepKey = z.enum(GETTING_STARTED_STEPS);
export type TGettingStartedStepKey = z.infer<typeof ZGettingStartedStepKey>;

export const ZGettingStartedStep = z.object({
  key: ZGettingStartedStepKey,
  done: z.boolean(),
  /** How many of the step's things the site has (rooms, staff with a PIN, tablets, residents, completed cleans). */
  count: ZCount,
});
export type TGettingStartedStep = z.infer<typeof ZGettingStartedStep>;

export const ZGettingStarted = z.object({
  facilityId: ZId,
  steps: z.array(ZGettingStartedStep),
  /** The caller put the checklist away for this site (remembered per person and site). */
  dismissed: z.boolean(),
  /** The checklist shows: not put away, a step left, and the site not yet running for a week (domain `gettingStartedVisible`). */
  visible: z.boolean(),
});
export type TGettingStarted = z.infer<typeof ZGettingStarted>;

export const ZDismissGettingStarted = z.object({ facilityId: ZId });
export type TDismissGettingStarted = z.infer<typeof ZDismissGettingStarted>;
