import type { TAuditStatus } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { cleanCounts, combineCleanCounts, enhancedCleanKind } from './cleans.ts';
import {
  addTdc,
  auditOutcome,
  auditPassRate,
  formatRate,
  groupBy,
  markedObjects,
  onTimeBy,
  operationPassRate,
  periodKey,
  ratio,
  tdcBy,
  thoroughness,
} from './metrics.ts';
import { classifyBucket, classifyBuckets, onTimeFromTally, onTimeRate, tallyBuckets } from './on-time.ts';

const ops = (marked: string[], all = ['sink', 'rail', 'switch', 'door', 'table']) =>
  all.map((id) => ({ id, isMarked: marked.includes(id) }));
const audit = (statuses: Partial<Record<string, TAuditStatus | null>>) =>
  Object.entries(statuses).map(([id, auditStatus]) => ({ id, auditStatus: auditStatus ?? null }));

describe('thoroughness (TDC)', () => {
  it.each([
    // 4 marked: sink and rail cleaned, switch cleaned-but-failed, door not cleaned → 2/4 = 50%
    {
      name: 'half of the marks removed',
      marked: ['sink', 'rail', 'switch', 'door'],
      statuses: { sink: 'CleanedPass', rail: 'CleanedPass', switch: 'CleanedFailed', door: 'NotCleanedFailed', table: 'CleanedPass' },
      expected: { marked: 4, cleaned: 2, pending: 0, tdc: 0.5 },
    },
    // 5 marked, door not observed (pending) → 3 cleaned of 4 evaluated = 75%
    {
      name: 'an object not observed is pending, not counted',
      marked: ['sink', 'rail', 'switch', 'door', 'table'],
      statuses: { sink: 'CleanedPass', rail: 'CleanedPass', switch: 'CleanedPass', door: 'NotObserved', table: 'NotCleanedFailed' },
      expected: { marked: 4, cleaned: 3, pending: 1, tdc: 0.75 },
    },
    // unmarked operations never count, even when failed
    {
      name: 'unmarked operations are ignored',
      marked: ['sink'],
      statuses: { sink: 'CleanedPass', rail: 'NotCleanedFailed', switch: null, door: null, table: null },
      expected: { marked: 1, cleaned: 1, pending: 0, tdc: 1 },
    },
    {
      name: 'nothing marked gives null, not 0',
      marked: [],
      statuses: { sink: 'CleanedPass' },
      expected: { marked: 0, cleaned: 0, pending: 0, tdc: null },
    },
    {
      name: 'a marked operation missing from the clean is pending',
      marked: ['sink', 'rail'],
      statuses: { sink: 'NotCleanedFailed' },
      expected: { marked: 1, cleaned: 0, pending: 1, tdc: 0 },
    },
  ] as const)('$name', ({ marked, statuses, expected }) => {
    const objects = markedObjects({ operations: ops([...marked]) }, { audited: true, operations: audit(statuses) });
    expect(thoroughness(objects)).toEqual(expected);
  });

  it('a marking with no answering clean, or a clean not audited, is all pending', () => {
    expect(thoroughness(markedObjects({ operations: ops(['sink', 'rail']) }, null))).toEqual({
      marked: 0,
      cleaned: 0,
      pending: 2,
      tdc: null,
    });
    const notAudited = markedObjects({ operations: ops(['sink']) }, { audited: false, operations: audit({ sink: 'CleanedPass' }) });
    expect(notAudited).toEqual([{ operationId: 'sink', auditStatus: null, outcome: 'pending' }]);
  });

  it('adds up over markings: 2/4 + 3/4 = 5/8', () => {
    const a = { marked: 4, cleaned: 2, pending: 0, tdc: 0.5 };
    const b = { marked: 4, cleaned: 3, pending: 1, tdc: 0.75 };
    expect(addTdc(a, b)).toEqual({ marked: 8, cleaned: 5, pending: 1, tdc: 0.625 });
  });

  it('groups by room, operation and several areas at once', () => {
    const objects = [
      { room: '10', op: 'sink', areas: ['Wing A', 'Wing A / Floor 1'], outcome: 'cleaned' as const },
      { room: '10', op: 'rail', areas: ['Wing A', 'Wing A / Floor 1'], outcome: 'notCleaned' as const },
      { room: '2', op: 'sink', areas: ['Wing A', 'Wing A / Floor 2'], outcome: 'cleaned' as const },
      { room: '2', op: 'rail', areas: ['Wing A', 'Wing A / Floor 2'], outcome: 'pending' as const },
    ];
    expect(tdcBy(objects, (o) => o.room).map((r) => [r.key, r.cleaned, r.marked, r.tdc])).toEqual([
      ['2', 1, 1, 1],
      ['10', 1, 2, 0.5],
    ]);
    expect(tdcBy(objects, (o) => o.op).map((r) => [r.key, r.tdc])).toEqual([
      ['rail', 0],
      ['sink', 1],
    ]);
    expect(tdcBy(objects, (o) => o.areas).map((r) => [r.key, r.cleaned, r.marked])).toEqual([
      ['Wing A', 2, 3],
      ['Wing A / Floor 1', 1, 2],
      ['Wing A / Floor 2', 1, 1],
    ]);
  });
});

