import { describe, expect, it } from 'vitest';
import {
  changedResidentFields,
  defaultArrivalCleanType,
  defaultVacatedRoomAction,
  forbiddenImportedChanges,
  isHomeRoom,
  type ResidentFields,
  riskFlagsOf,
} from './rules.ts';

const base: ResidentFields = {
  residentId: 'R-1',
  namePrefix: 'Mrs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  nickName: null,
  photo: null,
  roomId: 'room-1',
  arrivalDate: '2026-01-01',
  notes: [{ type: 'PreClean', text: 'Knock twice' }],
  fallRisk: false,
  exitSeeking: false,
  sexuallyAbusive: false,
  verballyAbusive: false,
  physicallyAggressive: false,
};

describe('what changed in a resident record', () => {
  it('names changed fields, notes included, and nothing when nothing changed', () => {
    expect(changedResidentFields(base, { ...base })).toEqual([]);
    expect(changedResidentFields(base, { ...base, firstName: 'Augusta', exitSeeking: true })).toEqual(['firstName', 'exitSeeking']);
    expect(changedResidentFields(base, { ...base, notes: [{ type: 'PostClean', text: 'Knock twice' }] })).toEqual(['notes']);
  });

  it('an imported resident lets this product change notes, photo and risk flags only', () => {
    expect(forbiddenImportedChanges(['notes', 'fallRisk', 'photo'])).toEqual([]);
    expect(forbiddenImportedChanges(['notes', 'lastName', 'roomId'])).toEqual(['lastName', 'roomId']);
  });
});

const routines = [
  { cleanType: 'Clean', kind: 'Standard' as const, priority: 10 },
  { cleanType: 'Discharge Clean', kind: 'Post-Clean' as const, priority: 30 },
  { cleanType: 'Arrival Clean', kind: 'Pre-Clean' as const, priority: 25 },
];

describe('the risk flags of a record', () => {
  it('are the five flags and nothing else of the record', () => {
    const flagged = { ...base, fallRisk: true, verballyAbusive: true };
    expect(riskFlagsOf(flagged)).toEqual({
      fallRisk: true,
      exitSeeking: false,
      sexuallyAbusive: false,
      verballyAbusive: true,
      physicallyAggressive: false,
    });
  });
});

describe('what a move offers', () => {
  it('an arrival offers the Pre-Clean routine', () => {
    expect(defaultArrivalCleanType(routines)).toBe('Arrival Clean');
    expect(defaultArrivalCleanType(routines.slice(0, 2))).toBeNull();
  });

  it('a vacated room gets the configured clean, else the Post-Clean routine, else the highest priority', () => {
    const at = '2026-05-12T14:00:00.000Z';
    const clean = (cleanType: string | null) => ({ action: 'clean' as const, cleanType, roomStateId: null });
    expect(defaultVacatedRoomAction(clean('clean'), routines, [], at)).toEqual({ action: 'clean', cleanType: 'Clean', startDate: at });
    expect(defaultVacatedRoomAction(clean('Terminal Clean'), routines, [], at)).toMatchObject({ cleanType: 'Discharge Clean' });
    expect(defaultVacatedRoomAction(clean(null), routines.slice(0, 1), [], at)).toMatchObject({ cleanType: 'Clean' });
    expect(defaultVacatedRoomAction(clean(null), [], [], at)).toEqual({ action: 'none' });
  });

  it('a room state when the room type allows it, else a clean', () => {
    const setting = { action: 'roomState' as const, cleanType: null, roomStateId: 'discharged' };
    expect(defaultVacatedRoomAction(setting, routines, [{ id: 'discharged' }], 'x')).toEqual({
      action: 'roomState',
      roomStateId: 'discharged',
    });
    expect(defaultVacatedRoomAction(setting, routines, [], 'x')).toMatchObject({ action: 'clean', cleanType: 'Discharge Clean' });
    expect(defaultVacatedRoomAction({ ...setting, action: 'none' }, routines, [], 'x')).toEqual({ action: 'none' });
  });
});

describe('isHomeRoom', () => {
  it('is a room whose type readies arrivals or departures, or where someone lives', () => {
    expect(isHomeRoom([{ kind: 'Standard' }, { kind: 'Pre-Clean' }], 0)).toBe(true);
    expect(isHomeRoom([{ kind: 'Post-Clean' }], 0)).toBe(true);
    // A lounge: regular cleans only.
    expect(isHomeRoom([{ kind: 'Standard' }], 0)).toBe(false);
    expect(isHomeRoom([], 0)).toBe(false);
    // Someone lives there already: still offered (they may share it).
    expect(isHomeRoom([{ kind: 'Standard' }], 1)).toBe(true);
  });
});
