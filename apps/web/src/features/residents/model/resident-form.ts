import {
  type NOTE_TYPES,
  type RESIDENT_TITLES,
  RISK_FLAGS,
  type TResident,
  type TResidentSave,
  type TRiskFlag,
  ZResidentInput,
} from '@carehome/contracts';
import { validateForm } from '../../../lib/form-validation.ts';

export type ResidentTitle = (typeof RESIDENT_TITLES)[number];
export type NoteType = (typeof NOTE_TYPES)[number];

/** One note as the form edits it; `key` keeps React's rows stable while notes are added and removed. */
export interface NoteDraft {
  key: string;
  type: NoteType;
  text: string;
}

/** What the resident form edits (the room, status and dates change through moves, not through the form). */
export interface ResidentFormValues {
  residentId: string;
  namePrefix: ResidentTitle | '';
  firstName: string;
  lastName: string;
  nickName: string;
  flags: Record<TRiskFlag, boolean>;
  notes: NoteDraft[];
  /** A new photo's file name (uploaded, not saved yet), null to remove it, undefined to keep it. */
  photo: string | null | undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Changes one field of the form; the field's message goes. */
export type SetResidentField = <K extends keyof ResidentFormValues>(key: K, value: ResidentFormValues[K]) => void;

/** What each section of the resident form is given. */
export interface ResidentSectionProps {
  values: ResidentFormValues;
  set: SetResidentField;
  errorOf: (field: string) => string | undefined;
  /** Identity fields of an imported resident belong to the care-records system. */
  identityLocked: boolean;
  resident: TResident;
}

let noteSeq = 0;
export const noteKey = () => `note-${++noteSeq}`;

export function residentFormOf(r: TResident): ResidentFormValues {
  return {
    residentId: r.residentId,
    namePrefix: r.namePrefix ?? '',
    firstName: r.firstName,
    lastName: r.lastName,
    nickName: r.nickName ?? '',
    flags: Object.fromEntries(RISK_FLAGS.map((f) => [f, r[f]])) as Record<TRiskFlag, boolean>,
    notes: r.notes.map((n) => ({ key: noteKey(), type: n.type, text: n.text })),
    photo: undefined,
  };
}

const sameNotes = (a: NoteDraft[], b: NoteDraft[]) =>
  a.length === b.length && a.every((n, i) => n.type === b[i]?.type && n.text.trim() === b[i]?.text.trim());

/** True when the form differs from what was loaded (spaces around texts do not count). */
export function residentFormChanged(a: ResidentFormValues, b: ResidentFormValues): boolean {
  return (
    a.residentId.trim() !== b.residentId.trim() ||
    a.namePrefix !== b.namePrefix ||
    a.firstName.trim() !== b.firstName.trim() ||
    a.lastName.trim() !== b.lastName.trim() ||
    a.nickName.trim() !== b.nickName.trim() ||
    RISK_FLAGS.some((f) => a.flags[f] !== b.flags[f]) ||
    !sameNotes(a.notes, b.notes) ||
    a.photo !== b.photo
  );
}

/**
 * The request body of an update. The room and arrival date are sent as they are (moves change them);
 * an imported resident's identity is sent unchanged, the server refuses any change of it.
 */
export function residentSaveOf(values: ResidentFormValues, r: TResident): TResidentSave {
  return {
    facilityId: r.facilityId,
    resident: {
      id: r.id,
      residentId: values.residentId,
      namePrefix: values.namePrefix || null,
      firstName: values.firstName,
      lastName: values.lastName,
      nickName: values.nickName,
      roomId: r.room?.id ?? null,
      arrivalDate: r.arrivalDate,
      notes: values.notes.map((n) => ({ type: n.type, text: n.text })),
      ...values.flags,
    },
    ...(values.photo !== undefined ? { photo: values.photo } : {}),
  };
}

/**
 * The form's field of a server or contract field: `resident.residentId` is residentId,
 * `resident.notes.2.text` is notes.2.
 */
export function formFieldOf(serverField: string): string {
  const parts = serverField.split('.');
  if (parts[0] === 'resident') parts.shift();
  if (parts[0] === 'notes') return parts[1] !== undefined && /^\d+$/.test(parts[1]) ? `notes.${parts[1]}` : 'notes';
  return parts[0] ?? serverField;
}

/** Checks the form against the contract (the residents screen's messages); null when it can be sent. */
export function residentFormErrors(values: ResidentFormValues, r: TResident, t: Translate): Record<string, string> | null {
  const result = validateForm(ZResidentInput, residentSaveOf(values, r).resident, t);
  if (!result.errors) return null;
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(result.errors)) errors[formFieldOf(field)] ??= message;
  return errors;
}
