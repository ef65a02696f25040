import { type TAccountInfo, type TDeviceInfo, ZAccountInfo, ZDeviceInfo } from '@carehome/contracts';
import { useSyncExternalStore } from 'react';
import { KEYS, storage } from './storage.ts';

/** The token is refreshed when less than 150 minutes of it remain. */
export const REFRESH_THRESHOLD_MS = 150 * 60_000;

interface SessionState {
  account: TAccountInfo | null;
  device: TDeviceInfo | null;
  /** The user signed out on purpose: the sign-in screen does not offer to return where they were. */
  signedOut: boolean;
}

/**
 * Reads stored JSON through its contract; anything unparseable or of the wrong shape is discarded
 * rather than trusted, and an expired token is cleared.
 */
export function parseAccount(raw: string | null, now = Date.now()): TAccountInfo | null {
  if (!raw) return null;
  try {
    const parsed = ZAccountInfo.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return Date.parse(parsed.data.token.expiration) > now ? parsed.data : null;
  } catch {
    return null;
  }
}

export function parseDevice(raw: string | null): TDeviceInfo | null {
  if (!raw) return null;
  try {
    const parsed = ZDeviceInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True when the token should be refreshed now. */
export function needsRefresh(account: TAccountInfo, now = Date.now()): boolean {
  return Date.parse(account.token.expiration) - now < REFRESH_THRESHOLD_MS;
}

function load(): SessionState {
  const account = parseAccount(storage.get(KEYS.account));
  if (!account) storage.remove(KEYS.account);
  const device = parseDevice(storage.get(KEYS.device));
  if (!device) storage.remove(KEYS.device);
  return { account, device, signedOut: false };
}

let state: SessionState = typeof window === 'undefined' ? { account: null, device: null, signedOut: false } : load();
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === KEYS.account || e.key === KEYS.device || e.key === null) emit(load());
  });
}

export const session = {
  get: () => state,
  /** Reads the stored session again (another tab may have refreshed the token a moment ago). */
  reload(): SessionState {
    const stored = load();
    if (stored.account?.token.token !== state.account?.token.token || stored.device?.token !== state.device?.token) {
      emit({ ...stored, signedOut: state.signedOut });
    }
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setAccount(account: TAccountInfo): void {
    storage.set(KEYS.account, JSON.stringify(account));
    emit({ ...state, account, signedOut: false });
  },
  /** `byUser`: a sign-out the user asked for, as opposed to an expired or revoked session. */
  clearAccount(opts: { byUser?: boolean } = {}): void {
    storage.remove(KEYS.account);
    emit({ ...state, account: null, signedOut: Boolean(opts.byUser) });
  },
  setDevice(device: TDeviceInfo): void {
    storage.set(KEYS.device, JSON.stringify(device));
    storage.set(KEYS.hardwareId, device.hardwareId);
    emit({ ...state, device });
  },
  clearDevice(): void {
    storage.remove(KEYS.device);
    emit({ ...state, device: null });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useAccount(): TAccountInfo | null {
  return useSession().account;
}

/** The tablet's hardware id: generated once, kept across sign-outs and unregistration, for recovery. */
export function hardwareId(): string {
  let id = storage.get(KEYS.hardwareId);
  if (!id) {
    id = `tab-${crypto.randomUUID()}`;
    storage.set(KEYS.hardwareId, id);
  }
  return id;
}
