import { describe, expect, it } from 'vitest';
import { checkColumnMapping } from '../spreadsheet-columns.ts';
import { planRoomImport, type RoomImportContext, readRoomFile, roomFileQrCodes } from './room-import.ts';

let n = 0;
const ctx = (over: Partial<RoomImportContext> = {}): RoomImportContext => ({
  facilityId: 'site',
  areas: [{ id: 'north', parentId: null, name: 'North Wing' }],
  rooms: [{ id: 'r101', areaId: 'north', roomNumber: '101', qrCode: 'QR-101', description: 'Corner room' }],
  roomTypes: [{ id: 'resident', roomType: 'Resident Room' }],
  qrOwner: new Map(),
  newId: () => `new-${++n}`,
  ...over,
});

const read = (csv: string, mapping?: Parameters<typeof readRoomFile>[1]) => {
  const file = readRoomFile(csv, mapping);
  if (!file.ok) throw new Error(file.code);
  return file;
};

describe('column mapping', () => {
  it('refuses a mapping that does not fit the file, a field filled twice, or a missing required field', () => {
    expect(checkColumnMapping(['a', 'b'], ['roomNumber'], ['roomNumber'], 'import.no_header')).toBe('import.columns_mismatch');
    expect(checkColumnMapping(['a', 'b'], ['roomNumber', 'roomNumber'], ['roomNumber'], 'import.no_header')).toBe(
      'import.column_mapped_twice',
    );
    expect(checkColumnMapping(['a', 'b'], ['roomNumber', null], ['roomNumber', 'roomType'], 'import.no_header')).toBe('import.no_header');
    expect(checkColumnMapping(['a', 'b'], ['roomNumber', 'roomType'], ['roomNumber', 'roomType'], 'import.no_header')).toBeNull();
  });

  it('maps a rooms file by its headers, or as the user chose', () => {
    expect(read('Room,Room type,Wing\n1,Resident Room,North\n').columns).toEqual(['roomNumber', 'roomType', 'area']);
    expect(readRoomFile('Number,Kind\n1,Resident Room\n', undefined)).toEqual({ ok: false, code: 'import.no_header' });
    expect(read('Number,Kind\n1,Resident Room\n', ['roomNumber', 'roomType']).columns).toEqual(['roomNumber', 'roomType']);
  });
});

describe('room import plan', () => {
  it('updates a room of the same number in the same area and creates the rest, new areas parents first', () => {
    const file = read('Area,Room,Room type,QR code\nNorth Wing,101,resident room,\nSouth Wing > Floor 1,201,Resident Room,QR-201\n');
    expect(roomFileQrCodes(file)).toEqual(['QR-201']);
    const { preview, changes } = planRoomImport(file, ctx());
    expect(preview.rows.map((r) => r.action)).toEqual(['update', 'new']);
    expect(preview.newAreas).toEqual([['South Wing'], ['South Wing', 'Floor 1']]);
    expect(preview.counts).toEqual({ new: 1, update: 1, error: 0 });
    const [south, floor] = changes.areas ?? [];
    expect(floor?.parentId).toBe(south?.id);
    expect(changes.rooms).toEqual([
      { id: 'r101', areaId: 'north', roomNumber: '101', roomTypeId: 'resident', qrCode: 'QR-101', description: 'Corner room' },
      { areaId: floor?.id, roomNumber: '201', roomTypeId: 'resident', qrCode: 'QR-201', description: null },
    ]);
  });

  it('holds back rows with an unknown room type, a number twice in the file or a QR code another room holds', () => {
    const file = read('Room,Room type,QR code\n1,Chapel,\n2,Resident Room,QR-X\n2,Resident Room,\n3,Resident Room,QR-101\n');
    const { preview, changes } = planRoomImport(file, ctx({ qrOwner: new Map([['QR-101', 'r101']]) }));
    expect(preview.rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['import.unknown_room_type'],
      [],
      ['import.duplicate_in_file'],
      ['room.duplicate_qr'],
    ]);
    expect(changes.rooms?.map((r) => r.roomNumber)).toEqual(['2']);
  });
});
