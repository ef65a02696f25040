import {
  RESIDENT_NOTE_MAX,
  RESIDENT_NOTES_MAX,
  RESIDENT_TITLES,
  RISK_FLAGS,
  type TResidentSave,
  type TResidentTitle,
  type TRiskFlag,
} from '@carehome/contracts';
import { PRIVATE_PREFIX } from '../../../lib/storage.ts';
import { type CleanTaskDraft, cleanTaskInput, cleanTaskProblem, newCleanTaskDraft, siteWallTime } from './arrival-clean-task.ts';

// The resident arrival workflow: five steps whose values are kept on this device
// while the user types, so the workflow can be left and resumed, and are sent in one POST resident.

export const ARRIVAL_STEPS = ['who', 'room', 'flags', 'notes', 'clean'] as const;
export type ArrivalStep = (typeof ARRIVAL_STEPS)[number];
export const LAST_STEP = ARRIVAL_STEPS.length - 1;

export interface ArrivalValues {
  namePrefix: TResidentTitle | '';
  firstName: string;
  lastName: string;
  nickName: string;
  residentId: string;
  /** The site's calendar date 'YYYY-MM-DD'. */
  arrivalDate: string;
  /** The file-store name of the uploaded photo. */
  photo: string | null;
  roomId: string | null;
  flags: Record<TRiskFlag, boolean>;
  preCleanNotes: string[];
  postCleanNotes: string[];
  cleanTask: CleanTaskDraft;
}

export interface ArrivalDraft {
  version: 1;
  /** Index in ARRIVAL_STEPS of the step the user was on. */
  step: number;
  values: ArrivalValues;
  /** When the draft was last changed (ISO), to say so when offering to continue. */
  updatedAt: string;
}

const noFlags = (): Record<TRiskFlag, boolean> => Object.fromEntries(RISK_FLAGS.map((f) => [f, false])) as Record<TRiskFlag, boolean>;

/** A blank arrival: today, an arrival clean from now (its type is chosen once the room is known). */
export function emptyArrival(timeZone: string, now: Date = new Date()): ArrivalValues {
  return {
    namePrefix: '',
    firstName: '',
    lastName: '',
    nickName: '',
    residentId: '',
    arrivalDate: siteWallTime(timeZone, now).slice(0, 10),
    photo: null,
    roomId: null,
    flags: noFlags(),
    preCleanNotes: [''],
    postCleanNotes: [''],
    cleanTask: newCleanTaskDraft(null, timeZone, now),
  };
}

/** Whether anything was typed or chosen (the dates and the clean's defaults are not the user's). */
export function hasArrivalInput(v: ArrivalValues): boolean {
  return Boolean(
    v.namePrefix ||
      v.firstName.trim() ||
      v.lastName.trim() ||
      v.nickName.trim() ||
      v.residentId.trim() ||
      v.photo ||
      v.roomId ||
      RISK_FLAGS.some((f) => v.flags[f]) ||
      v.preCleanNotes.some((n) => n.trim()) ||
      v.postCleanNotes.some((n) => n.trim()),
  );
}

// ---- keeping the draft on this device --------------------------------------------------------------

// A private key: every sign-out clears it (lib/storage), so resident data does not stay on the device.
const PREFIX = `${PRIVATE_PREFIX}residentArrival`;

/** One draft per site and person: another nurse at the same computer does not get it. */
export function arrivalDraftKey(facilityId: string, person: string): string {
  return `${PREFIX}.${facilityId}.${person}`;
}

const str = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length <= max ? v : null);
const strs = (v: unknown): string[] | null =>
  Array.isArray(v) && v.length <= RESIDENT_NOTES_MAX && v.every((x) => typeof x === 'string' && x.length <= RESIDENT_NOTE_MAX)
    ? (v as string[])
    : null;

