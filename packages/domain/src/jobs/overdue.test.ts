import { describe, expect, it } from 'vitest';
import { type OverdueInput, overdueReason } from './overdue.ts';

const ok: OverdueInput['status'] = {
  label: 'OK',
  needsCleaning: false,
  dueSoon: false,
  missed: false,
  incomplete: false,
  declined: false,
  currentCleanType: null,
};
const room = (status: Partial<OverdueInput['status']>, stateCleanType: string | null = null): OverdueInput => ({
  status: { ...ok, ...status },
  stateCleanType,
});

describe('overdue rooms (the notification rule)', () => {
  it.each<[string, OverdueInput, ReturnType<typeof overdueReason>]>([
    ['a room that is done is not overdue', room({}), null],
    [
      'needing a clean whose due time is still ahead is not overdue',
      room({ label: 'NeedsCleaning', needsCleaning: true, currentCleanType: 'Daily' }),
      null,
    ],
    ['due time passed and not done', room({ label: 'DueSoon', needsCleaning: true, dueSoon: true, currentCleanType: 'Daily' }), 'pastDue'],
    ['the previous clean was missed', room({ label: 'Missed', missed: true }), 'missed'],
    ['a clean left incomplete', room({ label: 'Incomplete', needsCleaning: true, incomplete: true }), 'incomplete'],
    ['a clean declined', room({ label: 'Declined', needsCleaning: true, declined: true }), 'declined'],
    [
      "a room state's clean not done yet",
      room({ label: 'State', needsCleaning: true, currentCleanType: 'Isolation' }, 'Isolation'),
      'roomState',
    ],
    ['a room state without a clean', room({ label: 'State' }), null],
    [
      'a room state whose clean is done while a routine is open but not due',
      room({ label: 'State', needsCleaning: true, currentCleanType: 'Daily' }, 'Isolation'),
      null,
    ],
    ['a room state over a past-due routine', room({ label: 'State', needsCleaning: true, dueSoon: true }, null), 'pastDue'],
    ['past due wins over missed', room({ label: 'DueSoon', needsCleaning: true, dueSoon: true, missed: true }), 'pastDue'],
  ])('%s', (_name, input, expected) => {
    expect(overdueReason(input)).toBe(expected);
  });
});
