import { describe, expect, it } from 'vitest';
import {
  type ArrivalValues,
  arrivalDraftKey,
  arrivalSaveBody,
  checkArrivalStep,
  clearAllArrivalDrafts,
  type DraftStore,
  emptyArrival,
  firstIncompleteStep,
  hasArrivalInput,
  loadArrivalDraft,
  parseArrivalDraft,
  saveArrivalDraft,
  stepOfServerField,
} from './arrival-draft.ts';

const NOW = new Date('2025-06-10T14:20:00Z');
const TZ = 'America/Toronto';

function memoryStore(): DraftStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
    keys: () => [...map.keys()],
  };
}

const filled = (): ArrivalValues => ({
  ...emptyArrival(TZ, NOW),
  namePrefix: 'Mrs',
  firstName: ' Margaret ',
  lastName: 'Wilson',
  nickName: 'Peggy',
  residentId: 'R-1001',
  photo: 'abc.jpg',
  roomId: '11111111-1111-4111-8111-111111111111',
  flags: { fallRisk: true, exitSeeking: false, sexuallyAbusive: false, verballyAbusive: true, physicallyAggressive: false },
  preCleanNotes: ['Knock and wait.', '  '],
  postCleanNotes: ['Call bell within reach.'],
  cleanTask: { schedule: true, cleanType: 'Arrival Clean', startAt: '2025-06-10T10:20' },
});

