import type { THousekeepingConfig, TResident } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrors } from '../../../lib/api-error.ts';
import { formFieldOf, residentFormChanged, residentFormErrors, residentFormOf, residentSaveOf } from './resident-form.ts';
import { displayDate, flagSortValue, residentsInView, roomLabel, setFlags, sharedRoomIds, titledName } from './resident-list.ts';
import { defaultVacatedRoom, roomStatesOf, routinesOf, vacatedRoomAction } from './vacated-room.ts';

const SITE = '7b0c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d';
const ROOM = '1f7c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d';
const t = (_key: string, options?: Record<string, unknown>) => String(options?.defaultValue ?? '');

function resident(over: Partial<TResident> = {}): TResident {
  return {
    id: '0f7c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d',
    residentId: 'R-1',
    namePrefix: 'Mrs',
    firstName: 'Margaret',
    lastName: 'Wilson',
    nickName: 'Peggy',
    displayName: 'Margaret “Peggy” Wilson',
    photo: null,
    facilityId: SITE,
    room: { id: ROOM, roomNumber: '101', areaPath: ['Wing A'], roomType: 'Resident Room' },
    status: 'Resident',
    arrivalDate: '2026-03-01',
    dischargeDate: null,
    notes: [{ type: 'PreClean', text: 'Knock twice' }],
    fallRisk: true,
    exitSeeking: false,
    sexuallyAbusive: false,
    verballyAbusive: false,
    physicallyAggressive: true,
    syncId: null,
    syncFacilityId: null,
    syncStatus: 'None',
    importSource: null,
    imported: false,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...over,
  };
}

describe('resident form', () => {
  it('sends the form with the room and arrival date the resident has, and the photo only when changed', () => {
    const r = resident();
    const values = residentFormOf(r);
    const body = residentSaveOf(values, r);
    expect(body.resident).toMatchObject({ id: r.id, roomId: ROOM, arrivalDate: '2026-03-01', fallRisk: true, namePrefix: 'Mrs' });
    expect(body.resident.notes).toEqual([{ type: 'PreClean', text: 'Knock twice' }]);
    expect('photo' in body).toBe(false);
    expect(residentSaveOf({ ...values, photo: null }, r).photo).toBeNull();
    expect(residentSaveOf({ ...values, namePrefix: '' }, r).resident.namePrefix).toBeNull();
  });

  it('sees changes of flags, notes and photo, not of spaces around texts', () => {
    const values = residentFormOf(resident());
    expect(residentFormChanged({ ...values, firstName: ' Margaret ' }, values)).toBe(false);
    expect(residentFormChanged({ ...values, flags: { ...values.flags, exitSeeking: true } }, values)).toBe(true);
    expect(residentFormChanged({ ...values, notes: [] }, values)).toBe(true);
    expect(residentFormChanged({ ...values, notes: values.notes.map((n) => ({ ...n, type: 'PostClean' as const })) }, values)).toBe(true);
    expect(residentFormChanged({ ...values, photo: 'abc.jpg' }, values)).toBe(true);
  });

  it('names the fields in error, an empty note by its place', () => {
    const r = resident();
    const values = residentFormOf(r);
    const errors = residentFormErrors(
      { ...values, residentId: ' ', lastName: '', notes: [...values.notes, { key: 'x', type: 'PostClean', text: ' ' }] },
      r,
      t,
    );
    expect(Object.keys(errors ?? {}).sort()).toEqual(['lastName', 'notes.1', 'residentId']);
    expect(residentFormErrors(values, r, t)).toBeNull();
  });

  it('maps server fields onto the form (duplicate.id onto the resident ID)', () => {
    expect(formFieldOf('resident.residentId')).toBe('residentId');
    expect(formFieldOf('resident.notes.3.text')).toBe('notes.3');
    expect(formFieldOf('notes')).toBe('notes');
    const err = new ApiError(409, 'duplicate.id', 'This ID is already used.', [
      { field: 'resident.residentId', code: 'duplicate.id', message: 'This ID is already used.' },
    ]);
    const byField = Object.fromEntries(Object.entries(fieldErrors(t, err)).map(([f, m]) => [formFieldOf(f), m]));
    expect(byField).toEqual({ residentId: 'This ID is already used.' });
  });
});

