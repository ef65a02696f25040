import type { TResident } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { matchesRoomSearch, type PickerRoom, pickerRoomLabel, sortPickerRooms, withOccupants } from './arrival-rooms.ts';

const room = (id: string, roomNumber: string, areaPath: string[] = [], residents: PickerRoom['residents'] = []): PickerRoom => ({
  id,
  roomNumber,
  roomTypeId: 't1',
  roomType: 'Bedroom',
  areaPath,
  residents,
});
const resident = (id: string, roomId: string | null, status: 'Resident' | 'Discharged' = 'Resident') =>
  ({
    id,
    displayName: `Name ${id}`,
    status,
    room: roomId ? { id: roomId, roomNumber: '', areaPath: [], roomType: null } : null,
  }) as TResident;

describe('room picker rooms', () => {
  it('lists vacant rooms first, then by area and number in natural order', () => {
    const rooms = [
      room('a', '1010', ['Wing A']),
      room('b', '102', ['Wing A'], [{ id: 'r1', name: 'Ann' }]),
      room('c', '101', ['Wing B']),
      room('d', '9', ['Wing A']),
    ];
    expect(sortPickerRooms(rooms).map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('takes who lives where from the residents list when it has loaded, leaving out discharged residents and the one being moved', () => {
    const rooms = [room('a', '101', [], [{ id: 'old', name: 'Stale' }]), room('b', '102')];
    const residents = [resident('r1', 'b'), resident('r2', 'a', 'Discharged'), resident('r3', 'b'), resident('r4', null)];
    const out = withOccupants(rooms, residents, 'r3');
    expect(out.map((r) => r.residents.map((x) => x.id))).toEqual([[], ['r1']]);
    expect(withOccupants(rooms, undefined, 'old')[0]?.residents).toEqual([]);
  });

  it('labels a room with its areas and finds it by every word typed', () => {
    const r = room('a', '101', ['Wing A', 'Floor 1'], [{ id: 'x', name: 'Margaret Wilson' }]);
    expect(pickerRoomLabel(r)).toBe('101 (Wing A › Floor 1)');
    expect(pickerRoomLabel(room('b', '7'))).toBe('7');
    expect(matchesRoomSearch(r, 'wing 10')).toBe(true);
    expect(matchesRoomSearch(r, 'wilson')).toBe(true);
    expect(matchesRoomSearch(r, 'bedroom floor')).toBe(true);
    expect(matchesRoomSearch(r, 'wing 2')).toBe(false);
    expect(matchesRoomSearch(r, '  ')).toBe(true);
  });
});