describe('audit pass rate', () => {
  it.each([
    { statuses: ['CleanedPass', 'CleanedPass'], outcome: 'pass' },
    { statuses: ['CleanedPass', 'NotObserved'], outcome: 'pass' },
    { statuses: ['CleanedPass', 'CleanedFailed'], outcome: 'fail' },
    { statuses: ['NotObserved', 'NotCleanedFailed'], outcome: 'fail' },
    { statuses: ['NotObserved', null], outcome: 'notObserved' },
    { statuses: [], outcome: 'notObserved' },
  ] as const)('$statuses → $outcome', ({ statuses, outcome }) => {
    expect(auditOutcome(statuses.map((auditStatus) => ({ auditStatus })))).toBe(outcome);
  });

  it('3 passed, 1 failed, 1 with nothing observed → 75%', () => {
    expect(auditPassRate(['pass', 'pass', 'fail', 'notObserved', 'pass'])).toEqual({ passed: 3, failed: 1, rate: 0.75 });
    expect(auditPassRate(['notObserved'])).toEqual({ passed: 0, failed: 0, rate: null });
  });

  it('operation pass rate: 2 pass of 3 observed', () => {
    expect(operationPassRate(['CleanedPass', 'CleanedFailed', 'NotObserved', null, 'CleanedPass'])).toEqual({
      passed: 2,
      failed: 1,
      rate: 2 / 3,
    });
  });
});

describe('on-time rate', () => {
  const at = (hhmm: string, day = '2026-03-02') => new Date(`${day}T${hhmm}:00Z`);
  // A bucket 08:00–20:00, due 12:00 (UTC times, the classification works on instants).
  const bucket = { start: at('08:00'), due: at('12:00'), end: at('20:00') };
  const asOf = at('23:00');

  it.each([
    { name: 'done before due', completions: [at('09:30')], outcome: 'onTime' },
    { name: 'done exactly at due', completions: [at('12:00')], outcome: 'onTime' },
    { name: 'done after due', completions: [at('15:00')], outcome: 'late' },
    { name: 'the first completion decides', completions: [at('15:00'), at('10:00')], outcome: 'onTime' },
    { name: 'before the start does not count', completions: [at('07:59')], outcome: 'missed' },
    { name: 'at the end belongs to the next bucket', completions: [at('20:00')], outcome: 'missed' },
    { name: 'nothing', completions: [], outcome: 'missed' },
  ] as const)('$name → $outcome', ({ completions, outcome }) => {
    expect(classifyBucket(bucket, completions, asOf).outcome).toBe(outcome);
  });

  it('a bucket still open without a clean is open; a clean after asOf is not known yet', () => {
    expect(classifyBucket(bucket, [], at('13:00')).outcome).toBe('open');
    expect(classifyBucket(bucket, [at('14:00')], at('13:00')).outcome).toBe('open');
    expect(classifyBucket(bucket, [at('11:00')], at('13:00'))).toEqual({ outcome: 'onTime', completedAt: at('11:00') });
    expect(classifyBucket({ ...bucket, end: null }, [], at('23:59', '2030-01-01')).outcome).toBe('open');
  });

  it('6 on time, 2 late, 2 missed, 1 open → 60%', () => {
    const outcomes = [
      ...Array<'onTime'>(6).fill('onTime'),
      ...Array<'late'>(2).fill('late'),
      ...Array<'missed'>(2).fill('missed'),
      'open' as const,
    ];
    expect(onTimeRate(outcomes)).toEqual({ onTime: 6, late: 2, missed: 2, open: 1, due: 10, rate: 0.6 });
    expect(onTimeRate(['open']).rate).toBeNull();
    expect(onTimeFromTally({ onTime: 6, late: 2, missed: 2, open: 1 })).toEqual(onTimeRate(outcomes));
  });

  it('groups per area', () => {
    const rows = [
      { area: 'B', outcome: 'onTime' as const },
      { area: 'A', outcome: 'missed' as const },
      { area: 'A', outcome: 'onTime' as const },
    ];
    expect(onTimeBy(rows, (r) => r.area).map((r) => [r.key, r.due, r.rate])).toEqual([
      ['A', 2, 0.5],
      ['B', 1, 1],
    ]);
  });
});

