import { describe, expect, it } from 'vitest';
import { isListed, isPublicAddress, parseAllowedHosts } from './addresses.ts';

describe('public addresses', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, unspecified, broadcast and reserved IPv4', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses IPv6 loopback, unspecified, ULA, link-local, multicast, documentation and IPv4 carried inside', () => {
    for (const a of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2001::1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('lets public unicast through, IPv4 and IPv6, mapped ones included', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('is false for anything that is not an address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
    expect(isPublicAddress('2130706433')).toBe(false);
  });
});

describe('listed hosts', () => {
  it('reads host and host:port entries, in the spelling a URL gives them', () => {
    const listed = parseAllowedHosts(' 127.0.0.1:3590, records.example.org ,[::1]:8080,2130706433:81,LOCALHOST:80');
    expect(listed).toEqual([
      { host: '127.0.0.1', port: '3590' },
      { host: 'records.example.org', port: null },
      { host: '[::1]', port: '8080' },
      { host: '127.0.0.1', port: '81' },
      { host: 'localhost', port: '80' },
    ]);
    expect(isListed(new URL('http://127.0.0.1:3590/x'), listed)).toBe(true);
    expect(isListed(new URL('http://127.0.0.1:3591/x'), listed)).toBe(false);
    expect(isListed(new URL('https://Records.Example.org/'), listed)).toBe(true);
    expect(isListed(new URL('http://localhost/'), listed)).toBe(true);
    expect(isListed(new URL('https://localhost/'), listed)).toBe(false);
    expect(parseAllowedHosts('')).toEqual([]);
  });

  it('refuses an entry that is not a host', () => {
    expect(() => parseAllowedHosts('http://x/y')).toThrow(/not a host/);
    expect(() => parseAllowedHosts('a b')).toThrow(/not a host/);
  });
});
