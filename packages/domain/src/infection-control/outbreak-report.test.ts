import { describe, expect, it } from 'vitest';
import { outbreakDueRows, outbreakReportCounts } from './outbreak-report.ts';

const none = { cleans: [], audits: [], recleans: [], terminalCleans: [] };

describe('outbreak report counts', () => {
  it('counts cleans per clean type and outcome, sorted by clean type', () => {
    const { cleans } = outbreakReportCounts({
      ...none,
      cleans: [
        { cleanType: 'High-touch', status: 'Complete' },
        { cleanType: 'Clean', status: 'Declined' },
        { cleanType: 'High-touch', status: 'Complete' },
        { cleanType: 'High-touch', status: 'Incomplete' },
      ],
    });
    expect(cleans).toEqual([
      { cleanType: 'Clean', complete: 0, incomplete: 0, declined: 1 },
      { cleanType: 'High-touch', complete: 2, incomplete: 1, declined: 0 },
    ]);
  });

  it('gives the audits pass rate, and none without audits', () => {
    expect(
      outbreakReportCounts({ ...none, audits: [{ failed: false }, { failed: true }, { failed: false }, { failed: false }] }).audits,
    ).toEqual({
      count: 4,
      passed: 3,
      failed: 1,
      passRate: 0.75,
    });
    expect(outbreakReportCounts(none).audits.passRate).toBeNull();
  });

  it('counts the re-cleans asked and answered, and the terminal cleans still outstanding by room', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const counts = outbreakReportCounts({
      ...none,
      recleans: [{ endedAt: at }, { endedAt: null }],
      terminalCleans: [
        { roomNumber: '12', cleanType: 'Terminal Clean', endedAt: null },
        { roomNumber: '2', cleanType: 'Terminal Clean', endedAt: null },
        { roomNumber: '3', cleanType: 'Terminal Clean', endedAt: at },
      ],
    });
    expect(counts.recleans).toEqual({ asked: 2, done: 1, outstanding: 1 });
    expect(counts.terminalCleans).toEqual({ cleanType: 'Terminal Clean', done: 1, outstanding: 2, outstandingRooms: ['2', '12'] });
  });
});

describe('outbreak cleans due versus done', () => {
  it('lists the outbreak routines first, then the others, each by clean type', () => {
    const tally = (onTime: number, missed: number) => ({ onTime, late: 0, missed, open: 0 });
    const rows = outbreakDueRows(
      new Map([
        ['Clean', tally(3, 0)],
        ['Outbreak Clean', tally(1, 1)],
        ['Audit Clean', tally(0, 2)],
      ]),
      ['outbreak clean'],
    );
    expect(rows.map((r) => [r.cleanType, r.outbreakRoutine])).toEqual([
      ['Outbreak Clean', true],
      ['Audit Clean', false],
      ['Clean', false],
    ]);
    expect(rows[0]).toMatchObject({ onTime: 1, late: 0, missed: 1, open: 0 });
  });
});
