import type { THubMessage } from '@carehome/contracts';
import type { AppCopy, ProcessStats } from '../../lib/copies.ts';
import type { LoadResult } from '../../lib/load.ts';
import type { CleanTarget } from '../../lib/report-save.ts';
import { Tablet } from '../../lib/tablet.ts';
import { type Account, line, pool, progress, round1, saveClean, sleep, spread } from './common.ts';
import { FANOUT_TARGET } from './fanout.ts';

/** Hub sign-ins in flight at once: each is a session lookup and a site lookup in the database. */
const HANDSHAKE_CONCURRENCY = 50;
/** How long a save's message gets to reach every socket of its site. */
const FANOUT_WAIT_MS = 15_000;

/** One socket to open: the site it listens to, the session it signs in with, the copy it goes to. */
export interface SocketPlan {
  facilityId: string;
  token: string;
  copy: number;
}

/** A save whose fan-out is measured: the site, who saves, the room, through which copy, and a label ('cold', 'warm'). */
export interface FanoutSample {
  facilityId: string;
  account: Account;
  target: CleanTarget;
  copy: number;
  kind: string;
}

const mb = (bytes: number) => round1(bytes / 1048576);
const kb = (bytes: number) => round1(bytes / 1024);

/**
 * `plans.length` authenticated hub sockets on the two copies: the copies' memory before and after (after a
 * full collection each time: what the sockets hold), and then the cost of single saves' fan-out, one at a
 * time: from the save to the last socket of its site having its message, and the CPU time each copy spent
 * meanwhile (less what it spends idle with the sockets open: heartbeats). The saving copy's time includes
 * the save itself; the other copy's is the fan-out alone (NOTIFY, the tiles worked out, the sends).
 */
export async function manySockets(
  hello: LoadResult,
  copies: [AppCopy, AppCopy],
  label: string,
  plans: SocketPlan[],
  samples: FanoutSample[],
  extra: Record<string, unknown>,
): Promise<void> {
  // A collection, then time for the allocator to hand freed pages back, before the figure: the part before
  // leaves garbage, and RSS taken at once would still count it (and make the sockets look free or negative).
  await Promise.all(copies.map((c) => c.memory()));
  await sleep(5000);
  const before = await Promise.all(copies.map((c) => c.memory()));
  const tablets = plans.map((p) => new Tablet(copies[p.copy]?.url as string, p.token, p.facilityId));
  const opening = performance.now();
  const opened = await pool(tablets, HANDSHAKE_CONCURRENCY, (t) => t.connect());
  const openSeconds = (performance.now() - opening) / 1000;
  progress(`${label}: ${tablets.length - opened.failed} sockets open in ${round1(openSeconds)} s`);
  await sleep(2000);
  const after = await Promise.all(copies.map((c) => c.memory()));
  const memory = copies.map((c, i) => {
    const sockets = plans.filter((p) => p.copy === i).length;
    const b = before[i] as ProcessStats;
    const a = after[i] as ProcessStats;
    return {
      copy: c.name,
      sockets,
      rss_mb: { before: mb(b.rssBytes), after: mb(a.rssBytes) },
      heap_used_mb: { before: mb(b.heapUsedBytes), after: mb(a.heapUsedBytes) },
      external_mb: { before: mb(b.externalBytes), after: mb(a.externalBytes) },
      rss_kb_per_socket: sockets ? kb((a.rssBytes - b.rssBytes) / sockets) : null,
      heap_kb_per_socket: sockets ? kb((a.heapUsedBytes - b.heapUsedBytes) / sockets) : null,
    };
  });

  // Idle CPU with the sockets open (pings every 30 s per socket), subtracted from each save's window.
  const idle0 = await Promise.all(copies.map((c) => c.cpuMicros()));
  const idleFrom = performance.now();
  await sleep(3000);
  const idle1 = await Promise.all(copies.map((c) => c.cpuMicros()));
  const idlePerMs = copies.map((_c, i) => ((idle1[i] ?? 0) - (idle0[i] ?? 0)) / (performance.now() - idleFrom));

  const bySite = new Map<string, Tablet[]>();
  for (const t of tablets) {
    const list = bySite.get(t.facilityId);
    if (list) list.push(t);
    else bySite.set(t.facilityId, [t]);
  }
  let current: { id: string; got: Map<Tablet, number> } | null = null;
  for (const t of tablets) {
    t.onMessage = (m: THubMessage, at: number) => {
      if (current && m.type === 'UpdateHousekeepingReport' && m.reportId === current.id && !current.got.has(t)) current.got.set(t, at);
    };
  }
  const results: Record<string, { lastFromSent: number[]; lastFromAck: number[]; savingCpuMs: number[]; otherCpuMs: number[] }> = {};
  let missing = 0;
  for (const s of samples) {
    const listeners = bySite.get(s.facilityId) ?? [];
    const cpu0 = await Promise.all(copies.map((c) => c.cpuMicros()));
    const from = performance.now();
    const got = new Map<Tablet, number>();
    current = { id: crypto.randomUUID(), got };
    const r = await saveClean((copies[s.copy] as AppCopy).url, s.account, s.facilityId, s.target, current.id);
    const until = performance.now() + FANOUT_WAIT_MS;
    while (got.size < listeners.length && performance.now() < until) await sleep(2);
    const cpu1 = await Promise.all(copies.map((c) => c.cpuMicros()));
    const windowMs = performance.now() - from;
    current = null;
    if (r.status !== 200) throw new Error(`live bench: a save answered ${r.status}`);
    missing += listeners.length - got.size;
    if (!got.size) continue;
    const last = Math.max(...got.values());
    const cpuMs = copies.map((_c, i) => Math.max(0, ((cpu1[i] ?? 0) - (cpu0[i] ?? 0) - (idlePerMs[i] ?? 0) * windowMs) / 1000));
    results[s.kind] ??= { lastFromSent: [], lastFromAck: [], savingCpuMs: [], otherCpuMs: [] };
    const res = results[s.kind] as (typeof results)[string];
    res.lastFromSent.push(last - r.sentAt);
    res.lastFromAck.push(Math.max(0, last - r.ackAt));
    res.savingCpuMs.push(cpuMs[s.copy] ?? 0);
    res.otherCpuMs.push(cpuMs[1 - s.copy] ?? 0);
    await sleep(300);
  }
  for (const t of tablets) t.close();

  const perCopy = copies.map((_c, i) => plans.filter((p) => p.copy === i).length);
  line(hello, {
    name: `live-sockets-${label}`,
    sockets: tablets.length - opened.failed,
    sockets_failed: opened.failed,
    ...(opened.firstError ? { first_failure: opened.firstError } : {}),
    sockets_per_copy: perCopy,
    ...extra,
    handshakes_per_s: round1((tablets.length - opened.failed) / openSeconds),
    handshake_concurrency: HANDSHAKE_CONCURRENCY,
    memory,
    idle_cpu_percent: idlePerMs.map((x) => round1(x / 10)),
    fanout: Object.fromEntries(
      Object.entries(results).map(([kind, r]) => [
        kind,
        {
          saves: r.lastFromSent.length,
          last_socket_ms_from_save_sent: spread(r.lastFromSent),
          last_socket_ms_from_ack: spread(r.lastFromAck),
          saving_copy_cpu_ms: spread(r.savingCpuMs),
          other_copy_cpu_ms: spread(r.otherCpuMs),
          targets: { last_socket_p95_from_ack_le_1s: missing === 0 && spread(r.lastFromAck).p95 <= FANOUT_TARGET.p95Ms },
        },
      ]),
    ),
    messages_missing: missing,
  });
}