/** A stored draft, or null when there is none or it cannot be read (an older shape, edited by hand). */
export function parseArrivalDraft(raw: string | null): ArrivalDraft | null {
  if (!raw) return null;
  let d: unknown;
  try {
    d = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!d || typeof d !== 'object') return null;
  const draft = d as Record<string, unknown>;
  const v = draft.values as Record<string, unknown> | undefined;
  if (draft.version !== 1 || !v || typeof v !== 'object') return null;
  const step = typeof draft.step === 'number' && Number.isInteger(draft.step) ? Math.min(Math.max(draft.step, 0), LAST_STEP) : 0;
  const flagsIn = (v.flags ?? {}) as Record<string, unknown>;
  const task = (v.cleanTask ?? {}) as Record<string, unknown>;
  const namePrefix = (RESIDENT_TITLES as readonly string[]).includes(v.namePrefix as string) ? (v.namePrefix as TResidentTitle) : '';
  const fields = {
    firstName: str(v.firstName, 200),
    lastName: str(v.lastName, 200),
    nickName: str(v.nickName, 200),
    residentId: str(v.residentId, 200),
    arrivalDate: str(v.arrivalDate, 10),
    preCleanNotes: strs(v.preCleanNotes),
    postCleanNotes: strs(v.postCleanNotes),
    startAt: str(task.startAt, 16),
  };
  if (Object.values(fields).some((x) => x === null)) return null;
  return {
    version: 1,
    step,
    updatedAt: typeof draft.updatedAt === 'string' ? draft.updatedAt : new Date(0).toISOString(),
    values: {
      namePrefix,
      firstName: fields.firstName as string,
      lastName: fields.lastName as string,
      nickName: fields.nickName as string,
      residentId: fields.residentId as string,
      arrivalDate: fields.arrivalDate as string,
      photo: str(v.photo, 200),
      roomId: str(v.roomId, 64),
      flags: Object.fromEntries(RISK_FLAGS.map((f) => [f, flagsIn[f] === true])) as Record<TRiskFlag, boolean>,
      preCleanNotes: (fields.preCleanNotes as string[]).length ? (fields.preCleanNotes as string[]) : [''],
      postCleanNotes: (fields.postCleanNotes as string[]).length ? (fields.postCleanNotes as string[]) : [''],
      cleanTask: {
        schedule: task.schedule !== false,
        cleanType: str(task.cleanType, 60),
        startAt: fields.startAt as string,
      },
    },
  };
}

/** Where drafts are kept: localStorage in the app, a map in tests. */
export interface DraftStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export function loadArrivalDraft(store: DraftStore, key: string): ArrivalDraft | null {
  const draft = parseArrivalDraft(store.get(key));
  if (!draft) store.remove(key);
  return draft && hasArrivalInput(draft.values) ? draft : null;
}

export function saveArrivalDraft(store: DraftStore, key: string, step: number, values: ArrivalValues, now: Date = new Date()): void {
  if (!hasArrivalInput(values)) {
    store.remove(key);
    return;
  }
  const draft: ArrivalDraft = { version: 1, step, values, updatedAt: now.toISOString() };
  store.set(key, JSON.stringify(draft));
}

export function clearArrivalDraft(store: DraftStore, key: string): void {
  store.remove(key);
}

/** Every arrival draft of this device goes (sign-out: resident data is not left behind). */
export function clearAllArrivalDrafts(store: DraftStore): void {
  for (const k of store.keys()) if (k.startsWith(`${PREFIX}.`)) store.remove(k);
}

// ---- checks per step ----------------------------------------------------------------------------

export type ArrivalProblem = 'required' | 'tooLong' | 'invalidDate' | 'roomRequired' | 'cleanTypeRequired' | 'startRequired';
/** Problems by field: 'firstName', 'roomId', 'preCleanNotes.0', 'cleanType', 'startAt'... */
export type ArrivalProblems = Record<string, ArrivalProblem>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(problems: ArrivalProblems, field: string, value: string, max: number, required: boolean) {
  const v = value.trim();
  if (required && !v) problems[field] = 'required';
  else if (v.length > max) problems[field] = 'tooLong';
}

