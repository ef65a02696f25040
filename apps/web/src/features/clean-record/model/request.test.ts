import { describe, expect, it } from 'vitest';
import { formFromParams, paramsOf, periodProblem, requestOf } from './request.ts';

describe('clean record request', () => {
  it('opens on the last 30 days of a room given in the address', () => {
    const form = formFromParams(new URLSearchParams('roomId=r1'), '2026-03-31');
    expect(form).toEqual({ subject: 'room', id: 'r1', from: '2026-03-02', to: '2026-03-31' });
    expect(requestOf('site', form)).toEqual({ facilityId: 'site', roomId: 'r1', from: '2026-03-02', to: '2026-03-31' });
    expect(paramsOf(form)).toEqual({ roomId: 'r1', from: '2026-03-02', to: '2026-03-31' });
  });

  it('an area, and no request until the form is complete and the period right', () => {
    const form = formFromParams(new URLSearchParams('areaId=a1&from=2026-01-01&to=2026-01-31'), '2026-03-31');
    expect(requestOf('site', form)).toEqual({ facilityId: 'site', areaId: 'a1', from: '2026-01-01', to: '2026-01-31' });
    expect(requestOf('site', { ...form, id: null })).toBeNull();
    expect(periodProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('order');
    expect(periodProblem({ from: '2025-01-01', to: '2026-03-01' })).toBe('tooLong');
    expect(periodProblem({ from: '', to: '2026-03-01' })).toBe('missing');
    expect(requestOf('site', { ...form, from: '2025-01-01', to: '2026-03-01' })).toBeNull();
  });
});
