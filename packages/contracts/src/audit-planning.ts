import * as z from 'zod/mini';
import { ZCount, ZId, ZIsoDateTime } from './common.ts';
import { ZLocalDate } from './schedules.ts';

// Audits where they matter: each site's weekly audit target (whole site and, optionally, per area), and
// the day's suggested audits, rooms weighted by risk (domain `auditPriorities`) with the reasons shown.

/** At most this many audits a week can be aimed at, for the site or one area. */
export const MAX_AUDITS_PER_WEEK = 500;

const ZPerWeek = z.number().check(z.int(), z.gte(0), z.lte(MAX_AUDITS_PER_WEEK));

export const ZAreaAuditTarget = z.object({ areaId: ZId, perWeek: ZPerWeek });
export type TAreaAuditTarget = z.infer<typeof ZAreaAuditTarget>;

/** A site's weekly audit targets (GET and POST /facility/audittargets): null `perWeek` sets no site target. */
export const ZAuditTargets = z.object({
  facilityId: ZId,
  perWeek: z.nullable(ZPerWeek),
  areas: z.array(ZAreaAuditTarget).check(z.maxLength(500)),
});
export type TAuditTargets = z.infer<typeof ZAuditTargets>;

/** Why a room is suggested: each factor of the risk weighting, with what it adds to the score. */
export const AUDIT_REASON_CODES = [
  'outbreak',
  'roomState',
  'exitSeeking',
  'dementiaBehaviour',
  'recentMove',
  'pastFailures',
  'sinceLastAudit',
  'neverAudited',
] as const;
export const ZAuditReasonCode = z.enum(AUDIT_REASON_CODES);
export type TAuditReasonCode = z.infer<typeof ZAuditReasonCode>;

export const ZAuditReason = z.object({
  code: ZAuditReasonCode,
  points: ZCount,
  /**
   * Who or what the reason is about: the residents flagged (exitSeeking, dementiaBehaviour), the areas of
   * the outbreaks (outbreak; empty for a whole-site outbreak), the state's name as written (roomState).
   */
  names: z.array(z.string()),
  /** Failed audits (pastFailures). */
  count: z.nullable(ZCount),
  /** Days since the move (recentMove) or the last audit (sinceLastAudit). */
  days: z.nullable(ZCount),
  /** recentMove: a resident's arrival or departure. */
  move: z.nullable(z.enum(['arrival', 'departure'])),
});
export type TAuditReason = z.infer<typeof ZAuditReason>;

export const ZSuggestedAudit = z.object({
  roomId: ZId,
  roomNumber: z.string(),
  areaId: z.nullable(ZId),
  /** The area path as written ('Wing A / Floor 2'), null for a room in no area. */
  areaPath: z.nullable(z.string()),
  score: ZCount,
  /** Strongest first. */
  reasons: z.array(ZAuditReason),
  lastAuditAt: z.nullable(ZIsoDateTime),
  /** The room's last clean, which 'Start audit' audits; null when the room has none to audit. */
  reportId: z.nullable(ZId),
});
export type TSuggestedAudit = z.infer<typeof ZSuggestedAudit>;

/** Audits done in the site's week against the target, for the site (areaId null) or one area. */
export const ZAuditProgress = z.object({
  areaId: z.nullable(ZId),
  areaPath: z.nullable(z.string()),
  target: z.nullable(ZCount),
  done: ZCount,
});
export type TAuditProgress = z.infer<typeof ZAuditProgress>;

export const ZAuditSuggestionsQuery = z.object({ facilityId: ZId, date: z.optional(ZLocalDate) });
export type TAuditSuggestionsQuery = z.infer<typeof ZAuditSuggestionsQuery>;

/** GET /facility/auditsuggestions: the day's suggested audits and the week's progress. */
export const ZAuditSuggestions = z.object({
  facilityId: ZId,
  /** The day asked for and its week (Monday to Sunday on the site's clock), 'YYYY-MM-DD'. */
  date: ZLocalDate,
  weekStart: ZLocalDate,
  weekEnd: ZLocalDate,
  /** Rooms in the site (the list is its top `rooms.length`). */
  roomCount: ZCount,
  rooms: z.array(ZSuggestedAudit),
  site: ZAuditProgress,
  areas: z.array(ZAuditProgress),
});
export type TAuditSuggestions = z.infer<typeof ZAuditSuggestions>;
