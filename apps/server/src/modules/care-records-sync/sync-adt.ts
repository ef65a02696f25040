import { RESIDENT_ARRIVAL_TASK, type TAdtRecord, type TExternalPatient, type TSyncEffect } from '@carehome/contracts';
import { adtEffect } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events.ts';
import { setSyncedStatusIn, upsertMoveTask } from '../residents/index.ts';
import { claimAdtRecord, syncedResidents, updateAdtApplied } from './sync.repository.ts';
import { syncPatient } from './sync-patient.ts';
import { arrivalClean, cleanOf, departureClean, roomFor, transferCleans, vacatedAction } from './sync-rooms.ts';
import { effect, localDate, moveAsSync, roomNumberOf, type SiteContext, type SyncMove } from './sync-site.ts';
import { undoAdtRecord } from './sync-undo.ts';

// An ADT record of the external system (a webhook) applied once, inside the caller's transaction: an
// admission creates or updates the resident and asks for the arrival clean; a discharge sets them
// Discharged and asks for the room's discharge clean (the site's vacated-room setting, as the discharge
// workflow offers it); a transfer moves them, does the same for the room they leave and asks the arrival
// clean of the room they move into; a cancellation takes back what its record did (sync-undo.ts). Moves
// go through the residents module, so events, the access log and the tiles follow.

const nameOf = (p: Pick<TExternalPatient, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Applies one ADT record, once: a record already applied (another delivery, another message naming it)
 * changes nothing and answers null.
 */
export async function applyAdtRecord(
  tx: Executor,
  s: SiteContext,
  record: TAdtRecord,
  patient: TExternalPatient,
): Promise<TSyncEffect | null> {
  const claimed = await claimAdtRecord(tx, {
    tenantId: s.ds.tenantId,
    dataSourceId: s.ds.id,
    adtRecordId: record.adtRecordId,
    action: record.action,
  });
  if (!claimed) return null;
  const e = adtEffect(record);
  const ours = (await syncedResidents(tx, s.ds.facilityId, s.ds.externalFacilityId)).get(patient.patientId);
  const residentName = nameOf(patient);
  const at = new Date(Math.max(Date.now(), Date.parse(record.effectiveDate) || 0)).toISOString();
  const before = ours
    ? { status: ours.status, roomId: ours.roomId, arrivalDate: ours.arrivalDate, dischargeDate: ours.dischargeDate }
    : null;
  const date = localDate(s, record.effectiveDate);
  const move = (input: SyncMove) => moveAsSync(tx, s, input);

  if (e.kind === 'arrive' || ((e.kind === 'transfer' || e.kind === 'return') && ours)) {
    const room = await roomFor(tx, s, e.roomNumber, s.ds.importAreaId);
    if (e.kind === 'arrive' && !ours) {
      await syncPatient(tx, s, { ...patient, status: 'Current', roomNumber: e.roomNumber }, s.ds.importAreaId);
      const created = (await syncedResidents(tx, s.ds.facilityId, s.ds.externalFacilityId)).get(patient.patientId);
      const clean = room ? arrivalClean(s, room.roomId, at) : null;
      if (room && clean) await askArrival(tx, s, room.roomId, clean);
      await updateAdtApplied(tx, claimed, {
        residentId: created?.id ?? null,
        before: null,
        createdResident: true,
        clean: room && clean ? { roomId: room.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: clean.cleanType, askedAt: at } : null,
      });
      return effect('arrive', { residentName, roomNumber: roomNumberOf(s, room?.roomId ?? null), cleanType: clean?.cleanType ?? null });
    }
    if (!ours) return effect('none', { residentName });
    if (e.kind === 'arrive' && ours.status === 'Discharged') {
      const clean = room ? arrivalClean(s, room.roomId, at) : null;
      if (room) await move({ id: ours.id, kind: 'arrival', roomId: room.roomId, date, cleanTask: clean });
      else await setSyncedStatusIn(tx, ours.id, { status: 'Resident', arrivalDate: date, dischargeDate: null });
      await updateAdtApplied(tx, claimed, {
        residentId: ours.id,
        before,
        clean: room && clean ? { roomId: room.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: clean.cleanType, askedAt: at } : null,
      });
      return effect('arrive', { residentName, roomNumber: roomNumberOf(s, room?.roomId ?? null), cleanType: clean?.cleanType ?? null });
    }
    // A transfer (or a return, an admission of someone here) to another room: the room left gets its clean.
    if (!room || room.roomId === ours.roomId || ours.status !== 'Resident') {
      await updateAdtApplied(tx, claimed, { residentId: ours.id, before });
      return effect(e.kind === 'arrive' ? 'arrive' : e.kind, { residentName, roomNumber: roomNumberOf(s, ours.roomId) });
    }
    const vacated = vacatedAction(s, ours.roomId, at);
    // The room moved into is readied as an arrival readies it, as a transfer made here does.
    const arrival = arrivalClean(s, room.roomId, at);
    await move({ id: ours.id, kind: 'transfer', roomId: room.roomId, date, vacatedRoom: vacated, cleanTask: arrival });
    await updateAdtApplied(tx, claimed, {
      residentId: ours.id,
      before,
      clean: transferCleans(departureClean(vacated, ours.roomId, at), arrival && { roomId: room.roomId, ...arrival }),
    });
    return effect('transfer', { residentName, roomNumber: roomNumberOf(s, ours.roomId), cleanType: cleanOf(vacated) });
  }

  if (e.kind === 'discharge') {
    if (ours?.status !== 'Resident') return effect('none', { residentName });
    const vacated = vacatedAction(s, ours.roomId, at);
    await move({ id: ours.id, kind: 'discharge', date, vacatedRoom: vacated });
    await updateAdtApplied(tx, claimed, {
      residentId: ours.id,
      before,
      clean: departureClean(vacated, ours.roomId, at),
    });
    return effect('discharge', { residentName, roomNumber: roomNumberOf(s, ours.roomId), cleanType: cleanOf(vacated) });
  }

  if (e.kind === 'undo') return undoAdtRecord(tx, s, e.recordId, residentName);
  return effect(e.kind === 'leave' ? 'leave' : e.kind === 'none' ? 'none' : 'return', { residentName });
}

async function askArrival(tx: Executor, s: SiteContext, roomId: string, clean: { cleanType: string; startDate: string }): Promise<void> {
  await upsertMoveTask(tx, {
    tenantId: s.ds.tenantId,
    roomId,
    taskKey: RESIDENT_ARRIVAL_TASK,
    description: clean.cleanType,
    cleanType: clean.cleanType,
    startDate: new Date(clean.startDate),
  });
  await recordEvent(tx, {
    ...s.meta,
    tenantId: s.ds.tenantId,
    facilityId: s.ds.facilityId,
    type: 'sync.clean_asked',
    data: { roomId, cleanType: clean.cleanType },
  });
}