/** What keeps a step from being done; an empty object when it can be left with Next. */
export function checkArrivalStep(step: ArrivalStep, v: ArrivalValues, timeZone: string): ArrivalProblems {
  const problems: ArrivalProblems = {};
  if (step === 'who') {
    text(problems, 'firstName', v.firstName, 80, true);
    text(problems, 'lastName', v.lastName, 80, true);
    text(problems, 'nickName', v.nickName, 80, false);
    text(problems, 'residentId', v.residentId, 40, true);
    if (!v.arrivalDate) problems.arrivalDate = 'required';
    else if (!DATE.test(v.arrivalDate) || Number.isNaN(Date.parse(`${v.arrivalDate}T00:00:00Z`))) problems.arrivalDate = 'invalidDate';
  } else if (step === 'room') {
    if (!v.roomId) problems.roomId = 'roomRequired';
  } else if (step === 'notes') {
    for (const [i, n] of v.preCleanNotes.entries()) text(problems, `preCleanNotes.${i}`, n, RESIDENT_NOTE_MAX, false);
    for (const [i, n] of v.postCleanNotes.entries()) text(problems, `postCleanNotes.${i}`, n, RESIDENT_NOTE_MAX, false);
  } else if (step === 'clean') {
    const p = cleanTaskProblem(v.cleanTask, timeZone);
    if (p === 'cleanTypeRequired') problems.cleanType = p;
    if (p === 'startRequired') problems.startAt = p;
  }
  return problems;
}

/** The first step, up to `upTo`, that is not done (the review's Save checks every step again). */
export function firstIncompleteStep(v: ArrivalValues, timeZone: string, upTo: number = LAST_STEP): number | null {
  for (let i = 0; i <= upTo; i++) {
    const step = ARRIVAL_STEPS[i] as ArrivalStep;
    if (Object.keys(checkArrivalStep(step, v, timeZone)).length) return i;
  }
  return null;
}

/**
 * The step that shows a field the server refused ('resident.residentId', 'notes.2.text', 'cleanTask.cleanType'),
 * and the form's field name; null when no step shows it.
 */
export function stepOfServerField(field: string): { step: number; field: string } | null {
  const f = field.replace(/^resident\./, '');
  const at = (step: ArrivalStep, name: string) => ({ step: ARRIVAL_STEPS.indexOf(step), field: name });
  if (['namePrefix', 'firstName', 'lastName', 'nickName', 'residentId', 'arrivalDate', 'photo'].includes(f)) return at('who', f);
  if (f === 'roomId') return at('room', 'roomId');
  if ((RISK_FLAGS as readonly string[]).includes(f)) return at('flags', f);
  if (f === 'notes' || f.startsWith('notes.')) return at('notes', 'notes');
  if (f === 'cleanTask.cleanType' || f === 'cleanType' || f === 'cleanTask') return at('clean', 'cleanType');
  if (f === 'cleanTask.startDate' || f === 'startDate') return at('clean', 'startAt');
  return null;
}

/** The notes the resident gets: the non-empty ones, pre-clean first. */
export function arrivalNotes(v: ArrivalValues): { type: 'PreClean' | 'PostClean'; text: string }[] {
  return [
    ...v.preCleanNotes
      .map((t) => t.trim())
      .filter(Boolean)
      .map((text) => ({ type: 'PreClean' as const, text })),
    ...v.postCleanNotes
      .map((t) => t.trim())
      .filter(Boolean)
      .map((text) => ({ type: 'PostClean' as const, text })),
  ];
}

/** POST resident: the new resident (no id), its photo and the arrival clean of its room. */
export function arrivalSaveBody(v: ArrivalValues, facilityId: string, timeZone: string): TResidentSave {
  return {
    facilityId,
    resident: {
      residentId: v.residentId.trim(),
      namePrefix: v.namePrefix || null,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      nickName: v.nickName.trim() || null,
      roomId: v.roomId,
      arrivalDate: v.arrivalDate || null,
      notes: arrivalNotes(v),
      ...v.flags,
    },
    ...(v.photo ? { photo: v.photo } : {}),
    cleanTask: v.roomId ? cleanTaskInput(v.cleanTask, timeZone) : null,
  };
}
