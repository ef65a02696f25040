import * as z from 'zod/mini';
import { trimmed, ZId, ZLanguage, ZTranslations } from './common.ts';
import { ZLocalDate } from './schedules.ts';
import { writtenTranslations } from './written-translations.ts';

// What briefing items, acknowledgements and report links keep of a text's translations.
export { keptTranslations } from './written-translations.ts';

// Daily briefings and acknowledgements (the tenant's staffAcknowledgements; a hyperlink must be a valid
// URL; each level has its editors; POST
// /tenant/saveacknowledgements, /tenant/saveaorganizationcknowledgements, /tenant/savefacilityacknowledgements,
// GET /chssystem, POST /chssystem/updateacknowledgements) and the staff dashboard built from them.

/** Briefing levels, from the site's own briefing up to the province. */
export const BRIEFING_LEVELS = ['Briefing', 'Site', 'Organization', 'HealthAuthority', 'Provincial'] as const;
export const ZBriefingLevel = z.enum(BRIEFING_LEVELS);
export type TBriefingLevel = z.infer<typeof ZBriefingLevel>;

/** Jurisdiction levels of an acknowledgement. */
export const ACKNOWLEDGEMENT_LEVELS = ['Site', 'Organization', 'HealthAuthority', 'Provincial'] as const;
export const ZAcknowledgementLevel = z.enum(ACKNOWLEDGEMENT_LEVELS);
export type TAcknowledgementLevel = z.infer<typeof ZAcknowledgementLevel>;
/** The levels the provider (system users) keeps for every organization, through /chssystem. */
export const PROVIDER_ACKNOWLEDGEMENT_LEVELS = ['HealthAuthority', 'Provincial'] as const;
export const ZProviderAcknowledgementLevel = z.enum(PROVIDER_ACKNOWLEDGEMENT_LEVELS);

/** Icons a briefing item can show (names the web maps to pictures). */
export const BRIEFING_ICONS = ['info', 'alert', 'virus', 'isolation', 'product', 'spray', 'mask', 'calendar', 'check'] as const;
export const ZBriefingIcon = z.enum(BRIEFING_ICONS);
export type TBriefingIcon = z.infer<typeof ZBriefingIcon>;

export const BRIEFING_ITEMS_MAX = 30;
export const BRIEFING_POSITIONS_MAX = 40;
export const ACKNOWLEDGEMENTS_MAX = 200;

/** An http(s) address with a host name ('Hyperlink ... must be valid URLs'). */
const HTTP_URL =
  /^https?:\/\/([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,}(:\d{1,5})?([/?#]\S*)?$/i;
export function isHttpUrl(text: string): boolean {
  return HTTP_URL.test(text);
}

/** An optional hyperlink: empty is none, anything else must be an http(s) URL. */
export const ZHyperlink = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.maxLength(2000),
      z.refine((v) => v === '' || isHttpUrl(v), { params: { code: 'config.invalid_url' }, error: 'Enter a valid URL.' }),
    ),
  ),
  z.transform((v) => (v ? v : null)),
);

export const BRIEFING_MESSAGE_MAX = 500;
export const ACKNOWLEDGEMENT_MESSAGE_MAX = 1000;

export const ZBriefingItemInput = z.object({
  id: z.optional(ZId),
  icon: ZBriefingIcon,
  /** In the briefing's language (the fallback). */
  message: trimmed(1, BRIEFING_MESSAGE_MAX),
  translations: writtenTranslations(BRIEFING_MESSAGE_MAX),
  hyperlink: ZHyperlink,
});
export type TBriefingItemInput = z.input<typeof ZBriefingItemInput>;

export const BRIEFING_NAME_MAX = 120;

