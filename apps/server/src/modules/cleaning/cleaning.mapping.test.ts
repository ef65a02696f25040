import { describe, expect, it } from 'vitest';
import { toOperations } from './cleaning.mapping.ts';

const id = '0b1c9a64-5a7e-4c55-9a51-3f2b2a4c9e10';

describe('toOperations: stored operations read back in the API shape', () => {
  it('fills what an older row lacks with safe defaults: not done, not skipped, no result', () => {
    expect(toOperations([{ id, group: 'Floor', item: 'Wet mop', index: 3, isMarked: true }])).toEqual([
      {
        id,
        group: 'Floor',
        item: 'Wet mop',
        optional: false,
        icon: null,
        index: 3,
        checked: false,
        skipped: false,
        timeStamp: null,
        auditStatus: null,
        isMarked: true,
      },
    ]);
  });

  it('keeps an explicit "not required" (null) and valid values', () => {
    const [op] = toOperations([
      { id, group: 'g', item: 'i', optional: true, checked: null, timeStamp: '2026-05-12T08:00:00.000Z', auditStatus: 'CleanedFailed' },
    ]);
    expect(op).toMatchObject({ checked: null, optional: true, timeStamp: '2026-05-12T08:00:00.000Z', auditStatus: 'CleanedFailed' });
  });

  it('leaves out what cannot be an operation and drops invalid values', () => {
    const ops = toOperations([null, 'x', { group: 'no id' }, { id, auditStatus: 'Maybe', timeStamp: 'yesterday' }]);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ id, auditStatus: null, timeStamp: null, index: 3 });
    expect(toOperations({ not: 'an array' })).toEqual([]);
  });
});
