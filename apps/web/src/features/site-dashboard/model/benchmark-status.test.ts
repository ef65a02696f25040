import type { TSiteBenchmark } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { benchmarkStatus } from './benchmark-status.ts';
import { noMeasures } from './measures-fixture.ts';

const site = (id: string, computedAt: string) => ({ ...noMeasures, facilityId: id, facilityName: id, timeZone: 'UTC', computedAt });
const answer = (over: Partial<TSiteBenchmark>): TSiteBenchmark => ({
  weeks: 12,
  generatedAt: '2026-11-24T10:00:00.000Z',
  sites: [],
  pending: [],
  refreshing: false,
  ...over,
});

describe('benchmarkStatus', () => {
  it('says nothing more when every site is known and recent', () => {
    expect(benchmarkStatus(answer({ sites: [site('a', '2026-11-24T09:59:30.000Z')] }))).toEqual({
      total: 1,
      known: 1,
      asOf: null,
      working: false,
    });
  });
  it('gives the oldest time when some measures are older than a minute', () => {
    const s = benchmarkStatus(answer({ sites: [site('a', '2026-11-24T09:59:30.000Z'), site('b', '2026-11-24T09:52:00.000Z')] }));
    expect(s.asOf).toBe('2026-11-24T09:52:00.000Z');
  });
  it('counts pending sites and works while pending or refreshing', () => {
    const pending = [{ facilityId: 'c', facilityName: 'c' }];
    expect(benchmarkStatus(answer({ sites: [site('a', '2026-11-24T09:59:30.000Z')], pending }))).toMatchObject({
      total: 2,
      known: 1,
      working: true,
    });
    expect(benchmarkStatus(answer({ refreshing: true })).working).toBe(true);
  });
});
