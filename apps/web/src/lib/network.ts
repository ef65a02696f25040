import { useSyncExternalStore } from 'react';

/**
 * What the app knows of its connection: 'online' when the browser says so and the last call reached a
 * server that answered; 'offline' when a call could not reach the server (or the browser went offline);
 * 'serverDown' when the server answered but with a temporary error (5xx: a restart, its database
 * unavailable). The next call that succeeds, or the browser's 'online' event, makes it 'online' again.
 */
export type NetworkState = 'online' | 'offline' | 'serverDown';

let state: NetworkState = typeof navigator === 'undefined' || navigator.onLine ? 'online' : 'offline';
const listeners = new Set<() => void>();

function set(next: NetworkState): void {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set('online'));
  window.addEventListener('offline', () => set('offline'));
}

export const network = {
  state: () => state,
  isOnline: () => state !== 'offline',
  reachable: () => set('online'),
  unreachable: () => set('offline'),
  /** The server answered with a temporary error (5xx). */
  serverTrouble: () => set('serverDown'),
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useNetworkState(): NetworkState {
  return useSyncExternalStore(network.subscribe, network.state, () => 'online' as const);
}

export function useOnline(): boolean {
  return useNetworkState() !== 'offline';
}
