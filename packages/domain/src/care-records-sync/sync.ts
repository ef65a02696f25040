import {
  RESIDENT_TITLES,
  type TAdtAction,
  type TAdtRecord,
  type TDataSourceInput,
  type TExternalPatient,
  type TQuotaHeaders,
  type TQuotaUsage,
  type TResidentTitle,
} from '@carehome/contracts';

// Rules of the care-records sync: how an external patient compares with our resident (sync
// status None, New or Updated), what an ADT record asks of housekeeping, the quota as shown, and when
// an unacknowledged webhook or a failed fetch is tried again. The server applies them; nothing else
// decides these.

/** The fields the external system owns of an imported resident, as compared for the sync status. */
export interface SyncedResident {
  firstName: string;
  lastName: string;
  namePrefix: string | null;
  nickName: string | null;
  status: 'Resident' | 'Discharged';
  roomNumber: string | null;
  arrivalDate: string | null;
  dischargeDate: string | null;
}

export type SyncStatus = 'None' | 'New' | 'Updated';

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** Our resident's status for an external patient's (a patient still 'New' to the home is a resident). */
export function residentStatusOf(status: TExternalPatient['status']): SyncedResident['status'] {
  return status === 'Discharged' ? 'Discharged' : 'Resident';
}

/**
 * Our title for the external system's name prefix ('Mrs.', 'mr' → 'Mrs', 'Mr'); null for one we do not
 * have (a 'Dr' is kept nowhere, so it never makes a resident look changed).
 */
export function residentTitleOf(prefix: string | null): TResidentTitle | null {
  const p = (prefix ?? '').trim().replace(/\.$/, '').toLowerCase();
  return RESIDENT_TITLES.find((t) => t.toLowerCase() === p) ?? null;
}

/** The external patient's fields as ours would hold them. */
export function syncedFieldsOf(p: TExternalPatient): SyncedResident {
  return {
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    namePrefix: residentTitleOf(p.namePrefix),
    nickName: p.nickName,
    status: residentStatusOf(p.status),
    roomNumber: p.roomNumber,
    arrivalDate: day(p.admissionDate),
    dischargeDate: day(p.dischargeDate),
  };
}

/**
 * The owned fields that differ (names ignore case and surrounding spaces; dates compare by day). A
 * current patient without a room is away (a leave of absence frees the bed there): the room stays the
 * resident's, so it is no difference.
 */
export function syncDifferences(ours: SyncedResident, external: TExternalPatient): (keyof SyncedResident)[] {
  const theirs = syncedFieldsOf(external);
  if (external.status !== 'Discharged' && !external.roomNumber?.trim()) theirs.roomNumber = ours.roomNumber;
  const keys: (keyof SyncedResident)[] = [
    'firstName',
    'lastName',
    'namePrefix',
    'nickName',
    'status',
    'roomNumber',
    'arrivalDate',
    'dischargeDate',
  ];
  return keys.filter((k) => (k === 'arrivalDate' || k === 'dischargeDate' ? day(ours[k]) !== theirs[k] : !same(ours[k], theirs[k])));
}

/** Sync status: New when we hold no resident for the patient, Updated when an owned field differs, else None. */
export function syncStatusOf(ours: SyncedResident | null, external: TExternalPatient): SyncStatus {
  if (!ours) return 'New';
  return syncDifferences(ours, external).length ? 'Updated' : 'None';
}

/** The quota as shown: the percentage used (one decimal) and the instant of the daily reset. */
export function quotaUsage(h: TQuotaHeaders, now: Date): TQuotaUsage {
  const used = Math.max(0, h.limit - h.remaining);
  return {
    limit: h.limit,
    used,
    percentUsed: h.limit > 0 ? Math.round((used / h.limit) * 1000) / 10 : 100,
    resetsAt: new Date(now.getTime() + Math.round(h.resetSeconds * 1000)).toISOString(),
  };
}

/** What an ADT record asks of the product. */
export type AdtEffect =
  | { kind: 'arrive'; roomNumber: string | null }
  | { kind: 'discharge' }
  | { kind: 'transfer'; roomNumber: string | null }
  | { kind: 'leave' }
  | { kind: 'return'; roomNumber: string | null }
  | { kind: 'undo'; recordId: string }
  | { kind: 'none'; reason: 'cancelsNothing' };

