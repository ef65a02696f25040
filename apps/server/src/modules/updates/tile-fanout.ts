import type { THubMessage } from '@carehome/contracts';
import type { Logger } from 'pino';

/** A socket listening to a site: whether it is sent the audit banners, and how its text goes out. */
export interface HubListener {
  audit: boolean;
  send(text: string): void;
}

/** The tile changes of a site since a version, serialized for each variant; null when the board must be read whole. */
export type TileDeltas = (
  tenantId: string,
  facilityId: string,
  since: number,
) => Promise<{ version: number; text: { audit: string; plain: string } } | null>;

interface SiteState {
  tenantId: string;
  facilityId: string;
  /** The version the last message sent to this site's sockets brought them to. */
  sent: number;
  queued: Extract<THubMessage, { type: 'UpdateHousekeepingReport' }>[];
  running: boolean;
}

/**
 * Turns a site's room changes into hub messages that carry the changed tiles. The tiles are worked out once
 * per site and copy (from the kept dashboard, patched by room), serialized once per variant and sent to every
 * socket of the site; changes that arrive while that runs go out together in the next burst, whose tiles
 * start at the version the last burst brought the site to. When the tiles cannot be sent (the board must
 * be read whole, or the read failed) the message goes without them and the tablets ask `since`.
 */
export class TileFanout {
  private readonly sites = new Map<string, SiteState>();

  constructor(
    private readonly deltas: TileDeltas,
    private readonly listenersOf: (tenantId: string, facilityId: string) => Iterable<HubListener>,
    private readonly log: Logger,
  ) {}

  /** A room change of the site at `version`. */
  push(tenantId: string, facilityId: string, version: number, message: SiteState['queued'][number]): void {
    const state = this.stateOf(tenantId, facilityId, version - 1);
    if (version <= state.sent) return; // an earlier message already carried it
    state.queued.push(message);
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
      state = { tenantId, facilityId, sent, queued: [], running: false };
      this.sites.set(key, state);
    }
    return state;
  }

  private async run(state: SiteState): Promise<void> {
    state.running = true;
    try {
      while (state.queued.length) {
        const messages = state.queued.splice(0);
        const since = state.sent;
        let result: Awaited<ReturnType<TileDeltas>> = null;
        try {
          result = await this.deltas(state.tenantId, state.facilityId, since);
        } catch (err) {
          this.log.warn({ err, facilityId: state.facilityId }, 'live updates: tile changes not worked out; tablets read them');
        }
        const listeners = [...this.listenersOf(state.tenantId, state.facilityId)];
        if (result && result.version > since) {
          state.sent = Math.max(state.sent, result.version);
          // Every change keeps its message (clients may follow reports one by one); the tiles ride on the last,
          // the others carry no change (a tablet at `since` or past it has nothing to do for them).
          const none = `{"previous":${since},"version":${since},"at":0,"rooms":[],"removed":[]}`;
          messages.forEach((message, i) => {
            const head = `${JSON.stringify(message).slice(0, -1)},"delta":`;
            const last = i === messages.length - 1;
            const audit = `${head}${last ? result.text.audit : none}}`;
            const plain = last ? `${head}${result.text.plain}}` : audit;
            for (const l of listeners) l.send(l.audit ? audit : plain);
          });
        } else {
          for (const message of messages) {
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
