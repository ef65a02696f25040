import type { THubMessage } from '@carehome/contracts';
import type { Logger } from 'pino';

/** A socket listening to a site: whether it is sent the audit banners, and how its text goes out. */
export interface HubListener {
  audit: boolean;
  send(text: string): void;
}

/**
 * The tile changes of a site since a version, serialized for each variant, with the version and server time
 * they bring a tablet to; null when the board must be read whole.
 */
export type TileDeltas = (
  tenantId: string,
  facilityId: string,
  since: number,
) => Promise<{ version: number; at: number; text: { audit: string; plain: string } } | null>;

interface SiteState {
  tenantId: string;
  facilityId: string;
  /** The version the last message sent to this site's sockets brought them to. */
  sent: number;
  /** The server time of the last tiles sent (0 before any): what a message with no tiles says of them. */
  at: number;
  /** Room changes waiting for the next burst, each with the version it brought the site to. */
  queued: { version: number; message: RoomMessage }[];
  running: boolean;
}

type RoomMessage = Extract<THubMessage, { type: 'UpdateHousekeepingReport' }>;

/**
 * Turns a site's room changes into hub messages that carry the changed tiles. The tiles are worked out once
 * per site and copy (from the kept dashboard, patched by room), serialized once per variant and sent to every
 * socket of the site; changes that arrive while that runs go out together in the next burst, whose tiles
 * start at the version the last burst brought the site to. A change whose notice comes after a burst already
 * carried its tiles (the tiles are read at the site's current version, which can be ahead of the notices
 * heard) still gets its message, with no tiles: a tablet at that version has nothing to do. When the tiles
 * cannot be sent (the board must be read whole, or the read failed) the message goes without them and the
 * tablets ask `since`.
 */
export class TileFanout {
  private readonly sites = new Map<string, SiteState>();

  constructor(
    private readonly deltas: TileDeltas,
    private readonly listenersOf: (tenantId: string, facilityId: string) => Iterable<HubListener>,
    private readonly log: Logger,
  ) {}

  /** A room change of the site at `version`. */
  push(tenantId: string, facilityId: string, version: number, message: RoomMessage): void {
    const state = this.stateOf(tenantId, facilityId, version - 1);
    state.queued.push({ version, message });
    if (!state.running) void this.run(state);
  }

  /** A change of the site that tiles do not carry (the tablets read the board whole): later messages start after it. */
  passed(tenantId: string, facilityId: string, version: number): void {
    const state = this.sites.get(`${tenantId}:${facilityId}`);
    if (state) state.sent = Math.max(state.sent, version);
  }

  /** Forgets a site no socket of this copy listens to any more. */
  drop(tenantId: string, facilityId: string): void {
    const state = this.sites.get(`${tenantId}:${facilityId}`);
    if (state && !state.running) this.sites.delete(`${tenantId}:${facilityId}`);
  }

  private stateOf(tenantId: string, facilityId: string, sent: number): SiteState {
    const key = `${tenantId}:${facilityId}`;
    let state = this.sites.get(key);
    if (!state) {
      state = { tenantId, facilityId, sent, at: 0, queued: [], running: false };
      this.sites.set(key, state);
    }
    return state;
  }

  private async run(state: SiteState): Promise<void> {
    state.running = true;
    try {
      while (state.queued.length) {
        const queued = state.queued.splice(0);
        const since = state.sent;
        // Only changes past what was sent need tiles: the others' tiles went out with an earlier burst.
        const fresh = queued.some((q) => q.version > since);
        let result: Awaited<ReturnType<TileDeltas>> = null;
        if (fresh) {
          try {
            result = await this.deltas(state.tenantId, state.facilityId, since);
          } catch (err) {
            this.log.warn({ err, facilityId: state.facilityId }, 'live updates: tile changes not worked out; tablets read them');
          }
        }
        const listeners = [...this.listenersOf(state.tenantId, state.facilityId)];
        const tiles = result && result.version > since ? result.text : null;
        if (tiles || !fresh) {
          // Every change keeps its message (clients may follow reports one by one); the tiles ride on the last,
          // the others carry no change (a tablet at `since` or past it has nothing to do for them).
          const none = `{"previous":${since},"version":${since},"at":${state.at},"rooms":[],"removed":[]}`;
          if (tiles && result) {
            state.sent = Math.max(state.sent, result.version);
            state.at = result.at;
          }
          queued.forEach(({ message }, i) => {
            const head = `${JSON.stringify(message).slice(0, -1)},"delta":`;
            const last = tiles && i === queued.length - 1;
            const audit = `${head}${last ? tiles.audit : none}}`;
            const plain = last ? `${head}${tiles.plain}}` : audit;
            for (const l of listeners) l.send(l.audit ? audit : plain);
          });
        } else {
          for (const { message } of queued) {
            const text = JSON.stringify(message);
            for (const l of listeners) l.send(text);
          }
        }
      }
    } finally {
      state.running = false;
    }
  }
}