const CANCELS: readonly TAdtAction[] = [
  'CancelAdmission',
  'CancelDischarge',
  'CancelTransfer',
  'CancelLeaveOfAbsence',
  'CancelReturnFromLeave',
];

/**
 * The effect of an ADT record: an admission or readmission is an arrival (the resident created or
 * updated, the arrival clean scheduled); a discharge sets the resident Discharged and schedules the
 * room's discharge clean; a transfer moves the resident and offers the vacated room's clean; a leave
 * of absence and the return change nothing of the room (the resident keeps it), unless the return is
 * to another room; a cancellation undoes the effects of the record it cancels, where the clean has not
 * started (the server checks that).
 */
export function adtEffect(record: Pick<TAdtRecord, 'action' | 'roomNumber' | 'cancelsRecordId'>): AdtEffect {
  if (CANCELS.includes(record.action)) {
    return record.cancelsRecordId ? { kind: 'undo', recordId: record.cancelsRecordId } : { kind: 'none', reason: 'cancelsNothing' };
  }
  switch (record.action) {
    case 'Admission':
    case 'Readmission':
      return { kind: 'arrive', roomNumber: record.roomNumber };
    case 'Discharge':
      return { kind: 'discharge' };
    case 'Transfer':
      return { kind: 'transfer', roomNumber: record.roomNumber };
    case 'LeaveOfAbsence':
      return { kind: 'leave' };
    default:
      return { kind: 'return', roomNumber: record.roomNumber };
  }
}

/** How many times an unacknowledged webhook or a failed sync step is tried in all. */
export const SYNC_MAX_ATTEMPTS = 8;

/**
 * The wait before try `attempt` (2 = the first retry): 30 s doubled each time, at most an hour, with up
 * to 10% of jitter from `random` (0..1) so that many sites do not retry at the same second. Null when
 * no try is left.
 */
export function syncRetryDelayMs(attempt: number, random = 0): number | null {
  if (attempt < 2 || attempt > SYNC_MAX_ATTEMPTS) return null;
  const base = Math.min(30_000 * 2 ** (attempt - 2), 3_600_000);
  return Math.round(base * (1 + Math.min(Math.max(random, 0), 1) * 0.1));
}

/** When the quota is spent, the next call waits for the reset (plus a second); else not at all. */
export function quotaWaitMs(h: TQuotaHeaders): number {
  return h.remaining > 0 ? 0 : Math.round(h.resetSeconds * 1000) + 1000;
}

/** What a data source's save lacks for its auth kind, on the field (codes `sync.*_required`). */
export function dataSourceProblems(
  input: Pick<TDataSourceInput, 'authKind' | 'clientId' | 'clientSecret' | 'clientCertificate' | 'privateKey'>,
  stored: { hasClientSecret: boolean; hasClientCertificate: boolean; hasPrivateKey: boolean } | null,
): { field: string; code: string }[] {
  const problems: { field: string; code: string }[] = [];
  if (input.authKind === 'OAuth2') {
    if (!input.clientId) problems.push({ field: 'dataSource.clientId', code: 'sync.client_id_required' });
    if (!input.clientSecret && !stored?.hasClientSecret)
      problems.push({ field: 'dataSource.clientSecret', code: 'sync.client_secret_required' });
  } else {
    if (!input.clientCertificate && !stored?.hasClientCertificate) {
      problems.push({ field: 'dataSource.clientCertificate', code: 'sync.certificate_required' });
    }
    if (!input.privateKey && !stored?.hasPrivateKey) problems.push({ field: 'dataSource.privateKey', code: 'sync.private_key_required' });
  }
  return problems;
}

/**
 * The room type of a room the sync creates for an unknown room number: the type most rooms of its area
 * have, else the one most rooms of the site have, else none.
 */
export function roomTypeForNewRoom(
  rooms: Iterable<{ areaId: string | null; roomTypeId: string | null }>,
  areaId: string | null,
): string | null {
  const inArea = new Map<string, number>();
  const inSite = new Map<string, number>();
  for (const r of rooms) {
    if (!r.roomTypeId) continue;
    inSite.set(r.roomTypeId, (inSite.get(r.roomTypeId) ?? 0) + 1);
    if (r.areaId === areaId) inArea.set(r.roomTypeId, (inArea.get(r.roomTypeId) ?? 0) + 1);
  }
  const counts = inArea.size ? inArea : inSite;
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
