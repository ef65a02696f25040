import type { THousekeepingConfig, TRoomState, TRoutine } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { cleanTypesForRoom, defaultCleanType, missingCleanType, RESIDENT, statesForRoom } from './room-state-options.ts';

const state = (id: string, stateName: string, order: number, cleanType: string | null): TRoomState => ({
  id,
  stateName,
  tags: [],
  order,
  color: '#FF0000',
  borderColor: '#000000',
  style: 'solid',
  cleanType,
});
const routine = (cleanType: string, priority: number) => ({ cleanType, priority }) as TRoutine;

const config = {
  roomTypes: [
    {
      id: 'bed',
      roomType: 'Bedroom',
      routines: [routine('Clean', 10), routine('Deep Clean', 50), routine('Clean', 5)],
      roomStates: ['iso', 'dis', 'gone'],
    },
    { id: 'hall', roomType: 'Hallway', routines: [], roomStates: [] },
  ],
  roomStates: [
    state('dis', 'Discharged', 2, 'Discharge Clean'),
    state('iso', 'Isolation', 1, 'Deep Clean'),
    state('other', 'Other', 0, null),
  ],
} as unknown as THousekeepingConfig;

const room = (roomTypeId: string | null, current: string | null = null, stateCleanType: string | null = null) => ({
  roomTypeId,
  roomState: current ? { id: current, stateName: current } : null,
  stateCleanType,
});

describe('statesForRoom', () => {
  it('offers the states of the room type in their order, skipping ids that no longer exist', () => {
    expect(statesForRoom(config, room('bed')).map((s) => s.id)).toEqual(['iso', 'dis']);
  });

  it('keeps the current state even when the type does not allow it', () => {
    expect(statesForRoom(config, room('hall', 'other')).map((s) => s.id)).toEqual(['other']);
    expect(statesForRoom(config, room(null)).map((s) => s.id)).toEqual([]);
  });
});

describe('cleanTypesForRoom', () => {
  it('lists each routine clean type once, highest priority first, and nothing the room type lacks', () => {
    expect(cleanTypesForRoom(config, room('bed'))).toEqual(['Deep Clean', 'Clean']);
    expect(cleanTypesForRoom(config, room('hall'))).toEqual([]);
  });
});

describe('defaultCleanType', () => {
  it("is the state's own clean type for a new choice, when the room type has it", () => {
    expect(defaultCleanType(config, room('bed'), 'iso')).toBe('Deep Clean');
    expect(defaultCleanType(config, room('bed'), 'other')).toBeNull();
  });

  it('is none when the room type has no routine of the state’s clean type, which missingCleanType names', () => {
    expect(defaultCleanType(config, room('bed'), 'dis')).toBeNull();
    expect(missingCleanType(config, room('bed'), 'dis')).toBe('Discharge Clean');
    expect(missingCleanType(config, room('bed'), 'iso')).toBeNull();
    expect(missingCleanType(config, room('bed'), RESIDENT)).toBeNull();
  });

  it("is the room's clean type when it stays in its current state", () => {
    expect(defaultCleanType(config, room('bed', 'iso', 'Clean'), 'iso')).toBe('Clean');
    expect(defaultCleanType(config, room('bed', 'iso', null), 'iso')).toBeNull();
  });

  it('is none for Resident', () => {
    expect(defaultCleanType(config, room('bed', 'iso', 'Clean'), RESIDENT)).toBeNull();
  });
});
