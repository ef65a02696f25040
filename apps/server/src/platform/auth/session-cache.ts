import type { AuthContext } from './session.types.ts';

/**
 * Sessions read by token, kept a few seconds so that a busy tablet's reads do not each cost a query
 * (the dashboard's fixed cost per request was two queries; this is one of them).
 *
 * Safe only while this process hears every session change: every write that ends or changes a session
 * (revocation, refresh, a site switch) sends a NOTIFY on the 'sessions' channel in its transaction, and the
 * update bus forgets the named sessions when it arrives (also in the process that wrote, since NOTIFY comes
 * after the commit). The writing process also forgets them at once, for its own next request. While the
 * bus is not listening (start-up, a lost connection) nothing is kept, so nothing stale can be served; TTL
 * bounds what a lost notification could cost. Expiry is checked on every read.
 */
export class SessionCache {
  private readonly entries = new Map<string, { auth: AuthContext; until: number }>();
  private readonly hashesOf = new Map<string, Set<string>>();
  private live = false;

  constructor(
    private readonly ttlMs = 5000,
    private readonly max = 20_000,
  ) {
    caches.add(this);
  }

  /** The bus is listening (true) or not (false: everything is dropped and nothing kept until it is back). */
  setLive(live: boolean): void {
    this.live = live;
    if (!live) this.clear();
  }

  get(tokenHash: string, now = Date.now()): AuthContext | undefined {
    if (!this.live) return undefined;
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (now >= e.until || now >= e.auth.expiresAt.getTime()) {
      this.drop(tokenHash, e.auth.sessionId);
      return undefined;
    }
    // A copy: request code may change its own request's auth (a site switch) and must not change the cache.
    return { ...e.auth };
  }

  put(tokenHash: string, auth: AuthContext, now = Date.now()): void {
    if (!this.live) return;
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest, this.entries.get(oldest)?.auth.sessionId ?? '');
    }
    this.entries.set(tokenHash, { auth: { ...auth }, until: now + this.ttlMs });
    let set = this.hashesOf.get(auth.sessionId);
    if (!set) {
      set = new Set();
      this.hashesOf.set(auth.sessionId, set);
    }
    set.add(tokenHash);
  }

  /** Marks a cached session seen (the touch is written at most once a minute). */
  touched(sessionId: string, at: Date): void {
    for (const hash of this.hashesOf.get(sessionId) ?? []) {
      const e = this.entries.get(hash);
      if (e) e.auth = { ...e.auth, lastSeenAt: at };
    }
  }

  forget(sessionIds: Iterable<string>): void {
    for (const id of sessionIds) for (const hash of this.hashesOf.get(id) ?? []) this.drop(hash, id);
  }

  clear(): void {
    this.entries.clear();
    this.hashesOf.clear();
  }

  /** The app closed: this cache is no longer told about changes. */
  dispose(): void {
    this.setLive(false);
    caches.delete(this);
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(tokenHash: string, sessionId: string): void {
    this.entries.delete(tokenHash);
    const set = this.hashesOf.get(sessionId);
    set?.delete(tokenHash);
    if (set && !set.size) this.hashesOf.delete(sessionId);
  }
}

/** Every cache of this process (one per app; tests build several), for the writer's own immediate forget. */
const caches = new Set<SessionCache>();

/** Forgets sessions in every cache of this process; the NOTIFY does it in the other processes. */
export function forgetSessionsHere(sessionIds: string[]): void {
  for (const c of caches) c.forget(sessionIds);
}
