import type { TAssignmentFields } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { planCopy, spanEndDate } from './copy.ts';
import { coversDay, weekOf } from './days.ts';
import { redistributeRooms } from './redistribute.ts';
import { coversRoom } from './rooms.ts';
import {
  type AssignmentContext,
  assignmentProblems,
  assignmentState,
  planAssignmentDelete,
  planAssignmentUpdate,
  type StoredAssignment,
} from './rules.ts';
import { isStartedBy, type ReportFact } from './started.ts';

const TODAY = '2026-11-18'; // a Wednesday
const base: TAssignmentFields = {
  staffMemberId: 'anna',
  description: null,
  task: null,
  startDate: TODAY,
  endDate: TODAY,
  roomNumbers: ['101'],
  roomTypeId: null,
  facilityAreas: [],
  cleanType: null,
  scheduledDays: [],
};
const stored = (over: Partial<StoredAssignment> = {}): StoredAssignment => ({
  ...base,
  id: 'a1',
  started: false,
  completed: false,
  ...over,
});
const ctx: AssignmentContext = {
  today: TODAY,
  staff: new Map([
    ['anna', { isArchived: false }],
    ['ben', { isArchived: false }],
    ['old', { isArchived: true }],
  ]),
  roomNumbers: new Set(['101', '102', '201']),
  areaIds: new Set(['wingA', 'wingB']),
  roomTypeIds: new Set(['bedroom', 'lounge']),
};

