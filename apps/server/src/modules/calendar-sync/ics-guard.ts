import ICAL from 'ical.js';

// ical.js's recurrence iterator loops inside one next() until a date matches every BY* part: a rule that
// never matches (FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30) spins there for good, however few occurrences
// are asked for. Every pass of those loops goes through the methods counted below, so a budget on them
// bounds the work of one file's expansion, steps rather than results.

/** Inner iterator work one file may do, in units of about a microsecond. */
export const MAX_INNER_STEPS = 1_000_000;
/** A safety net should the units miss a loop (the worker's own budget is shorter): checked every few thousand units. */
const MAX_INNER_MS = 10_000;

export class InnerStepsExceeded extends Error {}

let remaining = Number.POSITIVE_INFINITY;
let deadline = Number.POSITIVE_INFINITY;
let untilClock = 4096;

/** The loop steps, weighted by their cost (expanding a year's days walks the whole year). */
const COUNTED: Record<string, number> = {
  increment_second: 1,
  increment_minute: 1,
  increment_hour: 1,
  increment_monthday: 1,
  increment_month: 1,
  increment_year: 1,
  check_contracting_rules: 2,
  expand_year_days: 1000,
};

type Method = (this: unknown, ...args: unknown[]) => unknown;
const proto = ICAL.RecurIterator.prototype as unknown as Record<string, Method>;
for (const [name, cost] of Object.entries(COUNTED)) {
  const original = proto[name];
  if (typeof original !== 'function') throw new Error(`ical.js RecurIterator has no ${name}: the iteration guard needs updating`);
  proto[name] = function counted(this: unknown, ...args: unknown[]) {
    remaining -= cost;
    untilClock -= cost;
    if (remaining < 0) throw new InnerStepsExceeded();
    if (untilClock < 0) {
      untilClock = 4096;
      if (performance.now() > deadline) throw new InnerStepsExceeded();
    }
    return original.apply(this, args);
  };
}

/** Runs `work` with at most `steps` inner iterator steps (throws InnerStepsExceeded beyond them). */
export function withStepBudget<T>(steps: number, work: () => T): T {
  const outer = [remaining, deadline];
  remaining = steps;
  deadline = performance.now() + MAX_INNER_MS;
  try {
    return work();
  } finally {
    [remaining, deadline] = outer as [number, number];
  }
}