describe('periods on the site calendar', () => {
  it.each([
    // 2026-03-08 02:30 UTC is Saturday 03-07 21:30 in Toronto (EST, UTC-5)
    { at: '2026-03-08T02:30:00Z', zone: 'America/Toronto', period: 'day', key: '2026-03-07' },
    { at: '2026-03-08T02:30:00Z', zone: 'UTC', period: 'day', key: '2026-03-08' },
    // Saturday 03-07 → week of Monday 03-02; Sunday 03-08 in UTC → still week of 03-02
    { at: '2026-03-08T02:30:00Z', zone: 'America/Toronto', period: 'week', key: '2026-03-02' },
    { at: '2026-03-08T02:30:00Z', zone: 'UTC', period: 'week', key: '2026-03-02' },
    { at: '2026-03-09T00:00:00Z', zone: 'UTC', period: 'week', key: '2026-03-09' },
    // 04-01 03:00 UTC is 03-31 23:00 in Toronto (EDT, UTC-4)
    { at: '2026-04-01T03:00:00Z', zone: 'America/Toronto', period: 'month', key: '2026-03' },
    { at: '2026-04-01T03:00:00Z', zone: 'Europe/Paris', period: 'month', key: '2026-04' },
  ] as const)('$at in $zone by $period → $key', ({ at, zone, period, key }) => {
    expect(periodKey(new Date(at), zone, period)).toBe(key);
  });
});

describe('helpers', () => {
  it('ratio and formatRate', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(1, 4)).toBe(0.25);
    expect(formatRate(2 / 3)).toBe('67%');
    expect(formatRate(null)).toBe('');
  });

  it('groupBy sorts keys numerically', () => {
    expect(groupBy(['101', '9', '20'], (x) => x).map((g) => g.key)).toEqual(['9', '20', '101']);
  });
});

describe('clean counts', () => {
  const d = (iso: string) => new Date(iso);
  it('counts statuses; the average is over Complete cleans', () => {
    const counts = cleanCounts([
      { status: 'Complete', startDate: d('2026-03-02T08:00:00Z'), reportDate: d('2026-03-02T08:10:00Z') },
      { status: 'Complete', startDate: d('2026-03-02T09:00:00Z'), reportDate: d('2026-03-02T09:25:30Z') },
      { status: 'Incomplete', startDate: d('2026-03-02T10:00:00Z'), reportDate: d('2026-03-02T11:00:00Z') },
      { status: 'Declined', startDate: d('2026-03-02T10:00:00Z'), reportDate: d('2026-03-02T10:01:00Z') },
      { status: 'Initial', startDate: d('2026-03-02T10:00:00Z'), reportDate: null },
    ]);
    // 10 + 25.5 = 35.5 minutes over 2 cleans
    expect(counts).toEqual({
      total: 5,
      complete: 2,
      incomplete: 1,
      declined: 1,
      inProgress: 1,
      completeMinutes: 35.5,
      averageMinutes: 17.75,
    });
    expect(cleanCounts([]).averageMinutes).toBeNull();
  });
});

