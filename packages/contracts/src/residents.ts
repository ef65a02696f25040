import * as z from 'zod/mini';
import { trimmed, ZFileName, ZId, ZIsoDateTime } from './common.ts';
import { ZLocalDate } from './schedules.ts';

// Residents and their moves: arrival, discharge, transfer (the workflows of the residents screens;
// POST /resident, DELETE /resident, POST /resident/checkinout). Personal health information:
// the server never logs these bodies, and every read of one resident is recorded in its access log.

/** The titles a resident may have. */
export const RESIDENT_TITLES = ['Mr', 'Miss', 'Mrs', 'Ms', 'Mx', 'M'] as const;
export const ZResidentTitle = z.enum(RESIDENT_TITLES);
export type TResidentTitle = z.infer<typeof ZResidentTitle>;
export const RESIDENT_STATUSES = ['Resident', 'Discharged'] as const;
export const ZResidentStatus = z.enum(RESIDENT_STATUSES);
export const SYNC_STATUSES = ['None', 'New', 'Updated'] as const;
export const NOTE_TYPES = ['PreClean', 'PostClean'] as const;
/** The five risk flags and the letter a tile shows for each (F, E, S, V, P). */
export const RISK_FLAGS = ['fallRisk', 'exitSeeking', 'sexuallyAbusive', 'verballyAbusive', 'physicallyAggressive'] as const;
export type TRiskFlag = (typeof RISK_FLAGS)[number];
export const RISK_FLAG_LETTERS: Record<TRiskFlag, string> = {
  fallRisk: 'F',
  exitSeeking: 'E',
  sexuallyAbusive: 'S',
  verballyAbusive: 'V',
  physicallyAggressive: 'P',
};

/** Bounds: generous for real use, small enough that one save never carries a document. */
export const RESIDENT_NOTE_MAX = 2000;
export const RESIDENT_NOTES_MAX = 20;

/** The outstanding-task ids resident moves add to a room (outstanding tasks). */
export const RESIDENT_ARRIVAL_TASK = 'Resident Arrival';
export const RESIDENT_DEPARTURE_TASK = 'Resident Departure';

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v ? v : null)),
  );

export const ZResidentNote = z.object({
  type: z.enum(NOTE_TYPES),
  /** The notification text housekeeping sees (Pre-Clean Summary, post-clean notes). */
  text: trimmed(1, RESIDENT_NOTE_MAX),
});
export type TResidentNote = z.infer<typeof ZResidentNote>;

export const ZRiskFlags = z.object({
  fallRisk: z._default(z.boolean(), false),
  exitSeeking: z._default(z.boolean(), false),
  sexuallyAbusive: z._default(z.boolean(), false),
  verballyAbusive: z._default(z.boolean(), false),
  physicallyAggressive: z._default(z.boolean(), false),
});

/** A resident as the new/edit screen and the arrival workflow send it. */
export const ZResidentInput = z.extend(ZRiskFlags, {
  /** The home's own resident ID (unique in the organization: 'This ID is already used.'). */
  residentId: trimmed(1, 40),
  namePrefix: z.pipe(
    z.nullish(z.union([ZResidentTitle, z.literal('')])),
    z.transform((v) => (v ? v : null)),
  ),
  firstName: trimmed(1, 80),
  lastName: trimmed(1, 80),
  nickName: optionalText(80),
  /** The room the resident lives in; null: not in a room (yet). */
  roomId: z.pipe(
    z.nullish(ZId),
    z.transform((v) => v ?? null),
  ),
  arrivalDate: z.pipe(
    z.nullish(ZLocalDate),
    z.transform((v) => v ?? null),
  ),
  notes: z._default(z.array(ZResidentNote).check(z.maxLength(RESIDENT_NOTES_MAX)), []),
});
export type TResidentInput = z.input<typeof ZResidentInput>;
export type TResidentValues = z.output<typeof ZResidentInput>;

/** A clean a resident move asks for in a room: an outstanding task of that clean type from `startDate` on. */
export const ZCleanTaskInput = z.object({
  cleanType: trimmed(1, 60),
  /** From when the clean is to be done; cleans completed from then on end it. */
  startDate: ZIsoDateTime,
});
export type TCleanTaskInput = z.infer<typeof ZCleanTaskInput>;

/**
 * POST /resident: create (no id; the arrival) or update a resident. `photo`: a file-store name from
 * files/image (Resize 600x600), null removes it, omitted keeps it. `cleanTask`: on creation, the arrival
 * clean of the resident's room.
 */
export const ZResidentSave = z.object({
  resident: z.extend(ZResidentInput, { id: z.optional(ZId) }),
  facilityId: ZId,
  photo: z.optional(z.nullable(ZFileName)),
  cleanTask: z.optional(z.nullable(ZCleanTaskInput)),
});
export type TResidentSave = z.input<typeof ZResidentSave>;

/** DELETE /resident (data {id, facilityId}). */
export const ZResidentDelete = z.object({ id: ZId, facilityId: ZId });

/** What becomes of the room a resident leaves (discharge, transfer): a clean, a room state, or nothing. */
export const ZVacatedRoomAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('clean'), cleanType: trimmed(1, 60), startDate: ZIsoDateTime }),
  z.object({ action: z.literal('roomState'), roomStateId: ZId }),
  z.object({ action: z.literal('none') }),
]);
export type TVacatedRoomAction = z.infer<typeof ZVacatedRoomAction>;

