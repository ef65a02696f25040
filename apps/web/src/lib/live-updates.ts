import { HUB_CLOSE, HUB_PATH, type THubMessage } from '@carehome/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';

/**
 * The client of the live updates hub. While a screen that shows a site is open, one WebSocket listens
 * for that site's changes and reloads what they affect: reports, the site, its configuration. While a cleaning is open the reload waits until it closes, so the screen
 * does not change under the housekeeper's finger. Dropped connections come back with backoff, and
 * anything that may have been missed meanwhile is reloaded.
 */

export type LiveState = 'connecting' | 'live' | 'offline';

let state: LiveState = 'offline';
const stateListeners = new Set<() => void>();
function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  for (const l of stateListeners) l();
}

/** Reloads the site's dashboard and related reads. */
function reload(facilityId: string | null, message: THubMessage | null) {
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
      if (root !== 'housekeeping') return false;
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

// Holds while a cleaning screen is open; the reloads they would have caused run when the last one closes.
let holds = 0;
const deferred = new Map<string, THubMessage | null>();
function deliver(facilityId: string | null, message: THubMessage | null) {
  if (holds > 0) {
    deferred.set(facilityId ?? '*', message);
    return;
  }
  reload(facilityId, message);
}

/** Defers live reloads until the returned function is called (a cleaning report is open). */
export function holdLiveUpdates(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds === 0) {
      const pending = [...deferred.entries()];
      deferred.clear();
      for (const [site, message] of pending) reload(site === '*' ? null : site, message);
    }
  };
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
  let everConnected = false;

  const schedule = () => {
    if (stopped) return;
    setState('offline');
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
          // Whatever changed while the socket was down is read again.
          if (everConnected) deliver(facilityId, { type: 'Resync' });
          everConnected = true;
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
      // Another site or no access: nothing to retry until the screen changes.
      if (e.code === HUB_CLOSE.notFound) {
        setState('offline');
        return;
      }
      schedule();
    };
  }

  const onOnline = () => {
    if (!socket && timer) {
      clearTimeout(timer);
      attempt = 0;
      open();
    }
  };
  window.addEventListener('online', onOnline);
  open();
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
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
