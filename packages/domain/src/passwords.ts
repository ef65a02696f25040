/** Minimum length of a password. */
export const PASSWORD_MIN_LENGTH = 6;
/** How many of the four character groups a password needs. */
export const PASSWORD_MIN_GROUPS = 3;

export interface PasswordCheck {
  longEnough: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  groups: number;
  valid: boolean;
}

/** Checks a password against the password rules (length and character groups above); the UI shows each flag as the user types. */
export function checkPassword(password: string): PasswordCheck {
  const upper = /\p{Lu}/u.test(password);
  const lower = /\p{Ll}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const special = /[^\p{L}\p{Nd}]/u.test(password);
  const groups = [upper, lower, digit, special].filter(Boolean).length;
  const longEnough = [...password].length >= PASSWORD_MIN_LENGTH;
  return { longEnough, upper, lower, digit, special, groups, valid: longEnough && groups >= PASSWORD_MIN_GROUPS };
}

/**
 * PINs sign in with 4 to 8 digits: PINs of 4 and 5 digits set before the six-digit rule keep working
 * (the spec leaves the length open). A new or changed PIN needs NEW_PIN_MIN_LENGTH digits: a stranger at
 * a tablet gets 10 guesses in 15 minutes, a million six-digit PINs against ten thousand four-digit ones.
 */
export const PIN_MIN_LENGTH = 4;
export const NEW_PIN_MIN_LENGTH = 6;
export const PIN_MAX_LENGTH = 8;

export type PinProblem = 'required' | 'invalid' | null;

/** Checks a PIN's form: 'PIN number required' when empty, 'Invalid pin number' when not 4 to 8 digits. */
export function checkPin(pin: string | null | undefined): PinProblem {
  if (pin === null || pin === undefined || pin.trim() === '') return 'required';
  const re = new RegExp(`^\\d{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}$`);
  return re.test(pin.trim()) ? null : 'invalid';
}

export type NewPinProblem = PinProblem | 'too_short';

/** Checks a PIN being set: the sign-in form, and at least NEW_PIN_MIN_LENGTH digits. */
export function checkNewPin(pin: string | null | undefined): NewPinProblem {
  const problem = checkPin(pin);
  if (problem !== null) return problem;
  return (pin as string).trim().length < NEW_PIN_MIN_LENGTH ? 'too_short' : null;
}

/** A PIN of fewer than NEW_PIN_MIN_LENGTH digits, or of unknown length (set before lengths were kept), should be replaced. */
export function pinNeedsReplacing(hasPin: boolean, length: number | null): boolean {
  return hasPin && (length === null || length < NEW_PIN_MIN_LENGTH);
}
