import { HUB_CLOSE, HUB_PATH, type THubDelta, type THubMessage } from '@carehome/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { dashboardKeys } from './query-keys.ts';
import { session } from './session.ts';

/**
 * The client of the live updates hub. While a screen that shows a site is open, one WebSocket listens
 * for that site's changes: the tile changes a message carries are applied to the room board at once,
 * and whatever else they affect (the board when it missed a message, the site, its configuration, the
 * schedule) is read again. While a cleaning is open nothing is applied until it closes, so the screen
 * does not change under the housekeeper's finger. Dropped connections come back with backoff, and
 * anything that may have been missed meanwhile is read again.
 */

export type LiveState = 'connecting' | 'live' | 'offline';

let state: LiveState = 'offline';
const stateListeners = new Set<() => void>();
function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const l of stateListeners) l();
}

/** What applying tile changes to the cached board did: patched it, nothing to do, or it must read what it missed. */
export type BoardPatchResult = 'applied' | 'current' | 'gap';
/** Applies a site's tile changes (in order) to its cached board. */
export type BoardPatcher = (facilityId: string, deltas: readonly THubDelta[]) => BoardPatchResult;
// The room board's cache belongs to the dashboard feature, which sets this when it loads; until then
// there is no board to patch.
let patchBoard: BoardPatcher = () => 'current';
/** Set by the dashboard feature: lib code does not import features. */
export function setBoardPatcher(patcher: BoardPatcher): void {
  patchBoard = patcher;
}

/**
 * Reads the site's room board again: only what changed since the version it holds. A read already on its
 * way is kept, not restarted (a reconnection and a missed message must not cost two reads).
 */
function catchUpBoard(facilityId: string | null) {
  // Every site's boards: the key of one site's without its site.
  const [root, kind] = dashboardKeys.site('');
  const queryKey = facilityId === null ? [root, kind] : dashboardKeys.site(facilityId);
  void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

/** Reloads what a message touches besides the room board. */
function reloadOthers(facilityId: string | null, message: THubMessage | null) {
  const all = facilityId === null || message?.type === 'Resync';
  void queryClient.invalidateQueries({
    predicate: (q) => {
      // The key layouts are lib/query-keys.ts's and the residents feature's (api/keys.ts).
      const [root, kind, site] = q.queryKey;
      if (root === 'site') return all || kind === facilityId;
      // The residents list follows arrivals, moves and imports made elsewhere. One resident's record is
      // not read again on its own: every read of it goes into its access log.
      if (root === 'residents') return kind === 'list' && (all || site === facilityId) && residentsMayChange(message);
      // The staff schedule: its assignments and absences, its staff and rooms, and the progress reports make.
      if (root === 'staffSchedule') return (all || kind === facilityId) && scheduleMayChange(message);
      // The board is caught up on its own (catchUpBoard), the room histories and report reads here.
      if (root !== 'housekeeping' || kind === 'dashboard') return false;
      if (kind === 'config' && message?.type === 'UpdateHousekeepingReport') return false;
      return all || site === facilityId || site === null;
    },
  });
}

function residentsMayChange(message: THubMessage | null): boolean {
  if (!message || message.type === 'Resync') return true;
  return message.type === 'DataChanged' && message.topic === 'residents';
}

function scheduleMayChange(message: THubMessage | null): boolean {
  if (!message || message.type === 'Resync' || message.type === 'UpdateHousekeepingReport') return true;
  return message.type === 'DataChanged' && ['schedules', 'staff', 'site', 'config', 'reports', 'cleans'].includes(message.topic);
}

interface Delivery {
  facilityId: string | null;
  message: THubMessage | null;
}

/** Messages of one kind cause the same reloads: a topic of DataChanged is a kind of its own. */
const kindOf = (m: THubMessage | null) => (m?.type === 'DataChanged' ? `${m.type}:${m.topic}` : (m?.type ?? 'all'));

/**
 * Handles messages in the order they came: each site's tile changes are applied to its board in one go,
 * a board that cannot take them (or a message without them) reads what it lacks once, and the other reads
 * each message touches are reloaded once per kind of message.
 */
function handle(deliveries: readonly Delivery[]) {
  const deltas = new Map<string, THubDelta[]>();
  const boards = new Set<string | null>();
  const others = new Map<string, Delivery>();
  for (const d of deliveries) {
    const { facilityId, message } = d;
    const all = facilityId === null || message?.type === 'Resync';
    if (facilityId !== null && message?.type === 'UpdateHousekeepingReport' && message.delta) {
      deltas.set(facilityId, [...(deltas.get(facilityId) ?? []), message.delta]);
    } else boards.add(all ? null : facilityId);
    others.set(`${all ? '*' : facilityId}|${kindOf(message)}`, d);
  }
  for (const [site, list] of deltas) if (patchBoard(site, list) === 'gap') boards.add(site);
  if (boards.has(null)) catchUpBoard(null);
  else for (const site of boards) catchUpBoard(site);
  for (const { facilityId, message } of others.values()) reloadOthers(facilityId, message);
}

// Holds while a cleaning screen is open; what the messages would have done happens when the last one closes.
let holds = 0;
let deferred: Delivery[] = [];
/** Past this many held messages (a long clean on a busy site) the board reads once instead of keeping them all. */
const MAX_DEFERRED = 500;
/** Handles a site's message now, or when the cleaning screens holding updates close (exported for its test). */
export function deliver(facilityId: string | null, message: THubMessage | null) {
  if (holds > 0) {
    deferred.push({ facilityId, message });
    if (deferred.length > MAX_DEFERRED) deferred = compact(deferred);
    return;
  }
  handle([{ facilityId, message }]);
}

/** One message of each kind per site, without their tile changes: what they cause is then one read each. */
function compact(deliveries: readonly Delivery[]): Delivery[] {
  const byKind = new Map<string, Delivery>();
  for (const { facilityId, message } of deliveries) {
    const plain = message?.type === 'UpdateHousekeepingReport' ? { ...message, delta: undefined } : message;
    byKind.set(`${facilityId}|${kindOf(message)}`, { facilityId, message: plain });
  }
  return [...byKind.values()];
}

/** Defers live updates until the returned function is called (a cleaning report is open). */
export function holdLiveUpdates(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0) {
      const held = deferred;
      deferred = [];
      handle(held);
    }
  };
}

