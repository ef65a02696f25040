import crypto from 'node:crypto';
import type { TExternalPatient } from '@carehome/contracts';
import { residentTitleOf, syncDifferences } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { createResidentIn, setSyncedStatusIn, updateSyncedResidentIn } from '../residents/index.ts';
import { residentRefTaken, syncedResidents } from './sync.repository.ts';
import { arrivalClean, roomFor, vacatedAction } from './sync-rooms.ts';
import { localDate, moveAsSync, roomNumberOf, type SiteContext } from './sync-site.ts';

// One external patient brought in, or our resident brought up to date with them (the import and the
// reconciliation), inside the caller's transaction. Moves go through the residents module, so events,
// the access log and the tiles follow.

const importSource = (s: SiteContext, p: TExternalPatient) => ({
  system: s.ds.application,
  dataSourceId: s.ds.id,
  dataSource: s.ds.name,
  patientId: p.patientId,
  facilityId: p.facilityId,
  syncedAt: new Date().toISOString(),
});

export type PatientOutcome = { result: 'created' | 'updated' | 'unchanged'; room: 'created' | 'matched' | null };

/**
 * Brings one external patient in, or our resident up to date with them (import, reconciliation): names
 * and dates written; a patient discharged there is discharged here (the vacated room's clean asked for);
 * a patient in another room is transferred. An import brings residents who already live here: no arrival
 * clean is asked for them.
 */
export async function syncPatient(tx: Executor, s: SiteContext, p: TExternalPatient, areaId: string | null): Promise<PatientOutcome> {
  const ours = (await syncedResidents(tx, s.ds.facilityId, s.ds.externalFacilityId)).get(p.patientId);
  const room = p.status === 'Discharged' ? null : await roomFor(tx, s, p.roomNumber, areaId);
  const roomOutcome = room ? (room.created ? 'created' : 'matched') : null;
  const now = new Date().toISOString();
  if (!ours) {
    let ref = p.patientId.slice(0, 40);
    if (await residentRefTaken(tx, ref)) ref = `${p.patientId.slice(0, 31)}-${crypto.randomBytes(4).toString('hex')}`;
    const detail = await createResidentIn(tx, s.auth, s.meta, {
      facilityId: s.ds.facilityId,
      resident: {
        residentId: ref,
        namePrefix: residentTitleOf(p.namePrefix),
        firstName: p.firstName.trim() || '—',
        lastName: p.lastName.trim() || '—',
        nickName: p.nickName,
        roomId: room?.roomId ?? null,
        arrivalDate: p.admissionDate ? localDate(s, p.admissionDate) : null,
        notes: [],
        fallRisk: false,
        exitSeeking: false,
        sexuallyAbusive: false,
        verballyAbusive: false,
        physicallyAggressive: false,
      },
      sync: { syncId: p.patientId, syncFacilityId: p.facilityId, importSource: importSource(s, p) },
    });
    if (p.status === 'Discharged') {
      await setSyncedStatusIn(tx, detail.resident.id, {
        status: 'Discharged',
        roomId: null,
        dischargeDate: p.dischargeDate ? localDate(s, p.dischargeDate) : null,
      });
    }
    return { result: 'created', room: roomOutcome };
  }
  const differences = syncDifferences(
    {
      firstName: ours.firstName,
      lastName: ours.lastName,
      namePrefix: ours.namePrefix,
      nickName: ours.nickName,
      status: ours.status,
      roomNumber: roomNumberOf(s, ours.roomId),
      arrivalDate: ours.arrivalDate,
      dischargeDate: ours.dischargeDate,
    },
    p,
  );
  if (!differences.length) return { result: 'unchanged', room: roomOutcome };
  if (p.status === 'Discharged' && ours.status === 'Resident') {
    await moveAsSync(tx, s, {
      id: ours.id,
      kind: 'discharge',
      date: localDate(s, p.dischargeDate),
      vacatedRoom: vacatedAction(s, ours.roomId, now),
    });
  } else if (p.status !== 'Discharged' && ours.status === 'Discharged' && room) {
    const clean = arrivalClean(s, room.roomId, now);
    await moveAsSync(tx, s, { id: ours.id, kind: 'arrival', roomId: room.roomId, date: localDate(s, p.admissionDate), cleanTask: clean });
  } else if (p.status !== 'Discharged' && room && room.roomId !== ours.roomId && ours.status === 'Resident') {
    await moveAsSync(tx, s, {
      id: ours.id,
      kind: 'transfer',
      roomId: room.roomId,
      vacatedRoom: vacatedAction(s, ours.roomId, now),
      cleanTask: arrivalClean(s, room.roomId, now),
    });
  }
  await updateSyncedResidentIn(tx, s.auth, s.meta, s.ds.facilityId, ours.id, {
    namePrefix: residentTitleOf(p.namePrefix),
    firstName: p.firstName.trim() || ours.firstName,
    lastName: p.lastName.trim() || ours.lastName,
    nickName: p.nickName,
    arrivalDate: p.admissionDate ? localDate(s, p.admissionDate) : ours.arrivalDate,
    dischargeDate: p.dischargeDate ? localDate(s, p.dischargeDate) : null,
    importSource: importSource(s, p),
  });
  return { result: 'updated', room: roomOutcome };
}
