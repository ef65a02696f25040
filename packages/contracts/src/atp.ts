import * as z from 'zod/mini';
import { trimmed, ZId } from './common.ts';

// ATP (adenosine triphosphate) readings: a luminometer swab of a surface gives relative light units (RLU);
// each brand's scale differs 10–30×, so a site sets pass / caution / fail limits per brand and, optionally,
// per surface (an operation item as written in the configuration).

export const ATP_BANDS = ['pass', 'caution', 'fail'] as const;
export const ZAtpBand = z.enum(ATP_BANDS);
export type TAtpBand = z.infer<typeof ZAtpBand>;

export const ATP_BRAND_MAX = 60;
export const ATP_SURFACE_MAX = 200;
/** The highest RLU any luminometer shows (Hygiena and 3M top out well below). */
export const ATP_RLU_MAX = 9_999_999;
export const ATP_OVERRIDE_REASON_MAX = 500;
/** At most this many limits per site: a few brands, each with a handful of surfaces. */
export const ATP_LIMITS_MAX = 200;

const ZRlu = z.number().check(z.int(), z.gte(0), z.lte(ATP_RLU_MAX));

/**
 * One ATP reading of an audited operation. `band` is what the limits make of the RLU (the server computes
 * it again on save from the site's limits; null when the site has no limit for the brand, and the auditor
 * set the result by hand). `overrideReason`: why the auditor set a result the band does not give.
 */
export const ZAtpReading = z.object({
  brand: trimmed(1, ATP_BRAND_MAX),
  rlu: ZRlu,
  band: z.nullable(ZAtpBand),
  overrideReason: z.nullable(z.string().check(z.trim(), z.maxLength(ATP_OVERRIDE_REASON_MAX))),
});
export type TAtpReading = z.infer<typeof ZAtpReading>;

/**
 * A site's limit for a brand (surface null) or for one surface under a brand: pass up to `passMax`,
 * caution up to `cautionMax`, fail above.
 */
export const ZAtpLimit = z
  .object({
    brand: trimmed(1, ATP_BRAND_MAX),
    surface: z.nullable(z.string().check(z.trim(), z.maxLength(ATP_SURFACE_MAX))),
    passMax: ZRlu,
    cautionMax: ZRlu,
  })
  .check(
    z.refine((l) => l.cautionMax >= l.passMax, {
      path: ['cautionMax'],
      error: 'The caution limit must be at least the pass limit.',
      params: { code: 'atp.caution_below_pass' },
    }),
  );
export type TAtpLimit = z.infer<typeof ZAtpLimit>;

/** GET /atp-limits: the site's limits, brands in order, each brand's own limit before its surfaces. */
export const ZAtpLimitList = z.object({ facilityId: ZId, limits: z.array(ZAtpLimit) });
export type TAtpLimitList = z.infer<typeof ZAtpLimitList>;

/** PUT /atp-limits: replaces the site's whole set. */
export const ZSaveAtpLimits = z.object({ facilityId: ZId, limits: z.array(ZAtpLimit).check(z.maxLength(ATP_LIMITS_MAX)) });
export type TSaveAtpLimits = z.infer<typeof ZSaveAtpLimits>;

/** Limits offered to a site that has none yet, from the makers' published thresholds (see the decision record). */
export const DEFAULT_ATP_LIMITS: readonly TAtpLimit[] = [
  { brand: 'Hygiena', surface: null, passMax: 10, cautionMax: 30 },
  { brand: '3M Clean-Trace', surface: null, passMax: 249, cautionMax: 499 },
];
