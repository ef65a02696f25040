import { type STAFF_ROLES, type TLanguage, type TStaffMember, ZStaffMemberInput } from '@carehome/contracts';
import { checkNewPin, NEW_PIN_MIN_LENGTH } from '@carehome/domain';
import { ApiError, translateError } from '../../../lib/api-error.ts';
import { validateForm } from '../../../lib/form-validation.ts';
import type { StaffMemberSave } from '../api/save-staff-member.ts';

export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the staff form edits. The PIN is write-only: `pin` is a new PIN, `removePin` asks to remove it. */
export interface StaffFormValues {
  staffRefId: string;
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  pin: string;
  removePin: boolean;
  role: StaffRole;
  facilityId: string;
  restrictedArea: string | null;
  offsiteAuthentication: boolean;
  emailNotifications: boolean;
  /** The language of the person's mails; null until set here or by their first sign-in. */
  language: TLanguage | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Changes one field of the form (and `also` others with it); the field's message goes. */
export type SetStaffField = <K extends keyof StaffFormValues>(key: K, value: StaffFormValues[K], also?: Partial<StaffFormValues>) => void;

/** What each section of the staff form is given. */
export interface StaffSectionProps {
  values: StaffFormValues;
  set: SetStaffField;
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
  /** The member being edited; none on a new one. */
  member?: TStaffMember;
}

export function newStaffForm(facilityId: string): StaffFormValues {
  return {
    staffRefId: '',
    firstName: '',
    lastName: '',
    position: '',
    email: '',
    pin: '',
    removePin: false,
    role: 'Housekeeper',
    facilityId,
    restrictedArea: null,
    offsiteAuthentication: false,
    emailNotifications: true,
    language: null,
  };
}

export function staffFormOf(member: TStaffMember): StaffFormValues {
  return {
    staffRefId: member.staffRefId,
    firstName: member.firstName,
    lastName: member.lastName,
    position: member.position ?? '',
    email: member.email ?? '',
    pin: '',
    removePin: false,
    role: member.role,
    facilityId: member.facilityId,
    restrictedArea: member.restrictedArea,
    offsiteAuthentication: member.offsiteAuthentication,
    emailNotifications: member.emailNotifications,
    language: member.language,
  };
}

/** True when the form differs from what was loaded (spaces around texts do not count). */
export function staffFormChanged(a: StaffFormValues, b: StaffFormValues): boolean {
  return (Object.keys(a) as (keyof StaffFormValues)[]).some((k) => {
    const [x, y] = [a[k], b[k]];
    return typeof x === 'string' && typeof y === 'string' ? x.trim() !== y.trim() : x !== y;
  });
}

/**
 * The request body: `pinCode` is left out to keep the PIN, null removes it, digits set it. The
 * restricted area's assignment is kept while the area stays the same.
 */
export function staffSaveOf(values: StaffFormValues, member?: TStaffMember): StaffMemberSave {
  const pin = values.pin.trim();
  const keepAssignment = member && member.restrictedArea === values.restrictedArea;
  return {
    ...(member ? { id: member.id } : {}),
    staffRefId: values.staffRefId,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim(),
    ...(pin ? { pinCode: pin } : values.removePin ? { pinCode: null } : {}),
    role: values.role,
    position: values.position,
    facilityId: values.facilityId,
    restrictedArea: values.restrictedArea,
    restrictedAreaAssignmentId: keepAssignment ? member.restrictedAreaAssignmentId : null,
    offsiteAuthentication: values.offsiteAuthentication,
    emailNotifications: values.emailNotifications,
    ...(values.language ? { language: values.language } : {}),
  };
}

/**
 * Checks the form against the contract and the PIN rule; the staff screen's messages, keyed by
 * the form's field names. Null when the form can be sent.
 */
export function staffFormErrors(values: StaffFormValues, t: Translate, member?: TStaffMember): Record<string, string> | null {
  const { id: _id, ...input } = staffSaveOf(values, member);
  const result = validateForm(ZStaffMemberInput, input, t);
  const errors: Record<string, string> = { ...(result.errors ?? {}) };
  const pinProblem = values.pin.trim() ? checkNewPin(values.pin) : null;
  if (pinProblem === 'invalid') errors.pin = translateError(t, 'auth.invalid_pin', 'Invalid pin number');
  if (pinProblem === 'too_short') {
    errors.pin = translateError(t, 'auth.pin_too_short', `A new PIN needs at least ${NEW_PIN_MIN_LENGTH} digits.`, {
      min: NEW_PIN_MIN_LENGTH,
    });
  }
  if (errors.pinCode) {
    errors.pin ??= errors.pinCode;
    delete errors.pinCode;
  }
  return Object.keys(errors).length ? errors : null;
}

/** Server errors of fields (`staffMember.staffRefId`, `pinCode`…) keyed by the form's field names. */
export function formFieldOf(serverField: string): string {
  const last = serverField.split('.').pop() ?? serverField;
  return last === 'pinCode' ? 'pin' : last;
}

/**
 * A save that set a PIN answered 429: the person saving got too many "already used" answers this hour
 * (the server's pin-probe limit). The form says so beside the PIN, where Generate a PIN is.
 */
export function isPinProbeLimit(err: unknown, values: StaffFormValues): boolean {
  return err instanceof ApiError && err.status === 429 && Boolean(values.pin.trim());
}
