import type { TDashboardRoom, THousekeepingConfig, THousekeepingReport, TMarkingReport, TReportOperation } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { testId, testOperation, testRoutine } from '../../../lib/test-config.ts';
import type { SessionInput } from './session.ts';

// A small site for the unit tests of the cleaning screen: one resident room with two routines sharing
// their bathroom operations, a room type without routines, and saved reports and markings.

export { testId };

export const NOW = new Date('2026-05-12T14:30:00Z');
export const TORONTO = 'America/Toronto';

const sink = testOperation('Bathroom', 'Sink');
const toilet = testOperation('Bathroom', 'Toilet');
const mop = testOperation('Floor', 'Wet mop');
const walls = testOperation('Walls', 'Wash walls');
const notes = testOperation('Final check', 'Report maintenance issues', { optional: true });

export const RESIDENT_ROOM = testId();
export const EMPTY_TYPE = testId();
export const FACILITY = testId();

export const config: THousekeepingConfig = {
  facilityId: FACILITY,
  version: 1,
  language: 'en',
  translations: {},
  roomTypes: [
    {
      id: RESIDENT_ROOM,
      roomType: 'Resident Room',
      roomStates: [],
      settings: { allowGroupSelection: true, photoRequired: false },
      routines: [
        testRoutine('Clean', [sink, toilet, mop, notes], { isDefault: true, shortcut: { order: 1, icon: 'sparkles', color: '#2F9E44' } }),
        testRoutine('Deep Clean', [walls, sink, toilet], { priority: 20 }),
      ],
    },
    { id: EMPTY_TYPE, roomType: 'Chapel', roomStates: [], settings: { allowGroupSelection: false, photoRequired: false }, routines: [] },
  ],
  roomStates: [],
  roomEvents: [],
  settings: { notificationSchedule: null, notifyEmails: [], vacatedRoom: { action: 'clean', cleanType: null, roomStateId: null } },
};
export const OPS = { sink, toilet, mop, walls, notes };

export function room(extra: Partial<TDashboardRoom> = {}): TDashboardRoom {
  return {
    id: testId(),
    roomNumber: '101',
    roomTypeId: RESIDENT_ROOM,
    roomType: 'Resident Room',
    qrCode: 'R101',
    areaId: null,
    areaIds: [],
    facilityArea: [],
    description: null,
    roomState: null,
    stateCleanType: null,
    outstandingTasks: [],
    housekeepingHistory: [],
    lastMarkingReport: null,
    resident: null,
    residents: [],
    latest: { hasComments: false, hasPhotos: false },
    assignees: [],
    isArchived: false,
    status: {
      label: 'NeedsCleaning',
      needsCleaning: true,
      dueSoon: false,
      incomplete: false,
      missed: false,
      declined: false,
      banner: null,
      color: '#FFFFFF',
      textColor: '#000000',
      border: null,
      currentCleanType: 'Clean',
      lastIncomplete: false,
      todoIfPlanned: false,
      tooltip: {
        scheduledClean: null,
        scheduleType: null,
        bucket: null,
        dueSoon: false,
        missed: false,
        incomplete: false,
        previousBucket: null,
      },
    },
    ...extra,
  };
}

export function savedReport(forRoom: TDashboardRoom, extra: Partial<THousekeepingReport> = {}): THousekeepingReport {
  const ops: TReportOperation[] = initialOperations([sink, toilet, mop]).map((o) => ({
    ...o,
    checked: true,
    timeStamp: NOW.toISOString(),
  }));
  return {
    id: testId(),
    facilityId: FACILITY,
    status: 'Complete',
    startDate: '2026-05-12T13:00:00.000Z',
    reportDate: '2026-05-12T13:20:00.000Z',
    room: { id: forRoom.id, number: forRoom.roomNumber },
    roomTypeId: RESIDENT_ROOM,
    roomType: 'Resident Room',
    resident: null,
    residents: [],
    staffMember: { id: testId(), firstName: 'Rosa', lastName: 'Santos' },
    selectedCleanType: 'Clean',
    priority: 10,
    selectedGroupTime: null,
    comment: 'Done',
    residentFamilyConcern: null,
    maintenance: null,
    pestControl: null,
    operations: ops,
    photos: [],
    supervisorNote: null,
    declineSignature: null,
    declinedBy: null,
    auditReport: null,
    markingReportId: null,
    ...extra,
  };
}

export function marking(forRoom: TDashboardRoom, markedIds: string[]): TMarkingReport {
  return {
    id: testId(),
    facilityId: FACILITY,
    room: { id: forRoom.id, number: forRoom.roomNumber },
    roomType: 'Resident Room',
    cleanType: 'Clean',
    auditor: { id: testId(), name: 'Sofia García' },
    startDate: '2026-05-12T12:00:00.000Z',
    markingDate: '2026-05-12T12:05:00.000Z',
    operations: initialOperations([sink, toilet, mop, notes]).map((o) => ({ ...o, isMarked: markedIds.includes(o.id) })),
    auditedReportId: null,
  };
}

export function input(extra: Partial<SessionInput> & Pick<SessionInput, 'link'>): SessionInput {
  return {
    facilityId: FACILITY,
    config,
    rooms: [],
    role: 'Housekeeper',
    report: null,
    marking: null,
    now: NOW,
    newId: () => 'new-id',
    ...extra,
  };
}
