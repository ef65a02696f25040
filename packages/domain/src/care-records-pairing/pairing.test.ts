import { describe, expect, it } from 'vitest';
import { pairingKey, pairingProblems, proposePairs, suggestArea, unpairedResidents } from './pairing.ts';

const patient = (patientId: string, firstName: string, lastName: string, roomNumber: string | null) => ({
  patientId,
  firstName,
  lastName,
  roomNumber,
});
const resident = (id: string, firstName: string, lastName: string, roomNumber: string | null, residentId = `R-${id}`) => ({
  id,
  residentId,
  firstName,
  lastName,
  roomNumber,
});

describe('pairingKey', () => {
  it('ignores accents, case, apostrophes and spacing', () => {
    expect(pairingKey(' Beatrice  O’Connor ')).toBe(pairingKey('beatrice oconnor'));
    expect(pairingKey('Tomás')).toBe('tomas');
    expect(pairingKey('Jean-Paul')).toBe('jean paul');
    expect(pairingKey(null)).toBe('');
  });
});

describe('proposePairs', () => {
  it('pairs by resident ID first, then by the same name in the same room', () => {
    const pairs = proposePairs(
      [
        patient('880101', 'Margaret', 'Thompson', '101'),
        patient('880102', 'Harold', 'Baker', '102'),
        patient('880103', 'Eve', 'New', '111'),
      ],
      [resident('a', 'Maggie', 'Thompson', '109', '880101'), resident('b', 'harold', 'BAKER', '102'), resident('c', 'Eve', 'New', '112')],
    );
    expect(pairs.get('880101')).toEqual({ residentId: 'a', reason: 'residentId' });
    expect(pairs.get('880102')).toEqual({ residentId: 'b', reason: 'nameAndRoom' });
    // Same name, another room: the nurse decides.
    expect(pairs.has('880103')).toBe(false);
  });

  it('proposes nothing when a name and room is ambiguous, and a resident once only', () => {
    const twins = proposePairs(
      [patient('1', 'Ann', 'Lee', '105')],
      [resident('a', 'Ann', 'Lee', '105'), resident('b', 'Ann', 'Lee', '105')],
    );
    expect(twins.size).toBe(0);
    const twoPatients = proposePairs(
      [patient('1', 'Ann', 'Lee', '105'), patient('2', 'Ann', 'Lee', '105')],
      [resident('a', 'Ann', 'Lee', '105')],
    );
    expect(twoPatients.size).toBe(0);
    const byRefThenName = proposePairs(
      [patient('X1', 'Ann', 'Lee', '105'), patient('2', 'Ann', 'Lee', '105')],
      [resident('a', 'Ann', 'Lee', '105', 'X1')],
    );
    expect([...byRefThenName]).toEqual([['X1', { residentId: 'a', reason: 'residentId' }]]);
  });

  it('does not pair patients without a room by name alone', () => {
    expect(proposePairs([patient('1', 'Ann', 'Lee', null)], [resident('a', 'Ann', 'Lee', null)]).size).toBe(0);
  });
});

describe('unpairedResidents and pairingProblems', () => {
  const rs = [resident('a', 'A', 'A', '1'), resident('b', 'B', 'B', '2'), resident('c', 'C', 'C', '3')];
  it('lists the residents no pair names', () => {
    expect(unpairedResidents(rs, [{ residentId: 'b' }, { residentId: null }]).map((r) => r.id)).toEqual(['a', 'c']);
  });
  it('refuses a resident in two pairs, paired and discharged, a stranger, a patient twice', () => {
    const ids = new Set(['a', 'b', 'c']);
    expect(
      pairingProblems(
        {
          pairs: [
            { patientId: '1', residentId: 'a' },
            { patientId: '2', residentId: null },
          ],
          discharge: ['c'],
        },
        ids,
      ),
    ).toEqual([]);
    expect(
      pairingProblems(
        {
          pairs: [
            { patientId: '1', residentId: 'a' },
            { patientId: '2', residentId: 'a' },
            { patientId: '2', residentId: 'zz' },
          ],
          discharge: ['a', 'yy'],
        },
        ids,
      ),
    ).toEqual([
      { field: 'pairs.1.residentId', code: 'sync.resident_paired_twice' },
      { field: 'pairs.2.patientId', code: 'sync.patient_twice' },
      { field: 'pairs.2.residentId', code: 'validation.invalid' },
      { field: 'discharge.0', code: 'sync.resident_paired_and_discharged' },
      { field: 'discharge.1', code: 'validation.invalid' },
    ]);
  });
});

describe('suggestArea', () => {
  const areas = [
    { id: 'W', name: 'West Wing', parentId: null },
    { id: 'W1', name: 'Floor 1', parentId: 'W' },
    { id: 'W2', name: 'Floor 2', parentId: 'W' },
    { id: 'E', name: 'East Wing', parentId: null },
    { id: 'E1', name: 'Floor 1', parentId: 'E' },
    { id: 'E2', name: 'Floor 2', parentId: 'E' },
  ];
  const rooms = [
    ...['101', '102', '103'].map((roomNumber) => ({ roomNumber, areaId: 'W1' })),
    ...['201', '202'].map((roomNumber) => ({ roomNumber, areaId: 'W2' })),
    ...['501', '502'].map((roomNumber) => ({ roomNumber, areaId: 'E1' })),
    { roomNumber: 'Lounge 1', areaId: 'W1' },
  ];
  it('follows the unit and the floor, the better match first', () => {
    expect(suggestArea({ roomNumber: '711', unit: 'East Wing', floor: '2' }, areas, rooms)).toBe('E2');
    expect(suggestArea({ roomNumber: '711', unit: 'east wing', floor: null }, areas, rooms)).toBe('E');
    expect(suggestArea({ roomNumber: '305', unit: 'West Wing', floor: '3' }, areas, rooms)).toBe('W');
  });
  it('else the area of the rooms on the same floor number, else none', () => {
    expect(suggestArea({ roomNumber: '111' }, areas, rooms)).toBe('W1');
    expect(suggestArea({ roomNumber: '512', unit: 'Nowhere' }, areas, rooms)).toBe('E1');
    expect(suggestArea({ roomNumber: '905' }, areas, rooms)).toBeNull();
    expect(suggestArea({ roomNumber: 'Annex' }, areas, rooms)).toBeNull();
  });
});