describe('which days an assignment applies on', () => {
  it.each([
    ['inside its dates, every day', { startDate: '2026-11-16', endDate: '2026-11-22', scheduledDays: [] }, '2026-11-18', true],
    ['before its start', { startDate: '2026-11-19', endDate: '2026-11-22', scheduledDays: [] }, '2026-11-18', false],
    ['after its end', { startDate: '2026-11-10', endDate: '2026-11-17', scheduledDays: [] }, '2026-11-18', false],
    [
      'on a listed week day (Wednesday = 3)',
      { startDate: '2026-11-16', endDate: '2026-11-22', scheduledDays: [1, 3, 5] },
      '2026-11-18',
      true,
    ],
    ['not on an unlisted week day', { startDate: '2026-11-16', endDate: '2026-11-22', scheduledDays: [6, 7] }, '2026-11-18', false],
  ])('%s', (_name, a, date, expected) => {
    expect(coversDay(a, date)).toBe(expected);
  });

  it('weeks run Monday to Sunday, across a month and a year end', () => {
    expect(weekOf('2026-11-18')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
    expect(weekOf('2027-01-01')).toEqual({ monday: '2026-12-28', sunday: '2027-01-03' });
  });
});

describe('which rooms an assignment covers', () => {
  const room = { roomNumber: '101', roomTypeId: 'bedroom', areaIds: ['wingA', 'floor1'] };
  it.each([
    ['its listed room number', { roomNumbers: ['101'] }, true],
    ['not another number', { roomNumbers: ['102'] }, false],
    ['every room of its room type', { roomTypeId: 'bedroom' }, true],
    ['not another room type', { roomTypeId: 'lounge' }, false],
    ['every room of an area, nested areas included', { facilityAreas: ['floor1'] }, true],
    ['an outer area includes its inner rooms', { facilityAreas: ['wingA'] }, true],
    ['area and type narrow each other (bedrooms of wing A)', { facilityAreas: ['wingA'], roomTypeId: 'bedroom' }, true],
    ['area and another type cover nothing here', { facilityAreas: ['wingA'], roomTypeId: 'lounge' }, false],
    ['a listed number counts even outside the area', { roomNumbers: ['101'], facilityAreas: ['wingB'] }, true],
    ['a clean type alone covers every room', { cleanType: 'Deep Clean' }, true],
    ['a clean type with listed numbers covers only those', { cleanType: 'Deep Clean', roomNumbers: ['102'] }, false],
  ])('%s', (_name, over, expected) => {
    expect(coversRoom({ roomNumbers: [], roomTypeId: null, facilityAreas: [], cleanType: null, ...over }, room)).toBe(expected);
  });
});

describe('assignment rules', () => {
  it.each<[string, Partial<TAssignmentFields>, string[]]>([
    ['a valid one-day assignment', {}, []],
    ['nothing to clean named', { roomNumbers: [] }, ['roomNumbers:assignment.target_required']],
    ['a clean type alone is enough', { roomNumbers: [], cleanType: 'Deep Clean' }, []],
    ['an area alone is enough', { roomNumbers: [], facilityAreas: ['wingA'] }, []],
    ['a room of another site', { roomNumbers: ['999'] }, ['roomNumbers:assignment.unknown_room']],
    ['an unknown area', { roomNumbers: [], facilityAreas: ['nowhere'] }, ['facilityAreas:validation.invalid']],
    ['an unknown room type', { roomTypeId: 'garage' }, ['roomTypeId:validation.invalid']],
    ['a past start', { startDate: '2026-11-17' }, ['startDate:assignment.past_date']],
    ['a past end', { startDate: '2026-11-10', endDate: '2026-11-17' }, ['startDate:assignment.past_date', 'endDate:assignment.past_date']],
    ['end before start', { startDate: '2026-11-20', endDate: '2026-11-19' }, ['endDate:assignment.end_before_start']],
    ['longer than a year', { endDate: '2027-11-19' }, ['endDate:assignment.too_long']],
    ['an archived staff member', { staffMemberId: 'old' }, ['staffMemberId:assignment.archived_staff']],
    ['an unknown staff member', { staffMemberId: 'ghost' }, ['staffMemberId:assignment.unknown_staff']],
    ['nobody yet (an open assignment)', { staffMemberId: null }, []],
  ])('new: %s', (_name, over, expected) => {
    expect(assignmentProblems({ ...base, ...over }, ctx).map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });

  it('a change may keep a start in the past (not moved), but not move it there', () => {
    const original = stored({ startDate: '2026-11-16', endDate: '2026-11-20' });
    expect(assignmentProblems({ ...original, description: 'Wing A' }, ctx, original)).toEqual([]);
    expect(assignmentProblems({ ...original, startDate: '2026-11-15' }, ctx, original).map((p) => p.code)).toEqual([
      'assignment.past_date',
    ]);
  });

  it('an archived member already on the assignment does not block other changes; moving to one does', () => {
    const original = stored({ staffMemberId: 'old' });
    expect(assignmentProblems({ ...original, task: 'Curtains' }, ctx, original)).toEqual([]);
    const other = stored();
    expect(assignmentProblems({ ...other, staffMemberId: 'old' }, ctx, other).map((p) => p.code)).toEqual(['assignment.archived_staff']);
  });

  it.each<[string, Partial<StoredAssignment>, string]>([
    ['not started', {}, 'NotStarted'],
    ['started', { started: true }, 'Started'],
    ['closed by a split', { started: true, completed: true }, 'Completed'],
    ['its period is over', { startDate: '2026-11-10', endDate: '2026-11-17' }, 'Completed'],
  ])('state: %s', (_name, over, expected) => {
    expect(assignmentState(stored(over), TODAY)).toBe(expected);
  });

  it('a completed assignment cannot be modified or deleted', () => {
    const done = stored({ startDate: '2026-11-10', endDate: '2026-11-17' });
    expect(assignmentProblems({ ...done, task: 'x' }, ctx, done).map((p) => p.code)).toEqual(['assignment.completed']);
    expect(planAssignmentDelete(done, TODAY)).toBe('refuse');
  });

  it('a not-started assignment is changed in place and deleted', () => {
    const a = stored({ endDate: '2026-11-20' });
    expect(planAssignmentUpdate(a, { ...a, staffMemberId: 'ben' }, TODAY)).toEqual({
      kind: 'update',
      fields: { ...base, endDate: '2026-11-20', staffMemberId: 'ben' },
    });
    expect(planAssignmentDelete(a, TODAY)).toBe('delete');
  });

  it('a started assignment changed becomes two: the original completed yesterday, the change from today', () => {
    const a = stored({ startDate: '2026-11-16', endDate: '2026-11-22', started: true });
    const plan = planAssignmentUpdate(a, { ...a, staffMemberId: 'ben' }, TODAY);
    expect(plan).toEqual({
      kind: 'split',
      originalEndDate: '2026-11-17',
      created: { ...base, startDate: TODAY, endDate: '2026-11-22', staffMemberId: 'ben' },
    });
    expect(planAssignmentDelete(a, TODAY)).toBe('close');
  });

  it('saving a started assignment unchanged changes nothing', () => {
    const a = stored({ started: true });
    expect(planAssignmentUpdate(a, { ...base }, TODAY)).toEqual({ kind: 'unchanged' });
  });
});

describe('started from the reports of its rooms', () => {
  const rooms = new Map([
    ['101', { roomNumber: '101', roomTypeId: 'bedroom', areaIds: ['wingA'] }],
    ['201', { roomNumber: '201', roomTypeId: 'bedroom', areaIds: ['wingB'] }],
  ]);
  const a = { ...base, facilityAreas: ['wingA'], roomNumbers: [], startDate: '2026-11-16', endDate: '2026-11-22', scheduledDays: [1, 3] };
  const report = (over: Partial<ReportFact>): ReportFact => ({
    roomNumber: '101',
    date: TODAY,
    cleanType: 'Clean',
    status: 'Complete',
    ...over,
  });
  it.each<[string, Partial<ReportFact>, boolean]>([
    ['a complete report on a covered room and day', {}, true],
    ['an incomplete one counts (work was done)', { status: 'Incomplete' }, true],
    ['a declined one counts', { status: 'Declined' }, true],
    ['a report only opened does not', { status: 'Initial' }, false],
    ['a room it does not cover', { roomNumber: '201' }, false],
    ['a day it does not apply on (Tuesday)', { date: '2026-11-17' }, false],
    ['before it starts', { date: '2026-11-11' }, false],
  ])('%s', (_name, over, expected) => {
    expect(isStartedBy(a, [report(over)], rooms, TODAY)).toBe(expected);
  });
  it('a clean type on the assignment needs a report of that type', () => {
    expect(isStartedBy({ ...a, cleanType: 'Deep Clean' }, [report({})], rooms, TODAY)).toBe(false);
    expect(isStartedBy({ ...a, cleanType: 'Deep Clean' }, [report({ cleanType: 'Deep Clean' })], rooms, TODAY)).toBe(true);
  });
});

describe('copy and span', () => {
  const one = { ...base, id: 'a1' };
  it('copies a day to the next day as one-day assignments', () => {
    const plan = planCopy([one, { ...one, id: 'a2', roomNumbers: ['102'], staffMemberId: 'ben' }], 'day', TODAY);
    expect(plan.skipped).toBe(0);
    expect(plan.created.map((a) => [a.staffMemberId, a.roomNumbers, a.startDate, a.endDate])).toEqual([
      ['anna', ['101'], '2026-11-19', '2026-11-19'],
      ['ben', ['102'], '2026-11-19', '2026-11-19'],
    ]);
  });
  it('does not copy what already applies on the next day, nor what does not apply on the day', () => {
    const week = { ...one, id: 'w', startDate: '2026-11-16', endDate: '2026-11-22' };
    const other = { ...one, id: 'o', startDate: '2026-11-19', endDate: '2026-11-19' };
    expect(planCopy([week, other], 'day', TODAY)).toEqual({ created: [], skipped: 1 });
  });
  it('copies a week seven days later, cut to that week', () => {
    const long = { ...one, id: 'l', startDate: '2026-11-10', endDate: '2026-11-19', scheduledDays: [1, 4] };
    const plan = planCopy([long], 'week', TODAY);
    expect(plan.created.map((a) => [a.startDate, a.endDate, a.scheduledDays])).toEqual([['2026-11-23', '2026-11-26', [1, 4]]]);
  });
  it('a week copy skips an assignment that already covers the next week', () => {
    expect(planCopy([{ ...one, startDate: '2026-11-16', endDate: '2026-12-31' }], 'week', TODAY)).toEqual({ created: [], skipped: 1 });
  });
  it('spans to the Sunday of the week, from today at the earliest', () => {
    expect(spanEndDate({ startDate: TODAY, endDate: TODAY }, TODAY)).toBe('2026-11-22');
    expect(spanEndDate({ startDate: '2026-11-23', endDate: '2026-11-23' }, TODAY)).toBe('2026-11-29');
    expect(spanEndDate({ startDate: TODAY, endDate: '2026-11-22' }, TODAY)).toBeNull();
  });
});

describe('redistributing an absent member’s rooms', () => {
  it('balances by expected minutes, largest room first', () => {
    const { moves, unplaced } = redistributeRooms(
      [
        { id: 'r1', minutes: 30 },
        { id: 'r2', minutes: 20 },
        { id: 'r3', minutes: 20 },
        { id: 'r4', minutes: 10 },
      ],
      [
        { staffMemberId: 'anna', minutes: 60, shiftMinutes: 450 },
        { staffMemberId: 'ben', minutes: 30, shiftMinutes: 450 },
      ],
    );
    expect(moves).toEqual([
      { staffMemberId: 'anna', roomIds: ['r2', 'r4'], addedMinutes: 30, totalMinutes: 90, shiftMinutes: 450 },
      { staffMemberId: 'ben', roomIds: ['r1', 'r3'], addedMinutes: 50, totalMinutes: 80, shiftMinutes: 450 },
    ]);
    expect(unplaced).toEqual([]);
  });
  it('nobody present: nothing moves', () => {
    expect(redistributeRooms([{ id: 'r1', minutes: 10 }], [])).toEqual({ moves: [], unplaced: [{ id: 'r1', minutes: 10 }] });
  });
  it('the spread is never worse than one room', () => {
    const rooms = Array.from({ length: 23 }, (_, i) => ({ id: `r${i}`, minutes: 15 }));
    const { moves } = redistributeRooms(
      rooms,
      ['a', 'b', 'c'].map((s) => ({ staffMemberId: s, minutes: 0, shiftMinutes: 450 })),
    );
    const totals = moves.map((m) => m.totalMinutes);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(15);
    expect(moves.flatMap((m) => m.roomIds).sort()).toEqual(rooms.map((r) => r.id).sort());
  });
});
