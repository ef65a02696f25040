import { describe, expect, it } from 'vitest';
import { AUDIT_WEIGHTS, type AuditRiskRoom, auditPriorities, auditReasons } from './audit-risk.ts';
import { auditWeek, MIN_SUGGESTED_AUDITS, suggestedAuditCount } from './audit-risk-week.ts';

const NOW = new Date('2026-03-12T10:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

/** A room audited yesterday with nothing else going on: the baseline each factor is measured against. */
const quiet = (over: Partial<AuditRiskRoom> = {}): AuditRiskRoom => ({
  id: over.roomNumber ?? 'r',
  roomNumber: '100',
  stateName: null,
  outbreaks: [],
  residents: [],
  lastMove: null,
  failedAuditsAt: [],
  lastAuditAt: daysAgo(1),
  ...over,
});
const resident = (
  name: string,
  flags: Partial<{ exitSeeking: boolean; physicallyAggressive: boolean; verballyAbusive: boolean }> = {},
) => ({
  name,
  exitSeeking: false,
  physicallyAggressive: false,
  verballyAbusive: false,
  ...flags,
});
const scoreOf = (room: AuditRiskRoom) => auditPriorities([room], NOW)[0]?.score ?? 0;
const codes = (room: AuditRiskRoom) => auditReasons(room, NOW).map((r) => r.code);

describe('audit risk weighting', () => {
  it('each factor raises the score and is named as a reason', () => {
    const base = scoreOf(quiet());
    const cases: [Partial<AuditRiskRoom>, string][] = [
      [{ outbreaks: ['Wing A'] }, 'outbreak'],
      [{ stateName: 'Isolation' }, 'roomState'],
      [{ residents: [resident('Ann', { exitSeeking: true })] }, 'exitSeeking'],
      [{ residents: [resident('Ann', { physicallyAggressive: true })] }, 'dementiaBehaviour'],
      [{ residents: [resident('Ann', { verballyAbusive: true })] }, 'dementiaBehaviour'],
      [{ lastMove: { kind: 'departure', at: daysAgo(2) } }, 'recentMove'],
      [{ failedAuditsAt: [daysAgo(10)] }, 'pastFailures'],
      [{ lastAuditAt: daysAgo(20) }, 'sinceLastAudit'],
      [{ lastAuditAt: null }, 'neverAudited'],
    ];
    for (const [over, code] of cases) {
      const room = quiet(over);
      expect(scoreOf(room), code).toBeGreaterThan(base);
      expect(codes(room), code).toContain(code);
    }
  });

  it('outbreak rooms come first, whatever else the other rooms have', () => {
    const worst = quiet({
      id: 'worst',
      roomNumber: '001',
      stateName: 'Isolation',
      residents: [
        resident('Ann', { exitSeeking: true, physicallyAggressive: true }),
        resident('Bea', { exitSeeking: true, verballyAbusive: true }),
      ],
      lastMove: { kind: 'arrival', at: daysAgo(1) },
      failedAuditsAt: [daysAgo(1), daysAgo(2), daysAgo(3)],
      lastAuditAt: null,
    });
    const outbreak = quiet({ id: 'ob', roomNumber: '999', outbreaks: [null] });
    expect(auditPriorities([worst, outbreak], NOW).map((p) => p.roomId)).toEqual(['ob', 'worst']);
    expect(auditPriorities([worst], NOW)[0]?.score).toBeLessThan(AUDIT_WEIGHTS.outbreak);
  });

  it('a shared room counts each resident and names all of them', () => {
    const one = quiet({ residents: [resident('Ann', { exitSeeking: true })] });
    const two = quiet({ residents: [resident('Ann', { exitSeeking: true }), resident('Bob', { exitSeeking: true })] });
    expect(scoreOf(two)).toBeGreaterThan(scoreOf(one));
    expect(auditReasons(two, NOW).find((r) => r.code === 'exitSeeking')?.names).toEqual(['Ann', 'Bob']);
  });

  it('reasons list the factors, strongest first, with what they are about', () => {
    const reasons = auditReasons(
      quiet({
        stateName: 'Isolation',
        outbreaks: ['Wing A'],
        lastMove: { kind: 'departure', at: daysAgo(3) },
        failedAuditsAt: [daysAgo(5), daysAgo(100)],
      }),
      NOW,
    );
    expect(reasons.map((r) => r.code)).toEqual(['outbreak', 'roomState', 'recentMove', 'pastFailures', 'sinceLastAudit']);
    expect(reasons[0]?.names).toEqual(['Wing A']);
    expect(reasons[1]?.names).toEqual(['Isolation']);
    expect(reasons[2]).toMatchObject({ days: 3, move: 'departure' });
    // The failure 100 days ago is outside the 90-day window.
    expect(reasons[3]?.count).toBe(1);
  });

  it('old failures weigh less than recent ones, and old moves not at all', () => {
    expect(scoreOf(quiet({ failedAuditsAt: [daysAgo(2)] }))).toBeGreaterThan(scoreOf(quiet({ failedAuditsAt: [daysAgo(60)] })));
    expect(codes(quiet({ lastMove: { kind: 'arrival', at: daysAgo(30) } }))).not.toContain('recentMove');
  });

  it('a recently audited clean room sinks below one long unaudited and one never audited', () => {
    const list = auditPriorities(
      [
        quiet({ id: 'fresh', roomNumber: '101', lastAuditAt: daysAgo(0) }),
        quiet({ id: 'old', roomNumber: '102', lastAuditAt: daysAgo(30) }),
        quiet({ id: 'never', roomNumber: '103', lastAuditAt: null }),
      ],
      NOW,
    );
    expect(list.map((p) => p.roomId)).toEqual(['never', 'old', 'fresh']);
    expect(list[2]?.reasons).toEqual([]);
  });

  it('orders ties by room number, numerically', () => {
    const rooms = ['10', '9', '100', 'B2'].map((n) => quiet({ id: `id${n}`, roomNumber: n }));
    expect(auditPriorities(rooms, NOW).map((p) => p.roomNumber)).toEqual(['9', '10', '100', 'B2']);
  });

  it('weighs 1,000 rooms in bounded time', () => {
    const rooms = Array.from({ length: 1000 }, (_, i) =>
      quiet({
        id: `r${i}`,
        roomNumber: String(i),
        stateName: i % 17 ? null : 'Isolation',
        outbreaks: i % 50 ? [] : ['Wing A'],
        residents: [resident(`R${i}`, { exitSeeking: i % 7 === 0 })],
        failedAuditsAt: Array.from({ length: i % 5 }, (_, k) => daysAgo(k * 10)),
        lastAuditAt: i % 3 ? daysAgo(i % 40) : null,
      }),
    );
    const started = performance.now();
    const list = auditPriorities(rooms, NOW);
    expect(performance.now() - started).toBeLessThan(500);
    expect(list).toHaveLength(1000);
    expect(list.slice(0, 20).every((p) => p.reasons[0]?.code === 'outbreak')).toBe(true);
  });
});

describe('audit week and the day’s count', () => {
  it('runs Monday to Sunday on the site’s clock', () => {
    const week = auditWeek('2026-03-12', 'Europe/London', NOW);
    expect(week).toMatchObject({ weekStart: '2026-03-09', weekEnd: '2026-03-15', daysLeft: 4, at: NOW });
    expect(week.start.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    // Sydney is 11 hours ahead in March: its Monday starts on Sunday in UTC.
    expect(auditWeek('2026-03-12', 'Australia/Sydney', NOW).start.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(auditWeek('2026-03-09', 'UTC', NOW)).toMatchObject({ daysLeft: 7, at: new Date('2026-03-09T12:00:00Z') });
    expect(auditWeek('2026-03-15', 'UTC', NOW)).toMatchObject({ weekStart: '2026-03-09', daysLeft: 1 });
  });

  it('suggests the day’s share of what is left, at least five, none once met', () => {
    expect(suggestedAuditCount(null, 3, 4)).toBe(MIN_SUGGESTED_AUDITS);
    expect(suggestedAuditCount(70, 0, 7)).toBe(10);
    expect(suggestedAuditCount(70, 60, 1)).toBe(10);
    expect(suggestedAuditCount(10, 8, 3)).toBe(MIN_SUGGESTED_AUDITS);
    expect(suggestedAuditCount(10, 10, 3)).toBe(0);
    expect(suggestedAuditCount(500, 0, 1)).toBe(50);
  });
});
