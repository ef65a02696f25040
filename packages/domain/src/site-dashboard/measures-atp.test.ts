import { describe, expect, it } from 'vitest';
import { type DashboardFacts, emptyFacts, measuresOf } from './measures.ts';

// The site dashboard's ATP pass rate, and 'Not present' left out of its audit pass rate and TDC.

const at = new Date('2026-03-18T12:00:00Z');

const facts = (): DashboardFacts => ({
  ...emptyFacts(),
  audits: [
    {
      at,
      roomId: 'r1',
      operations: [
        { operation: 'High-touch / Bed rails', auditStatus: 'CleanedPass', atpBand: 'caution' },
        { operation: 'High-touch / Call bell', auditStatus: 'CleanedPass', atpBand: 'pass' },
        { operation: 'High-touch / Light switches', auditStatus: 'NotPresent' },
      ],
    },
    { at, roomId: 'r2', operations: [{ operation: 'High-touch / Bed rails', auditStatus: 'CleanedFailed', atpBand: 'fail' }] },
    // Only a surface not present: nothing was observed, the audit has no result.
    { at, roomId: 'r3', operations: [{ operation: 'High-touch / Light switches', auditStatus: 'NotPresent' }] },
  ],
  marks: [
    { at, roomId: 'r1', operation: 'High-touch / Bed rails', outcome: 'cleaned' },
    { at, roomId: 'r2', operation: 'High-touch / Bed rails', outcome: 'notCleaned' },
  ],
});

describe('the site dashboard’s ATP and Not present', () => {
  it('counts ATP readings by band, caution passing', () => {
    expect(measuresOf(facts())).toMatchObject({ atpReadings: 3, atpPassRate: 2 / 3 });
    expect(measuresOf(facts(), 'High-touch / Bed rails')).toMatchObject({ atpReadings: 2, atpPassRate: 0.5 });
    expect(measuresOf(emptyFacts())).toMatchObject({ atpReadings: 0, atpPassRate: null });
  });

  it('leaves Not present out of the audit pass rate', () => {
    expect(measuresOf(facts())).toMatchObject({ auditsPassed: 1, auditsFailed: 1, auditPassRate: 0.5 });
    // An operation found only Not present is no audit result for that operation.
    expect(measuresOf(facts(), 'High-touch / Light switches')).toMatchObject({ auditsPassed: 0, auditsFailed: 0, auditPassRate: null });
  });
});
