import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from './config.ts';

const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off by default and for the usual false values', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const v of ['false', '0', 'no', 'off', '']) expect(trust(v)).toBe(false);
  });

  it('takes a number of proxies or a list of addresses and CIDR ranges', () => {
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses true, which trusted any client-supplied X-Forwarded-For, and says what to set instead', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would trust any client-supplied X-Forwarded-For.*TRUST_PROXY=1/);
    expect(() => trust('yes')).toThrow(/TRUST_PROXY/);
  });

  it('refuses what it does not understand', () => {
    for (const v of ['10.0.0.0/33', 'proxy.example.com', '11', '1.2.3', '10.0.0.1,']) expect(() => trust(v), v).toThrow(/TRUST_PROXY/);
  });

  it('trusts exactly the given number of hops nearest to the app', () => {
    const fn = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect([fn('10.0.0.1', 0), fn('203.0.113.9', 1)]).toEqual([true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

describe('session lifetime', () => {
  it('defaults to 7 days and is configurable in hours', () => {
    expect(loadConfig({}).sessionMaxAgeMinutes).toBe(7 * 24 * 60);
    expect(loadConfig({ SESSION_MAX_AGE_HOURS: '24' }).sessionMaxAgeMinutes).toBe(24 * 60);
    expect(() => loadConfig({ SESSION_MAX_AGE_HOURS: '1' })).toThrow(/SESSION_MAX_AGE_HOURS/);
  });

  it('HSTS is off by default', () => {
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ HSTS: 'true' }).hsts).toBe(true);
  });
});

describe('access log retention', () => {
  it('keeps about seven years by default; a number of days otherwise, never zero', () => {
    expect(loadConfig({}).accessLogRetentionDays).toBe(2555);
    expect(loadConfig({ ACCESS_LOG_RETENTION_DAYS: '365' }).accessLogRetentionDays).toBe(365);
    expect(() => loadConfig({ ACCESS_LOG_RETENTION_DAYS: '0' })).toThrow(/ACCESS_LOG_RETENTION_DAYS/);
    expect(() => loadConfig({ ACCESS_LOG_RETENTION_DAYS: 'forever' })).toThrow(/ACCESS_LOG_RETENTION_DAYS/);
  });
});

describe('EVENT_LOOP_STALL_MS', () => {
  it('defaults to 10 s, takes 0 (off) or 1 s to 10 min, and refuses the rest with its name', () => {
    expect(loadConfig({}).eventLoopStallMs).toBe(10_000);
    expect(loadConfig({ EVENT_LOOP_STALL_MS: '0' }).eventLoopStallMs).toBe(0);
    expect(loadConfig({ EVENT_LOOP_STALL_MS: '4000' }).eventLoopStallMs).toBe(4000);
    for (const v of ['500', '600001', '-1', 'ten', '2.5'])
      expect(() => loadConfig({ EVENT_LOOP_STALL_MS: v }), v).toThrow(/EVENT_LOOP_STALL_MS/);
  });

  it('has no test routes unless TEST_ROUTES is set', () => {
    expect(loadConfig({}).testRoutes).toBe(false);
    expect(loadConfig({ TEST_ROUTES: 'true' }).testRoutes).toBe(true);
  });
});

describe('outbound calls', () => {
  it('list no host and bound every call by default; OUTBOUND_ALLOWED_HOSTS is read, a bad entry refused with its name', () => {
    const c = loadConfig({});
    expect(c.outboundAllowedHosts).toEqual([]);
    expect(c.outboundMaxResponseBytes).toBe(10 * 1024 * 1024);
    expect([c.outboundConnectTimeoutMs, c.outboundTimeoutMs, c.syncMaxPages, c.syncMaxPatients]).toEqual([5_000, 20_000, 100, 20_000]);
    expect(loadConfig({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:3590, localhost:3591' }).outboundAllowedHosts).toEqual([
      { host: '127.0.0.1', port: '3590' },
      { host: 'localhost', port: '3591' },
    ]);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: 'http://x/path' })).toThrow(/OUTBOUND_ALLOWED_HOSTS/);
    expect(() => loadConfig({ SYNC_MAX_PAGES: '0' })).toThrow(/SYNC_MAX_PAGES/);
  });
});