describe('arrival draft', () => {
  it('starts blank, today at the site, with a clean from now whose type is chosen with the room', () => {
    const v = emptyArrival(TZ, NOW);
    expect(v.arrivalDate).toBe('2025-06-10');
    expect(v.cleanTask).toEqual({ schedule: true, cleanType: null, startAt: '2025-06-10T10:20' });
    expect(hasArrivalInput(v)).toBe(false);
    expect(hasArrivalInput({ ...v, preCleanNotes: ['x'] })).toBe(true);
    expect(hasArrivalInput({ ...v, flags: { ...v.flags, exitSeeking: true } })).toBe(true);
  });

  it('is kept per site and person with its step, read back as typed, and not kept while empty', () => {
    const store = memoryStore();
    const key = arrivalDraftKey('site-1', 'nurse-1');
    saveArrivalDraft(store, key, 3, filled(), NOW);
    expect(loadArrivalDraft(store, arrivalDraftKey('site-1', 'nurse-2'))).toBeNull();
    expect(loadArrivalDraft(store, arrivalDraftKey('site-2', 'nurse-1'))).toBeNull();
    const back = loadArrivalDraft(store, key);
    expect(back?.step).toBe(3);
    expect(back?.values).toEqual(filled());
    expect(back?.updatedAt).toBe(NOW.toISOString());
    saveArrivalDraft(store, key, 0, emptyArrival(TZ, NOW));
    expect(store.map.has(key)).toBe(false);
  });

  it('discards a stored draft it cannot read, and keeps what it can of odd values', () => {
    const store = memoryStore();
    store.set('k', '{not json');
    expect(loadArrivalDraft(store, 'k')).toBeNull();
    expect(store.map.has('k')).toBe(false);
    expect(parseArrivalDraft(JSON.stringify({ version: 2, step: 0, values: {} }))).toBeNull();
    const raw = JSON.parse(JSON.stringify({ version: 1, step: 99, values: filled(), updatedAt: 'x' }));
    raw.values.namePrefix = 'Dr';
    raw.values.flags = { fallRisk: 'yes', exitSeeking: true };
    const parsed = parseArrivalDraft(JSON.stringify(raw));
    expect(parsed?.step).toBe(4);
    expect(parsed?.values.namePrefix).toBe('');
    expect(parsed?.values.flags).toEqual({
      fallRisk: false,
      exitSeeking: true,
      sexuallyAbusive: false,
      verballyAbusive: false,
      physicallyAggressive: false,
    });
    raw.values.firstName = 42;
    expect(parseArrivalDraft(JSON.stringify(raw))).toBeNull();
  });

  it('clears every arrival draft of the device and nothing else', () => {
    const store = memoryStore();
    saveArrivalDraft(store, arrivalDraftKey('a', 'b'), 0, filled());
    saveArrivalDraft(store, arrivalDraftKey('c', 'd'), 0, filled());
    store.set('carehome.language', 'fr');
    clearAllArrivalDrafts(store);
    expect([...store.map.keys()]).toEqual(['carehome.language']);
  });

  it('checks each step before Next', () => {
    const blank = emptyArrival(TZ, NOW);
    expect(checkArrivalStep('who', blank, TZ)).toEqual({ firstName: 'required', lastName: 'required', residentId: 'required' });
    expect(checkArrivalStep('who', { ...filled(), residentId: 'x'.repeat(41), arrivalDate: '2025-13-01' }, TZ)).toEqual({
      residentId: 'tooLong',
      arrivalDate: 'invalidDate',
    });
    expect(checkArrivalStep('room', blank, TZ)).toEqual({ roomId: 'roomRequired' });
    expect(checkArrivalStep('flags', blank, TZ)).toEqual({});
    expect(checkArrivalStep('notes', { ...blank, postCleanNotes: ['ok', 'x'.repeat(2001)] }, TZ)).toEqual({
      'postCleanNotes.1': 'tooLong',
    });
    expect(checkArrivalStep('clean', blank, TZ)).toEqual({ cleanType: 'cleanTypeRequired' });
    expect(checkArrivalStep('clean', { ...blank, cleanTask: { schedule: false, cleanType: null, startAt: '' } }, TZ)).toEqual({});
    expect(firstIncompleteStep(filled(), TZ)).toBeNull();
    expect(firstIncompleteStep({ ...filled(), roomId: null }, TZ)).toBe(1);
    expect(firstIncompleteStep({ ...filled(), roomId: null }, TZ, 0)).toBeNull();
  });

  it('sends one POST resident with the notes that have text, the photo and the arrival clean', () => {
    expect(arrivalSaveBody(filled(), 'site-1', TZ)).toEqual({
      facilityId: 'site-1',
      resident: {
        residentId: 'R-1001',
        namePrefix: 'Mrs',
        firstName: 'Margaret',
        lastName: 'Wilson',
        nickName: 'Peggy',
        roomId: '11111111-1111-4111-8111-111111111111',
        arrivalDate: '2025-06-10',
        notes: [
          { type: 'PreClean', text: 'Knock and wait.' },
          { type: 'PostClean', text: 'Call bell within reach.' },
        ],
        fallRisk: true,
        exitSeeking: false,
        sexuallyAbusive: false,
        verballyAbusive: true,
        physicallyAggressive: false,
      },
      photo: 'abc.jpg',
      cleanTask: { cleanType: 'Arrival Clean', startDate: '2025-06-10T14:20:00.000Z' },
    });
    const none = arrivalSaveBody(
      { ...filled(), photo: null, namePrefix: '', nickName: ' ', cleanTask: { schedule: false, cleanType: 'X', startAt: '' } },
      's',
      TZ,
    );
    expect(none.photo).toBeUndefined();
    expect(none.cleanTask).toBeNull();
    expect(none.resident.namePrefix).toBeNull();
    expect(none.resident.nickName).toBeNull();
  });

  it('sends a refused field back to the step that shows it', () => {
    expect(stepOfServerField('resident.residentId')).toEqual({ step: 0, field: 'residentId' });
    expect(stepOfServerField('residentId')).toEqual({ step: 0, field: 'residentId' });
    expect(stepOfServerField('resident.roomId')).toEqual({ step: 1, field: 'roomId' });
    expect(stepOfServerField('resident.notes.1.text')).toEqual({ step: 3, field: 'notes' });
    expect(stepOfServerField('cleanTask.cleanType')).toEqual({ step: 4, field: 'cleanType' });
    expect(stepOfServerField('facilityId')).toBeNull();
  });
});
