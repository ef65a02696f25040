import { describe, expect, it } from 'vitest';
import { type DashboardFacts, factsOfRooms, lastWeeks, measuresOf, splitFacts, weeklyMeasures } from './measures.ts';

const ZONE = 'America/Toronto';
const at = (iso: string) => new Date(iso);

describe('lastWeeks', () => {
  it.each([
    // Wednesday 18 March 2026, 08:00 in Toronto (EDT since 8 March): the first Monday, 2 March, is still EST.
    {
      now: '2026-03-18T12:00:00Z',
      weeks: 3,
      start: '2026-03-02T05:00:00.000Z',
      from: '2026-03-02',
      to: '2026-03-18',
      keys: ['2026-03-02', '2026-03-09', '2026-03-16'],
    },
    // Monday 00:30 local is already the new week; 04:30Z on a Monday is still Sunday in Toronto.
    {
      now: '2026-03-16T04:30:00Z',
      weeks: 1,
      start: '2026-03-16T04:00:00.000Z',
      from: '2026-03-16',
      to: '2026-03-16',
      keys: ['2026-03-16'],
    },
    {
      now: '2026-03-16T03:30:00Z',
      weeks: 1,
      start: '2026-03-09T04:00:00.000Z',
      from: '2026-03-09',
      to: '2026-03-15',
      keys: ['2026-03-09'],
    },
  ])('$now, $weeks weeks', ({ now, weeks, start, from, to, keys }) => {
    const p = lastWeeks(at(now), ZONE, weeks);
    expect(p.start.toISOString()).toBe(start);
    expect([p.from, p.to, p.weekKeys]).toEqual([from, to, keys]);
    expect(p.end.toISOString()).toBe(new Date(now).toISOString());
  });
});

// A small scenario computed by hand: two rooms, weeks of 2 and 16 March 2026 in Toronto.
const SINK = 'Bathroom / Sink';
const BED = 'Bedroom / Bed rail';
const facts: DashboardFacts = {
  marks: [
    // Week of 9 March (the last one at 23:30 on Sunday 15 March, local): 3 cleaned, 1 not, 1 pending.
    { at: at('2026-03-10T14:00:00Z'), roomId: 'r1', operation: SINK, outcome: 'cleaned' },
    { at: at('2026-03-10T14:00:00Z'), roomId: 'r1', operation: BED, outcome: 'notCleaned' },
    { at: at('2026-03-12T14:00:00Z'), roomId: 'r2', operation: SINK, outcome: 'cleaned' },
    { at: at('2026-03-12T14:00:00Z'), roomId: 'r2', operation: BED, outcome: 'pending' },
    { at: at('2026-03-16T03:30:00Z'), roomId: 'r2', operation: BED, outcome: 'cleaned' },
    // Week of 16 March.
    { at: at('2026-03-17T14:00:00Z'), roomId: 'r1', operation: SINK, outcome: 'notCleaned' },
  ],
  audits: [
    {
      at: at('2026-03-10T15:00:00Z'),
      roomId: 'r1',
      operations: [
        { operation: SINK, auditStatus: 'CleanedPass' },
        { operation: BED, auditStatus: 'NotCleanedFailed' },
      ],
    },
    { at: at('2026-03-11T15:00:00Z'), roomId: 'r2', operations: [{ operation: SINK, auditStatus: 'CleanedPass' }] },
    { at: at('2026-03-11T16:00:00Z'), roomId: 'r2', operations: [{ operation: SINK, auditStatus: 'NotObserved' }] },
  ],
  buckets: [
    { at: at('2026-03-16T15:00:00Z'), roomId: 'r1', outcome: 'onTime' },
    { at: at('2026-03-17T15:00:00Z'), roomId: 'r1', outcome: 'late' },
    { at: at('2026-03-16T15:00:00Z'), roomId: 'r2', outcome: 'onTime' },
    { at: at('2026-03-17T15:00:00Z'), roomId: 'r2', outcome: 'missed' },
    { at: at('2026-03-18T15:00:00Z'), roomId: 'r2', outcome: 'open' },
  ],
  cleans: [
    { at: at('2026-03-16T14:00:00Z'), roomId: 'r1', status: 'Complete', count: 2, minutes: 50, timed: 2 },
    { at: at('2026-03-17T14:00:00Z'), roomId: 'r2', status: 'Complete', count: 1, minutes: 35.5, timed: 1 },
    { at: at('2026-03-17T14:00:00Z'), roomId: 'r2', status: 'Incomplete', count: 1, minutes: 0, timed: 0 },
  ],
};
const period = lastWeeks(at('2026-03-18T12:00:00Z'), ZONE, 3);
const empty = {
  marked: 0,
  cleaned: 0,
  tdc: null,
  auditsPassed: 0,
  auditsFailed: 0,
  auditPassRate: null,
  atpReadings: 0,
  atpPassRate: null,
  due: 0,
  onTime: 0,
  late: 0,
  missed: 0,
  doneRate: null,
  overdue: 0,
  cleansCompleted: 0,
  averageMinutes: null,
};

