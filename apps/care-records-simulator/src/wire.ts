import type { TAdtRecord, TExternalPatient, TWebhookMessage } from '@carehome/contracts';

// What the simulator sends as the real system does: its facility, patient and ADT record ids are
// integers on the wire (kept as strings inside, as the server keeps them).

/** An id as the real system sends it: an integer when it is one (every real id is), else as given. */
export const wireId = (id: string): number | string => (/^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : id);
export const wirePatient = (p: TExternalPatient) => ({ ...p, patientId: wireId(p.patientId), facilityId: wireId(p.facilityId) });
export const wireAdt = (r: TAdtRecord) => ({
  ...r,
  adtRecordId: wireId(r.adtRecordId),
  patientId: wireId(r.patientId),
  cancelsRecordId: r.cancelsRecordId === null ? null : wireId(r.cancelsRecordId),
});

/** A webhook as the real system sends it: the facility and patient ids as integers. */
export type WireWebhookMessage = Omit<TWebhookMessage, 'facilityId' | 'patientId'> & {
  facilityId: number | string;
  patientId: number | string;
};
