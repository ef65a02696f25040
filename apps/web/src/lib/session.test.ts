import { describe, expect, it } from 'vitest';
import { needsRefresh, parseAccount, parseDevice, REFRESH_THRESHOLD_MS } from './session.ts';

const account = (expiresInMs: number) => ({
  token: { token: 'abc', expiration: new Date(Date.now() + expiresInMs).toISOString() },
  email: 'a@b.co',
  role: 'Nursing' as const,
  tenantId: '00000000-0000-4000-8000-000000000001',
  tenantName: 'Org',
  facility: { id: '00000000-0000-4000-8000-000000000002', name: 'North', timeZone: 'America/Toronto' },
  staffMember: { id: '00000000-0000-4000-8000-000000000003', name: 'A B', staffRefId: 'S1' },
  deviceSession: false,
});

describe('stored account data (unparseable or expired data is dropped)', () => {
  it('reads a well-formed account', () => {
    expect(parseAccount(JSON.stringify(account(3_600_000)))?.role).toBe('Nursing');
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong shape', JSON.stringify({ token: { token: 42 } })],
    ['unknown role', JSON.stringify({ ...account(3_600_000), role: 'Janitor' })],
    ['empty', ''],
  ])('discards %s', (_what, raw) => {
    expect(parseAccount(raw)).toBeNull();
  });

  it('clears an expired token', () => {
    expect(parseAccount(JSON.stringify(account(-1000)))).toBeNull();
  });

  it('discards unparseable device data', () => {
    expect(parseDevice('[1,2]')).toBeNull();
    expect(parseDevice(JSON.stringify({ deviceId: 'x' }))).toBeNull();
  });
});

describe('token refresh threshold: 150 minutes', () => {
  it('refreshes when less than 150 minutes remain, not before', () => {
    const now = Date.now();
    const at = (minutes: number) => ({ ...account(0), token: { token: 't', expiration: new Date(now + minutes * 60_000).toISOString() } });
    expect(REFRESH_THRESHOLD_MS).toBe(150 * 60_000);
    expect(needsRefresh(at(151), now)).toBe(false);
    expect(needsRefresh(at(149), now)).toBe(true);
  });
});
