import { describe, expect, it } from 'vitest';
import {
  allTags,
  applyShortcut,
  cleanTypesInUse,
  duplicateRoutine,
  moveItem,
  newId,
  newRoomType,
  overlayBoxes,
  removeRoomState,
  restoreRemovedRoomTypes,
  sameValue,
  setDefaultRoutine,
  setStateRoomTypes,
  shortcutRows,
  uniqueName,
  updateRoutine,
} from './config-draft.ts';
import { routine, testConfig } from './test-fixtures.ts';

const names = (ops: { group: string; item: string }[]) => ops.map((o) => `${o.group}/${o.item}`);

describe('draft edits', () => {
  it('makes version 4 UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('compares deeply, ignoring undefined fields, and shares what an edit does not touch', () => {
    const config = testConfig();
    expect(sameValue(config, structuredClone(config))).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    const [type, other] = config.roomTypes as [(typeof config.roomTypes)[0], (typeof config.roomTypes)[0]];
    const edited = updateRoutine(config, type.id, type.routines[0]?.id ?? '', (r) => ({ ...r, priority: 11 }));
    expect(edited.roomTypes[1]).toBe(other);
    expect(edited.roomTypes[0]?.routines[1]).toBe(type.routines[1]);
    expect(sameValue(edited, config)).toBe(false);
  });

  it('moves list items and leaves the list alone at its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('keeps one default routine per room type', () => {
    const rs = [routine('A', { isDefault: true }), routine('B'), routine('C')];
    const b = rs[1]?.id ?? '';
    expect(setDefaultRoutine(rs, b, true).map((r) => r.isDefault)).toEqual([false, true, false]);
    expect(setDefaultRoutine(rs, b, false).map((r) => r.isDefault)).toEqual([true, false, false]);
    const unchanged = setDefaultRoutine(rs, rs[0]?.id ?? '', true);
    expect(unchanged[0]).toBe(rs[0]);
  });

  it('duplicates a routine under a free name with new ids, never as the default', () => {
    const source = routine('Clean', { isDefault: true, qrCode: 'QR-1' });
    const copy = duplicateRoutine(source, ['Clean', 'Clean (copy)'], (n) => `Clean (copy${n === 1 ? '' : ` ${n}`})`);
    expect(copy.cleanType).toBe('Clean (copy 2)');
    expect(copy.id).not.toBe(source.id);
    expect(copy.isDefault).toBe(false);
    expect(copy.qrCode).toBeNull();
    expect(copy.operations.map((o) => o.id)).not.toContain(source.operations[0]?.id);
    expect(names(copy.operations)).toEqual(names(source.operations));
    expect(uniqueName(['a', 'B'], (n) => (n === 1 ? 'b' : `b${n}`))).toBe('b2');
  });

  it('creates a room type empty or from a copy of another', () => {
    const config = testConfig();
    const empty = newRoomType('  Sunroom ');
    expect(empty).toMatchObject({
      roomType: 'Sunroom',
      routines: [],
      roomStates: [],
      settings: { allowGroupSelection: true, photoRequired: false },
    });
    const source = config.roomTypes[0];
    const copy = newRoomType('Suite', source);
    expect(copy.routines.map((r) => r.cleanType)).toEqual(['Clean', 'Deep Clean']);
    expect(copy.routines[0]?.id).not.toBe(source?.routines[0]?.id);
    expect(copy.roomStates).toEqual(source?.roomStates);
  });

  it('puts removed room types back where they were', () => {
    const base = testConfig();
    const draft = { ...base, roomTypes: [base.roomTypes[1] as (typeof base.roomTypes)[0]] };
    expect(restoreRemovedRoomTypes(draft, base).roomTypes.map((t) => t.roomType)).toEqual(['Resident Room', 'Common Area']);
    expect(restoreRemovedRoomTypes(base, base)).toBe(base);
  });
});

describe('clean types and shortcuts', () => {
  it('lists distinct clean types, case-insensitively', () => {
    expect(cleanTypesInUse(testConfig())).toEqual(['Clean', 'Deep Clean']);
  });

  it('has one shortcut row per clean type, marks disagreeing routines, and applies a shortcut to all of them', () => {
    const config = testConfig();
    const rows = shortcutRows(config);
    expect(rows.map((r) => [r.cleanType, r.roomTypes, r.routineCount, r.mixed])).toEqual([
      ['Clean', ['Resident Room', 'Common Area'], 2, true],
      ['Deep Clean', ['Resident Room'], 1, false],
    ]);
    expect(rows[0]?.shortcut).toEqual({ order: 1, icon: 'sparkles', color: '#2F9E44' });

    const next = applyShortcut(config, 'clean', { order: 2, icon: 'bed', color: '#1971C2' });
    expect(
      next.roomTypes.flatMap((t) =>
        t.routines.filter((r) => r.cleanType.trim() === 'Clean' || r.cleanType === 'clean ').map((r) => r.shortcut),
      ),
    ).toEqual([
      { order: 2, icon: 'bed', color: '#1971C2' },
      { order: 2, icon: 'bed', color: '#1971C2' },
    ]);
    const withDeep = applyShortcut(next, 'deep clean', { order: 1, icon: 'spray', color: '#000000' });
    expect(overlayBoxes(shortcutRows(withDeep)).map((b) => b.cleanType)).toEqual(['Deep Clean', 'Clean']);
    expect(overlayBoxes(shortcutRows(applyShortcut(withDeep, 'clean', null))).map((b) => b.cleanType)).toEqual(['Deep Clean']);
  });
});

describe('room states and tags', () => {
  it('removes a state and every reference to it', () => {
    const config = testConfig();
    const id = config.roomStates[0]?.id ?? '';
    const next = removeRoomState(config, id);
    expect(next.roomStates).toEqual([]);
    expect(next.roomTypes[0]?.roomStates).toEqual([]);
    expect(next.roomTypes[1]).toBe(config.roomTypes[1]);
  });

  it('sets the room types a state applies to', () => {
    const config = testConfig();
    const id = config.roomStates[0]?.id ?? '';
    const next = setStateRoomTypes(config, id, [config.roomTypes[1]?.id ?? '']);
    expect(next.roomTypes.map((t) => t.roomStates.includes(id))).toEqual([false, true]);
  });

  it('collects tags of routines, states and events once each', () => {
    const config = testConfig();
    config.roomEvents.push({ id: newId(), name: 'Flood', cleanTags: ['Water', 'infection'] });
    expect(allTags(config)).toEqual(['infection', 'Water']);
  });
});
