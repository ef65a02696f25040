import { MAX_EMAIL_RECIPIENTS } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { exportFileName, fileNamePart, invalidRecipients, recipientsProblem } from './export.ts';
import { defaultPeriod, isLocalDate, periodDays, periodProblems, presetOf, presetPeriod } from './period.ts';
import { choicesFromQuery, choicesToQuery, filterCount, type ReportChoices, reportingRequest } from './query.ts';
import { nextSort, searchRows, sortRows } from './table.ts';

// Wednesday 2026-11-18.
const TODAY = '2026-11-18';

describe('period presets', () => {
  it('defaults to the last 7 site-local days, today included', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    expect(periodDays(defaultPeriod(TODAY))).toBe(7);
  });

  it('this week runs from Monday to today', () => {
    expect(presetPeriod('thisWeek', TODAY)).toEqual({ from: '2026-11-16', to: TODAY });
    // On a Monday it is that day alone; on a Sunday the whole week.
    expect(presetPeriod('thisWeek', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(presetPeriod('thisWeek', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('the last 30 days cross a month and a year', () => {
    expect(presetPeriod('last30', '2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(periodDays(presetPeriod('last30', TODAY))).toBe(30);
  });

  it('this quarter starts on the first day of its first month', () => {
    expect(presetPeriod('thisQuarter', TODAY)).toEqual({ from: '2026-10-01', to: TODAY });
    expect(presetPeriod('thisQuarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetPeriod('thisQuarter', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('knows which preset a period is', () => {
    expect(presetOf({ from: '2026-11-16', to: TODAY }, TODAY)).toBe('thisWeek');
    expect(presetOf({ from: '2026-11-01', to: TODAY }, TODAY)).toBeNull();
  });
});

describe('period rules', () => {
  it('accepts real dates only', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('11/18/2026')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('names the field that breaks a rule', () => {
    expect(periodProblems({ from: '2026-11-01', to: '2026-11-18' })).toEqual({});
    expect(periodProblems({ from: null, to: '' })).toEqual({ from: 'fromRequired', to: 'toRequired' });
    expect(periodProblems({ from: '2026-11-18', to: '2026-11-17' })).toEqual({ to: 'order' });
  });

  it('allows a year (a leap year too) and not a day more', () => {
    expect(periodProblems({ from: '2024-01-01', to: '2024-12-31' })).toEqual({}); // 366 days
    expect(periodProblems({ from: '2025-01-01', to: '2026-01-01' })).toEqual({}); // 366 days
    expect(periodProblems({ from: '2025-01-01', to: '2026-01-02' })).toEqual({ to: 'tooLong' });
  });
});

describe('choices in the address', () => {
  const choices: ReportChoices = {
    kind: 'markings',
    from: '2026-10-01',
    to: '2026-10-31',
    areaIds: ['a1', 'a2'],
    roomTypes: ['Resident Room'],
    cleanTypes: ['Deep Clean'],
    staffMemberId: 's1',
  };

  it('round-trips through the query string', () => {
    const query = choicesToQuery(choices).toString();
    expect(query).toBe(
      'report=markings&from=2026-10-01&to=2026-10-31&area=a1&area=a2&roomType=Resident+Room&cleanType=Deep+Clean&staff=s1',
    );
    expect(choicesFromQuery(new URLSearchParams(query), TODAY)).toEqual({ choices, run: true });
  });

  it('falls back to the defaults and does not run without a period', () => {
    expect(choicesFromQuery(new URLSearchParams('report=nonsense&from=2026-13-01'), TODAY)).toEqual({
      choices: { kind: 'cleans', from: '2026-11-12', to: TODAY, areaIds: [], roomTypes: [], cleanTypes: [], staffMemberId: null },
      run: false,
    });
  });

  it('a fixed report (the Enhanced Cleaning Report) is not in the address', () => {
    const q = choicesToQuery({ ...choices, kind: 'enhanced' }, 'enhanced');
    expect(q.has('report')).toBe(false);
    expect(choicesFromQuery(new URLSearchParams(`report=audits&${q}`), TODAY, 'enhanced').choices.kind).toBe('enhanced');
  });

  it('sends only the filters that are set', () => {
    expect(reportingRequest('f1', { ...choices, areaIds: [], roomTypes: [], cleanTypes: [], staffMemberId: null })).toEqual({
      facilityId: 'f1',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(reportingRequest('f1', choices).filters).toEqual({
      areaIds: ['a1', 'a2'],
      roomTypes: ['Resident Room'],
      cleanTypes: ['Deep Clean'],
      staffMemberId: 's1',
    });
    expect(filterCount(choices)).toBe(4);
  });
});

describe('table sorting and search', () => {
  const rows = [
    { room: 'Room 10', minutes: 12, staff: 'Élise Martin' },
    { room: 'Room 2', minutes: null, staff: 'Sam Lee' },
    { room: 'Room 1', minutes: 30, staff: 'Ana Ruiz' },
    { room: 'Room 2', minutes: 5, staff: 'Sam Lee' },
  ];

  it('sorts numbers as numbers and texts naturally, empty values last either way', () => {
    expect(sortRows(rows, (r) => r.minutes, false).map((r) => r.minutes)).toEqual([5, 12, 30, null]);
    expect(sortRows(rows, (r) => r.minutes, true).map((r) => r.minutes)).toEqual([30, 12, 5, null]);
    expect(sortRows(rows, (r) => r.room, false).map((r) => r.room)).toEqual(['Room 1', 'Room 2', 'Room 2', 'Room 10']);
  });

  it('keeps equal rows in their order (stable)', () => {
    const sorted = sortRows(rows, (r) => r.room, true);
    expect(sorted.map((r) => `${r.room}/${r.minutes}`)).toEqual(['Room 10/12', 'Room 2/null', 'Room 2/5', 'Room 1/30']);
  });

  it('finds rows by every word, ignoring case and accents', () => {
    expect(searchRows(rows, (r) => `${r.room} ${r.staff}`, 'elise')).toEqual([rows[0]]);
    expect(searchRows(rows, (r) => `${r.room} ${r.staff}`, 'lee  room 2')).toHaveLength(2);
    expect(searchRows(rows, (r) => r.staff, '  ')).toHaveLength(4);
    expect(searchRows(rows, (r) => r.staff, 'nobody')).toEqual([]);
  });

  it('a header click sorts ascending, a second click descending', () => {
    expect(nextSort(null, 'room')).toEqual({ key: 'room', desc: false });
    expect(nextSort({ key: 'room', desc: false }, 'room')).toEqual({ key: 'room', desc: true });
    expect(nextSort({ key: 'room', desc: true }, 'staff')).toEqual({ key: 'staff', desc: false });
  });
});

describe('export file', () => {
  it('is named after the report, the site and the period', () => {
    expect(exportFileName('cleans', { from: '2026-11-12', to: '2026-11-18' }, 'csv', 'Maplewood Care')).toBe(
      'cleans-report_maplewood-care_2026-11-12_2026-11-18.csv',
    );
    expect(exportFileName('enhanced', { from: '2026-11-12', to: '2026-11-18' }, 'pdf')).toBe(
      'enhanced-cleaning-report_2026-11-12_2026-11-18.pdf',
    );
    expect(fileNamePart('  Résidence Les Érables / Étage 2 ')).toBe('residence-les-erables-etage-2');
  });

  it('names the recipients that are not addresses', () => {
    expect(invalidRecipients(['a@b.org', 'nope', ' c@d.ca ', 'x@y'])).toEqual(['nope', 'x@y']);
  });

  it('judges addresses by the rule the server applies, so nothing the dialog lets through fails at Send', () => {
    expect(invalidRecipients(['a@b.c', 'josé@maplewood.example', 'a..b@maplewood.example', 'ana@maplewood.example'])).toEqual([
      'a@b.c',
      'josé@maplewood.example',
      'a..b@maplewood.example',
    ]);
  });

  it('says what keeps the recipients from being sent', () => {
    expect(recipientsProblem([])).toEqual({ kind: 'required' });
    expect(recipientsProblem(['  '])).toEqual({ kind: 'required' });
    expect(recipientsProblem(['ana@maplewood.example', 'a@b.c'])).toEqual({ kind: 'invalid', addresses: ['a@b.c'] });
    expect(recipientsProblem(Array.from({ length: MAX_EMAIL_RECIPIENTS + 1 }, (_, i) => `p${i}@maplewood.example`))).toEqual({
      kind: 'tooMany',
      max: MAX_EMAIL_RECIPIENTS,
    });
    expect(recipientsProblem([' ana@maplewood.example '])).toBeNull();
  });
});
