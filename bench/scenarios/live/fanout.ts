import type { AppCopy } from '../../lib/copies.ts';
import type { LoadResult } from '../../lib/load.ts';
import type { CleanTarget } from '../../lib/report-save.ts';
import type { BenchSite } from '../../lib/sites.ts';
import { Tablet } from '../../lib/tablet.ts';
import { type Account, line, pool, progress, round1, type SaveResult, saveClean, sleep, spread } from './common.ts';

/** Each tablet's download per save, and how soon the others have a save's tile (from its acknowledgement). */
export const FANOUT_TARGET = { bytesPerTabletPerSave: 5 * 1024, p95Ms: 1000 };
const SAVES_PER_SECOND = 20;
/** After the last save, how long the tablets get to receive what is still on its way. */
const DRAIN_MS = 15_000;

/**
 * Fan-out under load: `accounts.length` tablets (each its own session) on the 1,000-room site with five
 * years of history, alternately on the two app copies, each holding the board (its first read, `since=0`)
 * and applying the hub's changes as the web app does. The tablets save real cleans (each of a room no other
 * save of the run touches) at 20 a second through their own copy, so half of the saves reach the other half of
 * the tablets across the copies (PostgreSQL's NOTIFY). Per save: when every other tablet had the room's new
 * tile, counted from the save's acknowledgement; per tablet: bytes, messages and the reads it had to make.
 */
