import { ERROR_MESSAGES } from '@carehome/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMarkingCleanType } from './clean-type.ts';
import {
  CANCEL_CONFIRMATION,
  CLEAN_TYPE_MISMATCH_ERROR,
  CLEANING_ERROR_MESSAGES,
  MARKING_SAVE_PERMISSION_ERROR,
  REPORT_READONLY_ERROR,
  SAVE_PERMISSION_ERROR,
  SIGNATURE_REQUIRED,
  SUPERVISOR_NOTE_TOAST_MS,
  SUPERVISOR_NOTE_UPDATED,
  TILE_FLIP_MS,
} from './constants.ts';
import { canDecline, declineWording, hasSignature } from './decline.ts';
import { durationMinutes, formatDurationMinutes } from './duration.ts';
import { savePermissionError, savePermissionProblem } from './permissions.ts';
import { withSupervisorNote } from './supervisor-note.ts';
import { TORONTO } from './test-helpers.ts';
import { CLEANING_MODES } from './types.ts';

describe('spec constants and texts', () => {
  it('timings', () => {
    expect([TILE_FLIP_MS, SUPERVISOR_NOTE_TOAST_MS]).toEqual([300, 800]);
  });

  it('texts', () => {
    expect(CANCEL_CONFIRMATION).toBe('Are you sure? Changes will be lost.');
    expect(SAVE_PERMISSION_ERROR).toBe('Current user does not have permission to save cleaning reports.');
    expect(MARKING_SAVE_PERMISSION_ERROR).toBe('Current user does not have permission to save Pre-Audit Marking reports.');
    expect(SIGNATURE_REQUIRED).toBe('Signature is required');
    expect(REPORT_READONLY_ERROR).toBe('Readonly reports cannot be modified.');
    expect(SUPERVISOR_NOTE_UPDATED).toBe('Supervisor Comment updated.');
  });

  it('agrees with the contracts’ error catalogue wherever it has the code', () => {
    const catalogue: Record<string, string> = ERROR_MESSAGES;
    for (const [code, message] of Object.entries(CLEANING_ERROR_MESSAGES))
      if (code in catalogue) expect([code, catalogue[code]]).toEqual([code, message]);
  });
});

describe('save permission: only staff members save', () => {
  it.each(CLEANING_MODES.flatMap((mode) => [true, false].map((isStaffMember) => [mode, isStaffMember] as const)))(
    '%s mode, staff member %s',
    (mode, isStaffMember) => {
      const expected = isStaffMember ? null : mode === 'marking' ? MARKING_SAVE_PERMISSION_ERROR : SAVE_PERMISSION_ERROR;
      expect(savePermissionError({ isStaffMember, mode })).toBe(expected);
      const problem = savePermissionProblem({ isStaffMember, mode });
      expect(problem?.code ?? null).toBe(isStaffMember ? null : mode === 'marking' ? 'marking.no_permission' : 'report.no_permission');
    },
  );
});

describe('clean type against the marking report', () => {
  it.each([
    ['Clean', null, true, 'no marking report: nothing to match'],
    ['Clean', 'Clean', true, 'same'],
    ['Clean', ' clean ', true, 'trimmed, case-insensitive'],
    ['Deep Clean', 'Clean', false, 'different: warning and blocked'],
    ['Clean', 'Cleaning', false, 'a prefix is not a match'],
  ] as const)('%j vs marking %j → valid %s (%s)', (selected, marking, valid, _why) => {
    const check = checkMarkingCleanType(selected, marking);
    expect(check.valid).toBe(valid);
    expect(check.warning).toBe(!valid);
    expect(check.problem).toEqual(valid ? null : { code: 'report.clean_type_mismatch', message: CLEAN_TYPE_MISMATCH_ERROR });
  });
});

describe('decline', () => {
  it('wording, with today on the site calendar', () => {
    const facts = { resident: 'Mary Smith', cleanType: 'Deep Clean', roomNumber: '104', timeZone: TORONTO };
    expect(declineWording({ ...facts, now: new Date('2026-05-12T10:30:00-04:00') })).toBe(
      'I, Mary Smith, hereby decline a Deep Clean cleaning for my room, 104, on 05/12/2026',
    );
    expect(declineWording({ ...facts, now: new Date('2026-05-13T03:00:00Z') })).toBe(
      'I, Mary Smith, hereby decline a Deep Clean cleaning for my room, 104, on 05/12/2026',
    );
  });

  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    ['data:image/png;base64,AAAA', true],
  ])('signature %j drawn: %s', (signature, drawn) => {
    expect(hasSignature(signature)).toBe(drawn);
  });

  it.each(CLEANING_MODES.flatMap((mode) => [true, false].map((hasResident) => [mode, hasResident] as const)))(
    '%s mode, resident %s',
    (mode, hasResident) => {
      expect(canDecline(mode, hasResident)).toBe(mode === 'normal' && hasResident);
    },
  );
});

describe('duration in minutes, 2 decimals', () => {
  const start = '2026-05-12T10:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(start) + ms).toISOString();
  it.each([
    [0, 0, '0.00'],
    [60_000, 1, '1.00'],
    [750_000, 12.5, '12.50'],
    [299, 0, '0.00'], // 0.004983 min
    [300, 0.01, '0.01'], // 0.005 min: half rounds up
    [301, 0.01, '0.01'],
    [899, 0.01, '0.01'],
    [900, 0.02, '0.02'], // 0.015 min: half rounds up
    [3_600_000, 60, '60.00'],
    [5_025_300, 83.76, '83.76'], // 83.755 min
    [-300, -0.01, '-0.01'], // report before its start: half away from zero
    [-299, 0, '0.00'],
  ])('%i ms → %s (%s)', (ms, minutes, shown) => {
    expect(durationMinutes(start, after(ms))).toBe(minutes);
    expect(formatDurationMinutes(new Date(start), new Date(after(ms)))).toBe(shown);
  });

  it.each([
    [null, start],
    [start, null],
    ['nonsense', start],
  ])('unknown when a date is missing or invalid (%j, %j)', (a, b) => {
    expect(durationMinutes(a, b)).toBeNull();
    expect(formatDurationMinutes(a, b)).toBe('');
  });

  it('property: within half a hundredth of a minute of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (ms) => {
        const minutes = durationMinutes(start, after(ms));
        expect(minutes).not.toBeNull();
        expect(Math.abs((minutes ?? 0) * 60_000 - ms)).toBeLessThanOrEqual(300 + 1e-6);
        expect(Number((minutes ?? 0).toFixed(2))).toBe(minutes);
      }),
    );
  });
});

describe('supervisor note', () => {
  it('updates the local report once saved; an empty note is none', () => {
    const report = Object.freeze({ id: 'r', supervisorNote: null as string | null });
    expect(withSupervisorNote(report, 'Check the sink')).toEqual({ id: 'r', supervisorNote: 'Check the sink' });
    expect(withSupervisorNote({ id: 'r', supervisorNote: 'old' }, '  ')).toEqual({ id: 'r', supervisorNote: null });
  });
});
