import { session } from '../../../lib/session.ts';
import { storage } from '../../../lib/storage.ts';
import { clearAllArrivalDrafts, type DraftStore } from '../model/arrival-draft.ts';

/** Arrival drafts live in localStorage, so they survive leaving the page, a reload or a closed tab. */
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

// Resident data is not left on the device after a sign-out (issue 10, item 7): unfinished arrivals go
// with the session. Registered when the arrival screen first loads in this tab.
let wasSignedIn = Boolean(session.get().account);
session.subscribe(() => {
  const state = session.get();
  if (wasSignedIn && !state.account && state.signedOut) clearAllArrivalDrafts(localDraftStore);
  wasSignedIn = Boolean(state.account);
});
