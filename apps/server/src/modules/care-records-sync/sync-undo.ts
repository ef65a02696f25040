import { RESIDENT_ARRIVAL_TASK, type TSyncEffect } from '@carehome/contracts';
import type { Executor } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events.ts';
import { deleteMoveTask, findResidentRow, removeSyncedResidentIn, restoreSyncedResidentIn, setSyncedStatusIn } from '../residents/index.ts';
import { cleanStartedSince, findAdtApplied, updateAdtApplied } from './sync.repository.ts';
import { effect, roomNumberOf, type SiteContext } from './sync-site.ts';

// A cancellation in the external system (CancelAdmission, CancelTransfer, ...): what its ADT record did is
// taken back, inside the caller's transaction.

/**
 * A cancellation: the resident as before the cancelled record (a resident it created is removed when no
 * clean names them), and its clean withdrawn unless a clean of the room has started since it was asked.
 */
export async function undoAdtRecord(tx: Executor, s: SiteContext, recordId: string, residentName: string): Promise<TSyncEffect> {
  const applied = await findAdtApplied(tx, s.ds.id, recordId);
  if (!applied || applied.undone) return effect('none', { residentName });
  let cleanKept = false;
  if (applied.clean) {
    const { roomId, taskKey, cleanType, askedAt, arrival } = applied.clean;
    const since = new Date(new Date(askedAt).getTime() - 60_000);
    cleanKept = await withdrawClean(tx, s, { roomId, taskKey, cleanType }, since);
    // A transfer's arrival clean of the room moved into goes the same way, judged by its own room.
    if (arrival)
      await withdrawClean(tx, s, { roomId: arrival.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: arrival.cleanType }, since);
  }
  if (applied.residentId) {
    const row = await findResidentRow(tx, applied.residentId);
    if (row) {
      if (applied.createdResident && (await removeSyncedResidentIn(tx, row.id))) {
        await recordEvent(tx, {
          ...s.meta,
          tenantId: s.ds.tenantId,
          facilityId: s.ds.facilityId,
          type: 'resident.deleted',
          subjectType: 'resident',
          subjectId: row.id,
        });
      } else if (applied.before) {
        await restoreSyncedResidentIn(tx, s.auth, s.meta, s.ds.facilityId, row.id, applied.before);
      } else {
        await setSyncedStatusIn(tx, row.id, { status: 'Discharged', roomId: null });
      }
    }
  }
  await updateAdtApplied(tx, applied.id, { undone: true });
  return effect('undo', {
    residentName,
    roomNumber: roomNumberOf(s, applied.clean?.roomId ?? null),
    cleanType: applied.clean?.cleanType ?? null,
    cleanKept,
  });
}

/** Withdraws a clean a record asked for unless a clean of its room has started since; true when it is kept. */
async function withdrawClean(
  tx: Executor,
  s: SiteContext,
  clean: { roomId: string; taskKey: string; cleanType: string },
  since: Date,
): Promise<boolean> {
  if (await cleanStartedSince(tx, clean.roomId, since)) return true;
  await deleteMoveTask(tx, clean);
  await recordEvent(tx, {
    ...s.meta,
    tenantId: s.ds.tenantId,
    facilityId: s.ds.facilityId,
    type: 'sync.clean_withdrawn',
    data: { roomId: clean.roomId, cleanType: clean.cleanType },
  });
  return false;
}
