import { describe, expect, it } from 'vitest';
import { checkPin } from './passwords.ts';
import { GENERATED_PIN_LENGTH, generatePin, isGuessablePin } from './pin-generation.ts';

/** A fixed sequence of "random" digits, to make generation deterministic. */
const sequence = (digits: number[]) => {
  let i = 0;
  return () => digits[i++ % digits.length] as number;
};

describe('generated PINs', () => {
  it('are six valid digits by default, leading zeros kept', () => {
    const pin = generatePin(sequence([0, 4, 7, 1, 9, 3]));
    expect(pin).toBe('047193');
    expect(pin).toHaveLength(GENERATED_PIN_LENGTH);
    expect(checkPin(pin)).toBeNull();
  });

  it('skip PINs people try first', () => {
    // 111111 and 123456 come first from the source; the next draw is kept.
    expect(generatePin(sequence([1, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 5, 0, 2, 8, 8, 1]))).toBe('502881');
  });

  it('recognise repeated digits and runs up or down, wrapping', () => {
    for (const pin of ['000000', '1111', '123456', '987654', '890123', '3210']) expect(isGuessablePin(pin), pin).toBe(true);
    for (const pin of ['123457', '112233', '135790', '502881']) expect(isGuessablePin(pin), pin).toBe(false);
  });

  it('take a length of 4 to 8 digits', () => {
    expect(generatePin(sequence([5, 0, 2, 8]), 4)).toBe('5028');
    expect(() => generatePin(sequence([1]), 3)).toThrow(RangeError);
    expect(() => generatePin(sequence([1]), 9)).toThrow(RangeError);
  });

  it('are spread over the digits with a real random source', () => {
    const pins = new Set(Array.from({ length: 200 }, () => generatePin((max) => Math.floor(Math.random() * max))));
    expect(pins.size).toBeGreaterThan(195);
  });
});