export const ZBriefingInput = z.object({
  id: z.optional(ZId),
  name: trimmed(1, BRIEFING_NAME_MAX),
  /** The name in other languages (staff read it as the title of their checklist); absent: none. */
  nameTranslations: writtenTranslations(BRIEFING_NAME_MAX),
  level: ZBriefingLevel,
  /** The language its items are written in (the text staff read when theirs has no translation). */
  language: z._default(ZLanguage, 'en'),
  isDefault: z._default(z.boolean(), false),
  /** Staff positions it is for (the staff form's free-text position); none: every position. */
  positions: z._default(z.array(trimmed(1, 80)).check(z.maxLength(BRIEFING_POSITIONS_MAX)), []),
  /** In the order staff see them. */
  items: z.array(ZBriefingItemInput).check(z.minLength(1), z.maxLength(BRIEFING_ITEMS_MAX)),
});
export type TBriefingInput = z.input<typeof ZBriefingInput>;

export const ZBriefingItem = z.object({
  id: ZId,
  order: z.number(),
  icon: ZBriefingIcon,
  message: z.string(),
  /** The message in other languages; read through `inLanguage` with the reader's language. */
  translations: ZTranslations,
  hyperlink: z.nullable(z.string()),
});
export type TBriefingItem = z.infer<typeof ZBriefingItem>;

