import type { THousekeepingConfig, TRoutine } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  cleanTaskInput,
  cleanTaskProblem,
  defaultCleanType,
  displayWall,
  fitCleanTaskToRoutines,
  newCleanTaskDraft,
  roomTypeRoutines,
  siteWallTime,
  siteWallToIso,
} from './arrival-clean-task.ts';

const routine = (cleanType: string, kind: TRoutine['kind'] = 'Standard', priority = 0) => ({ cleanType, kind, priority }) as TRoutine;

describe('arrival clean task', () => {
  it('offers the asked clean type, else the highest-priority routine of the kind, else none', () => {
    const routines = [
      routine('Clean', 'Standard', 5),
      routine('Light', 'Pre-Clean', 1),
      routine('Arrival Clean', 'Pre-Clean', 9),
      routine('Terminal', 'Post-Clean'),
    ];
    expect(defaultCleanType(routines, 'Clean')).toBe('Clean');
    expect(defaultCleanType(routines, 'Unknown')).toBe('Arrival Clean');
    expect(defaultCleanType(routines, null, 'Post-Clean')).toBe('Terminal');
    expect(defaultCleanType([routine('A'), routine('B')])).toBeNull();
    expect(defaultCleanType([])).toBeNull();
  });

  it('fits a draft to the routines of the chosen room', () => {
    const draft = { schedule: true, cleanType: 'Deep Clean', startAt: '2025-01-01T10:00' };
    expect(fitCleanTaskToRoutines(draft, [routine('Deep Clean'), routine('Clean')], 'Clean')).toBeNull();
    expect(fitCleanTaskToRoutines(draft, [routine('Clean')], 'Clean')).toEqual({ ...draft, cleanType: 'Clean' });
    expect(fitCleanTaskToRoutines(draft, [routine('Clean')], null)).toEqual({ ...draft, cleanType: null });
    expect(fitCleanTaskToRoutines({ ...draft, cleanType: null }, [routine('Clean')], null)).toBeNull();
    expect(fitCleanTaskToRoutines(draft, [], null)).toEqual({ ...draft, schedule: false, cleanType: null });
    expect(fitCleanTaskToRoutines({ ...draft, schedule: false, cleanType: null }, [], null)).toBeNull();
  });

  it('finds the routines of a room type by id, else by name', () => {
    const config = {
      roomTypes: [
        { id: 't1', roomType: 'Bedroom', routines: [routine('Clean')] },
        { id: 't2', roomType: 'Suite', routines: [routine('Deep Clean')] },
      ],
    } as unknown as THousekeepingConfig;
    expect(roomTypeRoutines(config, { id: 't2', name: 'Bedroom' }).map((r) => r.cleanType)).toEqual(['Deep Clean']);
    expect(roomTypeRoutines(config, { id: null, name: 'Bedroom' }).map((r) => r.cleanType)).toEqual(['Clean']);
    expect(roomTypeRoutines(config, { name: 'Gone' })).toEqual([]);
    expect(roomTypeRoutines(undefined, { id: 't1' })).toEqual([]);
  });

  it('reads the site-local wall time in the site time zone, daylight saving time included', () => {
    const at = new Date('2025-07-01T12:34:56Z');
    expect(siteWallTime('America/Toronto', at)).toBe('2025-07-01T08:34');
    expect(siteWallTime('Asia/Kolkata', at)).toBe('2025-07-01T18:04');
    expect(siteWallToIso('2025-07-01T08:34', 'America/Toronto')).toBe('2025-07-01T12:34:00.000Z');
    expect(siteWallToIso('2025-01-15T08:00', 'America/Toronto')).toBe('2025-01-15T13:00:00.000Z');
    expect(siteWallToIso('2025-02-30T08:00', 'UTC')).toBeNull();
    expect(siteWallToIso('', 'UTC')).toBeNull();
    expect(siteWallToIso('2025-01-01T25:00', 'UTC')).toBeNull();
  });

  it('sends a clean only when scheduled and complete', () => {
    const draft = newCleanTaskDraft('Arrival Clean', 'UTC', new Date('2025-03-02T10:05:00Z'));
    expect(draft).toEqual({ schedule: true, cleanType: 'Arrival Clean', startAt: '2025-03-02T10:05' });
    expect(cleanTaskProblem(draft, 'UTC')).toBeNull();
    expect(cleanTaskInput(draft, 'UTC')).toEqual({ cleanType: 'Arrival Clean', startDate: '2025-03-02T10:05:00.000Z' });
    expect(cleanTaskProblem({ ...draft, cleanType: null }, 'UTC')).toBe('cleanTypeRequired');
    expect(cleanTaskProblem({ ...draft, startAt: '' }, 'UTC')).toBe('startRequired');
    expect(cleanTaskProblem({ ...draft, schedule: false, startAt: '' }, 'UTC')).toBeNull();
    expect(cleanTaskInput({ ...draft, schedule: false }, 'UTC')).toBeNull();
    expect(newCleanTaskDraft(null, 'UTC').cleanType).toBeNull();
  });
});

describe('displayWall', () => {
  it('shows dates as MM/DD/YYYY with the time when there is one', () => {
    expect(displayWall('2025-06-10T08:05')).toBe('06/10/2025 08:05');
    expect(displayWall('2025-06-10')).toBe('06/10/2025');
    expect(displayWall('')).toBe('');
  });
});
