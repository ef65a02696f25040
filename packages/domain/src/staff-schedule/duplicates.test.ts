import type { TAssignmentFields } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { planCopy, spanEndDate } from './copy.ts';
import { findDuplicate, firstSharedDay, sameWork, withoutDuplicateDays } from './duplicates.ts';

const MON = '2026-11-16';
const TUE = '2026-11-17';
const SUN = '2026-11-22';
const base: TAssignmentFields = {
  staffMemberId: 'anna',
  description: null,
  task: null,
  startDate: MON,
  endDate: MON,
  roomNumbers: ['101', '102'],
  roomTypeId: null,
  facilityAreas: [],
  cleanType: null,
  scheduledDays: [],
};
const existing = (over: Partial<TAssignmentFields> & { id?: string; completed?: boolean } = {}) => ({
  ...base,
  id: 'a1',
  completed: false,
  ...over,
});

describe('duplicate assignments', () => {
  it('the same person and rooms in another order is the same work; another person, task or clean type is not', () => {
    expect(sameWork(base, { ...base, roomNumbers: ['102', '101'], description: 'Morning' } as TAssignmentFields)).toBe(true);
    expect(sameWork(base, { ...base, staffMemberId: 'bob' })).toBe(false);
    expect(sameWork(base, { ...base, task: 'Curtains' })).toBe(false);
    expect(sameWork(base, { ...base, cleanType: 'Deep Clean' })).toBe(false);
    expect(sameWork(base, { ...base, roomNumbers: ['101'] })).toBe(false);
  });

  it('finds the first day two assignments share, week days included', () => {
    expect(firstSharedDay(base, { ...base, startDate: TUE, endDate: TUE })).toBeNull();
    expect(firstSharedDay({ ...base, endDate: SUN }, { ...base, startDate: TUE, endDate: SUN })).toBe(TUE);
    // Monday-only and Tuesday-only over the same week never meet.
    expect(firstSharedDay({ ...base, endDate: SUN, scheduledDays: [1] }, { ...base, endDate: SUN, scheduledDays: [2] })).toBeNull();
  });

  it('names the duplicate, but not the assignment itself nor a completed one', () => {
    const list = [existing({ id: 'done', completed: true }), existing({ id: 'week', endDate: SUN })];
    expect(findDuplicate({ ...base, startDate: TUE, endDate: TUE }, list)).toMatchObject({ of: { id: 'week' }, date: TUE });
    expect(findDuplicate({ ...base, endDate: SUN }, list, 'week')).toBeNull();
    expect(findDuplicate({ ...base, staffMemberId: 'bob' }, list)).toBeNull();
  });

  it('span after copy: the spanned Monday would duplicate the copy on Tuesday', () => {
    const monday = existing({ id: 'mon' });
    const copy = planCopy([monday], 'day', MON).created[0] as TAssignmentFields;
    expect(copy.startDate).toBe(TUE);
    const spanned = { ...base, endDate: spanEndDate(monday, MON) as string };
    expect(findDuplicate(spanned, [monday, existing({ ...copy, id: 'tue' })], 'mon')).toMatchObject({ of: { id: 'tue' }, date: TUE });
  });

  it('a week applied over a partly planned week fills only the gaps; a whole duplicate leaves nothing', () => {
    const week = { ...base, endDate: SUN };
    const wed = existing({ id: 'wed', startDate: '2026-11-18', endDate: '2026-11-18' });
    expect(withoutDuplicateDays(week, [wed]).map((p) => [p.startDate, p.endDate])).toEqual([
      [MON, TUE],
      ['2026-11-19', SUN],
    ]);
    expect(withoutDuplicateDays(base, [existing({ endDate: SUN })])).toEqual([]);
    // Week days are kept: a Monday-and-Friday rota next to a Friday card keeps its Monday.
    const monFri = { ...week, scheduledDays: [1, 5] };
    const fri = existing({ id: 'fri', startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(withoutDuplicateDays(monFri, [fri])).toEqual([{ ...monFri, endDate: MON }]);
    // Someone else's list is not the same work.
    expect(withoutDuplicateDays(base, [existing({ staffMemberId: 'bob' })])).toEqual([base]);
  });
});
