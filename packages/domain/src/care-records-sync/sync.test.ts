import type { TExternalPatient } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  adtEffect,
  dataSourceProblems,
  quotaUsage,
  quotaWaitMs,
  residentTitleOf,
  roomTypeForNewRoom,
  SYNC_MAX_ATTEMPTS,
  type SyncedResident,
  syncDifferences,
  syncRetryDelayMs,
  syncStatusOf,
} from './sync.ts';

const patient = (p: Partial<TExternalPatient> = {}): TExternalPatient => ({
  patientId: 'P-1',
  facilityId: 'F-1',
  firstName: 'Olga',
  lastName: 'Nguyen',
  namePrefix: 'Mrs',
  nickName: null,
  status: 'Current',
  roomNumber: '101',
  bed: null,
  admissionDate: '2026-03-02T14:00:00Z',
  dischargeDate: null,
  ...p,
});

const ours: SyncedResident = {
  firstName: 'Olga',
  lastName: 'Nguyen',
  namePrefix: 'Mrs',
  nickName: null,
  status: 'Resident',
  roomNumber: '101',
  arrivalDate: '2026-03-02',
  dischargeDate: null,
};

describe('a patient on leave', () => {
  it('keeps the room ours: a current patient without a room is no room difference, a discharged one still is', () => {
    expect(syncDifferences(ours, patient({ roomNumber: null, bed: null }))).toEqual([]);
    expect(syncStatusOf(ours, patient({ roomNumber: null }))).toBe('None');
    expect(syncDifferences(ours, patient({ roomNumber: '102' }))).toEqual(['roomNumber']);
    expect(syncDifferences(ours, patient({ status: 'Discharged', roomNumber: null, dischargeDate: '2026-04-01T10:00:00Z' }))).toEqual([
      'status',
      'roomNumber',
      'dischargeDate',
    ]);
  });
});

describe('sync status', () => {
  it.each([
    ['no resident of ours', null, patient(), 'New'],
    ['the same in every owned field', ours, patient(), 'None'],
    ['names differ only by case and spaces', ours, patient({ firstName: ' olga ', lastName: 'NGUYEN' }), 'None'],
    ['a new patient is a resident', ours, patient({ status: 'New' }), 'None'],
    ['the room changed', ours, patient({ roomNumber: '204' }), 'Updated'],
    ['discharged there', ours, patient({ status: 'Discharged', dischargeDate: '2026-11-20T10:00:00Z' }), 'Updated'],
    ['a nickname added', ours, patient({ nickName: 'Olg' }), 'Updated'],
    ['the admission moved a day', ours, patient({ admissionDate: '2026-03-03T01:00:00Z' }), 'Updated'],
  ] as const)('%s: %s', (_, mine, theirs, expected) => {
    expect(syncStatusOf(mine, theirs)).toBe(expected);
  });

  it('compares titles as ours are kept: a dot or case is no change, a title we do not have is none', () => {
    expect(residentTitleOf('Mrs.')).toBe('Mrs');
    expect(residentTitleOf(' mr ')).toBe('Mr');
    expect(residentTitleOf('Dr.')).toBeNull();
    expect(syncStatusOf(ours, patient({ namePrefix: 'Mrs.' }))).toBe('None');
    expect(syncStatusOf({ ...ours, namePrefix: null }, patient({ namePrefix: 'Dr' }))).toBe('None');
    expect(syncStatusOf(ours, patient({ namePrefix: 'Ms.' }))).toBe('Updated');
  });

  it('names the fields that differ', () => {
    expect(syncDifferences(ours, patient({ roomNumber: '204', status: 'Discharged', dischargeDate: '2026-11-20' }))).toEqual([
      'status',
      'roomNumber',
      'dischargeDate',
    ]);
  });
});

describe('quota', () => {
  const now = new Date('2026-11-23T18:00:00Z');
  it.each([
    [{ limit: 10_000, remaining: 10_000, resetSeconds: 3600 }, 0, 0, '2026-11-23T19:00:00.000Z'],
    [{ limit: 10_000, remaining: 2_345, resetSeconds: 60 }, 7_655, 76.6, '2026-11-23T18:01:00.000Z'],
    [{ limit: 3, remaining: 0, resetSeconds: 0.5 }, 3, 100, '2026-11-23T18:00:00.500Z'],
    [{ limit: 0, remaining: 0, resetSeconds: 10 }, 0, 100, '2026-11-23T18:00:10.000Z'],
  ])('%o: %i used, %d%%', (headers, used, percent, resetsAt) => {
    expect(quotaUsage(headers, now)).toEqual({ limit: headers.limit, used, percentUsed: percent, resetsAt });
  });

  it('a spent quota waits for its reset and a second more; an open one does not wait', () => {
    expect(quotaWaitMs({ limit: 100, remaining: 0, resetSeconds: 42 })).toBe(43_000);
    expect(quotaWaitMs({ limit: 100, remaining: 1, resetSeconds: 42 })).toBe(0);
  });
});

