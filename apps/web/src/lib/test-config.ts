import type { TOperation, TRoutine } from '@carehome/contracts';

// Pieces of a housekeeping configuration for the unit tests of the features that read one (the cleaning
// screen, the configuration editor); each feature's fixtures build their own site from them.

let n = 0;
/** Deterministic UUIDs for tests. */
export const testId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** An operation of a routine: required, without icon or images unless `extra` says otherwise. */
export const testOperation = (group: string, item: string, extra: Partial<TOperation> = {}): TOperation => ({
  id: testId(),
  group,
  item,
  optional: false,
  icon: null,
  detailImages: [],
  ...extra,
});

/** A standard routine of these operations: not the default, no schedule, no shortcut unless `extra` says otherwise. */
export function testRoutine(cleanType: string, operations: TOperation[], extra: Partial<TRoutine> = {}): TRoutine {
  return {
    id: testId(),
    cleanType,
    kind: 'Standard',
    priority: 10,
    color: '#C5E379',
    isDefault: false,
    qrCode: null,
    tags: [],
    shortcut: null,
    operations,
    schedule: null,
    stateClean: false,
    detailImages: [],
    ...extra,
  };
}
