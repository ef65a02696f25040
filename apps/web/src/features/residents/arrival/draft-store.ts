import { storage } from '../../../lib/storage.ts';
import type { DraftStore } from '../model/arrival-draft.ts';

/**
 * Arrival drafts live in localStorage, so they survive leaving the page, a reload or a closed tab; their
 * keys are private ones (lib/storage), which every sign-out clears.
 */
export const localDraftStore: DraftStore = {
  get: storage.get,
  set: storage.set,
  remove: storage.remove,
  keys() {
    try {
      return Object.keys(window.localStorage);
    } catch {
      return [];
    }
  },
};