export const ZBriefing = z.object({
  id: ZId,
  /** The site of a Briefing- or Site-level briefing; null for the organization and above. */
  facilityId: z.nullable(ZId),
  name: z.string(),
  /** The name in other languages; read through `inLanguage` with the reader's language. */
  nameTranslations: ZTranslations,
  level: ZBriefingLevel,
  language: ZLanguage,
  isDefault: z.boolean(),
  positions: z.array(z.string()),
  items: z.array(ZBriefingItem),
  /** Whether the signed-in user may change it (only the level's editors may). */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type TBriefing = z.infer<typeof ZBriefing>;

export const ZBriefingList = z.object({
  briefings: z.array(ZBriefing),
  /** Levels the signed-in user may create and change. */
  editableLevels: z.array(ZBriefingLevel),
  /** Positions of the site's staff, offered in the positions field. */
  positions: z.array(z.string()),
});
export type TBriefingList = z.infer<typeof ZBriefingList>;

export const ZSaveBriefing = z.object({ facilityId: ZId, briefing: ZBriefingInput });
export type TSaveBriefing = z.input<typeof ZSaveBriefing>;
export const ZDeleteBriefing = z.object({ facilityId: ZId, id: ZId });

// ---- Acknowledgements ----

export const ZAcknowledgementInput = z.object({
  id: z.optional(ZId),
  /** In `language` (the fallback). */
  message: trimmed(1, ACKNOWLEDGEMENT_MESSAGE_MAX),
  language: z._default(ZLanguage, 'en'),
  translations: writtenTranslations(ACKNOWLEDGEMENT_MESSAGE_MAX),
  hyperlink: ZHyperlink,
  /** The day from which staff are asked to acknowledge it. */
  date: ZLocalDate,
});
export type TAcknowledgementInput = z.input<typeof ZAcknowledgementInput>;

export const ZAcknowledgement = z.object({
  id: ZId,
  level: ZAcknowledgementLevel,
  facilityId: z.nullable(ZId),
  message: z.string(),
  language: ZLanguage,
  translations: ZTranslations,
  hyperlink: z.nullable(z.string()),
  date: z.string(),
  canEdit: z.boolean(),
});
export type TAcknowledgement = z.infer<typeof ZAcknowledgement>;

export const ZAcknowledgementList = z.object({
  acknowledgements: z.array(ZAcknowledgement),
  editableLevels: z.array(ZAcknowledgementLevel),
});
export type TAcknowledgementList = z.infer<typeof ZAcknowledgementList>;

/**
 * /tenant/savefacilityacknowledgements (the site's) and /tenant/saveaorganizationcknowledgements (the
 * organization's): the whole list of that level; entries left out are removed.
 */
export const ZSaveLevelAcknowledgements = z.object({
  facilityId: ZId,
  acknowledgements: z.array(ZAcknowledgementInput).check(z.maxLength(ACKNOWLEDGEMENTS_MAX)),
});
export type TSaveLevelAcknowledgements = z.input<typeof ZSaveLevelAcknowledgements>;

/** /chssystem/updateacknowledgements: the provider's list of one level (health authority or provincial). */
export const ZSaveProviderAcknowledgements = z.object({
  level: ZProviderAcknowledgementLevel,
  acknowledgements: z.array(ZAcknowledgementInput).check(z.maxLength(ACKNOWLEDGEMENTS_MAX)),
});
export type TSaveProviderAcknowledgements = z.input<typeof ZSaveProviderAcknowledgements>;

/** GET /chssystem: the provider's system settings, its acknowledgements for every organization. */
export const ZChsSystem = z.object({ acknowledgements: z.array(ZAcknowledgement) });
export type TChsSystem = z.infer<typeof ZChsSystem>;

/** /tenant/saveacknowledgements: the signed-in staff member acknowledges (the tenant's staffAcknowledgements). */
export const ZAcknowledge = z.object({
  facilityId: ZId,
  acknowledgementIds: z.array(ZId).check(z.minLength(1), z.maxLength(ACKNOWLEDGEMENTS_MAX)),
});
export type TAcknowledge = z.input<typeof ZAcknowledge>;

// ---- Staff dashboard ----

export const ZStaffDashboardRequest = z.object({ facilityId: ZId });

export const ZBriefingSection = z.object({
  briefingId: ZId,
  name: z.string(),
  nameTranslations: ZTranslations,
  level: ZBriefingLevel,
  items: z.array(z.extend(ZBriefingItem, { checkedAt: z.nullable(z.string()) })),
});
export type TBriefingSection = z.infer<typeof ZBriefingSection>;

/**
 * An acknowledgement as staff are asked for it: they read it in their language (`inLanguage` of its
 * message and translations); acknowledging is per notice, whatever language it was read in.
 */
export const ZPendingAcknowledgement = z.pick(ZAcknowledgement, {
  id: true,
  level: true,
  message: true,
  translations: true,
  hyperlink: true,
  date: true,
});
export type TPendingAcknowledgement = z.infer<typeof ZPendingAcknowledgement>;

export const ZOwnAssignment = z.object({
  id: ZId,
  description: z.nullable(z.string()),
  task: z.nullable(z.string()),
  cleanType: z.nullable(z.string()),
  rooms: z.number(),
  roomsDone: z.number(),
});
export type TOwnAssignment = z.infer<typeof ZOwnAssignment>;

export const ZStaffDashboard = z.object({
  /** The site's today (its time zone). */
  date: z.string(),
  /** False for system users: no briefing of their own, nothing to check. */
  isStaff: z.boolean(),
  position: z.nullable(z.string()),
  briefing: z.array(ZBriefingSection),
  acknowledgements: z.array(ZPendingAcknowledgement),
  assignments: z.array(ZOwnAssignment),
});
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;

export const ZBriefingCheck = z.object({ facilityId: ZId, briefingId: ZId, itemId: ZId, checked: z.boolean() });
export type TBriefingCheck = z.input<typeof ZBriefingCheck>;

// ---- Briefing report ----

export const ZBriefingReportRequest = z.object({ facilityId: ZId, date: ZLocalDate });

export const ZBriefingReport = z.object({
  date: z.string(),
  acknowledgements: z.array(ZPendingAcknowledgement),
  rows: z.array(
    z.object({
      staffMemberId: ZId,
      name: z.string(),
      staffRefId: z.nullable(z.string()),
      position: z.nullable(z.string()),
      /**
       * One entry per acknowledgement of the report, in its order. `asked` is false for an area's notice (an
       * outbreak's) when the person works in another part of the site: it is not theirs to acknowledge.
       */
      acknowledged: z.array(
        z.object({ acknowledgementId: ZId, asked: z.boolean(), at: z.nullable(z.string()), device: z.nullable(z.string()) }),
      ),
      itemsChecked: z.number(),
      itemsTotal: z.number(),
      lastCheckAt: z.nullable(z.string()),
    }),
  ),
});
export type TBriefingReport = z.infer<typeof ZBriefingReport>;
