import type { TReportPhoto } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { type DraftSnapshot, hasUnsavedChanges } from './draft.ts';
import { tickOperation, toggleOperation } from './operations.ts';
import { checklist, NOW, normal } from './test-helpers.ts';
import { CLEANING_MODES } from './types.ts';

const photo = (id: string, isDeleted = false): TReportPhoto => ({
  id,
  photo: `${id}.jpg`,
  createdDate: NOW.toISOString(),
  createdBy: null,
  isDeleted,
});
const methods = {
  directObservationMethod: false,
  fluorescentGelMethod: false,
  atpSystemMethod: false,
  swabCulturesMethod: false,
  agarSlideCulturesMethod: false,
};
const before: DraftSnapshot = {
  selectedCleanType: 'Clean',
  comment: null,
  residentFamilyConcern: null,
  maintenance: null,
  pestControl: null,
  operations: checklist('ppN'),
  photos: [photo('a')],
  declineSignature: null,
  audit: { comment: null, photos: [], ...methods },
};

describe('hasUnsavedChanges: whether Cancel asks "Are you sure? Changes will be lost."', () => {
  const later = new Date(NOW.getTime() + 60_000);
  it.each([
    ['nothing changed', {}, false],
    ['an empty comment typed', { comment: '' }, false],
    ['a comment of spaces', { comment: '   ' }, false],
    ['a comment', { comment: 'Spill' }, true],
    ['a resident/family concern', { residentFamilyConcern: 'Noise' }, true],
    ['maintenance', { maintenance: 'Tap' }, true],
    ['pest control', { pestControl: 'Ants' }, true],
    ['the clean type', { selectedCleanType: 'Deep Clean' }, true],
    ['an operation ticked', { operations: tickOperation(checklist('ppN'), 'o0', normal) }, true],
    [
      'ticked and unticked again (the skip it made stays)',
      { operations: toggleOperation(toggleOperation(checklist('ppN'), 'o1', normal), 'o1', normal) },
      true,
    ],
    [
      'ticked and unticked again, nothing skipped',
      { operations: toggleOperation(toggleOperation(checklist('ppN'), 'o0', normal), 'o0', normal) },
      false,
    ],
    ['operations in another order', { operations: [...checklist('ppN')].reverse() }, false],
    [
      'an audit status',
      { operations: checklist('ppN').map((o, i) => (i === 0 ? { ...o, auditStatus: 'CleanedFailed' as const } : o)) },
      true,
    ],
    ['a mark', { operations: checklist('ppN').map((o, i) => (i === 0 ? { ...o, isMarked: true } : o)) }, true],
    ['a photo added', { photos: [photo('a'), photo('b')] }, true],
    ['a photo added and deleted', { photos: [photo('a'), photo('b', true)] }, false],
    ['a photo deleted', { photos: [photo('a', true)] }, true],
    ['a signature', { declineSignature: 'data:image/png;base64,AA==' }, true],
    ['an audit method', { audit: { comment: null, photos: [], ...methods, atpSystemMethod: true } }, true],
    ['an audit comment', { audit: { comment: 'ok', photos: [], ...methods } }, true],
    ['an audit photo', { audit: { comment: null, photos: [photo('c')], ...methods } }, true],
  ] as const)('%s → %s', (_name, change, expected) => {
    expect(hasUnsavedChanges(before, { ...before, ...(change as DraftSnapshot) }, 'normal')).toBe(expected);
  });

  it('time stamps do not count: the same operation ticked at another time is no change', () => {
    const a = tickOperation(checklist('p'), 'o0', normal);
    const b = tickOperation(checklist('p'), 'o0', { mode: 'normal', now: later });
    expect(hasUnsavedChanges({ operations: a }, { operations: b }, 'normal')).toBe(false);
  });

  it.each(CLEANING_MODES)('%s mode: never in read-only', (mode) => {
    expect(hasUnsavedChanges(before, { ...before, comment: 'x' }, mode)).toBe(mode !== 'readonly');
  });
});
