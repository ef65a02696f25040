import { describe, expect, it } from 'vitest';
import { staffDayAssignmentText } from './staff-day.ts';

const french = (text: string) => ({ 'Deep Clean': 'Nettoyage en profondeur', Isolation: 'Isolement' })[text] ?? text;

describe('an assignment of the daily staff report in words', () => {
  it('reads its clean type in the reader language, then its rooms', () => {
    expect(staffDayAssignmentText({ text: null, cleanType: 'Deep Clean', rooms: ['101', '102'] }, french)).toBe(
      'Nettoyage en profondeur: 101, 102',
    );
  });
  it('prefers its description or task, itself read as a name when it is one', () => {
    expect(staffDayAssignmentText({ text: 'Isolation', cleanType: 'Deep Clean', rooms: ['101'] }, french)).toBe('Isolement');
    expect(staffDayAssignmentText({ text: 'Help in the laundry', cleanType: null, rooms: [] }, french)).toBe('Help in the laundry');
  });
  it('is empty when the assignment names nothing', () => {
    expect(staffDayAssignmentText({ text: null, cleanType: null, rooms: [] }, french)).toBe('');
  });
});
