import type { THubDelta } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';
import { offlineStore } from '../../../lib/offline-store.ts';
import { session } from '../../../lib/session.ts';
import type { Board } from '../model/board-delta.ts';

// Where the room board lives besides the query cache: the copy saved on this device, and the hub's
// changes that came while the board was being read.

export interface DashboardData extends Board {
  /** When the tablet last knew its tiles current (an answer, or a hub message applied), epoch ms. */
  fetchedAt: number;
  /**
   * True when this is the copy saved on this device: shown while the current one loads, and kept when the
   * server cannot be reached or answers with a temporary error (the page says which, from the network state).
   */
  offline: boolean;
  /** Why the saved copy shows: the current one is loading, the server is out of reach, or it answered 5xx. */
  savedReason?: 'online' | 'offline' | 'serverDown';
}

/** What the device keeps of a board: enough to paint it offline and to ask only for what changed since. */
type SavedBoard = Board & { fetchedAt: number };

/** The copy saved on this device, one per variant like the cache's (see `dashboardKeys.view`). */
const snapshotKey = (facilityId: string, withAudit: boolean) => `dashboard:${facilityId}:${withAudit ? 'audit' : 'plain'}`;

/** Saves the board on the device (soon: the write of a big site's board waits for an idle moment). */
export function saveBoard(facilityId: string, withAudit: boolean, data: DashboardData): void {
  const saved: SavedBoard = { config: data.config, rooms: data.rooms, version: data.version, at: data.at, fetchedAt: data.fetchedAt };
  offlineStore.setSoon(snapshotKey(facilityId, withAudit), saved);
}

/** The board saved on this device, as an offline copy; none when it is missing or from before versions. */
export async function savedBoard(facilityId: string, withAudit: boolean): Promise<DashboardData | undefined> {
  const saved = await offlineStore.get<Partial<SavedBoard>>(snapshotKey(facilityId, withAudit));
  return isBoard(saved) ? { ...saved, fetchedAt: saved.fetchedAt ?? 0, offline: true } : undefined;
}

/** A board the tablet can patch: it knows its version (a copy saved by an older app does not). */
export function isBoard<T extends Partial<Board>>(data: T | undefined): data is T & Board {
  return Boolean(data && Array.isArray(data.rooms) && data.config && typeof data.version === 'number' && typeof data.at === 'number');
}

/** The variant of the board the signed-in person reads, and the hub sends them: with audit banners or not. */
export const viewerWithAudit = (): boolean => roleIncludes(session.get().account?.role ?? 'Housekeeper', 'FacilityAssistant');

/**
 * Hub changes that arrived while the board was being read and did not fit what it held (or it held
 * nothing yet): the read's answer may be older than them, so they are applied to it when it lands.
 */
const early = new Map<string, THubDelta[]>();
const MAX_EARLY = 200;
const keyOf = (facilityId: string, withAudit: boolean) => `${facilityId}:${withAudit}`;

export function keepForRead(facilityId: string, withAudit: boolean, deltas: readonly THubDelta[]): void {
  const list = early.get(keyOf(facilityId, withAudit)) ?? [];
  list.push(...deltas);
  // A board that takes this long to read is read again anyway when the next message does not fit.
  early.set(keyOf(facilityId, withAudit), list.slice(-MAX_EARLY));
}

export function takeKeptForRead(facilityId: string, withAudit: boolean): THubDelta[] {
  const key = keyOf(facilityId, withAudit);
  const list = early.get(key) ?? [];
  early.delete(key);
  return list;
}
