import { useSyncExternalStore } from 'react';
import { outbox } from './outbox-instance.ts';

export type OutboxKind = 'report' | 'audit' | 'marking';
export interface OutboxSave {
  kind: OutboxKind;
  /** The report id (report), the audited report's id (audit) or the marking id (marking); one queued save per id+kind: a newer save of the same id replaces the queued one. */
  id: string;
  facilityId: string;
  roomId: string;
  /** The JSON body: {report: TReportSave} | {audit: TAuditSave} for submitReport, {report: TMarkingSave} for submitmarkingreport. */
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
