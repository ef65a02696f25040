import { describe, expect, it } from 'vitest';
import { cleanEndsTask, roomTypeHasCleanType } from './tasks.ts';
import { at, routine } from './test-helpers.ts';

const routines = [routine({ cleanType: 'Clean', priority: 10 }), routine({ cleanType: 'Isolation Clean', priority: 40, schedule: null })];
const task = { cleanType: 'Isolation Clean', since: at('2026-05-12T09:00-04:00') };
const clean = (cleanType: string, priority: number, time: string) => ({ cleanType, priority, completedAt: at(time) });

describe('cleanEndsTask', () => {
  it.each([
    ['its clean type after the task', clean('isolation clean ', 40, '2026-05-12T10:00-04:00'), true],
    ['its clean type at the very instant', clean('Isolation Clean', 40, '2026-05-12T09:00-04:00'), true],
    ['its clean type before the task', clean('Isolation Clean', 40, '2026-05-12T08:59-04:00'), false],
    ['a lower priority', clean('Clean', 10, '2026-05-12T10:00-04:00'), false],
    ['a higher priority', clean('Terminal Clean', 50, '2026-05-12T10:00-04:00'), true],
  ] as const)('%s → %s', (_name, c, ends) => {
    expect(cleanEndsTask(task, c, routines)).toBe(ends);
  });

  it('without a routine of the clean type only that clean type ends it', () => {
    const unknown = { cleanType: 'Terminal Clean', since: task.since };
    expect(cleanEndsTask(unknown, clean('Isolation Clean', 99, '2026-05-12T10:00-04:00'), routines)).toBe(false);
    expect(cleanEndsTask(unknown, clean('Terminal Clean', 0, '2026-05-12T10:00-04:00'), routines)).toBe(true);
  });

  it('a task without a clean type is not ended by a clean', () => {
    expect(cleanEndsTask({ cleanType: null, since: task.since }, clean('Clean', 99, '2026-05-12T10:00-04:00'), routines)).toBe(false);
  });
});

describe('roomTypeHasCleanType', () => {
  it.each([
    ['Isolation Clean', true],
    [' isolation CLEAN', true],
    ['Deep Clean', false],
    [null, true],
    ['', true],
  ] as const)('%s → %s', (cleanType, ok) => {
    expect(roomTypeHasCleanType(routines, cleanType)).toBe(ok);
  });
});
