import { useSyncExternalStore } from 'react';
import { outbox } from './outbox-instance.ts';

/**
 * What the outbox carries: report, audit and marking saves; the photos a save names (uploaded before it,
 * the bytes waiting in `photo-store.ts`); and a report's email queued right behind its save.
 */
export type OutboxKind = 'report' | 'audit' | 'marking' | 'photo' | 'email';
export interface OutboxSave {
  kind: OutboxKind;
  /**
   * The report id (report, email), the audited report's id (audit), the marking id (marking) or the photo
   * id (photo); one queued save per id+kind: a newer save of the same id replaces the queued one.
   */
  id: string;
  facilityId: string;
  roomId: string;
  /**
   * The body: {report: TReportSave} | {audit: TAuditSave} for submitReport, {report: TMarkingSave} for
   * submitmarkingreport, {photo: {fileId, facilityId, resize}, authorStaffId} for files/image,
   * {email: TEmailReport, authorStaffId} for emailreport.
   */
  body: unknown;
}

/** Persists the save in IndexedDB (resolves once it is stored) and starts sending it. */
export function enqueueSave(save: OutboxSave): Promise<void> {
  return outbox().enqueue(save);
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
export async function pendingSavesFor(roomId: string): Promise<OutboxSave[]> {
  const queued = await outbox().pendingSaves();
  return queued
    .filter((s) => s.roomId === roomId)
    .map(({ kind, id, facilityId, roomId: room, body }) => ({ kind, id, facilityId, roomId: room, body }));
}

/** Starts the outbox (sending what an earlier visit left queued); every export above starts it too. */
export function startOutbox(): void {
  outbox();
}
