import { describe, expect, it } from 'vitest';
import { residentDisplayName } from './names.ts';

describe('residentDisplayName', () => {
  it('puts the nickname in quotes between first and last name', () => {
    expect(residentDisplayName({ firstName: 'Margaret', lastName: 'Wilson', nickName: 'Peggy' })).toBe('Margaret “Peggy” Wilson');
    expect(residentDisplayName({ firstName: 'Arthur', lastName: 'Singh', nickName: null })).toBe('Arthur Singh');
  });
});
