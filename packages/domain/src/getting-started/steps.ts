import { GETTING_STARTED_STEPS, type TGettingStartedStep } from '@carehome/contracts';
import { DAY_MS } from '../schedules/constants.ts';

// The getting-started checklist of a site: which of the day-one steps its data shows done. One rule for
// the server (which reads the facts) and the screens.

/** What the site's data says about each step (counts from the site's rows). */
export interface SiteSetupFacts {
  /** Rooms not archived. */
  rooms: number;
  /** Saves of the housekeeping configuration since the starter one the site was created with. */
  configSaves: number;
  /** Staff members of the site, not archived, who can sign in on a tablet with a PIN. */
  staffWithPin: number;
  /** Tablets registered to the site and not unregistered. */
  tablets: number;
  /** Residents living at the site (not discharged). */
  residents: number;
  /** Completed cleans saved at the site. */
  completedCleans: number;
}

const COUNT_OF: Record<TGettingStartedStep['key'], (f: SiteSetupFacts) => number> = {
  layout: (f) => f.rooms,
  routines: (f) => f.configSaves,
  staff: (f) => f.staffWithPin,
  tablet: (f) => f.tablets,
  residents: (f) => f.residents,
  firstClean: (f) => f.completedCleans,
};

/**
 * The steps in their order, each done once the site has at least one of its things. The routines step is
 * done once someone saved the configuration: the starter routines work, but nobody has looked at them.
 */
export function gettingStartedSteps(facts: SiteSetupFacts): TGettingStartedStep[] {
  return GETTING_STARTED_STEPS.map((key) => {
    const count = COUNT_OF[key](facts);
    return { key, done: count > 0, count };
  });
}

/** The first step not done (the one to do next), or null when the site has done them all. */
export function nextGettingStartedStep(steps: readonly TGettingStartedStep[]): TGettingStartedStep['key'] | null {
  return steps.find((s) => !s.done)?.key ?? null;
}

/** A site that has recorded cleans for this long is running: it no longer needs its day-one checklist. */
export const RUNNING_AFTER_DAYS = 7;

/**
 * Whether the checklist shows: not put away by this person, a step still to do, and the site not yet
 * running (its first completed clean less than a week old). A site that has cleaned for a week (the demo,
 * a home that never registers a tablet because it cleans from browsers) is past day one.
 */
export function gettingStartedVisible(
  steps: readonly TGettingStartedStep[],
  dismissed: boolean,
  firstCleanAt: Date | null,
  now: Date,
): boolean {
  if (dismissed || nextGettingStartedStep(steps) === null) return false;
  return firstCleanAt === null || now.getTime() - firstCleanAt.getTime() < RUNNING_AFTER_DAYS * DAY_MS;
}
