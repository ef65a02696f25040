import { describe, expect, it } from 'vitest';
import { BENCHMARK_FRESH_MS, benchmarkEntryState, benchmarkWorkOrder } from './benchmark.ts';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('benchmarkEntryState', () => {
  it('is missing without measures', () => {
    expect(benchmarkEntryState(undefined, '2026-11-24', now)).toBe('missing');
  });
  it('is fresh for today’s period within the fresh time, stale after it', () => {
    expect(benchmarkEntryState({ periodTo: '2026-11-24', computedAt: ago(BENCHMARK_FRESH_MS - 1) }, '2026-11-24', now)).toBe('fresh');
    expect(benchmarkEntryState({ periodTo: '2026-11-24', computedAt: ago(BENCHMARK_FRESH_MS) }, '2026-11-24', now)).toBe('stale');
  });
  it('is stale when worked out for an earlier day, however recent (the period has moved on)', () => {
    expect(benchmarkEntryState({ periodTo: '2026-11-23', computedAt: ago(1000) }, '2026-11-24', now)).toBe('stale');
  });
  it('is stale when worked out later than now', () => {
    expect(benchmarkEntryState({ periodTo: '2026-11-24', computedAt: ago(-1000) }, '2026-11-24', now)).toBe('stale');
  });
});

describe('benchmarkWorkOrder', () => {
  it('takes the sites without measures first, then the oldest, and leaves the fresh ones out', () => {
    const sites = ['a', 'b', 'c', 'd'].map((facilityId) => ({ facilityId, periodTo: '2026-11-24' }));
    const entries = new Map([
      ['a', { periodTo: '2026-11-24', computedAt: ago(60_000) }],
      ['b', { periodTo: '2026-11-24', computedAt: ago(BENCHMARK_FRESH_MS * 2) }],
      ['d', { periodTo: '2026-11-24', computedAt: ago(BENCHMARK_FRESH_MS * 3) }],
    ]);
    expect(benchmarkWorkOrder(sites, entries, now).map((s) => s.facilityId)).toEqual(['c', 'd', 'b']);
  });
  it('honours a shorter fresh time', () => {
    const sites = [{ facilityId: 'a', periodTo: '2026-11-24' }];
    const entries = new Map([['a', { periodTo: '2026-11-24', computedAt: ago(2000) }]]);
    expect(benchmarkWorkOrder(sites, entries, now, 1000)).toHaveLength(1);
    expect(benchmarkWorkOrder(sites, entries, now, 5000)).toHaveLength(0);
  });
});
