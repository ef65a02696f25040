import type { TApplyReconciliation, TReconcileResident, TReconciliation, TSyncResident } from '@carehome/contracts';
import { unpairedResidents } from '@carehome/domain';

// The reconciliation dialog's state: the resident chosen for each chosen patient (the proposal first),
// the residents the system does not know that leave, and each new room's area. The pairing rules are
// the domain's; this only keeps the nurse's choices and turns them into the request.

export interface ReconcileChoices {
  /** Patient id → our resident chosen for them (null: a new resident). */
  pairs: Map<string, string | null>;
  discharge: Set<string>;
  /** New room number → its area. */
  areas: Map<string, string | null>;
}

/** The chosen patients the reconciliation lists (not imported yet), in its order. */
export const patientsToPair = (rec: TReconciliation, chosen: ReadonlySet<string>) =>
  rec.patients.filter((p) => chosen.has(p.patient.patientId));

/** The new rooms the chosen patients need. */
export function roomsNeeded(rec: TReconciliation, chosen: ReadonlySet<string>) {
  const numbers = new Set(patientsToPair(rec, chosen).map((p) => p.patient.roomNumber?.trim().toLowerCase()));
  return rec.newRooms.filter((r) => numbers.has(r.roomNumber.toLowerCase()));
}

/** The dialog's first state: the proposed pairs, nobody discharged, each room in its suggested area. */
export function initialChoices(rec: TReconciliation, chosen: ReadonlySet<string>): ReconcileChoices {
  return {
    pairs: new Map(patientsToPair(rec, chosen).map((p) => [p.patient.patientId, p.residentId])),
    discharge: new Set(),
    areas: new Map(roomsNeeded(rec, chosen).map((r) => [r.roomNumber, r.suggestedAreaId])),
  };
}

/** The residents offered for discharge: entered since the last reconciliation, and in no pair chosen now. */
export const dischargeOffers = (rec: TReconciliation, choices: ReconcileChoices): TReconcileResident[] =>
  unpairedResidents(
    rec.residents.filter((r) => r.offerDischarge),
    [...choices.pairs.values()].map((residentId) => ({ residentId })),
  );

/** Pairing a resident with one patient takes them from any other patient (one resident, one patient). */
export function choosePair(choices: ReconcileChoices, patientId: string, residentId: string | null): ReconcileChoices {
  const pairs = new Map(choices.pairs);
  if (residentId) for (const [p, r] of pairs) if (r === residentId) pairs.set(p, null);
  pairs.set(patientId, residentId);
  const discharge = new Set(choices.discharge);
  if (residentId) discharge.delete(residentId);
  return { ...choices, pairs, discharge };
}

/** The rooms still without an area (the dialog cannot confirm before each has one). */
export const roomsWithoutArea = (choices: ReconcileChoices) => [...choices.areas].filter(([, a]) => !a).map(([n]) => n);

/**
 * The request: every chosen patient (those already imported are brought up to date), the chosen pairs,
 * the discharges still offered, and each new room's area.
 */
export function applyRequest(
  ids: { facilityId: string; dataSourceId: string },
  chosen: readonly TSyncResident[],
  rec: TReconciliation,
  choices: ReconcileChoices,
): TApplyReconciliation {
  const offered = new Set(dischargeOffers(rec, choices).map((r) => r.id));
  return {
    ...ids,
    pairs: chosen.map((r) => ({ patientId: r.patient.patientId, residentId: choices.pairs.get(r.patient.patientId) ?? null })),
    discharge: [...choices.discharge].filter((id) => offered.has(id)),
    roomAreas: [...choices.areas].flatMap(([roomNumber, areaId]) => (areaId ? [{ roomNumber, areaId }] : [])),
  };
}
