import type { TDashboardDelta, TDashboardHead, TDashboardRoom, THubDelta } from '@carehome/contracts';

/**
 * The room board a tablet holds: its tiles, the configuration they are read with, the site's dashboard
 * version they are at and the server time they were computed for. The server sends the changes between
 * two versions (GET /housekeeping?since=, or a hub message); these functions apply them.
 */
export interface Board {
  config: TDashboardHead;
  rooms: TDashboardRoom[];
  /** The site's dashboard version the tiles are at. */
  version: number;
  /** The server time (epoch ms) the tiles were computed for: the `at` of the next `since` read. */
  at: number;
}

/**
 * The rooms with `changed` put in place of the rooms of the same id (the order kept, so a tile does not
 * move), rooms not there yet added at the end, and `removed` taken out. Rooms that did not change keep
 * their object, so nothing that shows them renders again.
 */
export function patchRooms(
  rooms: readonly TDashboardRoom[],
  changed: readonly TDashboardRoom[],
  removed: readonly string[],
): TDashboardRoom[] {
  if (changed.length === 0 && removed.length === 0) return rooms as TDashboardRoom[];
  const byId = new Map(changed.map((r) => [r.id, r]));
  const gone = new Set(removed);
  const out: TDashboardRoom[] = [];
  for (const room of rooms) {
    if (gone.has(room.id)) continue;
    const next = byId.get(room.id);
    out.push(next ?? room);
    byId.delete(room.id);
  }
  for (const room of byId.values()) if (!gone.has(room.id)) out.push(room);
  return out;
}

/**
 * The board after an answer of GET /housekeeping?since=: a complete answer replaces it (the configuration
 * with it), a partial one patches the board the read asked from. Null: a partial answer with no board to
 * patch, or a complete one without its configuration; the tablet reads the whole board then. Hub messages
 * that came while the read was on its way go on top of the result (`applyHubDeltas`).
 */
export function applyAnswer(board: Board | undefined, answer: TDashboardDelta): Board | null {
  if (answer.complete) {
    const config = answer.head ?? board?.config;
    return config ? { config, rooms: answer.rooms, version: answer.version, at: answer.at } : null;
  }
  if (!board) return null;
  return { config: board.config, rooms: patchRooms(board.rooms, answer.rooms, answer.removed), version: answer.version, at: answer.at };
}

/** What a hub message's changes do to a board: patch it, nothing (it has them already), or show it missed some. */
export type HubFit = { kind: 'applied'; board: Board } | { kind: 'current' } | { kind: 'gap' };

/**
 * Applies a hub message's changes to the board when they follow on from its version
 * (`previous <= version < delta.version`). The board keeps the older of the two `at`: its other tiles
 * were computed for its own time, and the next read must bring what the clock changed since then.
 */
export function applyHubDelta(board: Board, delta: THubDelta): HubFit {
  if (delta.version <= board.version) return { kind: 'current' };
  if (delta.previous > board.version) return { kind: 'gap' };
  return {
    kind: 'applied',
    board: {
      config: board.config,
      rooms: patchRooms(board.rooms, delta.rooms, delta.removed),
      version: delta.version,
      at: Math.min(board.at, delta.at),
    },
  };
}

/**
 * Applies the changes of several hub messages (those held while a cleaning screen was open), oldest
 * first, as far as they chain from the board's version. `gap`: some of them did not follow on (a message
 * was missed), so the board must read what it lacks.
 */
export function applyHubDeltas(board: Board, deltas: readonly THubDelta[]): { board: Board; gap: boolean } {
  let current = board;
  let gap = false;
  for (const delta of [...deltas].sort((a, b) => a.version - b.version)) {
    const fit = applyHubDelta(current, delta);
    if (fit.kind === 'applied') current = fit.board;
    else if (fit.kind === 'gap') gap = true;
  }
  // A gap that later messages closed is no gap (each applied one started at or before the version held).
  return { board: current, gap: gap && deltas.some((d) => d.version > current.version) };
}