describe('weeklyMeasures', () => {
  it('gives every week, with the hand-computed numbers', () => {
    const weeks = weeklyMeasures(facts, period, ZONE);
    expect(weeks.map((w) => w.week)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(weeks[0]).toEqual({ week: '2026-03-02', ...empty });
    // 9 March: TDC 3 cleaned of 4 evaluated (the pending one is not counted); audits 1 pass, 1 fail, 1 not observed.
    expect(weeks[1]).toEqual({
      ...empty,
      week: '2026-03-09',
      marked: 4,
      cleaned: 3,
      tdc: 0.75,
      auditsPassed: 1,
      auditsFailed: 1,
      auditPassRate: 0.5,
    });
    // 16 March: 4 due (the open bucket is not), 2 on time, 1 late, 1 missed; cleans 3 complete, (50 + 35.5) / 3 minutes.
    expect(weeks[2]).toEqual({
      ...empty,
      week: '2026-03-16',
      marked: 1,
      cleaned: 0,
      tdc: 0,
      due: 4,
      onTime: 2,
      late: 1,
      missed: 1,
      doneRate: 0.75,
      overdue: 2,
      cleansCompleted: 3,
      averageMinutes: 28.5,
    });
  });

  it('counts one operation only when one is chosen', () => {
    const weeks = weeklyMeasures(facts, period, ZONE, SINK);
    // Sink: 2 of 2 cleaned; the first audit passes on the sink, the second too, the third did not observe it.
    expect(weeks[1]).toMatchObject({ marked: 2, cleaned: 2, tdc: 1, auditsPassed: 2, auditsFailed: 0, auditPassRate: 1 });
    expect(measuresOf(facts, BED)).toMatchObject({ marked: 2, cleaned: 1, tdc: 0.5, auditsPassed: 0, auditsFailed: 1, auditPassRate: 0 });
  });
});

describe('splitFacts and factsOfRooms', () => {
  it('splits by room keys and keeps some rooms', () => {
    const byArea = splitFacts(facts, (f) => (f.roomId === 'r1' ? ['east', 'east/1'] : 'west'));
    expect([...byArea.keys()].sort()).toEqual(['east', 'east/1', 'west']);
    expect(measuresOf(byArea.get('east') as DashboardFacts)).toMatchObject({
      marked: 3,
      cleaned: 1,
      due: 2,
      onTime: 1,
      late: 1,
      cleansCompleted: 2,
      averageMinutes: 25,
    });
    expect(measuresOf(factsOfRooms(facts, new Set(['r2'])))).toMatchObject({
      marked: 2,
      cleaned: 2,
      tdc: 1,
      due: 2,
      missed: 1,
      overdue: 1,
    });
  });
});
