import type { TStaffMember } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { formFieldOf, isPinProbeLimit, newStaffForm, staffFormChanged, staffFormErrors, staffFormOf, staffSaveOf } from './staff-form.ts';

const SITE = '7b0c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d';
const t = (_key: string, options?: Record<string, unknown>) => String(options?.defaultValue ?? '');

const member: TStaffMember = {
  id: '0f7c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d',
  staffRefId: 'E-1',
  firstName: 'Rosa',
  lastName: 'Santos',
  email: 'rosa@example.com',
  hasPin: true,
  pinNeedsReplacing: false,
  hasPassword: false,
  role: 'Housekeeper',
  position: null,
  facilityId: SITE,
  isArchived: false,
  restrictedArea: 'area-1',
  restrictedAreaAssignmentId: '1f7c5a8e-3a51-4f55-9d44-3f1c1a0b2c3d',
  offsiteAuthentication: false,
  emailNotifications: true,
  language: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('staff form', () => {
  it('sends the language for mails when one is known, and leaves it out (kept) when none is', () => {
    expect(staffSaveOf(staffFormOf(member), member).language).toBe('fr');
    expect(staffSaveOf({ ...staffFormOf(member), language: 'zh-Hans' }, member).language).toBe('zh-Hans');
    expect('language' in staffSaveOf(newStaffForm(SITE))).toBe(false);
  });

  it('keeps the PIN unless a new one is typed or removal is asked', () => {
    const values = staffFormOf(member);
    expect('pinCode' in staffSaveOf(values, member)).toBe(false);
    expect(staffSaveOf({ ...values, pin: ' 4321 ' }, member).pinCode).toBe('4321');
    expect(staffSaveOf({ ...values, removePin: true }, member).pinCode).toBeNull();
  });

  it('sends the id only for an existing member and keeps the area assignment while the area stays', () => {
    const values = staffFormOf(member);
    expect(staffSaveOf(values, member).id).toBe(member.id);
    expect(staffSaveOf(values, member).restrictedAreaAssignmentId).toBe(member.restrictedAreaAssignmentId);
    expect(staffSaveOf({ ...values, restrictedArea: 'area-2' }, member).restrictedAreaAssignmentId).toBeNull();
    expect(staffSaveOf(newStaffForm(SITE)).id).toBeUndefined();
  });

  it('sees changes but not spaces around texts', () => {
    const values = staffFormOf(member);
    expect(staffFormChanged(values, { ...values, firstName: ' Rosa ' })).toBe(false);
    expect(staffFormChanged(values, { ...values, firstName: 'Rose' })).toBe(true);
    expect(staffFormChanged(values, { ...values, removePin: true })).toBe(true);
  });

  it('gives the generic messages and the PIN message', () => {
    const errors = staffFormErrors({ ...newStaffForm(SITE), firstName: 'A', email: 'nope', pin: '12a' }, t);
    expect(errors).toEqual({
      staffRefId: 'A value is required',
      lastName: 'A value is required',
      email: 'Incorrect Email',
      pin: 'Invalid pin number',
    });
    expect(staffFormErrors({ ...newStaffForm(SITE), staffRefId: 'E-9', firstName: 'A', lastName: 'B', pin: '123456789' }, t)).toEqual({
      pin: 'Invalid pin number',
    });
    // A new PIN has at least six digits (shorter ones set before keep signing in).
    expect(staffFormErrors({ ...newStaffForm(SITE), staffRefId: 'E-9', firstName: 'A', lastName: 'B', pin: '2468' }, t)).toEqual({
      pin: 'A new PIN needs at least 6 digits.',
    });
    expect(staffFormErrors({ ...newStaffForm(SITE), staffRefId: 'E-9', firstName: 'A', lastName: 'B', pin: '246813' }, t)).toBeNull();
  });

  it('maps server fields to form fields', () => {
    expect(formFieldOf('staffMember.staffRefId')).toBe('staffRefId');
    expect(formFieldOf('pinCode')).toBe('pin');
    expect(formFieldOf('email')).toBe('email');
  });

  it('tells a PIN save refused by the duplicate-PIN limit from other refusals', () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests. Please try again later.', [], 1800);
    const withPin = { ...staffFormOf(member), pin: '123456' };
    expect(isPinProbeLimit(limited, withPin)).toBe(true);
    expect(isPinProbeLimit(limited, staffFormOf(member))).toBe(false);
    expect(isPinProbeLimit(new ApiError(409, 'duplicate.pin', 'This pin code is already used.'), withPin)).toBe(false);
    expect(isPinProbeLimit(new Error('offline'), withPin)).toBe(false);
  });
});
