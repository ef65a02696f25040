import { useSyncExternalStore } from 'react';

/**
 * Online when the browser says so and the last call reached the server. A call that fails to reach
 * the server marks us offline until the next call that succeeds or the browser's 'online' event.
 */
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}

export const network = {
  isOnline: () => online,
  reachable: () => set(true),
  unreachable: () => set(false),
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useOnline(): boolean {
  return useSyncExternalStore(network.subscribe, network.isOnline, () => true);
}
