import type { TDashboardDelta } from '@carehome/contracts';
import autocannon from 'autocannon';
import { type LoadResult, loadResult, print } from '../../lib/load.ts';
import type { BenchServer } from '../../lib/server.ts';
import type { BenchSite } from '../../lib/sites.ts';
import { sinceRead, wireGet } from '../../lib/tablet.ts';
import { type Account, line } from './common.ts';

/** An up-to-date tablet's read, on the wire (status line, headers and body). */
export const READ_TARGET = { currentWireBytes: 1024 };
const CONNECTIONS = 20;

/**
 * The reads of a tablet on the 1,000-room site: one that is up to date (`since=<its version>&at=<its time>`),
 * its bytes and its rate under 20 concurrent tablets beside hello-world; and the whole board in the tablets'
 * form (`since=0`, its first paint) next to the spec's answer without `since`, each as it comes with no
 * compression, with gzip and with brotli.
 */
export async function tabletReads(server: BenchServer, hello: LoadResult, site: BenchSite, account: Account): Promise<void> {
  const auth = { authorization: `Bearer ${account.token}` };
  const base = `${server.url}/api/housekeeping?facilityId=${site.id}`;
  const sizes = async (url: string) => {
    const out: Record<string, { wire: number; body: number }> = {};
    for (const [label, accept] of [
      ['identity', 'identity'],
      ['gzip', 'gzip'],
      ['br', 'br, gzip'],
    ] as const) {
      const r = await wireGet<unknown>(url, { ...auth, 'accept-encoding': accept });
      if (r.status !== 200) throw new Error(`live bench: ${url} answered ${r.status}`);
      out[label] = { wire: r.wireBytes, body: r.bodyBytes };
    }
    return out;
  };
  const first = await sinceRead(server.url, account.token, site.id, 0, null);
  if (!first.delta.complete || first.delta.rooms.length !== site.rooms.length) {
    throw new Error(`live bench: since=0 answered ${first.delta.rooms.length} rooms, complete ${first.delta.complete}`);
  }
  line(hello, {
    name: 'live-whole-board-bytes',
    site_rooms: site.rooms.length,
    since_0: await sizes(`${base}&since=0`),
    without_since: await sizes(base),
  });

  const { version, at } = first.delta;
  const currentUrl = `${base}&since=${version}&at=${at}`;
  const current = await wireGet<TDashboardDelta>(currentUrl, { ...auth, 'accept-encoding': 'br, gzip' });
  if (current.status !== 200 || current.body.complete) throw new Error(`live bench: an up-to-date read answered ${current.status}`);
  // Unmeasured first: the route's code warmed up (as the scale scenario does), so the run measures a serving copy.
  await autocannon({ url: currentUrl, headers: { ...auth, 'accept-encoding': 'br, gzip' }, connections: CONNECTIONS, duration: 3 });
  const r = await autocannon({
    url: currentUrl,
    headers: { ...auth, 'accept-encoding': 'br, gzip' },
    connections: CONNECTIONS,
    duration: Number(process.env.BENCH_SECONDS ?? 8),
  });
  const result = loadResult('live-since-current', r);
  // autocannon's byte count over the run: any answer that grew (a room whose status the clock changed) shows here.
  const meanWire = r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null;
  print(result, hello, {
    p95_ms: result.p95_ms,
    connections: CONNECTIONS,
    wire_bytes: current.wireBytes,
    body_bytes: current.bodyBytes,
    rooms_in_answer: current.body.rooms.length,
    mean_wire_bytes_under_load: meanWire,
    hello_req_per_s: hello.req_per_s,
    targets: { wire_bytes_lt_1kb: current.wireBytes < READ_TARGET.currentWireBytes },
  });
}
