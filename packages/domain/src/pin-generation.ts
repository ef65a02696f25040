import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from './passwords.ts';

/**
 * Length of generated PINs. Six digits: a million PINs, so a suggestion that is free says nothing
 * useful about the PINs in use, and guessing one on a tablet (10 tries) has a 1 in 100,000 chance.
 */
export const GENERATED_PIN_LENGTH = 6;

/** PINs people try first: one digit repeated (111111), or a run up or down (123456, 987654, 890123). */
export function isGuessablePin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => (d - (digits[i] as number) + 10) % 10));
  return steps.size === 1 && [0, 1, 9].includes([...steps][0] as number);
}

/**
 * A random PIN of `length` digits (leading zeros allowed) that is not guessable. `randomInt(max)`
 * returns an integer in [0, max): on the server, `crypto.randomInt`.
 */
export function generatePin(randomInt: (max: number) => number, length = GENERATED_PIN_LENGTH): string {
  if (!Number.isInteger(length) || length < PIN_MIN_LENGTH || length > PIN_MAX_LENGTH) {
    throw new RangeError(`PIN length must be ${PIN_MIN_LENGTH} to ${PIN_MAX_LENGTH}`);
  }
  for (;;) {
    const pin = Array.from({ length }, () => String(randomInt(10))).join('');
    if (!isGuessablePin(pin)) return pin;
  }
}