/** The sites a screen listens to now: their boards catch up when the socket comes back (see `watchesLive`). */
const watched = new Map<string, number>();
/**
 * Sites whose screen was left (the dashboard, for a cleaning): their board heard nothing since, so the
 * next screen's socket, once listening, has it read what changed meanwhile (a few bytes when nothing did).
 */
const left = new Set<string>();

/**
 * True while a screen listens to the site's hub: its board reads what it missed when the socket is back,
 * so it does not read again on the network's return as well.
 */
export function watchesLive(facilityId: string): boolean {
  return (watched.get(facilityId) ?? 0) > 0;
}

const MAX_BACKOFF_MS = 30_000;

/** Every hub message is handled above (a new one fails to compile); one from a newer server is ignored. */
function ignoreUnknown(_message: never): void {}

/** Opens the hub for one site; returns the function that closes it. */
export function connectLiveUpdates(facilityId: string): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;
  // The socket was down (or never came up) after the screen's first read: the board may lack changes.
  let missed = false;

  const schedule = () => {
    if (stopped) return;
    setState('offline');
    // Without network the socket waits for the browser's 'online' event rather than for a timer.
    if (!navigator.onLine) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt++) * (0.75 + Math.random() / 2);
    timer = setTimeout(open, delay);
  };

  function open() {
    timer = null;
    const token = session.get().account?.token.token;
    if (stopped || !token) return;
    setState('connecting');
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${HUB_PATH}`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'Authenticate', token, facilityId }));
    ws.onmessage = (e) => {
      let message: THubMessage;
      try {
        message = JSON.parse(String(e.data)) as THubMessage;
      } catch {
        return;
      }
      switch (message.type) {
        case 'Authenticated':
          attempt = 0;
          setState('live');
          // Whatever changed while the socket was down is read again, now that nothing more can be missed.
          if (missed) deliver(facilityId, { type: 'Resync' });
          else if (left.has(facilityId)) catchUpBoard(facilityId);
          missed = false;
          left.delete(facilityId);
          return;
        case 'Resync':
          deliver(facilityId, message);
          return;
        case 'DataChanged':
          deliver(message.facilityId ?? facilityId, message);
          return;
        case 'UpdateHousekeepingReport':
          if (message.facilityId === facilityId) deliver(facilityId, message);
          return;
        default:
          ignoreUnknown(message);
      }
    };
    ws.onclose = (e) => {
      if (socket !== ws) return;
      socket = null;
      missed = true;
      // Another site or no access: nothing to retry until the screen changes.
      if (e.code === HUB_CLOSE.notFound) {
        setState('offline');
        return;
      }
      schedule();
    };
  }

  const onOnline = () => {
    if (stopped || socket) return;
    if (timer) clearTimeout(timer);
    attempt = 0;
    open();
  };
  // A tablet that lost its Wi-Fi may keep a socket that looks open and hears nothing (a half-open TCP
  // connection lingers for minutes): it is closed when the browser says the network went, and opened
  // again when it returns, the board then reading what it missed.
  const onOffline = () => {
    if (stopped) return;
    const ws = socket;
    socket = null;
    missed = true;
    if (timer) clearTimeout(timer);
    timer = null;
    ws?.close(1000, 'network lost');
    setState('offline');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  watched.set(facilityId, (watched.get(facilityId) ?? 0) + 1);
  open();
  return () => {
    stopped = true;
    watched.set(facilityId, (watched.get(facilityId) ?? 1) - 1);
    left.add(facilityId);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    if (timer) clearTimeout(timer);
    socket?.close(1000, 'screen closed');
    socket = null;
    setState('offline');
  };
}

/** Listens for the site's changes while the calling screen is mounted. */
export function useLiveUpdates(facilityId: string | undefined): LiveState {
  useEffect(() => (facilityId ? connectLiveUpdates(facilityId) : undefined), [facilityId]);
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    () => state,
    () => 'offline',
  );
}
