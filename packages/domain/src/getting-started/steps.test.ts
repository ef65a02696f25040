import { describe, expect, it } from 'vitest';
import { gettingStartedSteps, gettingStartedVisible, nextGettingStartedStep, type SiteSetupFacts } from './steps.ts';

const NEW_SITE: SiteSetupFacts = { rooms: 0, configSaves: 0, staffWithPin: 0, tablets: 0, residents: 0, completedCleans: 0 };

describe('the getting-started steps of a site', () => {
  it('lists the six steps in the order that works, none done on a new site', () => {
    const steps = gettingStartedSteps(NEW_SITE);
    expect(steps.map((s) => s.key)).toEqual(['layout', 'routines', 'staff', 'tablet', 'residents', 'firstClean']);
    expect(steps.every((s) => !s.done)).toBe(true);
    expect(nextGettingStartedStep(steps)).toBe('layout');
  });

  it('ticks each step from its own count, whatever the order they were done in', () => {
    const steps = gettingStartedSteps({ ...NEW_SITE, rooms: 30, tablets: 1, completedCleans: 4 });
    expect(steps.filter((s) => s.done).map((s) => [s.key, s.count])).toEqual([
      ['layout', 30],
      ['tablet', 1],
      ['firstClean', 4],
    ]);
    expect(nextGettingStartedStep(steps)).toBe('routines');
  });

  it('has no next step once every step is done', () => {
    const all = { rooms: 1, configSaves: 1, staffWithPin: 2, tablets: 1, residents: 28, completedCleans: 1 };
    expect(nextGettingStartedStep(gettingStartedSteps(all))).toBeNull();
  });
});

describe('whether the checklist shows', () => {
  const now = new Date('2026-05-12T12:00:00Z');
  const someDone = gettingStartedSteps({ ...NEW_SITE, rooms: 12, completedCleans: 1 });
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('shows on a new site until the person puts it away', () => {
    expect(gettingStartedVisible(gettingStartedSteps(NEW_SITE), false, null, now)).toBe(true);
    expect(gettingStartedVisible(gettingStartedSteps(NEW_SITE), true, null, now)).toBe(false);
  });

  it('goes once every step is done', () => {
    const all = gettingStartedSteps({ rooms: 1, configSaves: 1, staffWithPin: 1, tablets: 1, residents: 1, completedCleans: 1 });
    expect(gettingStartedVisible(all, false, daysAgo(0), now)).toBe(false);
  });

  it('goes once the site has cleaned for a week, even with a step left (the demo: history, no tablet at every site)', () => {
    expect(gettingStartedVisible(someDone, false, daysAgo(6.9), now)).toBe(true);
    expect(gettingStartedVisible(someDone, false, daysAgo(7), now)).toBe(false);
  });
});