describe('many buckets at once', () => {
  const at = (iso: string) => new Date(iso);
  it('gives the same outcomes as classifyBucket', () => {
    const buckets = [
      { start: at('2026-03-02T08:00:00Z'), due: at('2026-03-02T10:00:00Z'), end: at('2026-03-02T13:00:00Z') },
      { start: at('2026-03-02T14:00:00Z'), due: at('2026-03-02T16:00:00Z'), end: at('2026-03-02T19:00:00Z') },
      { start: at('2026-03-03T08:00:00Z'), due: at('2026-03-03T10:00:00Z'), end: at('2026-03-03T13:00:00Z') },
      { start: at('2026-03-03T14:00:00Z'), due: at('2026-03-03T16:00:00Z'), end: at('2026-03-03T19:00:00Z') },
    ];
    const completions = ['2026-03-02T09:00:00Z', '2026-03-02T17:30:00Z', '2026-03-03T13:30:00Z', '2026-03-03T15:00:00Z'].map(at);
    const asOf = at('2026-03-03T20:00:00Z');
    const many = classifyBuckets(
      buckets,
      completions.map((c) => c.getTime()),
      asOf,
    );
    expect(many.map((r) => r.outcome)).toEqual(['onTime', 'late', 'missed', 'onTime']);
    expect(many).toEqual(buckets.map((b) => classifyBucket(b, completions, asOf)));
  });

  it('counts the same outcomes without listing them (tallyBuckets)', () => {
    const buckets = [
      { start: at('2026-03-02T08:00:00Z'), due: at('2026-03-02T10:00:00Z'), end: at('2026-03-02T13:00:00Z') },
      { start: at('2026-03-02T14:00:00Z'), due: at('2026-03-02T16:00:00Z'), end: at('2026-03-02T19:00:00Z') },
      { start: at('2026-03-03T08:00:00Z'), due: at('2026-03-03T10:00:00Z'), end: at('2026-03-03T13:00:00Z') },
      { start: at('2026-03-03T14:00:00Z'), due: at('2026-03-03T16:00:00Z'), end: at('2026-03-03T22:00:00Z') },
      { start: at('2026-03-03T18:00:00Z'), due: at('2026-03-03T21:00:00Z'), end: null },
    ];
    // The last completion is after asOf: not known yet, so the fourth bucket is still open.
    const completions = ['2026-03-02T09:00:00Z', '2026-03-02T17:30:00Z', '2026-03-03T20:30:00Z'].map((c) => at(c).getTime());
    const asOf = at('2026-03-03T20:00:00Z');
    const tally = { onTime: 0, late: 0, missed: 0, open: 1 };
    tallyBuckets(buckets, completions, asOf, tally);
    const outcomes = classifyBuckets(buckets, completions, asOf).map((r) => r.outcome);
    expect(outcomes).toEqual(['onTime', 'late', 'missed', 'open', 'open']);
    expect(tally).toEqual({ onTime: 1, late: 1, missed: 1, open: 3 });
  });
});

describe('clean counts from sums', () => {
  it('equals the counts of the cleans they sum', () => {
    expect(
      combineCleanCounts([
        { status: 'Complete', count: 2, minutes: 35.5, timed: 2 },
        { status: 'Incomplete', count: 1, minutes: 60, timed: 1 },
        { status: 'Declined', count: 1, minutes: 1, timed: 1 },
        { status: 'Initial', count: 1, minutes: 0, timed: 0 },
      ]),
    ).toEqual({ total: 5, complete: 2, incomplete: 1, declined: 1, inProgress: 1, completeMinutes: 35.5, averageMinutes: 17.75 });
  });
});

describe('enhanced cleans', () => {
  const roomType = {
    routines: [
      { cleanType: 'Clean', kind: 'Standard', stateClean: false },
      { cleanType: 'Terminal Clean', kind: 'Post-Clean', stateClean: false },
      { cleanType: 'Outbreak Clean', kind: 'Standard', stateClean: true },
    ],
  };
  const site = { roomStates: [{ stateName: 'Isolation', cleanType: 'Isolation Clean' }], vacatedCleanType: 'Discharge Clean' };
  it.each([
    { cleanType: 'isolation clean ', expected: { kind: 'state', reason: 'Isolation' } },
    { cleanType: 'Outbreak Clean', expected: { kind: 'state', reason: 'State clean' } },
    { cleanType: 'Discharge Clean', expected: { kind: 'terminal', reason: 'Discharge' } },
    { cleanType: 'Terminal Clean', expected: { kind: 'terminal', reason: 'Post-Clean' } },
    { cleanType: 'Clean', expected: null },
  ])('$cleanType', ({ cleanType, expected }) => {
    expect(enhancedCleanKind(cleanType, roomType, site)).toEqual(expected);
  });
});