describe('ADT effects', () => {
  it.each([
    [
      { action: 'Admission', roomNumber: '101', cancelsRecordId: null },
      { kind: 'arrive', roomNumber: '101' },
    ],
    [
      { action: 'Readmission', roomNumber: '102', cancelsRecordId: null },
      { kind: 'arrive', roomNumber: '102' },
    ],
    [{ action: 'Discharge', roomNumber: null, cancelsRecordId: null }, { kind: 'discharge' }],
    [
      { action: 'Transfer', roomNumber: '204', cancelsRecordId: null },
      { kind: 'transfer', roomNumber: '204' },
    ],
    [{ action: 'LeaveOfAbsence', roomNumber: '101', cancelsRecordId: null }, { kind: 'leave' }],
    [
      { action: 'ReturnFromLeave', roomNumber: '101', cancelsRecordId: null },
      { kind: 'return', roomNumber: '101' },
    ],
    [
      { action: 'CancelDischarge', roomNumber: null, cancelsRecordId: 'A-7' },
      { kind: 'undo', recordId: 'A-7' },
    ],
    [
      { action: 'CancelTransfer', roomNumber: null, cancelsRecordId: 'A-8' },
      { kind: 'undo', recordId: 'A-8' },
    ],
    [
      { action: 'CancelAdmission', roomNumber: null, cancelsRecordId: null },
      { kind: 'none', reason: 'cancelsNothing' },
    ],
  ] as const)('%o', (record, effect) => {
    expect(adtEffect(record)).toEqual(effect);
  });
});

describe('retries', () => {
  it('30 s, doubled, at most an hour, none after the last try', () => {
    const delays = Array.from({ length: SYNC_MAX_ATTEMPTS + 1 }, (_, i) => syncRetryDelayMs(i + 1));
    expect(delays).toEqual([null, 30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, null]);
    expect(syncRetryDelayMs(20)).toBeNull();
  });

  it('jitter adds up to a tenth', () => {
    expect(syncRetryDelayMs(2, 1)).toBe(33_000);
    expect(syncRetryDelayMs(2, 0.5)).toBe(31_500);
    expect(syncRetryDelayMs(2, 7)).toBe(33_000);
  });
});

describe('data source problems', () => {
  const none = { hasClientSecret: false, hasClientCertificate: false, hasPrivateKey: false };
  it.each([
    ['OAuth2 complete', { authKind: 'OAuth2', clientId: 'c', clientSecret: 's' }, null, []],
    ['OAuth2 keeping the stored secret', { authKind: 'OAuth2', clientId: 'c', clientSecret: null }, { ...none, hasClientSecret: true }, []],
    ['OAuth2 with nothing', { authKind: 'OAuth2', clientId: null }, none, ['sync.client_id_required', 'sync.client_secret_required']],
    ['TwoLegged complete', { authKind: 'TwoLegged', clientId: null, clientCertificate: 'PEM', privateKey: 'KEY' }, null, []],
    ['TwoLegged keeping both', { authKind: 'TwoLegged', clientId: null }, { ...none, hasClientCertificate: true, hasPrivateKey: true }, []],
    ['TwoLegged without its key', { authKind: 'TwoLegged', clientId: null, clientCertificate: 'PEM' }, null, ['sync.private_key_required']],
  ] as const)('%s', (_, input, stored, codes) => {
    expect(dataSourceProblems(input, stored).map((p) => p.code)).toEqual(codes);
  });
});

describe('rooms the sync creates', () => {
  it('take the type most rooms of their area have, else of the site, else none', () => {
    const rooms = [
      { areaId: 'west', roomTypeId: 'suite' },
      { areaId: 'west', roomTypeId: 'resident' },
      { areaId: 'west', roomTypeId: 'resident' },
      { areaId: 'east', roomTypeId: 'suite' },
      { areaId: 'east', roomTypeId: 'suite' },
      { areaId: 'east', roomTypeId: 'suite' },
      { areaId: 'east', roomTypeId: null },
    ];
    expect(roomTypeForNewRoom(rooms, 'west')).toBe('resident');
    expect(roomTypeForNewRoom(rooms, 'north')).toBe('suite');
    expect(roomTypeForNewRoom([{ areaId: 'west', roomTypeId: null }], 'west')).toBeNull();
  });
});
