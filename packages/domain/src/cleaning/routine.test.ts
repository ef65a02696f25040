import { describe, expect, it } from 'vitest';
import { initialOperations, tickOperation } from './operations.ts';
import { applyMarks, cleanTypeOptions, detailImagesFor, routineFor, startingCleanType, switchRoutine } from './routine.ts';
import { deepFreeze, normal, routine, routineOp } from './test-helpers.ts';

describe('routineFor and cleanTypeOptions', () => {
  const routines = [routine('Clean'), routine('Deep Clean'), routine(' clean ')];

  it('finds the routine of a clean type, trimmed and case-insensitive; the first one wins', () => {
    expect(routineFor(routines, 'CLEAN ')).toBe(routines[0]);
    expect(routineFor(routines, 'deep clean')).toBe(routines[1]);
    expect(routineFor(routines, 'Spot Clean')).toBeNull();
    expect(routineFor(routines, null)).toBeNull();
    expect(routineFor(routines, '')).toBeNull();
  });

  it('offers each clean type once, in configured order', () => {
    expect(cleanTypeOptions(routines)).toEqual(['Clean', 'Deep Clean']);
    expect(cleanTypeOptions([])).toEqual([]);
  });
});

describe('startingCleanType', () => {
  const routines = [routine('Clean'), routine('Deep Clean', { isDefault: true }), routine('Discharge Clean')];

  it.each([
    [
      'the saved report’s, as saved, even if no longer configured',
      { report: 'Old Clean', marking: 'Clean', requested: 'Clean' },
      'Old Clean',
    ],
    [
      'the marking’s before the requested one, so that the clean matches it',
      { marking: 'discharge clean', requested: 'Clean' },
      'Discharge Clean',
    ],
    ['the requested one, spelt as configured', { requested: 'clean' }, 'Clean'],
    ['a marking of a clean type no longer configured is passed over', { marking: 'Gone', requested: 'Clean' }, 'Clean'],
    ['the default routine’s when nothing else is configured', { requested: 'Unknown' }, 'Deep Clean'],
    ['the default routine’s when nothing is asked', {}, 'Deep Clean'],
  ])('%s', (_why, from, expected) => {
    expect(startingCleanType(routines, from)).toBe(expected);
  });

  it('the first routine’s without a default; null without routines', () => {
    expect(startingCleanType([routine('Spot'), routine('Clean')], {})).toBe('Spot');
    expect(startingCleanType([], { requested: 'Clean' })).toBeNull();
  });
});

describe('switchRoutine: the checklist when the clean type changes', () => {
  const a = routineOp('a', { group: 'Bathroom' });
  const b = routineOp('b', { group: 'Bathroom' });
  const c = routineOp('c', { group: 'Floor', optional: true });
  const d = routineOp('d', { group: 'Walls' });

  it('takes the new routine’s operations in its order; shared operations keep what was done', () => {
    const current = deepFreeze(tickOperation(initialOperations([a, b, c]), 'b', normal));
    const next = switchRoutine(current, [d, b, a]);
    expect(next.map((o) => [o.id, o.index, o.checked, o.skipped])).toEqual([
      ['d', 0, false, false],
      ['b', 1, true, false],
      ['a', 2, false, true],
    ]);
    expect(next[1]?.timeStamp).toBe(current.find((o) => o.id === 'b')?.timeStamp);
  });

  it('with a marking, marks follow the marking; without, an operation keeps its mark (marking sub-mode)', () => {
    const current = deepFreeze(initialOperations([a, b]).map((o) => ({ ...o, isMarked: o.id === 'a' })));
    expect(switchRoutine(current, [a, b, d]).map((o) => o.isMarked)).toEqual([true, false, false]);
    expect(
      switchRoutine(
        current,
        [a, b, d],
        [
          { id: 'b', isMarked: true },
          { id: 'd', isMarked: true },
        ],
      ).map((o) => o.isMarked),
    ).toEqual([false, true, true]);
  });

  it('an empty routine gives an empty checklist', () => {
    expect(switchRoutine(initialOperations([a]), [])).toEqual([]);
  });
});

describe('applyMarks: the marks of the marking a clean answers', () => {
  const ops = deepFreeze(initialOperations([routineOp('a'), routineOp('b'), routineOp('c')]));

  it('marks by id; operations the marking does not name are not marked', () => {
    const marked = applyMarks(ops, [
      { id: 'b', isMarked: true },
      { id: 'c', isMarked: false },
      { id: 'gone', isMarked: true },
    ]);
    expect(marked.map((o) => o.isMarked)).toEqual([false, true, false]);
    expect(marked[0]).toBe(ops[0]);
  });

  it('returns the input itself without a marking or when nothing changes', () => {
    expect(applyMarks(ops, null)).toBe(ops);
    expect(applyMarks(ops, [{ id: 'a', isMarked: false }])).toBe(ops);
  });
});

describe('detailImagesFor: detail images exist per language', () => {
  const img = (fileName: string, locale: string) => ({ fileName, locale });
  const images = [img('a-fr.png', 'fr'), img('a-en.png', 'en'), img('b-fr.png', 'fr'), img('a-es.png', 'es')];

  it.each([
    ['fr', ['a-fr.png', 'b-fr.png']],
    ['en', ['a-en.png']],
    ['zh-Hans', ['a-en.png']],
  ])('%s → %j', (language, expected) => {
    expect(detailImagesFor(images, language).map((i) => i.fileName)).toEqual(expected);
  });

  it('without English, the first language that has images', () => {
    expect(detailImagesFor([img('x.png', 'es'), img('y.png', 'fr'), img('z.png', 'es')], 'zh-Hant').map((i) => i.fileName)).toEqual([
      'x.png',
      'z.png',
    ]);
    expect(detailImagesFor([], 'en')).toEqual([]);
  });
});
