import { describe, expect, it } from 'vitest';
import { checkNewPin, checkPassword, checkPin, pinNeedsReplacing } from './passwords.ts';

describe('password rules', () => {
  it.each([
    ['', false],
    ['Ab1!', false], // too short
    ['abcdef', false], // one group
    ['abcDEF', false], // two groups
    ['abcde1', false], // two groups
    ['abcDE1', true], // three groups, six characters
    ['abc!E1', true], // four groups
    ['abc de1', true], // lower, digit, space counts as special
    ['ÉCOLE1é', true], // accented letters count as upper and lower
    ['密码密码Ab1', true],
  ])('%j valid=%s', (password, valid) => {
    expect(checkPassword(password).valid).toBe(valid);
  });

  it('reports each group separately for the live checklist', () => {
    expect(checkPassword('aB3$')).toMatchObject({ upper: true, lower: true, digit: true, special: true, groups: 4, longEnough: false });
  });
});

describe('PIN rules', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    ['12a4', 'invalid'],
    ['123', 'invalid'],
    ['123456789', 'invalid'],
    ['1234', null],
    ['00001234', null],
  ] as const)('%j -> %s', (pin, problem) => {
    expect(checkPin(pin)).toBe(problem);
  });
});

describe('new PIN rules', () => {
  it.each([
    ['', 'required'],
    ['12a456', 'invalid'],
    ['123456789', 'invalid'],
    ['1234', 'too_short'],
    ['12345', 'too_short'],
    [' 123456 ', null],
    ['12345678', null],
  ] as const)('%j -> %s', (pin, problem) => {
    expect(checkNewPin(pin)).toBe(problem);
  });

  it('a four-digit PIN set before the rule still has the sign-in form', () => {
    expect(checkPin('1111')).toBeNull();
  });
});

describe('PINs that need replacing', () => {
  it('flags short PINs and PINs of unknown length, never a missing one', () => {
    expect(pinNeedsReplacing(true, 4)).toBe(true);
    expect(pinNeedsReplacing(true, 5)).toBe(true);
    expect(pinNeedsReplacing(true, null)).toBe(true);
    expect(pinNeedsReplacing(true, 6)).toBe(false);
    expect(pinNeedsReplacing(false, null)).toBe(false);
  });
});
