import { RISK_FLAG_LETTERS, RISK_FLAGS, type TResident, type TResidentRoom, type TRiskFlag } from '@carehome/contracts';

export const RESIDENT_VIEWS = ['current', 'discharged', 'all'] as const;
export type ResidentView = (typeof RESIDENT_VIEWS)[number];

/** The residents one view of the list shows: current (in the home), discharged, or all. */
export function residentsInView(residents: readonly TResident[], view: ResidentView): TResident[] {
  if (view === 'all') return [...residents];
  const status = view === 'current' ? 'Resident' : 'Discharged';
  return residents.filter((r) => r.status === status);
}

/** 'Wing A / 101': the room's areas, outermost first, and its number. */
export function roomLabel(room: Pick<TResidentRoom, 'roomNumber' | 'areaPath'> | null): string {
  if (!room) return '';
  return [...room.areaPath, room.roomNumber].join(' / ');
}

/** Ids of rooms that two or more current residents share. */
export function sharedRoomIds(residents: readonly TResident[]): Set<string> {
  const count = new Map<string, number>();
  for (const r of residents) if (r.status === 'Resident' && r.room) count.set(r.room.id, (count.get(r.room.id) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n > 1).map(([id]) => id));
}

/** 'Mrs Margaret “Peggy” Wilson'. */
export function titledName(r: Pick<TResident, 'namePrefix' | 'displayName'>): string {
  return r.namePrefix ? `${r.namePrefix} ${r.displayName}` : r.displayName;
}

/** The resident's risk flags that are set, in the spec's order F, E, S, V, P, with their letters. */
export function setFlags(r: Record<TRiskFlag, boolean>): { flag: TRiskFlag; letter: string }[] {
  return RISK_FLAGS.filter((f) => r[f]).map((flag) => ({ flag, letter: RISK_FLAG_LETTERS[flag] }));
}

/** Sorts flags by how many are set, then by the letters, so residents with the same flags sit together. */
export function flagSortValue(r: Record<TRiskFlag, boolean>): string {
  const letters = setFlags(r).map((f) => f.letter);
  return `${letters.length}${letters.join('')}`;
}

/** The date the list shows: the discharge date of a discharged resident, else the arrival date. */
export function movedDate(r: Pick<TResident, 'status' | 'arrivalDate' | 'dischargeDate'>): string {
  return (r.status === 'Discharged' ? r.dischargeDate : r.arrivalDate) ?? '';
}

/** The text a row is found by (names, ID, room, status). */
export function residentSearchText(r: TResident, statusText: string): string {
  return [r.namePrefix, r.firstName, r.lastName, r.nickName, r.displayName, r.residentId, roomLabel(r.room), statusText]
    .filter(Boolean)
    .join(' ');
}

/** A calendar date 'YYYY-MM-DD' as the app shows dates (MM/DD/YYYY), without a time zone shift. */
export function displayDate(date: string | null | undefined): string {
  const m = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}
