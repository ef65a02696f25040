import {
  RISK_FLAGS,
  type TResidentNote,
  type TRiskFlag,
  type TRoomState,
  type TRoutine,
  type TVacatedRoomAction,
  type TVacatedRoomSetting,
} from '@carehome/contracts';

// Rules of a resident record: what changed, what an imported record lets this product change,
// and what a move offers for the room the resident leaves.

/** The fields of a resident the product edits (photo included), compared to tell what changed. */
export interface ResidentFields {
  residentId: string;
  namePrefix: string | null;
  firstName: string;
  lastName: string;
  nickName: string | null;
  photo: string | null;
  roomId: string | null;
  arrivalDate: string | null;
  notes: readonly TResidentNote[];
  fallRisk: boolean;
  exitSeeking: boolean;
  sexuallyAbusive: boolean;
  verballyAbusive: boolean;
  physicallyAggressive: boolean;
}

const SCALAR_FIELDS = [
  'residentId',
  'namePrefix',
  'firstName',
  'lastName',
  'nickName',
  'photo',
  'roomId',
  'arrivalDate',
  ...RISK_FLAGS,
] as const satisfies readonly (keyof ResidentFields)[];

/**
 * What the care-records system owns of an imported resident: who they are, their room and their dates.
 * This product owns what housekeeping needs that the care record does not carry: the notes for
 * housekeeping and the risk flags (and the photo, taken here). Documented in docs/decisions/0021-residents.md.
 */
export const PRODUCT_OWNED_FIELDS: readonly (keyof ResidentFields)[] = ['notes', 'photo', ...RISK_FLAGS];

/** The risk flags alone (fall risk, exit seeking and the three behaviours) of a record that carries them. */
export function riskFlagsOf(record: Readonly<Record<TRiskFlag, boolean>>): Record<TRiskFlag, boolean> {
  return {
    fallRisk: record.fallRisk,
    exitSeeking: record.exitSeeking,
    sexuallyAbusive: record.sexuallyAbusive,
    verballyAbusive: record.verballyAbusive,
    physicallyAggressive: record.physicallyAggressive,
  };
}

/** The names of the fields that differ (never their values: the access log keeps names only). */
export function changedResidentFields(before: ResidentFields, after: ResidentFields): (keyof ResidentFields)[] {
  const out: (keyof ResidentFields)[] = SCALAR_FIELDS.filter((f) => (before[f] ?? null) !== (after[f] ?? null));
  const notesKey = (notes: readonly TResidentNote[]) => JSON.stringify(notes.map((n) => [n.type, n.text]));
  if (notesKey(before.notes) !== notesKey(after.notes)) out.push('notes');
  return out;
}

/** The changes an imported resident does not allow (empty: the save may go ahead). */
export function forbiddenImportedChanges(changed: readonly (keyof ResidentFields)[]): (keyof ResidentFields)[] {
  return changed.filter((f) => !PRODUCT_OWNED_FIELDS.includes(f));
}

/** A routine as the move rules see it. */
type RoutineLike = Pick<TRoutine, 'cleanType' | 'kind' | 'priority'>;

/**
 * A room someone can live in: its type readies it for an arrival or after a departure (a 'Pre-Clean' or
 * 'Post-Clean' routine, as resident rooms have), or someone lives there already. Lounges, dining rooms
 * and other common areas have neither, so the residents' room pickers do not offer them as homes.
 */
export function isHomeRoom(routines: readonly Pick<TRoutine, 'kind'>[], residents: number): boolean {
  return residents > 0 || routines.some((r) => r.kind === 'Pre-Clean' || r.kind === 'Post-Clean');
}

/**
 * The clean an arrival offers in the room: the room type's 'Pre-Clean' routine (highest priority first),
 * else null (the workflow then lists the room type's clean types without a default).
 */
export function defaultArrivalCleanType(routines: readonly RoutineLike[]): string | null {
  const pre = routines.filter((r) => r.kind === 'Pre-Clean').sort((a, b) => b.priority - a.priority);
  return pre[0]?.cleanType ?? null;
}

/**
 * What a discharge or transfer offers first for the room the resident leaves, from the site's setting:
 * its clean type when the room type has it, else the room type's 'Post-Clean' routine, else its
 * highest-priority routine; its room state when the room type allows it. When the setting cannot apply
 * to this room type, the next best: a clean, else nothing.
 */
export function defaultVacatedRoomAction(
  setting: TVacatedRoomSetting,
  routines: readonly RoutineLike[],
  allowedStates: readonly Pick<TRoomState, 'id'>[],
  startDate: string,
): TVacatedRoomAction {
  if (setting.action === 'none') return { action: 'none' };
  if (setting.action === 'roomState' && setting.roomStateId && allowedStates.some((s) => s.id === setting.roomStateId)) {
    return { action: 'roomState', roomStateId: setting.roomStateId };
  }
  const wanted = setting.cleanType?.trim().toLowerCase();
  const named = wanted ? routines.find((r) => r.cleanType.trim().toLowerCase() === wanted) : undefined;
  const post = routines.filter((r) => r.kind === 'Post-Clean').sort((a, b) => b.priority - a.priority)[0];
  const highest = [...routines].sort((a, b) => b.priority - a.priority)[0];
  const pick = named ?? post ?? highest;
  return pick ? { action: 'clean', cleanType: pick.cleanType, startDate } : { action: 'none' };
}

/** A room type has a routine of this clean type (case and spaces aside). */
export function hasCleanType(routines: readonly Pick<TRoutine, 'cleanType'>[], cleanType: string): boolean {
  const key = cleanType.trim().toLowerCase();
  return routines.some((r) => r.cleanType.trim().toLowerCase() === key);
}
