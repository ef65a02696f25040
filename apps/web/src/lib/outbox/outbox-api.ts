import { useSyncExternalStore } from 'react';
import { type Delivery, deliveryOf } from './outbox-delivery.ts';
import { outbox } from './outbox-instance.ts';
import type { OutboxItem, OutboxKind, SaveOf } from './outbox-types.ts';

// What the app calls: queue a save, and read what the tablet still holds (the header's counts, a room's saves).

/** Persists the save in IndexedDB (resolves once it is stored) and starts sending it. */
export function enqueueSave<K extends OutboxKind>(save: SaveOf<K>): Promise<void> {
  return outbox().enqueue(save);
}

/** How long a save's notice waits for the server's answer before it says the save is kept on the tablet. */
const CONFIRM_WAIT_MS = 8000;

/**
 * Where a save queued at `queuedAt` stands once the outbox has tried it: the notice after a save says
 * 'Saved.' only when the server confirmed it.
 */
export function saveDelivery(save: Pick<OutboxItem, 'kind' | 'id'>, queuedAt: number): Promise<Delivery> {
  let stop: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    stop = setTimeout(resolve, CONFIRM_WAIT_MS);
  });
  return deliveryOf(outbox(), save, queuedAt, giveUp).finally(() => clearTimeout(stop));
}

/** React hook: counts for the header indicator. */
export function usePendingSaves(): { pending: number; failed: number } {
  const runner = outbox();
  return useSyncExternalStore(runner.subscribe, runner.counts, runner.counts);
}

/** What the tablet still holds for a room: saves waiting to be sent, and saves the server refused. */
export interface RoomSaves {
  pending: number;
  failed: number;
}

const NO_ROOM_SAVES: ReadonlyMap<string, RoomSaves> = new Map();
let lastItems: unknown = null;
let lastByRoom: ReadonlyMap<string, RoomSaves> = NO_ROOM_SAVES;

/** The outbox by room, recomputed only when the outbox changes (a stable value for React). */
function roomSavesSnapshot(): ReadonlyMap<string, RoomSaves> {
  const items = outbox().items();
  if (items === lastItems) return lastByRoom;
  const byRoom = new Map<string, RoomSaves>();
  const entry = (roomId: string) => {
    let e = byRoom.get(roomId);
    if (!e) {
      e = { pending: 0, failed: 0 };
      byRoom.set(roomId, e);
    }
    return e;
  };
  for (const s of items.pending) entry(s.roomId).pending += 1;
  for (const s of items.failed) entry(s.roomId).failed += 1;
  lastItems = items;
  lastByRoom = byRoom.size ? byRoom : NO_ROOM_SAVES;
  return lastByRoom;
}

/**
 * React hook: per room, the saves still on this tablet. The dashboard marks those tiles, so nobody
 * cleans a room again because its save has not reached the server yet.
 */
export function useRoomSaves(): ReadonlyMap<string, RoomSaves> {
  const runner = outbox();
  return useSyncExternalStore(runner.subscribe, roomSavesSnapshot, roomSavesSnapshot);
}

/** The queued saves of a room (the cleaning screen warns when one is still pending). */
export async function pendingSavesFor(roomId: string): Promise<OutboxItem[]> {
  const queued = await outbox().pendingSaves();
  return queued
    .filter((s) => s.roomId === roomId)
    .map(({ kind, id, facilityId, roomId: room, body }) => ({ kind, id, facilityId, roomId: room, body }));
}

/** Starts the outbox (sending what an earlier visit left queued); every export above starts it too. */
export function startOutbox(): void {
  outbox();
}
