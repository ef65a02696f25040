import type { TOperation, TReportOperation, TRoutine } from '@carehome/contracts';
import type { EditContext } from './types.ts';

// Fixtures of the cleaning tests. Checklists are written as compact strings so that a table row shows
// the whole state: one letter per operation, in index order.
//   p  pending (required, checked false)      P  pending optional (checked false)
//   n  required, not required (checked null)  N  optional, not required (checked null)
//   x  ticked required                        X  ticked optional
//   s  skipped required (checked false)       S  skipped optional (checked false)

export const TORONTO = 'America/Toronto';
export const NOW = new Date('2026-05-12T10:30:00-04:00');
export const NOW_ISO = NOW.toISOString();
export const EARLIER_ISO = '2026-05-12T14:00:00.000Z';
export const normal: EditContext = { mode: 'normal', now: NOW };

export function op(extra: Partial<TReportOperation> & { id: string; index: number }): TReportOperation {
  return {
    group: 'Bathroom',
    item: `Item ${extra.id}`,
    optional: false,
    icon: null,
    checked: false,
    skipped: false,
    timeStamp: null,
    auditStatus: null,
    isMarked: false,
    ...extra,
  };
}

const CODES: Record<string, Pick<TReportOperation, 'optional' | 'checked' | 'skipped'>> = {
  p: { optional: false, checked: false, skipped: false },
  P: { optional: true, checked: false, skipped: false },
  n: { optional: false, checked: null, skipped: false },
  N: { optional: true, checked: null, skipped: false },
  x: { optional: false, checked: true, skipped: false },
  X: { optional: true, checked: true, skipped: false },
  s: { optional: false, checked: false, skipped: true },
  S: { optional: true, checked: false, skipped: true },
};

/** A checklist from a code string; ids are 'o0', 'o1', …; ticked operations carry EARLIER_ISO. Groups: `groups[i]` or 'G'. */
export function checklist(codes: string, groups: string[] = []): TReportOperation[] {
  return [...codes].map((c, index) => {
    const state = CODES[c];
    if (!state) throw new Error(`unknown code ${c}`);
    return op({ id: `o${index}`, index, group: groups[index] ?? 'G', ...state, timeStamp: state.checked === true ? EARLIER_ISO : null });
  });
}

/** The code string of a checklist, in index order. */
export function codes(ops: readonly TReportOperation[]): string {
  return [...ops]
    .sort((a, b) => a.index - b.index)
    .map((o) => {
      const entry = Object.entries(CODES).find(([, s]) => s.optional === o.optional && s.checked === o.checked && s.skipped === o.skipped);
      return entry ? entry[0] : '?';
    })
    .join('');
}

let routineIds = 0;

/** A standard routine of `cleanType`: not the default, no schedule, shortcut or operations; ids 'r1', 'r2', … */
export function routine(cleanType: string, extra: Partial<TRoutine> = {}): TRoutine {
  routineIds += 1;
  return {
    id: `r${routineIds}`,
    cleanType,
    kind: 'Standard',
    priority: 10,
    color: '#1971C2',
    isDefault: false,
    qrCode: null,
    tags: [],
    shortcut: null,
    operations: [],
    schedule: null,
    stateClean: false,
    detailImages: [],
    ...extra,
  };
}

export function routineOp(id: string, extra: Partial<TOperation> = {}): TOperation {
  return { id, group: 'Bathroom', item: `Item ${id}`, optional: false, icon: null, detailImages: [], ...extra };
}

/** Freezes a value deeply, so that a function that changes its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
