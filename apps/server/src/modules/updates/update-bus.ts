import type { TEventNotice, THubMessage } from '@carehome/contracts';
import pg from 'pg';
import type { Logger } from 'pino';
import type { SessionCache } from '../../platform/auth/session-cache.ts';
import { SESSIONS_CHANNEL } from '../../platform/auth/sessions.repository.ts';
import { messageFor } from './hub-messages.ts';
import { type HubListener, type TileDeltas, TileFanout } from './tile-fanout.ts';
import { listenForChanges } from './updates.repository.ts';

type Listener = HubListener;

/** What a socket does when its session may have ended. */
export interface SessionWatcher {
  /** The session was revoked (logout, password change, archive, reused refresh…). */
  revoked(): void;
  /** Notices may have been lost (the listener reconnected): look the session up again. */
  recheck(): void;
}

/**
 * One LISTEN connection per server process on PostgreSQL's 'events' channel. Every process hears every
 * committed change, whichever process wrote it, and hands it to the sockets of that organization and
 * site. When the connection drops, it reconnects with backoff and tells every socket to resync, since
 * notifications sent meanwhile are lost.
 */
export class UpdateBus {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry = 0;
  private timer: NodeJS.Timeout | null = null;
  /** tenantId → facilityId → listeners. */
  private readonly listeners = new Map<string, Map<string, Set<Listener>>>();
  /** sessionId → the sockets signed in with it. */
  private readonly sessions = new Map<string, Set<SessionWatcher>>();
  /** Room changes with their tiles, when the app gives the way to work them out. */
  private readonly tiles: TileFanout | null;

  constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
    /** Kept only while this bus listens: it is what tells the cache about session changes. */
    private readonly sessionCache?: SessionCache,
    deltas?: TileDeltas,
  ) {
    this.tiles = deltas ? new TileFanout(deltas, (t, f) => this.listeners.get(t)?.get(f) ?? [], log) : null;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.sessionCache?.setLive(false);
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }

  /** Listens for the changes of one site (and of its organization). Returns the unsubscribe function. */
  subscribe(tenantId: string, facilityId: string, listener: Listener): () => void {
    let sites = this.listeners.get(tenantId);
    if (!sites) {
      sites = new Map();
      this.listeners.set(tenantId, sites);
    }
    let set = sites.get(facilityId);
    if (!set) {
      set = new Set();
      sites.set(facilityId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) {
        sites.delete(facilityId);
        this.tiles?.drop(tenantId, facilityId);
      }
      if (!sites.size) this.listeners.delete(tenantId);
    };
  }

  /** Calls `watcher` when the session is revoked, by whichever app copy. Returns the unwatch function. */
  watchSession(sessionId: string, watcher: SessionWatcher): () => void {
    let set = this.sessions.get(sessionId);
    if (!set) {
      set = new Set();
      this.sessions.set(sessionId, set);
    }
    set.add(watcher);
    return () => {
      set.delete(watcher);
      if (!set.size) this.sessions.delete(sessionId);
    };
  }

  /** How many sockets listen, for the health log. */
  get size(): number {
    let n = 0;
    for (const sites of this.listeners.values()) for (const set of sites.values()) n += set.size;
    return n;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (n) => (n.channel === SESSIONS_CHANNEL ? this.onRevoked(n.payload) : this.onNotification(n.payload)));
    client.on('error', (err) => {
      this.sessionCache?.setLive(false);
      this.log.warn({ err }, 'live updates: database listener lost');
      this.reconnect(client);
    });
    client.on('end', () => {
      this.sessionCache?.setLive(false);
      this.reconnect(client);
    });
    try {
      await client.connect();
      await listenForChanges(client);
    } catch (err) {
      this.log.warn({ err }, 'live updates: cannot listen yet');
      await client.end().catch(() => undefined);
      this.reconnect(client);
      return;
    }
    const resumed = this.retry > 0;
    this.client = client;
    this.retry = 0;
    // Listening from now on: what changes from here is heard (what changed before is not in the cache).
    this.sessionCache?.setLive(true);
    if (resumed) {
      this.broadcast({ type: 'Resync' });
      for (const set of this.sessions.values()) for (const w of set) w.recheck();
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.stopped || (this.client !== client && this.client !== null) || this.timer) return;
    this.client = null;
    const delay = Math.min(30_000, 500 * 2 ** this.retry++) * (0.75 + Math.random() / 2);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private onNotification(payload: string | undefined): void {
    if (!payload) return;
    let notice: TEventNotice;
    try {
      notice = JSON.parse(payload) as TEventNotice;
    } catch {
      return;
    }
    const message = messageFor(notice);
    const sites = this.listeners.get(notice.tenantId);
    if (!sites) return;
    const { facilityId, version } = notice;
    if (this.tiles && facilityId && version !== undefined && sites.has(facilityId)) {
      if (message?.type === 'UpdateHousekeepingReport') {
        this.tiles.push(notice.tenantId, facilityId, version, message);
        return;
      }
      this.tiles.passed(notice.tenantId, facilityId, version);
    }
    if (!message) return;
    const text = JSON.stringify(message);
    // A change of the organization (no site) reaches every site of it.
    const targets = facilityId ? [sites.get(facilityId)] : [...sites.values()];
    for (const set of targets) for (const listener of set ?? []) listener.send(text);
  }

  /** `{revoked: [sessionId…]}` or `{changed: […]}` from `announceSessions` (platform/auth/sessions.repository.ts). */
  private onRevoked(payload: string | undefined): void {
    let notice: { revoked?: unknown; changed?: unknown };
    try {
      notice = JSON.parse(payload ?? '') as typeof notice;
    } catch {
      // Unreadable: some session changed, which one is unknown.
      this.sessionCache?.clear();
      return;
    }
    const ids = [notice.revoked, notice.changed]
      .flatMap((list) => (Array.isArray(list) ? list : []))
      .filter((id) => typeof id === 'string');
    this.sessionCache?.forget(ids);
    if (!Array.isArray(notice.revoked)) return;
    for (const id of notice.revoked) for (const w of (typeof id === 'string' && this.sessions.get(id)) || []) w.revoked();
  }

  private broadcast(message: THubMessage): void {
    const text = JSON.stringify(message);
    for (const sites of this.listeners.values()) for (const set of sites.values()) for (const l of set) l.send(text);
  }
}
