import { describe, expect, it } from 'vitest';
import { matchRoomCode } from './qr-match.ts';

const rooms = [
  { id: 'a', qrCode: 'K7PQ-2M9XZ', roomNumber: '101', isArchived: false },
  { id: 'b', qrCode: 'AB12-CDEF', roomNumber: '102', isArchived: false },
  { id: 'c', qrCode: 'ab12-cdef', roomNumber: '103', isArchived: false },
  { id: 'd', qrCode: 'ZZZZ-0000', roomNumber: '201', isArchived: false },
  { id: 'e', qrCode: 'YYYY-1111', roomNumber: '201', isArchived: false },
  { id: 'f', qrCode: 'OLD1-ROOM', roomNumber: '301', isArchived: true },
  { id: 'g', qrCode: 'W4TE-RR00', roomNumber: '1A', isArchived: false },
];
const id = (input: string) => {
  const m = matchRoomCode(rooms, input);
  return m.kind === 'room' ? m.room.id : m.kind;
};

describe('matchRoomCode', () => {
  it('finds the room whose QR code is the scanned text, trimmed', () => {
    expect(id('K7PQ-2M9XZ')).toBe('a');
    expect(id('  K7PQ-2M9XZ\n')).toBe('a');
    expect(id('\tK7PQ-2M9XZ\r\n')).toBe('a');
  });

  it('prefers the exact code over a match without regard to case', () => {
    expect(id('AB12-CDEF')).toBe('b');
    expect(id('ab12-cdef')).toBe('c');
  });

  it('accepts a code typed in another case when only one room has it', () => {
    expect(id('k7pq-2m9xz')).toBe('a');
    // Two rooms differ only by case: typed in a third case, neither is guessed.
    expect(id('Ab12-CdEf')).toBe('none');
  });

  it('accepts a room number when exactly one room has it', () => {
    expect(id('101')).toBe('a');
    expect(id(' 103 ')).toBe('c');
    expect(id('1a')).toBe('g');
  });

  it('reports a number that several rooms share', () => {
    const m = matchRoomCode(rooms, '201');
    expect(m.kind).toBe('ambiguous');
    expect(m.kind === 'ambiguous' && m.rooms.map((r) => r.id)).toEqual(['d', 'e']);
  });

  it('never matches an archived room', () => {
    expect(id('OLD1-ROOM')).toBe('none');
    expect(id('301')).toBe('none');
  });

  it('reports unknown and empty input', () => {
    expect(matchRoomCode(rooms, 'NOPE-0000')).toEqual({ kind: 'none', code: 'NOPE-0000' });
    expect(matchRoomCode(rooms, '   ')).toEqual({ kind: 'empty' });
    expect(matchRoomCode([], 'K7PQ-2M9XZ').kind).toBe('none');
  });
});
