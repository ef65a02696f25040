import { describe, expect, it } from 'vitest';
import { configCleanTypes, defaultTerminalCleanType } from './outbreak-terminal.ts';

const routine = (cleanType: string, priority: number) => ({ cleanType, priority });

describe('closing terminal clean type', () => {
  it('lists each clean type once with its highest priority', () => {
    const types = configCleanTypes([{ routines: [routine('Clean', 1), routine('Deep Clean', 5)] }, { routines: [routine('clean ', 2)] }]);
    expect(types).toEqual([routine('Clean', 2), routine('Deep Clean', 5)]);
  });

  it('proposes a terminal clean first, then a discharge clean, then a deep clean', () => {
    expect(defaultTerminalCleanType([routine('Deep Clean', 9), routine('Discharge Clean', 3), routine('Terminal Clean', 1)])).toBe(
      'Terminal Clean',
    );
    expect(defaultTerminalCleanType([routine('Deep Clean', 9), routine('Discharge Clean', 3)])).toBe('Discharge Clean');
    expect(defaultTerminalCleanType([routine('Clean', 9), routine('Deep Clean', 3)])).toBe('Deep Clean');
  });

  it('falls back on the highest priority, and proposes none without clean types', () => {
    expect(defaultTerminalCleanType([routine('Clean', 1), routine('Full Clean', 4)])).toBe('Full Clean');
    expect(defaultTerminalCleanType([])).toBeNull();
  });
});