/**
 * POST /resident/checkinout: a move of a resident.
 * - discharge: leaves the room on `date`; the vacated room gets `vacatedRoom`.
 * - transfer: moves to `roomId` (flags and notes move with the resident); the vacated room gets `vacatedRoom`,
 *   the room moved into an optional `cleanTask` (its arrival clean).
 * - arrival: a discharged resident comes back, to `roomId`, with an optional `cleanTask` there.
 * - undoDischarge: the last discharge is taken back (disputed by the family): the resident is back in
 *   the room they left, if nobody else moved in; the clean or state the discharge asked for stays.
 */
export const ZResidentCheckInOut = z.object({
  facilityId: ZId,
  id: ZId,
  kind: z.enum(['arrival', 'discharge', 'transfer', 'undoDischarge']),
  date: z.optional(ZLocalDate),
  roomId: z.optional(z.nullable(ZId)),
  vacatedRoom: z.optional(ZVacatedRoomAction),
  cleanTask: z.optional(z.nullable(ZCleanTaskInput)),
});
export type TResidentCheckInOut = z.infer<typeof ZResidentCheckInOut>;

export const ZResidentRoom = z.object({
  id: ZId,
  roomNumber: z.string(),
  /** Names of the room's areas, outermost first. */
  areaPath: z.array(z.string()),
  roomType: z.nullable(z.string()),
});
export type TResidentRoom = z.infer<typeof ZResidentRoom>;

export const ZResident = z.object({
  id: ZId,
  residentId: z.string(),
  namePrefix: z.nullable(ZResidentTitle),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.nullable(z.string()),
  /** First name (with the nickname in quotes) and last name, as tiles show it. */
  displayName: z.string(),
  photo: z.nullable(z.string()),
  facilityId: ZId,
  room: z.nullable(ZResidentRoom),
  status: ZResidentStatus,
  arrivalDate: z.nullable(z.string()),
  dischargeDate: z.nullable(z.string()),
  notes: z.array(ZResidentNote),
  fallRisk: z.boolean(),
  exitSeeking: z.boolean(),
  sexuallyAbusive: z.boolean(),
  verballyAbusive: z.boolean(),
  physicallyAggressive: z.boolean(),
  syncId: z.nullable(z.string()),
  syncFacilityId: z.nullable(z.string()),
  syncStatus: z.enum(SYNC_STATUSES),
  /** Where an imported resident came from (the external system, a CSV file), else null. */
  importSource: z.nullable(z.object({ kind: z.enum(['sync', 'csv']), name: z.nullable(z.string()), at: z.nullable(z.string()) })),
  /** Imported from the external care-records system: only notes and risk flags may change here. */
  imported: z.boolean(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TResident = z.infer<typeof ZResident>;

export const ZResidentListQuery = z.object({
  facilityId: ZId,
  status: z.optional(z.enum(['Resident', 'Discharged', 'all'])),
});
export const ZResidentList = z.object({ residents: z.array(ZResident) });
export type TResidentList = z.infer<typeof ZResidentList>;

export const RESIDENT_EVENT_KINDS = ['arrival', 'discharge', 'transfer', 'dischargeUndone'] as const;
export const ZResidentEvent = z.object({
  id: ZId,
  kind: z.enum(RESIDENT_EVENT_KINDS),
  /** The date the move took effect (YYYY-MM-DD, the site's calendar). */
  date: z.string(),
  recordedAt: ZIsoDateTime,
  by: z.nullable(z.string()),
  fromRoom: z.nullable(z.object({ id: ZId, roomNumber: z.string() })),
  toRoom: z.nullable(z.object({ id: ZId, roomNumber: z.string() })),
  /** What the move asked of a room: a clean of this type, or a room state. */
  clean: z.nullable(z.object({ roomNumber: z.string(), cleanType: z.nullable(z.string()), stateName: z.nullable(z.string()) })),
  /** A transfer that asked both rooms: the arrival clean of the room moved into (`clean` is the room left's). */
  arrivalClean: z.nullable(z.object({ roomNumber: z.string(), cleanType: z.string() })),
});
export type TResidentEvent = z.infer<typeof ZResidentEvent>;

/** GET /resident/:id: the resident, their moves (newest first), and whether the viewer may read the access log. */
export const ZResidentDetail = z.object({
  resident: ZResident,
  events: z.array(ZResidentEvent),
  canReadAccessLog: z.boolean(),
});
export type TResidentDetail = z.infer<typeof ZResidentDetail>;
export const ZResidentParams = z.object({ id: ZId });
export const ZResidentFacilityQuery = z.object({ facilityId: ZId });

export const RESIDENT_ACCESS_ACTIONS = [
  'viewed',
  'photoViewed',
  'created',
  'updated',
  'deleted',
  'arrival',
  'discharge',
  'transfer',
  'dischargeUndone',
  'imported',
  // Reads of many residents at once that carried this one (one access-log row per answer).
  'listViewed',
  'dashboardViewed',
  'reportHistoryViewed',
] as const;
export const ZResidentAccessEntry = z.object({
  at: ZIsoDateTime,
  action: z.enum(RESIDENT_ACCESS_ACTIONS),
  by: z.nullable(z.string()),
  role: z.nullable(z.string()),
  /** The registered tablet's name, else the browser and address it came from. */
  device: z.nullable(z.string()),
  /** Which fields changed (names only, never values). */
  fields: z.array(z.string()),
});
export type TResidentAccessEntry = z.infer<typeof ZResidentAccessEntry>;
/** GET /resident/:id/accesslog (FacilityAdministrator and above), newest first. */
export const ZResidentAccessLog = z.object({ entries: z.array(ZResidentAccessEntry) });
