import * as z from 'zod/mini';
import { ZExternalId, ZExternalPatient } from './care-records-external.ts';
import { SYNC_IMPORT_MAX } from './care-records-sync.ts';
import { trimmed, ZId } from './common.ts';

// The reconciliation before an import from a data source: each external patient paired with one of the
// residents the site already holds (entered by hand), or brought in as new; the residents the external
// system does not know offered for discharge; the area of each room the site lacks. The first time it
// covers everything; later only what changed since (patients not yet imported, residents entered since).

/** Why a patient was paired with a resident: the same resident ID, or the same name in the same room. */
export const PAIR_REASONS = ['residentId', 'nameAndRoom'] as const;
export const ZPairReason = z.enum(PAIR_REASONS);
export type TPairReason = z.infer<typeof ZPairReason>;

/** An external patient and the resident proposed for them (null: none, a new resident). */
export const ZReconcilePatient = z.object({
  patient: ZExternalPatient,
  residentId: z.nullable(ZId),
  reason: z.nullable(ZPairReason),
  /** Our room of the patient's room number; null when the site has none (see `newRooms`) or the patient has no room. */
  roomId: z.nullable(ZId),
});
export type TReconcilePatient = z.infer<typeof ZReconcilePatient>;

/** One of the site's residents entered by hand, as a pair's choices and the discharge offers list it. */
export const ZReconcileResident = z.object({
  id: ZId,
  residentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roomNumber: z.nullable(z.string()),
  /** Entered since the last reconciliation (every one the first time): offered for discharge when no pair names them. */
  offerDischarge: z.boolean(),
});
export type TReconcileResident = z.infer<typeof ZReconcileResident>;

/** A room number the external system uses that the site lacks, and the area suggested from its unit or floor. */
export const ZReconcileNewRoom = z.object({
  roomNumber: z.string(),
  unit: z.nullable(z.string()),
  floor: z.nullable(z.string()),
  suggestedAreaId: z.nullable(ZId),
});
export type TReconcileNewRoom = z.infer<typeof ZReconcileNewRoom>;

/** POST /sync/reconciliation: what the import from the data source asks to decide first. */
export const ZReconciliation = z.object({
  /** No resident comes from this data source yet. */
  firstConnection: z.boolean(),
  /** The external patients not imported yet (current or new there), each with the resident proposed. */
  patients: z.array(ZReconcilePatient),
  /** The site's residents entered by hand: the choices of each pair. */
  residents: z.array(ZReconcileResident),
  newRooms: z.array(ZReconcileNewRoom),
  /** Nothing to decide: no patient to bring in, no resident to pair or discharge. */
  upToDate: z.boolean(),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;

/** At most this many new rooms are given an area in one reconciliation. */
export const RECONCILE_ROOMS_MAX = 500;

/**
 * POST /sync/reconciliation/apply: the nurse's decisions. Each pair names a patient and the resident it
 * is (null: a new resident); `discharge` the residents the external system does not know that leave;
 * `roomAreas` the area of each new room. The pairs' patients are then imported as a run.
 */
export const ZApplyReconciliation = z.object({
  facilityId: ZId,
  dataSourceId: ZId,
  pairs: z.array(z.object({ patientId: ZExternalId, residentId: z.nullable(ZId) })).check(z.minLength(1), z.maxLength(SYNC_IMPORT_MAX)),
  discharge: z.array(ZId).check(z.maxLength(SYNC_IMPORT_MAX)),
  roomAreas: z.array(z.object({ roomNumber: trimmed(1, 40), areaId: ZId })).check(z.maxLength(RECONCILE_ROOMS_MAX)),
});
export type TApplyReconciliation = z.infer<typeof ZApplyReconciliation>;
