import { describe, expect, it } from 'vitest';
import type { AuthContext } from './session.types.ts';
import { SessionCache } from './session-cache.ts';

const auth = (sessionId: string, expiresInMs = 60_000): AuthContext => ({
  sessionId,
  kind: 'staff',
  subjectId: 's',
  email: null,
  displayName: 'A',
  staffRefId: null,
  role: 'Nursing',
  tenantId: 't',
  facilityId: 'f',
  deviceId: null,
  expiresAt: new Date(Date.now() + expiresInMs),
  lastSeenAt: null,
});

describe('SessionCache', () => {
  it('keeps nothing while the bus is not listening, and drops everything when it stops', () => {
    const c = new SessionCache();
    c.put('h1', auth('s1'));
    expect(c.get('h1')).toBeUndefined();
    c.setLive(true);
    c.put('h1', auth('s1'));
    expect(c.get('h1')?.sessionId).toBe('s1');
    c.setLive(false);
    c.setLive(true);
    expect(c.get('h1')).toBeUndefined();
    c.dispose();
  });

  it('forgets a session by id, past its time to live, and past the session’s own expiry', () => {
    const c = new SessionCache(1000);
    c.setLive(true);
    const now = Date.now();
    c.put('h1', auth('s1'), now);
    c.put('h2', auth('s2'), now);
    c.put('h3', auth('s3', 500), now);
    c.forget(['s1']);
    expect(c.get('h1', now)).toBeUndefined();
    expect(c.get('h2', now + 999)?.sessionId).toBe('s2');
    expect(c.get('h2', now + 1000)).toBeUndefined();
    expect(c.get('h3', now + 600)).toBeUndefined();
    c.dispose();
  });

  it('hands out copies: changing a request’s auth does not change the cache', () => {
    const c = new SessionCache();
    c.setLive(true);
    c.put('h1', auth('s1'));
    const got = c.get('h1') as AuthContext;
    got.facilityId = 'other';
    expect(c.get('h1')?.facilityId).toBe('f');
    c.touched('s1', new Date(0));
    expect(c.get('h1')?.lastSeenAt?.getTime()).toBe(0);
    c.dispose();
  });

  it('stays within its size, dropping the oldest', () => {
    const c = new SessionCache(60_000, 2);
    c.setLive(true);
    c.put('h1', auth('s1'));
    c.put('h2', auth('s2'));
    c.put('h3', auth('s3'));
    expect(c.size).toBe(2);
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h3')?.sessionId).toBe('s3');
    c.dispose();
  });
});
