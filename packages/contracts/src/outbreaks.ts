import * as z from 'zod/mini';
import { trimmed, ZCount, ZId, ZIsoDateTime } from './common.ts';
import { ZOnTimeRow } from './reporting.ts';

// Outbreak mode of a site or an area (a wing or a floor, with the areas nested in it): while it runs, the
// area's rooms follow the configuration's outbreak routines, tiles say so, its staff acknowledge a notice and
// audits are suggested there first. Several outbreaks can run at once.

/** An outbreak that is running: `areaId` null means the whole site. */
export const ZActiveOutbreak = z.object({
  id: ZId,
  facilityId: ZId,
  areaId: z.nullable(ZId),
  /** The area's path as the site shows it ('Wing A / Floor 2'); null for the whole site. */
  areaPath: z.nullable(z.string()),
  reason: z.string(),
  startedAt: ZIsoDateTime,
  startedByName: z.string(),
});
export type TActiveOutbreak = z.infer<typeof ZActiveOutbreak>;

/** The fixed key of the task ending an outbreak gives each room it covered: the closing terminal clean. */
export const OUTBREAK_TERMINAL_CLEAN = 'Outbreak Terminal Clean';

/** Why an outbreak was declared ('Norovirus, 3 residents symptomatic'): short enough for a notice. */
export const OUTBREAK_REASON_MAX = 300;
/** The closing note of an outbreak. */
export const OUTBREAK_NOTE_MAX = 2000;
/** A site's outbreak log lists at most this many, newest first (years of a care home's outbreaks). */
export const OUTBREAK_LIST_MAX = 200;

/** An outbreak, running or past, as the site's log lists it. */
export const ZOutbreak = z.object({
  ...ZActiveOutbreak.shape,
  endedAt: z.nullable(ZIsoDateTime),
  endedByName: z.nullable(z.string()),
  endNote: z.nullable(z.string()),
  /** The room numbers it covers (its area and the areas nested in it, or the whole site). */
  rooms: z.array(z.string()),
});
export type TOutbreak = z.infer<typeof ZOutbreak>;

/** GET /outbreaks: a site's outbreaks (running first, then past, each newest first) and the end dialog's clean types. */
export const ZOutbreakList = z.object({
  facilityId: ZId,
  outbreaks: z.array(ZOutbreak),
  /** The clean types of the site's configuration, which the closing terminal clean may be. */
  cleanTypes: z.array(z.string()),
  /** The one the end dialog proposes (domain `defaultTerminalCleanType`); null without clean types. */
  defaultTerminalCleanType: z.nullable(z.string()),
});
export type TOutbreakList = z.infer<typeof ZOutbreakList>;

/** POST /outbreaks/start: areaId null (or absent) declares it for the whole site. */
export const ZStartOutbreak = z.object({
  facilityId: ZId,
  areaId: z.optional(z.nullable(ZId)),
  reason: trimmed(1, OUTBREAK_REASON_MAX),
});
export type TStartOutbreak = z.input<typeof ZStartOutbreak>;

/** POST /outbreaks/end: the clean type of the closing terminal cleans, and a closing note. */
export const ZEndOutbreak = z.object({
  facilityId: ZId,
  id: ZId,
  terminalCleanType: trimmed(1, 200),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(OUTBREAK_NOTE_MAX)))),
});
export type TEndOutbreak = z.input<typeof ZEndOutbreak>;

/** Completed, incomplete and declined cleans of one clean type in the covered rooms over the period. */
export const ZOutbreakCleanCount = z.object({
  cleanType: z.string(),
  complete: ZCount,
  incomplete: ZCount,
  declined: ZCount,
});

/**
 * The scheduled cleans of one clean type due in the covered rooms over the period and how they went, as the
 * overdue and summary reports classify them; `outbreakRoutine` marks the outbreak routines, listed first.
 */
export const ZOutbreakDueCount = z.extend(z.pick(ZOnTimeRow, { onTime: true, late: true, missed: true, open: true }), {
  cleanType: z.string(),
  outbreakRoutine: z.boolean(),
});
export type TOutbreakDueCount = z.infer<typeof ZOutbreakDueCount>;

/** What an inspector reads of an outbreak (GET /outbreaks/report): domain `outbreakReportCounts` counts it. */
export const ZOutbreakReport = z.object({
  outbreak: ZOutbreak,
  /** The period: from the start to the end, or to now while it runs. */
  from: ZIsoDateTime,
  to: ZIsoDateTime,
  cleans: z.array(ZOutbreakCleanCount),
  /** Scheduled cleans due versus done, per clean type, outbreak routines first. */
  due: z.array(ZOutbreakDueCount),
  audits: z.object({
    count: ZCount,
    passed: ZCount,
    failed: ZCount,
    /** Passed / count, 0..1; null without audits. */
    passRate: z.nullable(z.number()),
  }),
  /** The corrective loop: re-cleans failed audits asked for, and how many a clean answered. */
  recleans: z.object({ asked: ZCount, done: ZCount, outstanding: ZCount }),
  /** The closing terminal cleans (once ended): their clean type and each covered room's. */
  terminalCleans: z.object({
    cleanType: z.nullable(z.string()),
    done: ZCount,
    outstanding: ZCount,
    outstandingRooms: z.array(z.string()),
  }),
  /** Staff who confirmed the outbreak's notice (kept when the notice is withdrawn at the end). */
  acknowledgedBy: ZCount,
});
export type TOutbreakReport = z.infer<typeof ZOutbreakReport>;
