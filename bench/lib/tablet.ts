import http from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import { HUB_PATH, type TDashboardDelta, type THubDelta, type THubMessage } from '@carehome/contracts';
import WebSocket from 'ws';

// A tablet of the room board as the bench plays it: a hub socket signed in to a site and, when it holds a
// board, its version and time, kept as the web app keeps them (features/dashboard/model/board-delta.ts):
// hub changes that follow on from the version are applied without a request; a gap, a message without
// tiles or a change of the site makes it read `GET /housekeeping?since=`. The tiles themselves are not
// kept (the bench only needs to know which arrived when), so thousands of tablets fit in one process.

/** A tile the tablet got: the room, the report its tile shows last, when, and how it came. */
export type TileListener = (roomId: string, reportId: string | null, at: number, via: 'hub' | 'read') => void;

export interface TabletCounts {
  /** Hub messages received. */
  messages: number;
  /** Bytes read from the hub socket (frames and their headers, pings included). */
  hubBytes: number;
  /** `since` reads made after the first board, and their bytes on the wire (headers and compressed body). */
  reads: number;
  readBytes: number;
  /** Why it read: hub changes that did not follow on, messages without tiles, other changes of the site. */
  gaps: number;
  withoutTiles: number;
  otherChanges: number;
}

/** A hub socket's underlying TCP socket (ws keeps it as `_socket`): its byte count is what came over the wire. */
const tcpOf = (ws: WebSocket) => (ws as unknown as { _socket: Socket })._socket;

export class Tablet {
  /** The board's version and server time; null: no board held (a socket only). */
  version: number | null = null;
  at = 0;
  readonly counts: TabletCounts = { messages: 0, hubBytes: 0, reads: 0, readBytes: 0, gaps: 0, withoutTiles: 0, otherChanges: 0 };
  onTile: TileListener = () => undefined;
  /** Every hub message, with its arrival time (for sockets that hold no board). */
  onMessage: (message: THubMessage, at: number) => void = () => undefined;
  private socket: WebSocket | null = null;
  private reading = false;
  private readAgain = false;
  private held: THubDelta[] = [];
  private hubBytesFrom = 0;

  constructor(
    readonly copyUrl: string,
    private readonly token: string,
    readonly facilityId: string,
  ) {}

  /** Opens the hub socket and signs it in to the site; resolves on Authenticated. */
  async connect(timeoutMs = 30_000): Promise<void> {
    const socket = new WebSocket(`${this.copyUrl.replace(/^http/, 'ws')}${HUB_PATH}`);
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bench tablet: no Authenticated in time')), timeoutMs);
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`bench tablet: hub closed (${code}) before Authenticated`)));
      socket.once('open', () => socket.send(JSON.stringify({ type: 'Authenticate', token: this.token, facilityId: this.facilityId })));
      socket.once('message', (data) => {
        clearTimeout(timer);
        const first = JSON.parse(String(data)) as THubMessage;
        if (first.type === 'Authenticated') resolve();
        else reject(new Error(`bench tablet: expected Authenticated, got ${first.type}`));
      });
    });
    socket.removeAllListeners('error');
    socket.removeAllListeners('close');
    socket.on('error', () => undefined);
    socket.on('message', (data) => this.receive(String(data), performance.now()));
  }

  /** From now on the counts start again (what the sign-in and the first board cost is not counted). */
  resetCounts(): void {
    Object.assign(this.counts, { messages: 0, hubBytes: 0, reads: 0, readBytes: 0, gaps: 0, withoutTiles: 0, otherChanges: 0 });
    this.hubBytesFrom = this.socket ? tcpOf(this.socket).bytesRead : 0;
  }

  /** Brings hubBytes up to date (read from the TCP socket). */
  tally(): TabletCounts {
    if (this.socket) this.counts.hubBytes = tcpOf(this.socket).bytesRead - this.hubBytesFrom;
    return this.counts;
  }

  /** The whole board (`since=0`), as a tablet's first paint reads it. */
  async readBoard(): Promise<void> {
    const answer = await sinceRead(this.copyUrl, this.token, this.facilityId, 0, null);
    this.version = answer.delta.version;
    this.at = answer.delta.at;
  }

  close(): void {
    this.socket?.terminate();
  }

  private receive(text: string, now: number): void {
    this.counts.messages++;
    const message = JSON.parse(text) as THubMessage;
    this.onMessage(message, now);
    if (this.version === null) return;
    if (message.type === 'UpdateHousekeepingReport') {
      if (!message.delta) {
        this.counts.withoutTiles++;
        this.read();
      } else if (this.reading) this.held.push(message.delta);
      else this.apply(message.delta, now);
    } else if (message.type === 'DataChanged' || message.type === 'Resync') {
      this.counts.otherChanges++;
      this.read();
    }
  }

  private apply(delta: THubDelta, now: number): void {
    const version = this.version as number;
    if (delta.version <= version) return;
    if (delta.previous > version) {
      this.counts.gaps++;
      this.read();
      return;
    }
    this.version = delta.version;
    this.at = Math.min(this.at, delta.at);
    for (const room of delta.rooms) this.onTile(room.id, room.housekeepingHistory[0]?.reportId ?? null, now, 'hub');
  }

  /** `since` from the version held; hub changes that come meanwhile are held and applied on top. */
  private read(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    sinceRead(this.copyUrl, this.token, this.facilityId, this.version ?? 0, this.at)
      .then(({ delta, wireBytes }) => {
        const now = performance.now();
        this.counts.reads++;
        this.counts.readBytes += wireBytes;
        this.version = delta.version;
        this.at = delta.at;
        for (const room of delta.rooms) this.onTile(room.id, room.housekeepingHistory[0]?.reportId ?? null, now, 'read');
      })
      .catch(() => undefined)
      .finally(() => {
        this.reading = false;
        const held = this.held.splice(0).sort((a, b) => a.version - b.version);
        for (const d of held) this.apply(d, performance.now());
        if (this.readAgain) {
          this.readAgain = false;
          this.read();
        }
      });
  }
}

export interface WireAnswer<T> {
  status: number;
  body: T;
  /** Status line, headers and body as they came over the wire (the body still compressed). */
  wireBytes: number;
  bodyBytes: number;
  encoding: string | null;
}

/** One GET on a connection of its own, its bytes counted on the socket, the body decompressed and parsed. */
export function wireGet<T>(url: string, headers: Record<string, string>): Promise<WireAnswer<T>> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = (res.headers['content-encoding'] as string | undefined) ?? null;
          const plain = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const text = plain.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: (text ? JSON.parse(text) : null) as T,
            wireBytes: res.socket.bytesRead,
            bodyBytes: raw.length,
            encoding,
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** GET /housekeeping?since=&at= as the tablet sends it (a browser accepts br and gzip). */
export async function sinceRead(
  copyUrl: string,
  token: string,
  facilityId: string,
  since: number,
  at: number | null,
): Promise<{ delta: TDashboardDelta; wireBytes: number }> {
  const query = `facilityId=${facilityId}&since=${since}${at === null ? '' : `&at=${at}`}`;
  const answer = await wireGet<TDashboardDelta>(`${copyUrl}/api/housekeeping?${query}`, {
    authorization: `Bearer ${token}`,
    'accept-encoding': 'br, gzip',
  });
  if (answer.status !== 200) throw new Error(`bench tablet: since read answered ${answer.status}`);
  return { delta: answer.body, wireBytes: answer.wireBytes };
}