describe('residents list', () => {
  const a = resident();
  const b = resident({ id: '2f7c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d', residentId: 'R-2', fallRisk: false, physicallyAggressive: false });
  const gone = resident({ id: '3f7c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d', status: 'Discharged', dischargeDate: '2026-04-02' });

  it('filters the views', () => {
    expect(residentsInView([a, gone], 'current')).toEqual([a]);
    expect(residentsInView([a, gone], 'discharged')).toEqual([gone]);
    expect(residentsInView([a, gone], 'all')).toHaveLength(2);
  });

  it('marks rooms two current residents share, not a discharged one', () => {
    expect([...sharedRoomIds([a, b])]).toEqual([ROOM]);
    expect(sharedRoomIds([a, gone]).size).toBe(0);
  });

  it('labels rooms, names, flags and dates', () => {
    expect(roomLabel(a.room)).toBe('Wing A / 101');
    expect(roomLabel(null)).toBe('');
    expect(titledName(a)).toBe('Mrs Margaret “Peggy” Wilson');
    expect(setFlags(a).map((f) => f.letter)).toEqual(['F', 'P']);
    expect(flagSortValue(a)).toBe('2FP');
    expect(displayDate('2026-04-02')).toBe('04/02/2026');
    expect(displayDate(null)).toBe('');
  });
});

describe('vacated room', () => {
  const routine = (cleanType: string, kind: 'Standard' | 'Post-Clean') => ({ cleanType, kind }) as never;
  const config = {
    roomTypes: [
      { roomType: 'Resident Room', routines: [routine('Clean', 'Standard'), routine('Discharge Clean', 'Post-Clean')], roomStates: ['s1'] },
      { roomType: 'Lounge', routines: [routine('Clean', 'Standard')], roomStates: [] },
    ],
    roomStates: [
      { id: 's2', stateName: 'Isolation', order: 2 },
      { id: 's1', stateName: 'Discharged', order: 1 },
    ],
    settings: { vacatedRoom: { action: 'clean', cleanType: null, roomStateId: null } },
  } as unknown as THousekeepingConfig;
  const withSetting = (vacatedRoom: object) => ({ ...config, settings: { ...config.settings, vacatedRoom } }) as THousekeepingConfig;

  it('lists the room type routines and its allowed states', () => {
    expect(routinesOf(config, 'Resident Room').map((r) => r.cleanType)).toEqual(['Clean', 'Discharge Clean']);
    expect(roomStatesOf(config, 'Resident Room').map((s) => s.stateName)).toEqual(['Discharged']);
    expect(routinesOf(config, 'Unknown')).toEqual([]);
  });

  it("offers the Post-Clean routine by default, else the setting's clean type", () => {
    expect(defaultVacatedRoom(config, 'Resident Room', '2026-01-15T09:30')).toEqual({
      action: 'clean',
      cleanType: 'Discharge Clean',
      startAt: '2026-01-15T09:30',
      roomStateId: null,
    });
    expect(
      defaultVacatedRoom(withSetting({ action: 'clean', cleanType: 'Clean', roomStateId: null }), 'Resident Room', 'x').cleanType,
    ).toBe('Clean');
    expect(defaultVacatedRoom(config, 'Lounge', 'x').cleanType).toBe('Clean');
  });

  it('follows a room-state setting when the room type allows the state, else falls back to a clean', () => {
    const state = withSetting({ action: 'roomState', cleanType: null, roomStateId: 's1' });
    expect(defaultVacatedRoom(state, 'Resident Room', 'x')).toMatchObject({ action: 'roomState', roomStateId: 's1' });
    expect(defaultVacatedRoom(state, 'Lounge', 'x')).toMatchObject({ action: 'clean', roomStateId: null });
    expect(defaultVacatedRoom(withSetting({ action: 'none', cleanType: null, roomStateId: null }), 'Lounge', 'x').action).toBe('none');
    expect(defaultVacatedRoom(config, 'Unknown', 'x').action).toBe('none');
  });

  it('builds the request, or null while a value is missing', () => {
    const draft = defaultVacatedRoom(config, 'Resident Room', '2026-01-15T09:30');
    expect(vacatedRoomAction(draft, 'America/Toronto')).toEqual({
      action: 'clean',
      cleanType: 'Discharge Clean',
      startDate: '2026-01-15T14:30:00.000Z',
    });
    expect(vacatedRoomAction({ ...draft, startAt: '' }, 'UTC')).toBeNull();
    expect(vacatedRoomAction({ ...draft, action: 'roomState' }, 'UTC')).toBeNull();
    expect(vacatedRoomAction({ ...draft, action: 'roomState', roomStateId: 's1' }, 'UTC')).toEqual({
      action: 'roomState',
      roomStateId: 's1',
    });
    expect(vacatedRoomAction({ ...draft, action: 'none' }, 'UTC')).toEqual({ action: 'none' });
  });
});
