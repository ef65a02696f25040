import type { THousekeepingConfig, TRoutine } from '@carehome/contracts';
import { testId, testOperation, testRoutine } from '../../../lib/test-config.ts';

// A small configuration like the starter one of a new site, for the unit tests of this feature.

export { testId };
export const op = testOperation;

/** A standard routine of a bathroom's and a floor's operations. */
export const routine = (cleanType: string, extra: Partial<TRoutine> = {}): TRoutine =>
  testRoutine(cleanType, [op('Bathroom', 'Sink'), op('Bathroom', 'Toilet'), op('Floor', 'Wet mop')], extra);

export function testConfig(): THousekeepingConfig {
  const isolation = testId();
  return {
    facilityId: testId(),
    version: 3,
    language: 'en',
    translations: {},
    roomTypes: [
      {
        id: testId(),
        roomType: 'Resident Room',
        roomStates: [isolation],
        settings: { allowGroupSelection: true, photoRequired: false },
        routines: [
          routine('Clean', {
            isDefault: true,
            shortcut: { order: 1, icon: 'sparkles', color: '#2F9E44' },
            schedule: {
              type: 'Absolute',
              startDate: '2026-01-01',
              endDate: null,
              period: 'Daily',
              every: 1,
              buckets: [{ start: '07:00', due: '12:00', end: '15:00' }],
            },
          }),
          routine('Deep Clean', {
            priority: 20,
            tags: ['infection'],
            schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Months' }, dueAfter: { amount: 3, unit: 'Days' } },
          }),
        ],
      },
      {
        id: testId(),
        roomType: 'Common Area',
        roomStates: [],
        settings: { allowGroupSelection: true, photoRequired: false },
        routines: [routine('clean ', { schedule: { type: 'Cron', cron: '0 8,14 * * *', dueAfterMinutes: 120, durationMinutes: 300 } })],
      },
    ],
    roomStates: [
      {
        id: isolation,
        stateName: 'Isolation',
        tags: ['infection'],
        order: 1,
        color: '#F59F00',
        borderColor: '#E03131',
        style: 'dashed',
        cleanType: 'Deep Clean',
      },
    ],
    roomEvents: [{ id: testId(), name: 'Outbreak', cleanTags: ['infection'] }],
    settings: { notificationSchedule: null, notifyEmails: [], vacatedRoom: { action: 'clean', cleanType: null, roomStateId: null } },
  };
}
