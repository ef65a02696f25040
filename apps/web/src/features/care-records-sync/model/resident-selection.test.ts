import type { TRoomArea, TSyncResident } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaChoices,
  createsRoom,
  externalRoomLabel,
  keepListed,
  needsArea,
  patientName,
  roomsToCreate,
  selectionState,
} from './resident-selection.ts';

const ROOM = '6f1c2a8e-0d4b-4c1e-9a7f-2b3c4d5e6f90';
const resident = (patientId: string, roomNumber: string | null, roomId: string | null): TSyncResident => ({
  patient: {
    patientId,
    facilityId: '12',
    firstName: 'Mary',
    lastName: patientId,
    namePrefix: null,
    nickName: null,
    status: 'Current',
    roomNumber,
    bed: null,
    admissionDate: null,
    dischargeDate: null,
  },
  syncStatus: 'New',
  residentId: null,
  differences: [],
  roomId,
});
const list = [
  resident('p1', '204', ROOM),
  resident('p2', '10', null),
  resident('p3', '9', null),
  resident('p4', null, null),
  resident('p5', '10', null),
];

describe('rooms the import creates', () => {
  it('are the chosen residents’ room numbers we do not have, each once in number order', () => {
    expect(roomsToCreate(list, new Set(['p1', 'p2', 'p3', 'p5']))).toEqual(['9', '10']);
    expect(createsRoom(list[3] as TSyncResident)).toBe(false);
  });

  it('need an area only when some room is created', () => {
    expect(needsArea(list, new Set(['p1', 'p4']))).toBe(false);
    expect(needsArea(list, new Set(['p1', 'p2']))).toBe(true);
  });
});

describe('selection', () => {
  it('keeps only the chosen residents still listed', () => {
    expect([...keepListed(new Set(['p1', 'gone']), list)]).toEqual(['p1']);
  });

  it('says whether all, some or none of the rows are chosen', () => {
    expect(selectionState(list, new Set())).toBe('none');
    expect(selectionState(list, new Set(['p1']))).toBe('some');
    expect(selectionState(list, new Set(list.map((r) => r.patient.patientId)))).toBe('all');
  });
});

describe('labels', () => {
  it('names the patient with title and nickname', () => {
    expect(patientName({ namePrefix: 'Mrs', firstName: 'Mary', lastName: 'Smith', nickName: 'Molly' })).toBe('Mrs Mary Smith (Molly)');
    expect(patientName({ namePrefix: null, firstName: 'Ann', lastName: 'Lee', nickName: ' ' })).toBe('Ann Lee');
  });

  it('shows the room and bed', () => {
    expect(externalRoomLabel({ roomNumber: '204', bed: 'B' })).toBe('204 · B');
    expect(externalRoomLabel({ roomNumber: null, bed: 'B' })).toBeNull();
  });
});

describe('areaChoices', () => {
  const area = (id: string, name: string, parentId: string | null, order: number, isArchived = false): TRoomArea => ({
    id,
    name,
    parentId,
    order,
    isArchived,
  });

  it('names each live area by its path, in the layout’s order', () => {
    const areas = [
      area('b', 'West wing', null, 2),
      area('a', 'Main building', null, 1),
      area('a2', 'Floor 2', 'a', 2),
      area('a1', 'Floor 1', 'a', 1),
      area('x', 'Old wing', null, 3, true),
      area('x1', 'Under the old wing', 'x', 1),
    ];
    expect(areaChoices(areas).map((c) => c.label)).toEqual([
      'Main building',
      'Main building › Floor 1',
      'Main building › Floor 2',
      'West wing',
    ]);
  });
});