export async function fanoutUnderLoad(
  hello: LoadResult,
  copies: [AppCopy, AppCopy],
  site: BenchSite,
  accounts: Account[],
  targets: CleanTarget[],
  seconds: number,
): Promise<void> {
  const tablets = accounts.map((a, i) => new Tablet(copies[i % 2]?.url as string, a.token, site.id));
  const opened = await pool(tablets, 10, async (t) => {
    await t.connect();
    await t.readBoard();
  });
  if (opened.failed) throw new Error(`live bench: ${opened.failed} tablets did not start (${opened.firstError})`);
  await sleep(1000);

  // reportId → tablet index → when it had the tile (performance.now()), and whether by a read.
  const seen = new Map<string, Map<number, number>>();
  let tilesByRead = 0;
  tablets.forEach((t, i) => {
    t.resetCounts();
    t.onTile = (_roomId, reportId, at, via) => {
      if (via === 'read') tilesByRead++;
      if (!reportId) return;
      let m = seen.get(reportId);
      if (!m) {
        m = new Map();
        seen.set(reportId, m);
      }
      if (!m.has(i)) m.set(i, at);
    };
  });

  // A trivial request to each copy every 100 ms meanwhile: how long this machine takes to answer anything at
  // that time (the floor under every latency of the run, on a machine shared with other work).
  const helloMs: number[] = [];
  let pinging = true;
  const pinger = (async () => {
    for (let k = 0; pinging; k++) {
      const t0 = performance.now();
      await fetch(`${(copies[k % 2] as AppCopy).url}/api/hello`).then((r) => r.arrayBuffer());
      helloMs.push(performance.now() - t0);
      await sleep(100);
    }
  })();
  const cpuBefore = await Promise.all(copies.map((c) => c.cpuMicros()));
  const saves: (SaveResult & { tablet: number })[] = [];
  const failures: string[] = [];
  const inflight = new Set<Promise<void>>();
  // Open loop: saves go at the rate whatever the answers do (tablets do not wait for one another).
  const total = Math.round(seconds * SAVES_PER_SECOND);
  const offset = Math.floor(Math.random() * targets.length);
  const started = performance.now();
  for (let k = 0; k < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * SAVES_PER_SECOND) + 1);
    for (; k < due; k++) {
      const tablet = k % tablets.length;
      const target = targets[(offset + k) % targets.length] as CleanTarget;
      const p = saveClean((tablets[tablet] as Tablet).copyUrl, accounts[tablet] as Account, site.id, target)
        .then((r) => {
          saves.push({ ...r, tablet });
        })
        .catch((err: unknown) => {
          failures.push((err as Error).message);
        })
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await sleep(5);
  }
  await Promise.all(inflight);
  const savingSeconds = (performance.now() - started) / 1000;
  const acked = saves.filter((s) => s.status === 200);
  const complete = () => acked.every((s) => (seen.get(s.id)?.size ?? 0) >= tablets.length - 1);
  const drainUntil = performance.now() + DRAIN_MS;
  while (!complete() && performance.now() < drainUntil) await sleep(50);
  const cpuAfter = await Promise.all(copies.map((c) => c.cpuMicros()));
  const wallSeconds = (performance.now() - started) / 1000;
  pinging = false;
  await pinger;

  const fromAck: number[] = [];
  const fromSent: number[] = [];
  let beforeAck = 0;
  let missing = 0;
  for (const s of acked) {
    const got = seen.get(s.id);
    tablets.forEach((_t, j) => {
      if (j === s.tablet) return;
      const at = got?.get(j);
      if (at === undefined) {
        missing++;
        return;
      }
      // The message may come before the answer: NOTIFY goes at commit, the answer after it.
      if (at < s.ackAt) beforeAck++;
      fromAck.push(Math.max(0, at - s.ackAt));
      fromSent.push(at - s.sentAt);
    });
  }
  const counts = tablets.map((t) => t.tally());
  const sum = (f: (c: (typeof counts)[number]) => number) => counts.reduce((n, c) => n + f(c), 0);
  const perTabletPerSave = (bytes: number) => (acked.length ? Math.round(bytes / tablets.length / acked.length) : null);
  const messages = counts.map((c) => c.messages);
  const bytesPerTabletPerSave = perTabletPerSave(sum((c) => c.hubBytes + c.readBytes));
  const latency = spread(fromAck);
  const reads = sum((c) => c.reads);
  for (const t of tablets) t.close();
  line(hello, {
    name: 'live-fanout',
    site_rooms: site.rooms.length,
    tablets: tablets.length,
    copies: copies.length,
    saves_per_s_asked: SAVES_PER_SECOND,
    saves_per_s_sent: round1(total / savingSeconds),
    saves_sent: total,
    saves_acknowledged: acked.length,
    saves_failed: total - acked.length,
    ...(failures.length ? { first_failure: failures[0] } : {}),
    save_ms: spread(acked.map((s) => s.ackAt - s.sentAt)),
    bytes_per_tablet_per_save: bytesPerTabletPerSave,
    hub_bytes_per_tablet_per_save: perTabletPerSave(sum((c) => c.hubBytes)),
    hub_bytes_per_message: sum((c) => c.messages) ? Math.round(sum((c) => c.hubBytes) / sum((c) => c.messages)) : null,
    messages_per_tablet: { min: Math.min(...messages), mean: round1(sum((c) => c.messages) / tablets.length), max: Math.max(...messages) },
    tile_ms_from_ack: latency,
    tile_ms_from_save_sent: spread(fromSent),
    tiles_before_ack: beforeAck,
    tiles_missing: missing,
    tiles_by_read: tilesByRead,
    reads: {
      count: reads,
      bytes: sum((c) => c.readBytes),
      gaps: sum((c) => c.gaps),
      without_tiles: sum((c) => c.withoutTiles),
      other_changes: sum((c) => c.otherChanges),
    },
    // Share of one core each copy used from the first save to the last tile (saves, fan-out and the rest),
    // and the CPU time of both copies per acknowledged save.
    server_cpu_percent: copies.map((c, i) => ({ [c.name]: Math.round(((cpuAfter[i] ?? 0) - (cpuBefore[i] ?? 0)) / 10_000 / wallSeconds) })),
    server_cpu_ms_per_save: acked.length
      ? round1(copies.reduce((n, _c, i) => n + (cpuAfter[i] ?? 0) - (cpuBefore[i] ?? 0), 0) / 1000 / acked.length)
      : null,
    hello_ms_meanwhile: spread(helloMs),
    targets: {
      bytes_per_tablet_per_save_le_5kb: bytesPerTabletPerSave !== null && bytesPerTabletPerSave <= FANOUT_TARGET.bytesPerTabletPerSave,
      tile_p95_from_ack_le_1s: missing === 0 && fromAck.length > 0 && latency.p95 <= FANOUT_TARGET.p95Ms,
      no_tablet_read: reads === 0,
    },
  });
  progress(`fan-out: ${acked.length} saves, ${tablets.length} tablets, p95 ${latency.p95} ms`);
}
