import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZMethodResult } from './reporting-audits.ts';
import { ZLocalDate } from './schedules.ts';

// Site dashboard (/facilitydashboard): the site's measures week by week on its
// own calendar (ISO weeks from Monday), from the domain's reporting metrics: TDC (objects found cleaned /
// objects marked), audit pass rate, cleans done versus due (scheduled buckets), overdue (late or missed)
// and the average duration of a complete clean. Rates are fractions 0..1, null when there is nothing to count.

export const SITE_DASHBOARD_WEEKS_DEFAULT = 12;
export const SITE_DASHBOARD_WEEKS_MAX = 52;

/** GET /sitedashboard: the site, how many weeks back (the current one included), an area or operation to drill into. */
export const ZSiteDashboardQuery = z.object({
  facilityId: ZId,
  weeks: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(SITE_DASHBOARD_WEEKS_MAX))),
  /** Only the rooms of this area (and of the areas inside it). */
  areaId: z.optional(ZId),
  /** Only this operation ('Group / Item') for TDC and audits; cleans and buckets are not per operation. */
  operation: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type TSiteDashboardQuery = z.infer<typeof ZSiteDashboardQuery>;

const rate = z.nullable(z.number());

/** The measures of one week, or of the whole period. */
export const ZSiteMeasures = z.object({
  /** Evaluated marked objects, those found cleaned, and cleaned / marked. */
  marked: z.number(),
  cleaned: z.number(),
  tdc: rate,
  auditsPassed: z.number(),
  auditsFailed: z.number(),
  auditPassRate: rate,
  /** ATP readings with a band, and those in the pass or caution band / them (caution passes, flagged). */
  atpReadings: z.optional(z.number()),
  atpPassRate: z.optional(rate),
  /** Scheduled cleans due (buckets ended or done), done on time, done late, missed. */
  due: z.number(),
  onTime: z.number(),
  late: z.number(),
  missed: z.number(),
  /** Done (on time or late) / due. */
  doneRate: rate,
  /** Late or missed. */
  overdue: z.number(),
  /** Complete cleans started in the week and their average minutes. */
  cleansCompleted: z.number(),
  averageMinutes: rate,
});
export type TSiteMeasures = z.infer<typeof ZSiteMeasures>;

export const ZSiteDashboardWeek = z.object({ ...ZSiteMeasures.shape, week: ZLocalDate });
export type TSiteDashboardWeek = z.infer<typeof ZSiteDashboardWeek>;

/** A drill-down row: an area (by id) or an operation ('Group / Item'). */
export const ZSiteDashboardBreakdown = z.object({ ...ZSiteMeasures.shape, key: z.string(), label: z.string() });
export type TSiteDashboardBreakdown = z.infer<typeof ZSiteDashboardBreakdown>;

export const ZSiteDashboard = z.object({
  facilityId: ZId,
  facilityName: z.string(),
  timeZone: z.string(),
  /** The Monday of the first week and the last day (today on the site's calendar). */
  from: ZLocalDate,
  to: ZLocalDate,
  generatedAt: ZIsoDateTime,
  areaId: z.nullable(ZId),
  operation: z.nullable(z.string()),
  /** Every week of the period, oldest first (weeks without data are there, with zeros and nulls). */
  weeks: z.array(ZSiteDashboardWeek),
  totals: ZSiteMeasures,
  /** Top-level areas (or those inside the chosen area) and marked operations, to drill into. */
  areas: z.array(ZSiteDashboardBreakdown),
  operations: z.array(ZSiteDashboardBreakdown),
  /** Per audit method, the results of the period's audits that used it (for the area and operation chosen). */
  byMethod: z.optional(z.array(ZMethodResult)),
  /** Every area of the site (id and path label), for the filter. */
  areaChoices: z.array(z.object({ id: ZId, label: z.string() })),
  /**
   * The corrective loop of failed audits over the period, site-wide: audits passed at their first pass
   * (re-audits left out), the median minutes from a failure to the re-audit that passed, loops under way now.
   */
  correctiveLoop: z.optional(
    z.object({
      firstPassAudits: z.number(),
      firstPassPassed: z.number(),
      rightFirstTime: rate,
      medianMinutesToClose: rate,
      underWay: z.number(),
    }),
  ),
});
export type TSiteDashboard = z.infer<typeof ZSiteDashboard>;

/** GET /sitedashboard/sites: every active site of the organization over the same weeks, side by side. */
export const ZSiteBenchmarkQuery = z.object({
  weeks: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(SITE_DASHBOARD_WEEKS_MAX))),
});
export const ZSiteBenchmark = z.object({
  weeks: z.number(),
  generatedAt: ZIsoDateTime,
  /** The sites whose measures are known, each as of `computedAt` (worked out again when older than a few minutes). */
  sites: z.array(
    z.object({ ...ZSiteMeasures.shape, facilityId: ZId, facilityName: z.string(), timeZone: z.string(), computedAt: ZIsoDateTime }),
  ),
  /** Active sites whose measures are still being worked out (a first look at a large organization). */
  pending: z.array(z.object({ facilityId: ZId, facilityName: z.string() })),
  /** Whether measures older than a few minutes or pending are being worked out now: ask again shortly. */
  refreshing: z.boolean(),
});
export type TSiteBenchmark = z.infer<typeof ZSiteBenchmark>;
