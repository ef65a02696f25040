import * as z from 'zod/mini';
import { translationsOf, trimmed, ZEmail, ZId, ZLanguage } from './common.ts';
import { ZEditorSchedule, ZRoutineSchedule } from './schedules.ts';
import { ZColor } from './tenants.ts';

/** An image that explains an operation, in one language (spec: detail images exist per language). */
export const ZDetailImage = z.object({ fileName: z.string().check(z.maxLength(80)), locale: ZLanguage });
export type TDetailImage = z.infer<typeof ZDetailImage>;

const ZTags = z.array(trimmed(1, 40)).check(z.maxLength(30));
const ZIcon = z.nullable(z.string().check(z.maxLength(60)));

/** One cleaning step of a routine (Operation: the configured part). */
export const ZOperation = z.object({
  id: ZId,
  group: trimmed(1, 80),
  item: trimmed(1, 200),
  optional: z.boolean(),
  icon: ZIcon,
  detailImages: z.array(ZDetailImage).check(z.maxLength(20)),
});
export type TOperation = z.infer<typeof ZOperation>;

export const ROUTINE_KINDS = ['Standard', 'Pre-Clean', 'Post-Clean'] as const;

/** A cleaning routine of a room type: what to do (operations) and when (schedule). */
export const ZRoutine = z.object({
  id: ZId,
  /** The clean type the staff choose and reports carry, e.g. Clean, Deep Clean, Discharge Clean. */
  cleanType: trimmed(1, 60),
  kind: z.enum(ROUTINE_KINDS),
  /** Higher wins: a completed report of equal or higher priority satisfies a scheduled clean. */
  priority: z.number().check(z.int(), z.gte(0), z.lte(1000)),
  color: ZColor,
  isDefault: z.boolean(),
  qrCode: z.nullable(z.string().check(z.trim(), z.maxLength(64))),
  tags: ZTags,
  shortcut: z.nullable(
    z.object({ order: z.number().check(z.int(), z.gte(0), z.lte(1000)), icon: z.string().check(z.maxLength(60)), color: ZColor }),
  ),
  operations: z.array(ZOperation).check(z.maxLength(300)),
  /** null: on demand only, never due. */
  schedule: z.nullable(ZRoutineSchedule),
  /** The routine used when a room state asks for a clean ('State Room Clean'). */
  stateClean: z.boolean(),
  detailImages: z.array(ZDetailImage).check(z.maxLength(20)),
  // The outbreak fields came after configurations were stored: a parse fills them in (false, null), and the
  // type lets a routine leave them out, which reads the same.
  /** An outbreak routine: due only in rooms an outbreak covers, from the outbreak's start until it ends. */
  outbreakOnly: z.optional(z._default(z.boolean(), false)),
  /** The disinfectant the routine uses ('Chlorine 1,000 ppm'): written text, translated like the names. */
  agent: z.optional(z._default(z.nullable(trimmed(1, 80)), null)),
  /** How long the agent must stay wet on a surface to work, in minutes. */
  contactTimeMinutes: z.optional(z._default(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(120))), null)),
});
export type TRoutine = z.infer<typeof ZRoutine>;

export const ZRoomTypeSettings = z.object({
  /** Group selection on the cleaning screen (tap a group twice to tick all its operations). */
  allowGroupSelection: z.boolean(),
  /** A photo must be attached before a clean of this room type can be completed. */
  photoRequired: z.boolean(),
});

export const ZRoomTypeConfig = z.object({
  id: ZId,
  roomType: trimmed(1, 80),
  routines: z.array(ZRoutine).check(z.maxLength(50)),
  /** Ids of the site's room states that apply to rooms of this type. */
  roomStates: z.array(ZId),
  settings: ZRoomTypeSettings,
});
export type TRoomTypeConfig = z.infer<typeof ZRoomTypeConfig>;

/** Border styles of a room state. */
export const BORDER_STYLES = ['none', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'] as const;

export const ZRoomState = z.object({
  id: ZId,
  stateName: trimmed(1, 60),
  tags: ZTags,
  order: z.number().check(z.int(), z.gte(0), z.lte(1000)),
  color: ZColor,
  borderColor: ZColor,
  style: z.enum(BORDER_STYLES),
  /** The clean type the state asks for, if any. */
  cleanType: z.nullable(trimmed(1, 60)),
});
export type TRoomState = z.infer<typeof ZRoomState>;

export const ZRoomEvent = z.object({ id: ZId, name: trimmed(1, 60), cleanTags: ZTags });
export type TRoomEvent = z.infer<typeof ZRoomEvent>;

export const ZVacatedRoomSetting = z.object({
  action: z.enum(['clean', 'roomState', 'none']),
  cleanType: z.nullable(trimmed(1, 60)),
  roomStateId: z.nullable(ZId),
});
export type TVacatedRoomSetting = z.infer<typeof ZVacatedRoomSetting>;

export const ZHousekeepingSettings = z.object({
  /** When the overdue-rooms notification goes out (the schedule editor's period types). */
  notificationSchedule: z.nullable(ZEditorSchedule),
  notifyEmails: z.array(ZEmail).check(z.maxLength(50)),
  /**
   * What a resident's discharge or transfer asks of the room they leave, offered first in the workflow:
   * a clean (of `cleanType`; null: the room type's Post-Clean routine), a room state (`roomStateId`,
   * e.g. Discharged), or nothing.
   */
  vacatedRoom: z._default(ZVacatedRoomSetting, { action: 'clean', cleanType: null, roomStateId: null }),
});

/** At most this many names of a configuration carry translations (a site's names are a few hundred). */
export const MAX_CONFIG_TRANSLATIONS = 5000;

/**
 * Each name of a configuration (room type, clean type, operation group and item, room state, room event)
 * in the other languages, keyed by the name as written. Names stay keys: stored reports carry the clean
 * type as written, so a clean type translated, or renamed in its author's language here, still matches
 * its history.
 */
export const ZConfigTranslations = z.record(trimmed(1, 200), translationsOf(200)).check(
  z.refine((o) => Object.keys(o).length <= MAX_CONFIG_TRANSLATIONS, {
    params: { code: 'config.too_many_translations', max: MAX_CONFIG_TRANSLATIONS },
    error: `At most ${MAX_CONFIG_TRANSLATIONS} names can be translated.`,
  }),
);
export type TConfigTranslations = z.infer<typeof ZConfigTranslations>;

/** The housekeeping configuration of one site: the first item of GET /housekeeping. */
export const ZHousekeepingConfig = z.object({
  facilityId: ZId,
  version: z.number().check(z.int(), z.gte(1)),
  roomTypes: z.array(ZRoomTypeConfig).check(z.maxLength(200)),
  roomStates: z.array(ZRoomState).check(z.maxLength(100)),
  roomEvents: z.array(ZRoomEvent).check(z.maxLength(100)),
  settings: ZHousekeepingSettings,
  /** The language the names are written in: what staff of any language see when a name has no translation. */
  language: z._default(ZLanguage, 'en'),
  translations: z._default(ZConfigTranslations, {}),
});
export type THousekeepingConfig = z.infer<typeof ZHousekeepingConfig>;

/** POST /housekeeping/update: the whole configuration, with the version it was read at. */
export const ZHousekeepingUpdate = z.object({ config: ZHousekeepingConfig });
export const ZHousekeepingQuery = z.object({ facilityId: z.optional(ZId) });
