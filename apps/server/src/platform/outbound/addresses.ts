import net from 'node:net';

// Which addresses an outbound call may reach. Only public unicast addresses are; loopback, private
// (RFC 1918, CGNAT, ULA), link-local (the cloud metadata service at 169.254.169.254), multicast,
// unspecified, broadcast, documentation and reserved ranges are not, in IPv4 and IPv6, including IPv6
// forms that carry an IPv4 address (mapped, compatible, 6to4, NAT64). The operator may list hosts that
// are reached anyway (an integration on the local network, the demo's simulator).

const V4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  // 240/4 holds the broadcast address 255.255.255.255 too.
  ['240.0.0.0', 4],
];

function v4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function v4Public(address: string): boolean {
  const n = v4Number(address);
  return !V4_REFUSED.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits)));
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] as string;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4Number(dotted[1] as string);
    text = `${text.slice(0, -(dotted[1] as string).length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

const v4Of = (hi: number, lo: number) => `${hi >>> 8}.${hi & 0xff}.${lo >>> 8}.${lo & 0xff}`;

function v6Public(address: string): boolean {
  const g = v6Groups(address);
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, ::1 and :: among them) are the IPv4 address's.
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return (g6 !== 0 || g7 > 1) && v4Public(v4Of(g6, g7));
  // 64:ff9b::/96 (NAT64) carries an IPv4 address too; 2002::/16 (6to4) carries one in its groups 1-2.
  if (g0 === 0x64 && g1 === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Public(v4Of(g6, g7));
  if (g0 === 0x2002) return v4Public(v4Of(g1, g[2] ?? 0));
  // Only global unicast (2000::/3) is public, less Teredo (2001::/32), ORCHID (2001:10::/28) and documentation.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && (g1 === 0 || (g1 & 0xfff0) === 0x10 || g1 === 0xdb8)) return false;
  return true;
}

/** True when the address (IPv4 or IPv6 literal) is a public unicast address an outbound call may reach. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return v4Public(address);
  if (family === 6) return v6Public(address);
  return false;
}

/** A listed host: its name as a URL spells it (lower case, IPv6 in brackets, IPv4 dotted) and its port, or any port. */
export interface AllowedHost {
  host: string;
  port: string | null;
}

/** The OUTBOUND_ALLOWED_HOSTS list ('host' or 'host:port', comma-separated); throws on an entry that is no host. */
export function parseAllowedHosts(raw: string): AllowedHost[] {
  return raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(`http://${entry}`);
      } catch {
        throw new Error(`not a host or host:port: ${entry}`);
      }
      if (url.pathname !== '/' || url.username || url.search) throw new Error(`not a host or host:port: ${entry}`);
      // The URL parser drops port 80 as the default; a listed ':80' still means that port alone.
      const port = url.port || (/:\d+$/.test(entry) && !/^[^[]*:[^\]]*:/.test(entry) ? '80' : null);
      return { host: url.hostname, port };
    });
}

/** The port a URL connects to. */
export const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** True when the operator listed the URL's host (with its port, or any port). */
export function isListed(url: URL, allowed: readonly AllowedHost[]): boolean {
  return allowed.some((a) => a.host === url.hostname && (a.port === null || a.port === portOf(url)));
}
