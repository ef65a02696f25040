import type { TReconciliation, TSyncResident } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { applyRequest, choosePair, dischargeOffers, initialChoices, roomsNeeded, roomsWithoutArea } from './reconciliation.ts';

const patient = (patientId: string, roomNumber: string | null) => ({
  patientId,
  facilityId: '4021',
  firstName: `F${patientId}`,
  lastName: `L${patientId}`,
  namePrefix: null,
  nickName: null,
  status: 'Current' as const,
  roomNumber,
  bed: null,
  admissionDate: null,
  dischargeDate: null,
});
const resident = (id: string, offerDischarge = true) => ({
  id,
  residentId: `R-${id}`,
  firstName: id,
  lastName: 'X',
  roomNumber: '1',
  offerDischarge,
});

const rec: TReconciliation = {
  firstConnection: true,
  patients: [
    { patient: patient('1', '101'), residentId: 'a', reason: 'nameAndRoom', roomId: 'room-101' },
    { patient: patient('2', '111'), residentId: null, reason: null, roomId: null },
    { patient: patient('3', '305'), residentId: null, reason: null, roomId: null },
  ],
  residents: [resident('a'), resident('b'), resident('c', false)],
  newRooms: [
    { roomNumber: '111', unit: 'West Wing', floor: 'Floor 1', suggestedAreaId: 'w1' },
    { roomNumber: '305', unit: null, floor: null, suggestedAreaId: null },
  ],
  upToDate: false,
};
const listed = (id: string): TSyncResident => ({
  patient: patient(id, null),
  syncStatus: 'New',
  residentId: null,
  differences: [],
  roomId: null,
});

describe('reconciliation choices', () => {
  it('start from the proposal, offer the unpaired residents entered since, and ask the areas the chosen need', () => {
    const chosen = new Set(['1', '2']);
    const c = initialChoices(rec, chosen);
    expect([...c.pairs]).toEqual([
      ['1', 'a'],
      ['2', null],
    ]);
    expect(roomsNeeded(rec, chosen).map((r) => r.roomNumber)).toEqual(['111']);
    expect([...c.areas]).toEqual([['111', 'w1']]);
    expect(roomsWithoutArea(c)).toEqual([]);
    expect(dischargeOffers(rec, c).map((r) => r.id)).toEqual(['b']);
    expect(roomsWithoutArea(initialChoices(rec, new Set(['3'])))).toEqual(['305']);
  });

  it('a resident pairs with one patient only; pairing takes them off the discharge list', () => {
    let c = initialChoices(rec, new Set(['1', '2']));
    c = { ...c, discharge: new Set(['b']) };
    c = choosePair(c, '2', 'b');
    expect(c.discharge.has('b')).toBe(false);
    c = choosePair(c, '2', 'a');
    expect([...c.pairs]).toEqual([
      ['1', null],
      ['2', 'a'],
    ]);
    expect(dischargeOffers(rec, c).map((r) => r.id)).toEqual(['b']);
  });

  it('the request names every chosen patient, the discharges still offered and each room’s area', () => {
    const c = { ...initialChoices(rec, new Set(['1', '2'])), discharge: new Set(['b', 'c']) };
    expect(applyRequest({ facilityId: 'f', dataSourceId: 'd' }, [listed('1'), listed('2')], rec, c)).toEqual({
      facilityId: 'f',
      dataSourceId: 'd',
      pairs: [
        { patientId: '1', residentId: 'a' },
        { patientId: '2', residentId: null },
      ],
      discharge: ['b'],
      roomAreas: [{ roomNumber: '111', areaId: 'w1' }],
    });
  });
});
